import type { Translate } from '@/i18n/i18n';
import type { PriceView } from '../price-view';
import type { VehicleAction } from '../vehicle-page.server';
import styles from './vehicle-detail.module.css';

const shortLabelKeys: Record<VehicleAction['id'], string> = {
  reserve: 'stock.bar_reserve',
  enquire: 'stock.bar_enquire',
  call: 'stock.bar_call',
};

/**
 * Phones (issue 7 item 12): the price and the main actions stay at the bottom of the screen while
 * the visitor reads the page — 予約 when online ordering is on, 問い合わせ, 電話. The full buttons
 * stay in the page; the bar repeats them with short labels and hides on wider screens (CSS).
 */
export function MobileActionBar({ price, actions, t }: { price: PriceView; actions: VehicleAction[]; t: Translate }) {
  const shown = price.kind === 'on_request' ? null : { label: price.label, value: `${price.value}${price.mark}` };
  return (
    <aside className={styles.actionBar} aria-label={t('stock.bar_label')} data-action-bar="">
      <p className={styles.barPrice}>
        {shown ? (
          <>
            <span className={styles.barPriceLabel}>{shown.label}</span>
            <span className={styles.barPriceValue}>{shown.value}</span>
          </>
        ) : (
          <span className={styles.barPriceLabel}>{t('stock.price_on_request')}</span>
        )}
      </p>
      {actions.map((action) => (
        <a
          key={action.id}
          href={action.href}
          className={action.primary ? styles.barPrimary : styles.barSecondary}
          data-bar-action={action.id}
        >
          {t(shortLabelKeys[action.id])}
        </a>
      ))}
    </aside>
  );
}
