import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { vehiclePlaceholder } from './template';

/**
 * blocks.md §2.14: the placeholder of the selected-vehicle title must not be removed. A save rule
 * refuses a title without it — or with it twice, which would name the vehicle twice.
 */
export function vehicleTitleIssues({ fields }: { fields: { selected_vehicle_title: string } }): ContentIssue[] {
  const t = getT('ja');
  const uses = fields.selected_vehicle_title.split(vehiclePlaceholder).length - 1;
  if (uses === 1) return [];
  const message = uses === 0 ? t('owner_tools.rules.vehicle_placeholder') : t('owner_tools.rules.vehicle_placeholder_once');
  return [{ path: ['fields', 'selected_vehicle_title'], message }];
}
