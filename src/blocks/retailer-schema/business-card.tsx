import { contactLink, directionsUrl } from '@/features/retailers/contact';
import { isPlaceable } from '@/features/retailers/distance';
import {
  absoluteUrl,
  businessJsonLd,
  jsonLdText,
  schemaContacts,
  schemaOffers,
  type BusinessInput,
} from '@/features/retailers/structured-data';
import type { Translate } from '@/i18n/i18n';
import { Heading, itemHeadingLevel, type HeadingLevel, type HeadingSize } from '@/ui/heading';
import { Icon } from '@/ui/icon';
import { Picture, type ResolvedImage } from '@/ui/picture';
import styles from './business-card.module.css';

export interface BusinessFields {
  image?: ResolvedImage | null;
  name: string;
  header_tag: HeadingLevel;
  header_size: HeadingSize;
  description?: string;
  keywords?: string;
  opening_hours?: string;
  payment_accepted?: string;
  price_range?: string;
  address: string;
  latitude?: number;
  longitude?: number;
  contact_info: unknown;
  offers_info: unknown;
}

interface Props {
  type: BusinessInput['type'];
  fields: BusinessFields;
  origin: string;
  t: Translate;
  /** The first blocks of a page load their image at once. */
  priority: boolean;
}

/**
 * A retailer's or service centre's facts twice: as schema.org JSON-LD for search engines, and as a
 * visible card for visitors — the same values, so the two never disagree (blocks.md §2.6).
 */
export function BusinessCard({ type, fields, origin, t, priority }: Props) {
  const image = fields.image?.kind === 'picture' ? absoluteUrl(fields.image.src, origin) : undefined;
  const data = businessJsonLd({ ...fields, type, image, origin });
  const address = data.address as { postalCode?: string };
  const contacts = schemaContacts(fields.contact_info).flatMap((contact) => {
    const link = contactLink(contact.type, contact.value);
    return link ? [{ type: contact.type, ...link }] : [];
  });
  const offers = schemaOffers(fields.offers_info);
  const item = itemHeadingLevel(fields.header_tag, true);
  const placed = isPlaceable(fields.latitude, fields.longitude);
  const newTab = <span className="visually-hidden">{t('retailers.new_tab')}</span>;
  const facts: [string, string | undefined][] = [
    [t('retailers.schema_opening_hours'), fields.opening_hours],
    [t('retailers.schema_payment'), fields.payment_accepted],
    [t('retailers.schema_price_range'), fields.price_range],
  ];
  return (
    <div className={['grid-container', styles.card].join(' ')}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      {fields.image ? (
        <Picture image={fields.image} sizes="(min-width: 1024px) 50vw, 100vw" priority={priority} className={styles.image} />
      ) : null}
      <div className={styles.body}>
        <Heading level={fields.header_tag} size={fields.header_size}>
          {fields.name}
        </Heading>
        {fields.description ? <p className={styles.description}>{fields.description}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('retailers.schema_address')}</dt>
            <dd>
              <address>
                {address.postalCode && !fields.address.includes(address.postalCode) ? `〒${address.postalCode} ` : null}
                {fields.address}
              </address>
              {placed ? (
                <a
                  href={directionsUrl(fields.latitude!, fields.longitude!)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  {t('retailers.directions')}
                  {newTab}
                </a>
              ) : null}
            </dd>
          </div>
          {facts.map(([term, value]) =>
            value ? (
              <div key={term}>
                <dt>{term}</dt>
                <dd className={styles.multiline}>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {contacts.length ? (
          <ul className={styles.contacts} aria-label={t('retailers.schema_contact')}>
            {contacts.map((contact) => (
              <li key={contact.href}>
                <a
                  href={contact.href}
                  className={styles.contact}
                  {...(contact.type === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {contact.type === 'phone' ? <Icon name="phone" size={18} /> : null}
                  <span className="visually-hidden">{t(`retailers.contact_${contact.type}`)}：</span>
                  {contact.display}
                  {contact.type === 'whatsapp' ? newTab : null}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {offers.length ? (
          <section className={styles.offers} aria-label={t('retailers.schema_offers')}>
            <Heading level={item} size="s">
              {t('retailers.schema_offers')}
            </Heading>
            <ul>
              {offers.map((offer, index) => {
                const url = offer.url && absoluteUrl(offer.url, origin) ? offer.url : undefined;
                return (
                  <li key={index}>
                    {offer.category ? <strong>{offer.category}</strong> : null}
                    {offer.description ? <span>{offer.description}</span> : null}
                    {url ? (
                      <a href={url} className={styles.link}>
                        {t('retailers.schema_more')}
                        <span className="visually-hidden">：{offer.category || offer.description}</span>
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
