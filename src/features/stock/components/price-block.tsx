import type { Translate } from '@/i18n/i18n';
import { formatYenFull } from '../format';
import { disclaimerMarks, doublePrice, type DisclaimerKind, type DoublePriceSettings } from '../price-extras';
import type { VehicleWithData } from '../vehicle-resource';
import styles from './vehicle-detail.module.css';

/**
 * Price display of japan.md: used and approved cars show 支払総額 with 車両本体価格 and 諸費用
 * beside it and the condition line; without 支払総額 they show "price on request", never a bare
 * vehicle price. New cars show メーカー希望小売価格 (tax included).
 */
export function PriceBlock({ vehicle, t, double }: { vehicle: VehicleWithData; t: Translate; double: DoublePriceSettings }) {
  const disclaimers = vehicle.data.price_disclaimers as Partial<Record<DisclaimerKind, string>> | undefined;
  const marks = disclaimerMarks(disclaimers);
  const notes = (Object.keys(marks) as DisclaimerKind[]).map((k) => (
    <p key={k} className={styles.condition}>
      {marks[k]} {disclaimers![k]}
    </p>
  ));
  if (vehicle.priceHidden) return <p className={styles.priceOnRequest}>{t('stock.price_on_request')}</p>;
  if (vehicle.state === 'new') {
    const msrp = formatYenFull(vehicle.msrpPrice, t);
    if (!msrp) return <p className={styles.priceOnRequest}>{t('stock.price_on_request')}</p>;
    return (
      <>
      <dl className={styles.price}>
        <dt>{t('stock.price_msrp')}</dt>
        <dd className={styles.priceMain} data-price="msrp">
          {msrp}
          {marks.purchase_price}
        </dd>
        {doublePrice(vehicle.msrpPrice, double) ? <dd className={styles.double}>≈ {doublePrice(vehicle.msrpPrice, double)}</dd> : null}
      </dl>
      {notes}
      </>
    );
  }
  const total = vehicle.onTheRoadPrice;
  const base = vehicle.salePrice;
  if (!total || total <= 0) return <p className={styles.priceOnRequest}>{t('stock.price_on_request')}</p>;
  const fees = base && base > 0 && total > base ? total - base : null;
  return (
    <div className={styles.priceWrap}>
      <dl className={styles.price}>
        <dt>
          {t('stock.price_total')}
          <small>{t('stock.tax_included')}</small>
        </dt>
        <dd className={styles.priceMain} data-price="total">
          {formatYenFull(total, t)}
          {marks.purchase_price}
        </dd>
        {doublePrice(total, double) ? <dd className={styles.double}>≈ {doublePrice(total, double)}</dd> : null}
        {base ? (
          <>
            <dt>{t('stock.price_vehicle')}</dt>
            <dd data-price="vehicle">{formatYenFull(base, t)}</dd>
          </>
        ) : null}
        {fees ? (
          <>
            <dt>{t('stock.price_fees')}</dt>
            <dd data-price="fees">{formatYenFull(fees, t)}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.condition}>{t('stock.price_condition')}</p>
      {notes}
    </div>
  );
}
