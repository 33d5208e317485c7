'use client';

import type { ReactNode } from 'react';
import { QuizRunner } from '../quiz-kit/quiz-runner.client';
import type { QuizConfig } from '../quiz-kit/types';
import { matchProducts, products, type Product } from './matching';
import quizStyles from '../quiz-kit/quiz.module.css';
import resultStyles from '../quiz-kit/result.module.css';
import textButton from '../quiz-kit/text-button.module.css';
import styles from './subscription-quiz.module.css';

/** One product, rendered on the server. */
export interface ProductViews {
  /** As the main product. */
  main: ReactNode;
  /** As an alternative. */
  alternative: ReactNode;
  /** Said when it is the main product. */
  announcement: string;
}

interface Props extends QuizConfig {
  intro: ReactNode;
  views: Partial<Record<Product, ProductViews>>;
  texts: {
    alternatives: string;
    summary: string;
    /** What each question is about, for the summary rows. */
    summaryRows: string[];
    edit: string;
    restart: string;
  };
}

/**
 * The subscription quiz (blocks.md §2.2, decision 0061): three questions, then the main product
 * and its alternatives among the products the block offers, and a summary of the answers, each
 * with a button that goes back to change it (the next press returns here).
 */
export function SubscriptionQuiz({ views, texts, ...config }: Props) {
  const offered = products.filter((product) => views[product]);
  const Title = config.headingLevel;
  return (
    <QuizRunner
      quiz="subscription"
      {...config}
      outcome={(answers) => {
        const match = matchProducts(answers, offered);
        return match ? { outcome: match.main, announcement: views[match.main]!.announcement } : null;
      }}
      result={(answers, controls) => {
        const match = matchProducts(answers, offered);
        if (!match) return null;
        return (
          <div className={resultStyles.resultScreen}>
            {views[match.main]!.main}
            {match.alternatives.length ? (
              <div className={resultStyles.section} data-alternatives="">
                <Title className={styles.sectionTitle}>{texts.alternatives}</Title>
                <ul className={`${styles.alternativeList} ${quizStyles.twoUp}`}>
                  {match.alternatives.map((product) => (
                    <li key={product}>{views[product]!.alternative}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={resultStyles.section} data-summary="">
              <Title className={styles.sectionTitle}>{texts.summary}</Title>
              <dl className={styles.summaryList}>
                {config.questions.map((question, i) => {
                  const chosen = answers[question.id] ?? [];
                  const answer = question.options
                    .filter((option) => chosen.includes(option.value))
                    .map((option) => option.label)
                    .join('、');
                  return (
                    <div key={question.id} className={styles.summaryRow}>
                      <dt className={`${styles.summaryName} ${quizStyles.muted}`}>{texts.summaryRows[i]}</dt>
                      <dd className={styles.summaryAnswer}>{answer}</dd>
                      <dd className={styles.summaryEdit}>
                        <button
                          type="button"
                          className={`${textButton.textButton} ${styles.editButton}`}
                          onClick={() => controls.edit(i + 1)}
                        >
                          {texts.edit}
                          <span className="visually-hidden">：{texts.summaryRows[i]}</span>
                        </button>
                      </dd>
                    </div>
                  );
                })}
              </dl>
              <div className={quizStyles.actions}>
                <button type="button" className={quizStyles.secondary} onClick={controls.restart}>
                  {texts.restart}
                </button>
              </div>
            </div>
          </div>
        );
      }}
    />
  );
}
