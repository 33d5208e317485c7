'use client';

import { useReducer, useRef, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { itemHeadingLevel, type HeadingLevel } from '@/ui/heading';
import { QuestionScreen, QuizButton, QuizFrame, ResultScreen, ResultSection, useFocusOnChange } from '../quiz-kit/recommender-parts.client';
import { fill, type RecommenderStepTexts } from '../quiz-kit/recommender-text';
import { completeAnswers, recommendPowertrain, resultKey, type MatchReason, type Owner, type Powertrain } from './matching';
import { initialPowertrainsQuiz, powertrainsQuizReducer, questionCount, resultStage } from './quiz-state';
import type { QuestionView } from './texts';
import kit from '../quiz-kit/recommender.module.css';
import styles from './powertrains-quiz.module.css';

/** Every text the island shows, translated on the server; `{name}` placeholders are filled here. */
export interface PowertrainsQuizTexts extends RecommenderStepTexts {
  chooseAnswer: string;
  /** The result's title when its group has none. */
  resultTitle: string;
  summaryTitle: string;
  reasons: Record<MatchReason, string>;
  owners: Record<Owner, string>;
  powertrains: Record<Powertrain, string>;
}

/** An editor's result group: what it is for, its words, and its picture, description, benefits and button drawn on the server. */
export interface PowertrainsQuizResult {
  powertrain: Powertrain;
  owner: Owner;
  title: string;
  name: string;
  body: ReactNode;
  disclaimer: ReactNode;
}

export interface PowertrainsQuizProps {
  id: string;
  level: HeadingLevel;
  questions: QuestionView[];
  results: PowertrainsQuizResult[];
  /** resultKey → the result group that shows it (matching.ts `resultTable`). */
  table: Record<string, number | null>;
  texts: PowertrainsQuizTexts;
}

/**
 * The powertrains quiz (blocks.md §2.11, decision 0062): five questions of one answer each, with
 * previous and next, then the recommended powertrain with its benefits and the answers it was
 * matched on. Each new screen puts focus on its heading; the result is announced.
 */
export function PowertrainsQuiz({ id, level, questions, results, table, texts }: PowertrainsQuizProps) {
  const [state, dispatch] = useReducer(powertrainsQuizReducer, undefined, initialPowertrainsQuiz);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(state.stage, [headingRef]);

  const question = questions[state.stage];
  const answers = state.stage === resultStage ? completeAnswers(state.answers) : null;
  const recommendation = answers ? recommendPowertrain(answers) : null;
  const index = recommendation ? table[resultKey(recommendation.powertrain, recommendation.owner)] : null;
  const result = index === null || index === undefined ? undefined : results[index];
  const resultName = recommendation ? result?.name || texts.powertrains[recommendation.powertrain] : '';

  const onNext = () => {
    const answer = state.answers[state.stage];
    if (question && answer) {
      trackEvent({ event: 'powertrain_tool', action: 'select', label: `${question.key}:${answer}` });
      const complete = state.stage === resultStage - 1 ? completeAnswers(state.answers) : null;
      if (complete) {
        const chosen = recommendPowertrain(complete);
        trackEvent({ event: 'powertrain_tool', action: 'calculate', powertrain: chosen.powertrain, label: chosen.owner });
      }
    }
    dispatch({ type: 'next' });
  };

  return (
    <QuizFrame
      id={id}
      screen={question ? question.key : 'result'}
      announcement={recommendation ? fill(texts.resultAnnouncement, { name: resultName }) : ''}
    >
      {question ? (
        <QuestionScreen
          key={question.key}
          headingId={`${id}-${question.key}`}
          level={level}
          headingRef={headingRef}
          title={question.title}
          subtitle={question.subtitle}
          progress={{ current: state.stage + 1, total: questionCount, template: texts.progress }}
          error={{ id: `${id}-error`, text: texts.chooseAnswer, shown: state.missing }}
          previous={state.stage > 0 ? { label: texts.previous, onClick: () => dispatch({ type: 'previous' }) } : null}
          next={{ label: state.stage === resultStage - 1 ? texts.seeResults : texts.next, onClick: onNext }}
        >
          <ul className={styles.answers}>
            {question.answers.map((answer) => (
              <li key={answer.value}>
                <label className={styles.answer}>
                  <input
                    type="radio"
                    name={`${id}-${question.key}`}
                    value={answer.value}
                    checked={state.answers[state.stage] === answer.value}
                    onChange={() => dispatch({ type: 'choose', answer: answer.value })}
                  />
                  <span>{answer.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </QuestionScreen>
      ) : null}

      {recommendation && answers ? (
        <ResultScreen
          headingId={`${id}-result`}
          level={level}
          headingRef={headingRef}
          heading={
            <>
              <span className={styles.resultKicker}>{result?.title || texts.resultTitle}</span>
              <span className={kit.resultName}>{resultName}</span>
            </>
          }
          actions={
            <QuizButton kind="secondary" onClick={() => dispatch({ type: 'restart' })}>
              {texts.startAgain}
            </QuizButton>
          }
        >
          {result && result.owner === recommendation.owner ? <p>{texts.owners[recommendation.owner]}</p> : null}
          {result?.body}
          <ResultSection id={`${id}-summary`} level={itemHeadingLevel(level, true)} title={texts.summaryTitle}>
            <p className={styles.summaryNote}>{texts.reasons[recommendation.reason]}</p>
            <ul>
              {questions.map((q, i) => {
                const chosen = q.answers.find((a) => a.value === state.answers[i]);
                return chosen ? <li key={q.key}>{chosen.summary}</li> : null;
              })}
            </ul>
          </ResultSection>
          {result?.disclaimer}
        </ResultScreen>
      ) : null}
    </QuizFrame>
  );
}
