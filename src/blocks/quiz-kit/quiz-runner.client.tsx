'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QuizName } from '@/features/analytics/events';
import { trackEvent } from '@/features/analytics/track';
import { useHydrated } from '@/lib/use-hydrated';
import { initialQuizState, isAnswered, quizReducer, type Answers, type FlowQuestion, type QuizAction, type QuizState } from './quiz-flow';
import { QuestionStep, StepNav } from './quiz-step.client';
import type { QuizConfig } from './types';
import styles from './quiz.module.css';

/** What the result screen can do with the quiz. */
export interface ResultControls {
  back(): void;
  /** Go back to question `step` (1…n) to change its answer; "next" then returns to the result. */
  edit(step: number): void;
  restart(): void;
}

export interface QuizOutcome {
  /** The analytics `result`. */
  outcome: string;
  /** Said by screen readers when the result appears. */
  announcement: string;
}

interface Props extends QuizConfig {
  quiz: QuizName;
  /** The intro's content above the start button (server-rendered). */
  intro: ReactNode;
  outcome(answers: Answers): QuizOutcome | null;
  result(answers: Answers, controls: ResultControls): ReactNode;
}

const focusable = (element: HTMLElement) => {
  if (/^(H[1-6]|DIV|SECTION)$/.test(element.tagName) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
};

/**
 * The steps of a quiz (decision 0061): intro, one question per screen with its progress, the
 * result. Each move puts focus on the new screen's heading and a polite status says where the
 * visitor is ('質問 2／5', then the result). "Next" waits for an answer, saying why beside it;
 * analytics get start, each answer, the result and restarts.
 */
export function QuizRunner({ quiz, id, headingLevel, titleId, questions, labels, intro, outcome, result }: Props) {
  const hydrated = useHydrated();
  const flow = useMemo<FlowQuestion[]>(
    () => questions.map((q) => ({ id: q.id, multiple: q.multiple, values: q.options.map((o) => o.value) })),
    [questions],
  );
  const reduce = useMemo(() => quizReducer(flow), [flow]);
  const [state, setState] = useState<QuizState>(initialQuizState);
  const [announcement, setAnnouncement] = useState('');
  // The step a move went to, a new object per move: its effect puts the focus there.
  const [moved, setMoved] = useState<{ step: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const resultStep = questions.length + 1;

  useEffect(() => {
    if (!moved) return;
    const title = moved.step === 0 && titleId ? document.getElementById(titleId) : null;
    const resultHeading = root.current?.querySelector<HTMLElement>('[data-quiz-result] :is(h1, h2, h3, h4, h5, h6)');
    const target = moved.step === 0 ? (title ?? startButton.current) : moved.step === resultStep ? resultHeading : stepHeading.current;
    if (target) focusable(target);
  }, [moved, resultStep, titleId]);

  const go = (action: QuizAction) => {
    const next = reduce(state, action);
    if (next === state) return;
    setState(next);
    setMoved({ step: next.step });
    if (action.type === 'restart') {
      trackEvent({ event: 'quiz', quiz, action: 'restart' });
      setAnnouncement(labels.restarted);
      return;
    }
    if (action.type === 'start') trackEvent({ event: 'quiz', quiz, action: 'start', step: 1 });
    if (action.type === 'next') {
      const values = state.answers[questions[state.step - 1]!.id] ?? [];
      trackEvent({ event: 'quiz', quiz, action: 'answer', step: state.step, label: values.join(',') });
    }
    if (next.step === resultStep) {
      const found = outcome(next.answers);
      if (found) trackEvent({ event: 'quiz', quiz, action: 'complete', result: found.outcome });
      setAnnouncement(found?.announcement ?? '');
    } else {
      setAnnouncement(labels.steps[next.step - 1] ?? '');
    }
  };

  const question = questions[state.step - 1];
  const controls: ResultControls = {
    back: () => go({ type: 'back' }),
    edit: (step) => go({ type: 'edit', step }),
    restart: () => go({ type: 'restart' }),
  };

  return (
    <div ref={root} className={styles.quiz} data-quiz={quiz} data-step={state.step === resultStep ? 'result' : state.step}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {state.step === 0 ? (
        <div className={styles.intro}>
          {intro}
          <div className={styles.actions}>
            {/* Disabled in the server HTML: it does something only once the island runs. */}
            <button ref={startButton} type="button" className={styles.primary} disabled={!hydrated} onClick={() => go({ type: 'start' })}>
              {labels.start}
            </button>
          </div>
        </div>
      ) : null}
      {question ? (
        <div className={styles.step}>
          <QuestionStep
            id={id}
            question={question}
            headingLevel={headingLevel}
            headingRef={stepHeading}
            progress={labels.steps[state.step - 1] ?? ''}
            position={state.step}
            total={questions.length}
            chosen={state.answers[question.id] ?? []}
            onChange={(values) => setState((s) => reduce(s, { type: 'answer', question: question.id, values }))}
          />
          <StepNav
            id={`${id}-${question.id}`}
            answered={isAnswered(flow[state.step - 1]!, state.answers)}
            hint={question.multiple ? labels.nextHintMultiple : labels.nextHint}
            previous={state.step > 1 ? { label: labels.previous, onClick: () => go({ type: 'back' }) } : null}
            nextLabel={state.step === questions.length || state.editing ? labels.seeResult : labels.next}
            onNext={() => go({ type: 'next' })}
            onWaiting={() => root.current?.querySelector<HTMLInputElement>('input')?.focus()}
          />
        </div>
      ) : null}
      {state.step === resultStep ? <div data-quiz-result="">{result(state.answers, controls)}</div> : null}
    </div>
  );
}
