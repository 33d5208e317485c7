import 'server-only';
import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { ResponsiveImage } from '@/ui/responsive-image';
import { formatMileage, formatPower, formatYenMan } from '../format';
import { vehiclePath } from '../slug';
import { slugSource, type VehicleWithData } from '../vehicle-resource';
import { SaveButton } from './save-button.client';
import { getSetting } from '@/features/settings/settings.server';
import { disclaimerMarks, doublePrice, type DisclaimerKind } from '../price-extras';
import { labelOf } from './spec-table';
import styles from './vehicle-card.module.css';

/** Card price: 万円; used/approved cars show 支払総額 or "price on request", never a bare vehicle price. */
export function cardPrice(v: VehicleWithData, t: Translate): { label: string; value: string } {
  if (v.priceHidden) return { label: '', value: t('stock.price_on_request') };
  const value = formatYenMan(v.state === 'new' ? v.msrpPrice : v.onTheRoadPrice, t);
  if (!value) return { label: '', value: t('stock.price_on_request') };
  return { label: v.state === 'new' ? t('stock.price_msrp') : t('stock.price_total'), value };
}

/** `linkQuery`: the visitor's area, appended to the vehicle link when postcode search is on. */
export async function VehicleCard({ vehicle, t, priority = false, linkQuery }: { vehicle: VehicleWithData; t: Translate; priority?: boolean; linkQuery?: URLSearchParams }) {
  const double = await getSetting('price.double_price');
  const marks = disclaimerMarks(vehicle.data.price_disclaimers as Partial<Record<DisclaimerKind, string>> | undefined);
  const yen = vehicle.priceHidden ? null : vehicle.state === 'new' ? vehicle.msrpPrice : vehicle.onTheRoadPrice;
  const photo = (vehicle.data.photos as { image_id: number }[] | undefined)?.[0];
  const price = cardPrice(vehicle, t);
  const monthly = vehicle.monthlyPrice && !vehicle.priceHidden ? formatYenMan(vehicle.monthlyPrice, t) : '';
  const facts = [
    vehicle.productionYear ? String(vehicle.productionYear) : '',
    formatMileage(vehicle.mileage, (vehicle.data.mileage_unit as string) ?? 'km', 'card', t),
    vehicle.engineType.map((e) => labelOf(t, 'engine', e)).join('・'),
    formatPower(vehicle.power, (vehicle.data.power_unit as string) ?? 'PS'),
    vehicle.colorName,
  ].filter(Boolean);
  const href = vehiclePath(slugSource(vehicle), linkQuery);
  return (
    <article className={styles.card} data-vehicle-id={vehicle.id}>
      <Link href={href} className={styles.photoLink} tabIndex={-1} aria-hidden="true">
        {photo ? <ResponsiveImage image={{ id: photo.image_id, alt: '' }} family="standard" sizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw" priority={priority} className={styles.photo} /> : <span className={styles.noPhoto} />}
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
        <p className={styles.facts}>{facts.join(' ／ ')}</p>
        <p className={styles.price}>
          {price.label ? <span className={styles.priceLabel}>{price.label}</span> : null}
          <span className={styles.priceValue}>
            {price.value}
            {price.label ? marks.purchase_price : null}
          </span>
          {doublePrice(yen, double) ? <span className={styles.priceLabel}>≈ {doublePrice(yen, double)}</span> : null}
        </p>
        {monthly ? (
          <p className={styles.monthly}>
            {t('stock.monthly', { amount: monthly })}
            {marks.lease_price}
          </p>
        ) : null}
        <SaveButton id={vehicle.id} list={vehicle.listingId} saveLabel={t('stock.save')} savedLabel={t('stock.saved')} />
      </div>
    </article>
  );
}
