import { formatYenFull } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import styles from './model-spec.module.css';

/**
 * A new car's entry price as japan.md asks: メーカー希望小売価格（消費税込） with the full yen
 * figure and 〜 ("from"). Nothing for a price the catalogue does not have (0 or less).
 */
export function PriceFrom({ yen, t }: { yen: number; t: Translate }) {
  const amount = formatYenFull(yen, t);
  if (!amount) return null;
  return (
    <p className={styles.price}>
      <span className={styles.priceLabel}>{t('model_spec.price_label')}</span>
      <span className={styles.priceValue}>{t('model_spec.price_from', { price: amount })}</span>
    </p>
  );
}
