import type { Translate } from '@/i18n/i18n';
import { formatCapacity, formatMileage, formatPower, formatSeats, labelOf, yearWithEra } from '../../format';
import type { VehicleWithData } from '../../types';
import { FactSection } from './fact-section';

function specItems(v: VehicleWithData, t: Translate): { label: string; value: string }[] {
  const d = v.data as {
    mileage_unit?: string;
    power_unit?: string;
    engine_capacity?: number;
    engine_capacity_unit?: string;
    battery_capacity?: number;
    interior_color?: string;
    delivery_date?: string;
  };
  const items = [
    { label: t('stock.label_state'), value: t(`stock.state_${v.state}`) },
    { label: t('stock.label_version'), value: v.version },
    { label: t('stock.label_production_year'), value: v.productionYear ? yearWithEra(v.productionYear) : '' },
    {
      label: t('stock.label_model_year'),
      value: v.modelYear && v.modelYear !== v.productionYear ? t('stock.model_year', { year: v.modelYear }) : '',
    },
    { label: t('stock.label_mileage'), value: formatMileage(v.mileage, d.mileage_unit ?? 'km', 'detail', t) },
    { label: t('stock.label_engine'), value: v.engineType.map((e) => labelOf(t, 'engine', e)).join('・') },
    { label: t('stock.label_capacity'), value: formatCapacity(d.engine_capacity, d.engine_capacity_unit) },
    { label: t('stock.label_battery'), value: formatCapacity(d.battery_capacity, 'kWh') },
    { label: t('stock.label_power'), value: formatPower(v.power, d.power_unit) },
    { label: t('stock.label_drivetrain'), value: labelOf(t, 'drivetrain', v.drivetrain) },
    { label: t('stock.label_transmission'), value: labelOf(t, 'transmission', v.transmission) },
    { label: t('stock.label_seats'), value: formatSeats(v.numberOfSeats, t) },
    { label: t('stock.label_color'), value: v.colorName },
    { label: t('stock.label_interior'), value: d.interior_color ?? '' },
    { label: t('stock.label_delivery'), value: v.state === 'new' ? (d.delivery_date ?? '') : '' },
  ];
  return items.filter((i) => i.value);
}

export function SpecTable({ vehicle, t }: { vehicle: VehicleWithData; t: Translate }) {
  return <FactSection id="vehicle-spec" title={t('stock.specification')} items={specItems(vehicle, t)} />;
}
