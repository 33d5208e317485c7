import { getT } from '@/i18n/i18n';
import { hasLineCount } from '../defender-quiz/quiz-text';
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
  const seen = new Map<string, number>();
  groups.forEach((group, i) => {
    const key = resultKey(group.powertrain, group.owner);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else issues.push({ path: ['field_groups', i, 'owner'], message: t('recommender_quiz.rules.duplicate_result', { n: first + 1 }) });
  });
  return issues;
}
