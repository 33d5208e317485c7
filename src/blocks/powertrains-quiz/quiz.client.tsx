'use client';

import { useReducer, useRef, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { itemHeadingLevel, type HeadingLevel } from '@/ui/heading';
import buttonStyles from '@/ui/link-button.module.css';
import { LiveStatus, Progress, ScreenHeading, useFocusOnChange } from '../defender-quiz/quiz-parts.client';
import { fill } from '../defender-quiz/quiz-text';
import styles from '../defender-quiz/recommender-quiz.module.css';
import { completeAnswers, recommendPowertrain, resultKey, type MatchReason, type Owner, type Powertrain } from './matching';
import { initialPowertrainsQuiz, powertrainsQuizReducer, questionCount, resultStage } from './quiz-state';
import type { QuestionView } from './texts';

/** Every text the island shows, translated on the server; `{name}` placeholders are filled here. */
export interface PowertrainsQuizTexts {
  previous: string;
  next: string;
  seeResults: string;
  startAgain: string;
  chooseAnswer: string;
  /** 「質問 {current}／{total}」 */
  progress: string;
  /** 「診断結果：{name}」 */
  resultAnnouncement: string;
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
    <div className={styles.quiz} id={id} data-quiz-screen={question ? question.key : 'result'}>
      {question ? (
        <div className={styles.step} key={question.key}>
          <Progress
            current={state.stage + 1}
            total={questionCount}
            text={fill(texts.progress, { current: state.stage + 1, total: questionCount })}
          />
          <fieldset className={styles.fieldset} aria-describedby={state.missing ? `${id}-error` : undefined}>
            <legend className={styles.legend}>
              <ScreenHeading level={level} id={`${id}-${question.key}`} headingRef={headingRef}>
                {question.title}
              </ScreenHeading>
              {question.subtitle ? <span className={styles.subtitle}>{question.subtitle}</span> : null}
            </legend>
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
          </fieldset>
          {state.missing ? (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {texts.chooseAnswer}
            </p>
          ) : null}
          <div className={styles.actions}>
            {state.stage > 0 ? (
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                onClick={() => dispatch({ type: 'previous' })}
              >
                {texts.previous}
              </button>
            ) : null}
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onNext}>
              {state.stage === resultStage - 1 ? texts.seeResults : texts.next}
            </button>
          </div>
        </div>
      ) : null}

      {recommendation && answers ? (
        <div className={styles.result}>
          <ScreenHeading level={level} id={`${id}-result`} headingRef={headingRef}>
            <span className={styles.resultKicker}>{result?.title || texts.resultTitle}</span>
            <span className={styles.resultName}>{resultName}</span>
          </ScreenHeading>
          {result && result.owner === recommendation.owner ? <p>{texts.owners[recommendation.owner]}</p> : null}
          {result?.body}
          <section className={styles.reasons} aria-labelledby={`${id}-summary`}>
            <SummaryHeading level={itemHeadingLevel(level, true)} id={`${id}-summary`}>
              {texts.summaryTitle}
            </SummaryHeading>
            <p className={styles.summaryNote}>{texts.reasons[recommendation.reason]}</p>
            <ul>
              {questions.map((q, i) => {
                const chosen = q.answers.find((a) => a.value === state.answers[i]);
                return chosen ? <li key={q.key}>{chosen.summary}</li> : null;
              })}
            </ul>
          </section>
          {result?.disclaimer}
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onClick={() => dispatch({ type: 'restart' })}
            >
              {texts.startAgain}
            </button>
          </div>
        </div>
      ) : null}
      <LiveStatus message={recommendation ? fill(texts.resultAnnouncement, { name: resultName }) : ''} />
    </div>
  );
}

function SummaryHeading({ level, id, children }: { level: HeadingLevel; id: string; children: ReactNode }) {
  const Tag = level;
  return (
    <Tag id={id} className={styles.reasonsHeading}>
      {children}
    </Tag>
  );
}
