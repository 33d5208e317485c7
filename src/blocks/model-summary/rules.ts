import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';

/** An id other blocks' tabs can point at: a letter, then letters, digits, - and _. */
const tabIdPattern = /^[A-Za-z][\w-]*$/;

/** The tab id the block carries, or none when it is not a usable id (content saved before the rule). */
export function usableTabId(tabId: string | undefined, scrollId: string | undefined): string | undefined {
  const id = tabId?.trim();
  return id && tabIdPattern.test(id) && id !== scrollId?.trim() ? id : undefined;
}

/** Save-time checks with Japanese messages: a usable tab id, and each figure chosen once. */
export function modelSummaryIssues(fields: {
  tab_id?: string;
  block_scroll_id?: string;
  spec_key_1: string;
  spec_key_2: string;
  spec_key_3: string;
}): ContentIssue[] {
  const t = getT('ja');
  const issues: ContentIssue[] = [];
  if (fields.tab_id?.trim() && !usableTabId(fields.tab_id, fields.block_scroll_id)) {
    issues.push({ path: ['fields', 'tab_id'], message: t('block_rules.model_spec.tab_id') });
  }
  const keys = [fields.spec_key_1, fields.spec_key_2, fields.spec_key_3];
  keys.forEach((key, i) => {
    if (keys.indexOf(key) < i)
      issues.push({ path: ['fields', `spec_key_${i + 1}`], message: t('block_rules.model_spec.spec_key_twice', { n: i + 1 }) });
  });
  return issues;
}
