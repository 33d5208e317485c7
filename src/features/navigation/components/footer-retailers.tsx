import type { Retailer } from '@/features/stock/dealers.server';
import type { Translate } from '@/i18n/i18n';
import styles from './site-footer.module.css';

export interface FooterRetailersData {
  heading: string;
  items: Retailer[];
}

/**
 * The footer's retailers section (site.md §2, decision 0049): each retailer's name (a link to its
 * site when it has one), 〒 postcode and address in Japanese order, and its phone in national form
 * as a tel: link. Nothing at all when there is no retailer to show.
 */
export function FooterRetailers({ retailers, t }: { retailers: FooterRetailersData; t: Translate }) {
  if (!retailers.items.length) return null;
  return (
    <section className={styles.retailers} aria-labelledby="footer-retailers" data-footer-retailers="">
      <h2 id="footer-retailers" className={styles.heading}>
        {retailers.heading}
      </h2>
      <ul className={styles.retailerList}>
        {retailers.items.map((retailer, i) => (
          <li key={i} className={styles.retailer}>
            <p className={styles.retailerName}>
              {retailer.url ? (
                <a href={retailer.url} data-analytics="footer">
                  {retailer.name}
                </a>
              ) : (
                retailer.name
              )}
            </p>
            {retailer.postcode || retailer.address ? (
              <address className={styles.retailerAddress}>
                {retailer.postcode ? (
                  <>
                    〒{retailer.postcode}
                    <br />
                  </>
                ) : null}
                {retailer.address}
              </address>
            ) : null}
            {retailer.phone ? (
              <p>
                {t('footer.retailer_phone')}：
                <a href={retailer.phone.href} data-analytics="footer">
                  {retailer.phone.display}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
