import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { cardIcons, defaultCardAttributes } from '../constants';
import { formatCapacity, formatMileage, formatPower, formatSeats, formatYenMan, labelOf, shortVin } from '../format';
import { loanExample, type LoanTerms } from '../loan';
import { loanView } from '../loan-view';
import { disclaimerMarks, doublePrice, type DisclaimerKind, type DoublePriceSettings } from '../price-extras';
import type { VehicleWithData } from '../types';
import { vehiclePath } from '../vehicle/slug';
import { shownPriceYen, slugSource } from '../vehicle/vehicle-resource';
import { SaveButton } from './islands';
import styles from './vehicle-card.module.css';

/** Card price: 万円; used/approved cars show 支払総額 or "price on request", never a bare vehicle price. */
function cardPrice(v: VehicleWithData, t: Translate): { label: string; value: string } {
  if (v.priceHidden) return { label: '', value: t('stock.price_on_request') };
  const value = formatYenMan(shownPriceYen(v), t);
  if (!value) return { label: '', value: t('stock.price_on_request') };
  return { label: v.state === 'new' ? t('stock.price_msrp') : t('stock.price_total'), value };
}

/** Card attributes by the spec's keys (site.md §3 vehicle card attributes and icons). */
function cardAttributes(v: VehicleWithData, t: Translate) {
  const d = v.data as {
    mileage_unit?: string;
    power_unit?: string;
    engine_capacity?: number;
    engine_capacity_unit?: string;
    interior_color?: string;
  };
  const a = (labelKey: string, value: string) => ({ label: t(labelKey), value });
  return {
    productionYear: a('stock.label_production_year', v.productionYear ? `${v.productionYear}年` : ''),
    mileage: a('stock.label_mileage', formatMileage(v.mileage, d.mileage_unit ?? 'km', 'card', t)),
    engines: a('stock.label_engine', v.engineType.map((e) => labelOf(t, 'engine', e)).join('・')),
    power: a('stock.label_power', formatPower(v.power, d.power_unit ?? 'PS')),
    color: a('stock.label_color', v.colorName),
    drivetrain: a('stock.label_drivetrain', labelOf(t, 'drivetrain', v.drivetrain)),
    vin: a('stock.label_vin', shortVin(v.vin)),
    capacity: a('stock.label_capacity', formatCapacity(d.engine_capacity, d.engine_capacity_unit)),
    colorInterior: a('stock.label_interior', d.interior_color ?? ''),
    transmission: a('stock.label_transmission', labelOf(t, 'transmission', v.transmission)),
    seats: a('stock.label_seats', formatSeats(v.numberOfSeats, t)),
  };
}

/**
 * A vehicle card, drawn from props only (docs/decisions/0016): `loadVehicleCards` resolves the
 * cover `photo`, the `double` price setting and the `loan` assumptions on the server.
 * `linkQuery`: the visitor's area, appended to the vehicle link when postcode search is on.
 * `iconKeys`: up to 3 icons from the allowed set, else engines, power, color.
 */
export function VehicleCard({
  vehicle,
  photo,
  double,
  loan,
  t,
  priority = false,
  linkQuery,
  iconKeys,
}: {
  vehicle: VehicleWithData;
  photo: ResolvedImage | null;
  double: DoublePriceSettings;
  loan: LoanTerms;
  t: Translate;
  priority?: boolean;
  linkQuery?: URLSearchParams;
  iconKeys?: string[];
}) {
  const marks = disclaimerMarks(vehicle.data.price_disclaimers as Partial<Record<DisclaimerKind, string>> | undefined);
  const yen = shownPriceYen(vehicle);
  const price = cardPrice(vehicle, t);
  // japan.md: no monthly figure without a price (hidden, missing or zero), and never without its conditions.
  const monthly = price.label ? loanView(loanExample(yen, loan), t) : null;
  const second = doublePrice(yen, double);
  const attrs = cardAttributes(vehicle, t);
  const icons = cardIcons(iconKeys)
    .map((key) => ({ key, ...attrs[key as keyof typeof attrs] }))
    .filter((i) => i.value);
  // The default attribute list (site.md §3) minus what the title, badges and icons already show.
  const shown = new Set<string>(['model', 'status', 'state', ...icons.map((i) => i.key)]);
  const facts = defaultCardAttributes
    .filter((k) => !shown.has(k))
    // A bare code such as "ERJ" means nothing to a buyer: the VIN suffix carries its label.
    .map((k) =>
      k === 'vin' && attrs.vin.value ? t('stock.fact_vin_suffix', { suffix: attrs.vin.value }) : attrs[k as keyof typeof attrs]?.value,
    )
    .filter(Boolean);
  const href = vehiclePath(slugSource(vehicle), linkQuery);
  return (
    <article className={styles.card} data-vehicle-id={vehicle.id}>
      <Link href={href} className={styles.photoLink} tabIndex={-1} aria-hidden="true">
        {photo ? (
          <Picture
            image={photo}
            sizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw"
            priority={priority}
            className={styles.photo}
          />
        ) : (
          <span className={styles.noPhoto} />
        )}
      </Link>
      <div className={styles.body}>
        <p className={styles.badges}>
          <span className={styles.state}>{t(`stock.state_${vehicle.state}`)}</span>
          <span className={styles.status} data-status={vehicle.status}>
            {t(`stock.status_${vehicle.status}`)}
          </span>
        </p>
        <h3 className={styles.title}>
          <Link href={href}>
            {vehicle.modelDisplayName} <span className={styles.version}>{vehicle.version}</span>
          </Link>
        </h3>
        <ul className={styles.icons}>
          {icons.map((icon) => (
            <li key={icon.key} data-icon={icon.key}>
              <span className={styles.iconLabel}>{icon.label}</span>
              {icon.value}
            </li>
          ))}
        </ul>
        <p className={styles.facts}>{facts.join(' ／ ')}</p>
        <p className={styles.price}>
          {price.label ? <span className={styles.priceLabel}>{price.label}</span> : null}
          <span className={price.label ? styles.priceValue : styles.priceOnRequest} data-price={price.label ? 'shown' : 'on_request'}>
            {price.value}
            {price.label ? marks.purchase_price : null}
          </span>
          {second ? <span className={styles.priceLabel}>≈ {second}</span> : null}
        </p>
        {monthly ? (
          <p className={styles.monthly} data-monthly>
            <span className={styles.monthlyValue}>
              {monthly.monthly}
              {marks.lease_price}
            </span>
            <small className={styles.loanConditions}>{monthly.conditions}</small>
          </p>
        ) : null}
        <SaveButton id={vehicle.id} list={vehicle.listingId} saveLabel={t('stock.save')} savedLabel={t('stock.saved')} />
      </div>
    </article>
  );
}
