'use client';

import type { HeadingLevel } from '@/ui/heading';
import { Icon } from '@/ui/icon';
import { directionsUrl } from '../contact';
import { isPlaceable } from '../distance';
import type { Ranked } from '../rank';
import type { Contact, ContactType, RetailerView } from '../retailer';
import styles from './retailers.module.css';

export interface RetailerListTexts {
  listLabel: string;
  openingHours: string;
  services: string;
  directions: string;
  newTab: string;
  showOnMap: string;
  selected: string;
  contactNames: Record<ContactType, string>;
}

interface Props {
  results: Ranked<RetailerView>[];
  distances: (string | null)[];
  /** The numbers shown (the map's pins show the same); by default 1, 2, 3… */
  numbers?: number[];
  /** Makes each entry's id (prefix + retailer id) unique on the page. */
  idPrefix: string;
  headingLevel: HeadingLevel;
  selectedId: string | null;
  /** Contact buttons first and large (the MENA layout), or below the address. */
  contactsFirst: boolean;
  /** Whether a map can show the retailer: each entry then has 'show on map'. */
  onShowOnMap: ((id: string) => void) | null;
  onContact(retailer: RetailerView, contact: Contact): void;
  onDirections(retailer: RetailerView): void;
  onLink(retailer: RetailerView): void;
  texts: RetailerListTexts;
}

/** Icons of ui/icon, and two of our own where it has none. */
function ContactIcon({ contact }: { contact: Contact }) {
  if (contact.icon) return <Icon name={contact.icon} size={20} />;
  if (contact.type === 'phone') return <Icon name="phone" size={20} />;
  const d =
    contact.type === 'email'
      ? 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z'
      : 'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm-3 5h2l1 2.5-1.2 1.2a7 7 0 003.5 3.5l1.2-1.2L17 15v2a1.5 1.5 0 01-1.5 1.5A9.5 9.5 0 017 9a1.5 1.5 0 011.5-1.5z';
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

function ContactLinks({ retailer, onContact, texts }: Pick<Props, 'onContact' | 'texts'> & { retailer: RetailerView }) {
  if (!retailer.contacts.length) return null;
  return (
    <ul className={styles.contacts}>
      {retailer.contacts.map((contact) => {
        const external = contact.type === 'whatsapp';
        return (
          <li key={`${contact.type}:${contact.href}`}>
            <a
              className={styles.contact}
              href={contact.href}
              data-contact={contact.type}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => onContact(retailer, contact)}
            >
              <ContactIcon contact={contact} />
              <span className="visually-hidden">{texts.contactNames[contact.type]}：</span>
              <span>{contact.label}</span>
              {external ? <span className="visually-hidden">{texts.newTab}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The results as an ordered list: the number that the map's pin also shows, the name, the distance
 * when the search has an origin, the address with 〒, hours, services and the ways to reach the
 * retailer. Every action is a link or a button, so the list works by keyboard alone.
 */
export function RetailerList({
  results,
  distances,
  numbers,
  idPrefix,
  headingLevel: Heading,
  selectedId,
  contactsFirst,
  onShowOnMap,
  ...rest
}: Props) {
  const { onContact, onDirections, onLink, texts } = rest;
  return (
    <ol className={styles.list} aria-label={texts.listLabel}>
      {results.map(({ retailer }, index) => {
        const selected = retailer.id === selectedId;
        const placed = isPlaceable(retailer.latitude, retailer.longitude);
        const distance = distances[index];
        return (
          <li
            key={retailer.id}
            id={`${idPrefix}${retailer.id}`}
            className={styles.item}
            data-retailer={retailer.id}
            data-selected={selected || undefined}
            aria-current={selected ? 'true' : undefined}
          >
            <div className={styles.itemHead}>
              <span className={styles.number} aria-hidden="true">
                {numbers?.[index] ?? index + 1}
              </span>
              <Heading className={styles.name}>
                {retailer.name}
                {selected ? <span className="visually-hidden">（{texts.selected}）</span> : null}
              </Heading>
              {distance ? <span className={styles.distance}>{distance}</span> : null}
            </div>
            {contactsFirst ? <ContactLinks retailer={retailer} onContact={onContact} texts={texts} /> : null}
            <address className={styles.address}>
              {retailer.postcode ? <span>〒{retailer.postcode} </span> : null}
              {retailer.address}
            </address>
            {retailer.openingHours ? (
              <p className={styles.hours}>
                <span className={styles.term}>{texts.openingHours}</span>
                {retailer.openingHours}
              </p>
            ) : null}
            {retailer.services.length ? (
              <div className={styles.services}>
                <span className="visually-hidden">{texts.services}</span>
                <ul>
                  {retailer.services.map((service) => (
                    <li key={service.label}>
                      <Icon name={service.icon} size={18} />
                      {service.label}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {contactsFirst ? null : <ContactLinks retailer={retailer} onContact={onContact} texts={texts} />}
            <div className={styles.actions}>
              {placed && onShowOnMap ? (
                <button type="button" className={styles.action} onClick={() => onShowOnMap(retailer.id)}>
                  <Icon name="location" size={18} />
                  {texts.showOnMap}
                </button>
              ) : null}
              {placed ? (
                <a
                  className={styles.action}
                  href={directionsUrl(retailer.latitude!, retailer.longitude!)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onDirections(retailer)}
                >
                  {texts.directions}
                  <span className="visually-hidden">{texts.newTab}</span>
                </a>
              ) : null}
              {retailer.link ? (
                <a
                  className={styles.action}
                  href={retailer.link.href}
                  {...(retailer.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={() => onLink(retailer)}
                >
                  {retailer.link.label}
                  {retailer.link.external ? <span className="visually-hidden">{texts.newTab}</span> : null}
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
