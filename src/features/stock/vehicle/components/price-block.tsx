import type { PriceView } from '../price-view';
import styles from './vehicle-detail.module.css';

/** The vehicle page's price (japan.md display rules are applied in `priceView`). */
export function PriceBlock({ price }: { price: PriceView }) {
  if (price.kind === 'on_request')
    return (
      <p className={styles.priceOnRequest} data-price="on_request">
        {price.text}
      </p>
    );
  const notes = price.notes.map((n) => (
    <p key={n.kind} className={styles.condition}>
      {n.mark} {n.text}
    </p>
  ));
  if (price.kind === 'msrp') {
    return (
      <>
        <dl className={styles.price}>
          <dt>{price.label}</dt>
          <dd className={styles.priceMain} data-price="msrp">
            {price.value}
            {price.mark}
          </dd>
          {price.double ? <dd className={styles.double}>≈ {price.double}</dd> : null}
        </dl>
        {notes}
      </>
    );
  }
  return (
    <div className={styles.priceWrap}>
      <dl className={styles.price}>
        <dt>
          {price.label}
          <small>{price.taxNote}</small>
        </dt>
        <dd className={styles.priceMain} data-price="total">
          {price.value}
          {price.mark}
        </dd>
        {price.double ? <dd className={styles.double}>≈ {price.double}</dd> : null}
        {price.vehiclePrice ? (
          <>
            <dt>{price.vehiclePrice.label}</dt>
            <dd data-price="vehicle">{price.vehiclePrice.value}</dd>
          </>
        ) : null}
        {price.fees ? (
          <>
            <dt>{price.fees.label}</dt>
            <dd data-price="fees">{price.fees.value}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.condition}>{price.condition}</p>
      {notes}
    </div>
  );
}
