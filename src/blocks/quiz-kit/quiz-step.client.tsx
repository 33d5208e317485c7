'use client';

import type { Ref } from 'react';
import type { HeadingLevel } from '@/ui/heading';
import type { QuizQuestionView } from './types';
import styles from './quiz.module.css';

interface QuestionProps {
  id: string;
  question: QuizQuestionView;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  /** 'Question 2 of 5'. */
  progress: string;
  position: number;
  total: number;
  chosen: readonly string[];
  onChange(values: string[]): void;
}

/**
 * One question: its progress, a fieldset named by the question's heading (the heading takes the
 * focus when the step appears), and its answers as native radio buttons or checkboxes, drawn as
 * large cards — arrow keys move between radio buttons, Space ticks a checkbox.
 */
export function QuestionStep({ id, question, headingLevel, headingRef, progress, position, total, chosen, onChange }: QuestionProps) {
  const Title = headingLevel as 'h3';
  const hintId = `${id}-${question.id}-hint`;
  const toggle = (value: string, on: boolean) => {
    if (!question.multiple) return onChange([value]);
    onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  };
  return (
    <>
      <div className={styles.progress}>
        <p className={styles.progressText}>{progress}</p>
        <ol className={styles.segments} aria-hidden="true">
          {Array.from({ length: total }, (_, i) => (
            <li key={i} className={styles.segment} data-state={i + 1 < position ? 'done' : i + 1 === position ? 'current' : 'upcoming'} />
          ))}
        </ol>
      </div>
      <fieldset className={styles.question} aria-describedby={question.hint ? hintId : undefined}>
        <legend className={styles.legend}>
          <Title ref={headingRef} id={`${id}-${question.id}-title`} className={styles.questionTitle} tabIndex={-1}>
            {question.title}
          </Title>
        </legend>
        {question.hint ? (
          <p id={hintId} className={`${styles.questionHint} ${styles.muted}`}>
            {question.hint}
          </p>
        ) : null}
        <div className={`${styles.options} ${styles.twoUp}`}>
          {question.options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`${id}-${question.id}`}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                className={styles.input}
              />
              <span className={styles.optionLabel}>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

interface NavProps {
  id: string;
  answered: boolean;
  /** Why "next" waits: shown while nothing is chosen. */
  hint: string;
  previous: { label: string; onClick(): void } | null;
  nextLabel: string;
  onNext(): void;
  /** "Next" pressed before an answer: take the visitor to the answers. */
  onWaiting(): void;
}

/**
 * Previous and next. "Next" stays focusable while it waits for an answer (aria-disabled, so a
 * screen reader still finds it and hears why from the hint beside it); pressing it then moves
 * focus to the first answer. The hint keeps its place when hidden, so nothing moves.
 */
export function StepNav({ id, answered, hint, previous, nextLabel, onNext, onWaiting }: NavProps) {
  const hintId = `${id}-next-hint`;
  return (
    <div className={styles.nav}>
      <div className={styles.navButtons}>
        {previous ? (
          <button type="button" className={styles.secondary} onClick={previous.onClick}>
            {previous.label}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.primary}
          aria-disabled={answered ? undefined : 'true'}
          aria-describedby={answered ? undefined : hintId}
          onClick={answered ? onNext : onWaiting}
        >
          {nextLabel}
        </button>
      </div>
      <p id={hintId} className={`${styles.nextHint} ${styles.muted}`} data-shown={answered ? undefined : ''}>
        {hint}
      </p>
    </div>
  );
}
