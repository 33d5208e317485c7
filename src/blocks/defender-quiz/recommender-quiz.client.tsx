'use client';

import { PowertrainsQuiz, type PowertrainsQuizProps } from '../powertrains-quiz/quiz.client';
import { DefenderQuiz, type DefenderQuizProps } from './quiz.client';

/**
 * Both recommender quizzes behind one island (decision 0062): every lazy-island wrapper weighs on
 * every CMS page's first load (decision 0051), while the two quizzes together are a few kilobytes
 * fetched only by a page with one of them.
 */
export function RecommenderQuiz(props: { defender: DefenderQuizProps } | { powertrains: PowertrainsQuizProps }) {
  return 'defender' in props ? <DefenderQuiz {...props.defender} /> : <PowertrainsQuiz {...props.powertrains} />;
}
