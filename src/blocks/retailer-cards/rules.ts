import { contactInfoIssues, servicesIssues } from '@/features/retailers/card-items';
import type { ContentIssue } from '../types';

interface CardFields {
  latitude?: number;
  longitude?: number;
  contact_info: unknown;
  services: unknown;
}

/** Save-time checks of each card: its two JSON lists, and a position given in full or not at all. */
export function retailerCardsIssues(groups: readonly CardFields[]): ContentIssue[] {
  return groups.flatMap((card, index) => {
    const at = (field: string, rest: (string | number)[] = []) => ['field_groups', index, field, ...rest];
    const issues: ContentIssue[] = [
      ...contactInfoIssues(card.contact_info).map((issue) => ({ path: at('contact_info', issue.path), message: issue.message })),
      ...servicesIssues(card.services).map((issue) => ({ path: at('services', issue.path), message: issue.message })),
    ];
    if ((card.latitude === undefined) !== (card.longitude === undefined)) {
      issues.push({
        path: at(card.latitude === undefined ? 'latitude' : 'longitude'),
        message: '緯度と経度は両方を入力してください（どちらも空欄にすると、地図と距離に表示されません）。',
      });
    }
    return issues;
  });
}
