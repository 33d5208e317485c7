'use client';

import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/ui/heading';
import { QuizRunner } from '../quiz-kit/quiz-runner.client';
import type { QuizConfig } from '../quiz-kit/types';
import { fuelTypes, matchFuelType, type FuelType } from './matching';
import styles from './fuel-type-quiz.module.css';
import quizStyles from '../quiz-kit/quiz.module.css';
import resultStyles from '../quiz-kit/result.module.css';

/** One fuel type's result view, rendered on the server. */
export interface FuelView {
  name: string;
  /** The full result view. */
  main: ReactNode;
  /** The same fuel type as 'You could also consider'. */
  alternative: ReactNode;
  /** Said when it is the result. */
  announcement: string;
}

interface Props extends QuizConfig {
  intro: ReactNode;
  views: Partial<Record<FuelType, FuelView>>;
  alsoConsiderLabel: string;
  /** The level of the 'You could also consider' heading. */
  subHeadingLevel: HeadingLevel;
  startAgainLabel: string;
}

/**
 * The fuel type quiz (blocks.md §2.1, decision 0061): five questions, then the view of the best
 * fuel type among those the block has views for, and the second best under 'You could also
 * consider'. The views come rendered from the server; this island only picks.
 */
export function FuelQuiz({ views, alsoConsiderLabel, subHeadingLevel, startAgainLabel, ...config }: Props) {
  const offered = fuelTypes.filter((type) => views[type]);
  const Sub = subHeadingLevel;
  return (
    <QuizRunner
      quiz="fuel_type"
      {...config}
      outcome={(answers) => {
        const match = matchFuelType(answers, offered);
        return match ? { outcome: match.result, announcement: views[match.result]!.announcement } : null;
      }}
      result={(answers, controls) => {
        const match = matchFuelType(answers, offered);
        if (!match) return null;
        const alternative = match.alternative ? views[match.alternative] : undefined;
        return (
          <div className={resultStyles.resultScreen}>
            {views[match.result]!.main}
            {alternative ? (
              <div className={`${resultStyles.section} ${styles.alsoConsider}`} data-also-consider={match.alternative}>
                <Sub className={styles.alsoConsiderTitle}>
                  <span className={`${styles.alsoConsiderLabel} ${quizStyles.muted}`}>{alsoConsiderLabel}</span>
                  <span className="visually-hidden">：</span>
                  <span>{alternative.name}</span>
                </Sub>
                {alternative.alternative}
              </div>
            ) : null}
            <div className={quizStyles.navButtons}>
              <button type="button" className={quizStyles.secondary} onClick={controls.back}>
                {config.labels.previous}
              </button>
              <button type="button" className={quizStyles.primary} onClick={controls.restart}>
                {startAgainLabel}
              </button>
            </div>
          </div>
        );
      }}
    />
  );
}
