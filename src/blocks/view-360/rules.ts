import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { frameUrlProblem, isImageUrl } from './frames';

/**
 * Save rules of the 360 fields (decision 0059), in Japanese at the field's pointer; `at` is where
 * the fields sit (`['fields']` in the views' own blocks, `['field_groups', i]` in a tab).
 */
export function exteriorIssues(
  content: { frames_url?: string; frames_count: number; start_frame: number },
  at: (string | number)[],
): ContentIssue[] {
  const t = getT('ja');
  const issues: ContentIssue[] = [];
  const pattern = content.frames_url?.trim() ?? '';
  const problem = pattern ? frameUrlProblem(pattern) : 'missing';
  if (problem) issues.push({ path: [...at, 'frames_url'], message: t(`block_rules.view_360.frames_url_${problem}`) });
  if (content.start_frame > content.frames_count) {
    issues.push({ path: [...at, 'start_frame'], message: t('block_rules.view_360.start_frame', { frames: content.frames_count }) });
  }
  return issues;
}

export function interiorIssues(content: { panorama_url?: string }, at: (string | number)[]): ContentIssue[] {
  const url = content.panorama_url?.trim() ?? '';
  if (url && isImageUrl(url)) return [];
  const key = url ? 'panorama_url' : 'panorama_url_missing';
  return [{ path: [...at, 'panorama_url'], message: getT('ja')(`block_rules.view_360.${key}`) }];
}
