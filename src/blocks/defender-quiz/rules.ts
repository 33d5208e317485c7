import { getT } from '@/i18n/i18n';
import { jsonSourceOf } from '@/lib/json-source';
import { hasLineCount } from '../quiz-kit/recommender-text';
import { repeatedItems } from '../quiz-kit/rules';
import type { ContentIssue } from '../types';
import { defenderSteps, stepOptions, variantKey } from './matching';
import { isSitePathOrHttps } from './quiz-text';

/**
 * Save-time checks of the Defender quiz, with Japanese messages at the field (decision 0062): the
 * video and the pictures document are addresses the page can use, each step's answers are one per
 * line in the number the rules know, and no two variant groups are the same size, fuel and pack.
 */
export function defenderQuizIssues(
  fields: { welcome_video?: string; images_data_url?: string } & Partial<Record<`${(typeof defenderSteps)[number]}_answers`, string>>,
  groups: readonly { size: string; fuel_type: string; pack: string }[],
): ContentIssue[] {
  const t = getT('ja');
  const issues: ContentIssue[] = [];
  const video = fields.welcome_video?.trim();
  if (video && !isSitePathOrHttps(video))
    issues.push({ path: ['fields', 'welcome_video'], message: t('recommender_quiz.rules.video_url') });
  const imagesDataUrl = fields.images_data_url?.trim();
  if (imagesDataUrl && !jsonSourceOf(imagesDataUrl))
    issues.push({ path: ['fields', 'images_data_url'], message: t('recommender_quiz.rules.images_data_url') });
  for (const step of defenderSteps) {
    const count = stepOptions[step].length;
    if (!hasLineCount(fields[`${step}_answers`], count))
      issues.push({ path: ['fields', `${step}_answers`], message: t('recommender_quiz.rules.answers_count', { count }) });
  }
  const variantOf = (group: (typeof groups)[number]) => variantKey({ size: group.size, fuel: group.fuel_type, pack: group.pack });
  for (const { index, first } of repeatedItems(groups, variantOf))
    issues.push({ path: ['field_groups', index, 'pack'], message: t('recommender_quiz.rules.duplicate_variant', { n: first + 1 }) });
  return issues;
}
