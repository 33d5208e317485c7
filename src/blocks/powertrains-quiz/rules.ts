import { getT } from '@/i18n/i18n';
import { hasLineCount } from '../quiz-kit/recommender-text';
import { repeatedItems } from '../quiz-kit/rules';
import type { ContentIssue } from '../types';
import { powertrainQuestions, resultKey } from './matching';

/**
 * Save-time checks of the powertrains quiz (decision 0062): each question's answers and summary
 * texts are one per line, as many as the rules know, and no two result groups are for the same
 * powertrain and owner.
 */
export function powertrainsQuizIssues(
  fields: Record<string, unknown>,
  groups: readonly { powertrain: string; owner: string }[],
): ContentIssue[] {
  const t = getT('ja');
  const issues: ContentIssue[] = [];
  powertrainQuestions.forEach((question, i) => {
    const count = question.answers.length;
    for (const name of [`question_${i + 1}_answers`, `question_${i + 1}_summary_answers`]) {
      const value = fields[name];
      if (typeof value === 'string' && !hasLineCount(value, count))
        issues.push({ path: ['fields', name], message: t('recommender_quiz.rules.answers_count', { count }) });
    }
  });
  for (const { index, first } of repeatedItems(groups, (group) => resultKey(group.powertrain, group.owner)))
    issues.push({ path: ['field_groups', index, 'owner'], message: t('recommender_quiz.rules.duplicate_result', { n: first + 1 }) });
  return issues;
}
