'use client';

import { lazyIsland } from '@/lib/lazy-island';

/**
 * What the Defender and powertrains quizzes render in the browser (docs/architecture.md,
 * "Islands"): one wrapper for both, fetched only by pages with a quiz.
 */
export const RecommenderQuiz = lazyIsland(() => import('./recommender-quiz.client').then((m) => m.RecommenderQuiz));
