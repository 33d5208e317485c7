import type { Translate } from '@/i18n/i18n';
import type { z } from 'zod';
import type { japanUsedCarSchema } from '../../import/feed-row';
import { formatYearMonth, formatYenFull, shortVin } from '../../format';
import type { VehicleWithData } from '../../types';
import { FactSection } from './fact-section';

type JapanItems = z.infer<typeof japanUsedCarSchema>;

/** The items a Japanese used-car listing must state (japan.md); 修復歴 is never blank. */
function usedCarItems(vehicle: VehicleWithData, t: Translate): { label: string; value: string }[] {
  const j = (vehicle.data.japan_used_and_approved_cars_field ?? {}) as Partial<JapanItems>;
  const motValue = j.date_mot_expiry
    ? formatYearMonth(j.date_mot_expiry, t)
    : j.mot_included
      ? t('stock.mot_service')
      : t('stock.mot_none');
  const warranty = j.date_warranty_expiry
    ? t('stock.warranty_until', { date: formatYearMonth(j.date_warranty_expiry, t) })
    : t('stock.warranty_none');
  const recycling = j.recycling_fee
    ? `${t(`stock.recycling_${j.recycling_fee.status}`)}${j.recycling_fee.amount ? `（${formatYenFull(j.recycling_fee.amount, t)}）` : ''}`
    : '';
  const items = [
    { label: t('stock.label_date_registered'), value: formatYearMonth(j.date_registered, t) },
    { label: t('stock.label_mot'), value: motValue },
    { label: t('stock.label_repair_record'), value: j.repair_record ? t('stock.repair_yes') : t('stock.repair_none') },
    { label: t('stock.label_warranty'), value: warranty },
    {
      label: t('stock.label_maintenance'),
      value: j.regular_maintenance_availability ? t('stock.maintenance_yes') : t('stock.maintenance_no'),
    },
    { label: t('stock.label_maintenance_log'), value: j.maintenance_log ? t('stock.log_yes') : t('stock.log_no') },
    { label: t('stock.label_previous_use'), value: j.previous_use ? t(`stock.use_${j.previous_use}`) : '' },
    { label: t('stock.label_recycling'), value: recycling },
    { label: t('stock.label_vin'), value: shortVin(vehicle.vin) },
  ];
  return items.filter((i) => i.value);
}

export function UsedCarPanel({ vehicle, t }: { vehicle: VehicleWithData; t: Translate }) {
  if (vehicle.state === 'new') return null;
  return <FactSection id="used-car-items" title={t('stock.used_car_items')} items={usedCarItems(vehicle, t)} />;
}
