'use client';

import { Picture, type ResolvedImage } from '@/ui/picture';
import { formatYen } from './booking';
import { fill, type RentTexts } from './texts';
import carCard from '../car-rent/car-card.module.css';
import styles from './rent-a-car.module.css';

export interface RentVehicleView {
  display_name: string;
  nameplate_name?: string;
  daily: number | null;
  locations: string[];
  specification: string[];
  image: ResolvedImage | null;
}

/** 「1日 38,500円（税込）」, or 「料金はお問い合わせください」 for a car without a daily price. */
export function dailyText(daily: number | null, texts: Pick<RentTexts, 'daily' | 'onRequest'>): string {
  return daily === null ? texts.onRequest : fill(texts.daily, { price: formatYen(daily) });
}

interface Props {
  vehicles: { vehicle: RentVehicleView; index: number }[];
  chosen: number | null;
  days: number;
  styling: 'grid' | 'list';
  texts: RentTexts;
  idPrefix: string;
  onChoose: (index: number) => void;
}

/** The cars of the chosen places, each with its price for the chosen days and a button to take it. */
export function VehicleList({ vehicles, chosen, days, styling, texts, idPrefix, onChoose }: Props) {
  if (!vehicles.length) return <p className={styles.none}>{texts.none}</p>;
  return (
    <ul className={`${carCard.cards} ${styling === 'list' ? styles.asList : carCard.columns}`}>
      {vehicles.map(({ vehicle, index }) => {
        const nameId = `${idPrefix}-vehicle-${index}`;
        const selected = chosen === index;
        return (
          <li key={index} className={`${styles.vehicle} ${selected ? styles.chosen : ''}`} aria-labelledby={nameId}>
            {/* vehicleImage: the picture's width when the cars are listed one per row. */}
            <div className={`${carCard.picture} ${styles.vehicleImage}`}>
              <Picture image={vehicle.image} sizes="(min-width: 1024px) 30vw, (min-width: 741px) 45vw, 100vw" />
            </div>
            <div className={styles.vehicleBody}>
              {selected ? <p className={styles.badge}>{texts.selected}</p> : null}
              {vehicle.nameplate_name ? <p className={carCard.model}>{vehicle.nameplate_name}</p> : null}
              <p id={nameId} className={styles.vehicleName}>
                {vehicle.display_name}
              </p>
              {vehicle.specification.length ? (
                <ul className={styles.specs} aria-label={texts.specification}>
                  {vehicle.specification.map((spec) => (
                    <li key={spec}>{spec}</li>
                  ))}
                </ul>
              ) : null}
              <p className={carCard.price}>
                <span className={carCard.daily}>{dailyText(vehicle.daily, texts)}</span>
                {vehicle.daily !== null ? (
                  <span className={styles.forDays}>{fill(texts.forDays, { days, price: formatYen(vehicle.daily * days) })}</span>
                ) : null}
              </p>
              <button type="button" className={styles.primary} aria-describedby={nameId} onClick={() => onChoose(index)}>
                {texts.select_vehicle}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
