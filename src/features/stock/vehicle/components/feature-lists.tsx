import type { Translate } from '@/i18n/i18n';
import { formatYenFull } from '../../format';
import type { VehicleWithData } from '../../types';
import styles from './vehicle-detail.module.css';

interface Priced {
  name: string;
  price?: number;
}

/** 標準装備, メーカーオプション (with prices), アクセサリー and disclaimers. */
export function FeatureLists({ vehicle, t }: { vehicle: VehicleWithData; t: Translate }) {
  const d = vehicle.data as { features_standard?: string[]; features_optional?: Priced[]; accessories?: Priced[]; disclaimers?: string[] };
  const priced = (list: Priced[]) => (
    <ul className={styles.pricedList}>
      {list.map((item) => (
        <li key={item.name}>
          <span>{item.name}</span>
          {item.price ? <span>{t('stock.option_price', { price: formatYenFull(item.price, t) })}</span> : null}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {d.features_standard?.length ? (
        <section aria-labelledby="features-standard" className={styles.section}>
          <h2 id="features-standard" className={styles.sectionTitle}>
            {t('stock.features_standard')}
          </h2>
          <ul className={styles.featureList}>
            {d.features_standard.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.features_optional?.length ? (
        <section aria-labelledby="features-optional" className={styles.section}>
          <h2 id="features-optional" className={styles.sectionTitle}>
            {t('stock.features_optional')}
          </h2>
          {priced(d.features_optional)}
        </section>
      ) : null}
      {d.accessories?.length ? (
        <section aria-labelledby="accessories" className={styles.section}>
          <h2 id="accessories" className={styles.sectionTitle}>
            {t('stock.accessories')}
          </h2>
          {priced(d.accessories)}
        </section>
      ) : null}
      {d.disclaimers?.length ? (
        <aside className={styles.disclaimers} aria-label={t('stock.disclaimer')}>
          {d.disclaimers.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </aside>
      ) : null}
    </>
  );
}
