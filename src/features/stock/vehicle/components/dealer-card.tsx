import type { DealerRow } from '@/db/schema';
import type { Translate } from '@/i18n/i18n';
import { dealerDisplayName } from '../../dealers/dealer-resource';
import { formatPhoneJa, telHref } from '../../dealers/phone';
import styles from './vehicle-detail.module.css';

/** 取扱販売店: name for the car's brand, address in Japanese order (〒 → 都道府県 → 市区町村 → 番地), phone, hours. */
export function DealerCard({ dealer, brand, t }: { dealer: DealerRow; brand: string; t: Translate }) {
  const name = dealerDisplayName(dealer, brand);
  return (
    <section aria-labelledby="dealer-card" className={styles.dealer}>
      <h2 id="dealer-card" className={styles.sectionTitle}>
        {t('stock.dealer')}
      </h2>
      <p className={styles.dealerName}>{name}</p>
      <address className={styles.address}>
        〒{dealer.postcode}
        <br />
        {dealer.state}
        {dealer.locality}
        {dealer.address}
      </address>
      <p>
        <a href={telHref(dealer.phone)} className={styles.phone}>
          {formatPhoneJa(dealer.phone)}
        </a>
      </p>
      {dealer.openingHours ? (
        <p className={styles.hours}>
          {t('stock.opening_hours')}：{dealer.openingHours}
        </p>
      ) : null}
    </section>
  );
}
