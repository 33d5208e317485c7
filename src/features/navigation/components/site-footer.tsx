import 'server-only';
import type { Translate } from '@/i18n/i18n';
import { SearchForm } from '@/features/search/components/search-form';
import { ExternalTransmissionLink } from '@/features/tags/components/external-transmission-link';
import { RichText, type SanitizedHtml } from '@/ui/rich-text';
import { footerImageSize, validFooterItems, type FooterData, type FooterItem } from '../footer-schema';
import { FooterRetailers, type FooterRetailersData } from './footer-retailers';
import styles from './site-footer.module.css';

function Item({ item }: { item: FooterItem }) {
  const rel = item.target === '_blank' ? 'noopener noreferrer' : undefined;
  switch (item.type) {
    case 'image': {
      const img = (
        <img
          src={item.src}
          alt={item.label ?? ''}
          width={item.width ?? footerImageSize.width}
          height={item.height ?? footerImageSize.height}
          loading="lazy"
        />
      );
      return item.url ? (
        <a href={item.url} target={item.target} rel={rel} data-analytics="footer">
          {img}
        </a>
      ) : (
        img
      );
    }
    case 'wrapper':
      return (
        <div className={styles.wrapper}>
          {(item.items ?? []).map((child, i) => (
            <Item key={i} item={child} />
          ))}
        </div>
      );
    case 'social':
      return (
        <a href={item.url} target={item.target} rel={rel} className={styles.social} data-icon={item.icon} data-analytics="footer">
          {item.label}
        </a>
      );
    default:
      return (
        <a href={item.url} target={item.target} rel={rel} data-analytics="footer">
          {item.label}
        </a>
      );
  }
}

/**
 * Footer from the `footer.json` setting, or the sanitised `footer.html` setting; with the retailers
 * section when `footer.retailers` is set (decision 0049).
 */
export function SiteFooter({
  data,
  html,
  t,
  sanitize,
  retailers = null,
}: {
  data: FooterData | null;
  html: string | null;
  t: Translate;
  /** The editor-HTML sanitiser (features/html): footer HTML is administrator input. */
  sanitize: (html: string) => SanitizedHtml;
  retailers?: FooterRetailersData | null;
}) {
  if (!data) {
    return (
      <footer className={styles.footer} aria-label={t('footer.label')} data-analytics="footer">
        <RichText html={html ? sanitize(html) : null} className={styles.inner} />
        {retailers ? (
          <div className={styles.inner}>
            <FooterRetailers retailers={retailers} t={t} />
          </div>
        ) : null}
        {/* The 外部送信 notice is the law's, not the administrator's: linked whatever the footer holds. */}
        <p className={styles.inner}>
          <ExternalTransmissionLink label={t('tags.notice.link')} />
        </p>
      </footer>
    );
  }
  return (
    <footer className={styles.footer} aria-label={t('footer.label')} data-analytics="footer">
      <div className={styles.inner}>
        <div className={styles.columns}>
          {data.columns.map((column, ci) => (
            <div key={ci} className={column.type === 'social' ? styles.socialColumn : styles.column}>
              {column.rows.map((row, ri) => {
                const Tag = row.heading_tag;
                return (
                  <div key={ri} className={styles.row}>
                    {row.heading ? (
                      <Tag className={styles.heading}>{row.heading_link ? <a href={row.heading_link}>{row.heading}</a> : row.heading}</Tag>
                    ) : null}
                    <ul className={styles.items}>
                      {validFooterItems(row.items).map((item, ii) => (
                        <li key={ii}>
                          <Item item={item} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {retailers ? <FooterRetailers retailers={retailers} t={t} /> : null}
        {/* site.md §2's footer search bar: a plain GET form, so it works before and without JavaScript.
            `search: { enabled: false }` leaves it out; its placeholder is the setting's, or ours. */}
        {data.search?.enabled === false ? null : (
          <div className={styles.search}>
            <SearchForm
              id="footer-search-q"
              texts={{
                label: t('search.label'),
                placeholder: data.search?.placeholder || t('footer.search_placeholder'),
                button: t('footer.search_button'),
              }}
            />
          </div>
        )}
        {data.middle_html ? <RichText html={sanitize(data.middle_html)} className={styles.middle} /> : null}
        <ul className={styles.mediumLinks}>
          {validFooterItems(data.medium_links).map((item, i) => (
            <li key={i}>
              <Item item={item} />
            </li>
          ))}
          {/* The 外部送信 notice is the law's, not the administrator's: linked whatever the footer holds. */}
          <li>
            <ExternalTransmissionLink label={t('tags.notice.link')} />
          </li>
        </ul>
        {data.bottom_html ? <RichText html={sanitize(data.bottom_html)} className={styles.bottom} /> : null}
      </div>
    </footer>
  );
}
