'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { HeadingLevel } from '@/ui/heading';
import headingStyles from '@/ui/heading.module.css';
import buttonStyles from '@/ui/link-button.module.css';
import { fill } from './recommender-text';
import styles from './recommender.module.css';

/**
 * What both recommender quizzes (Defender, powertrains; decision 0062) draw in the browser: the
 * quiz's frame with the polite status screen readers hear, a question's screen with its progress,
 * the result's screen and titled sections, the headings each new screen moves focus to, the buttons.
 */

/**
 * Moves focus to the first of `targets` on the page (what the new screen puts first: its heading,
 * or the start button) whenever `screen` changes — never on the first render, so a page that opens
 * on the quiz keeps the visitor where they are.
 */
export function useFocusOnChange(screen: string | number, targets: readonly RefObject<HTMLElement | null>[]): void {
  // The screen last focused for: compared, not counted, so that a re-run effect (strict mode) does nothing.
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    targets.find((target) => target.current)?.current?.focus();
  }, [screen, targets]);
}

/** A screen's heading: focusable by script only (tabIndex -1), so focus lands on it when the screen changes. */
function ScreenHeading({
  level,
  id,
  headingRef,
  className,
  children,
}: {
  level: HeadingLevel;
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const Tag = level;
  return (
    <Tag
      ref={headingRef}
      id={id}
      tabIndex={-1}
      className={[headingStyles.heading, headingStyles['size-m'], styles.screenHeading, className].filter(Boolean).join(' ')}
    >
      {children}
    </Tag>
  );
}

/** 「質問 2／5」 and a bar; the bar is decoration, the words say it. */
function Progress({ current, total, text }: { current: number; total: number; text: string }) {
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>{text}</p>
      <div className={styles.progressBar} aria-hidden="true">
        <span style={{ width: `${Math.round((current / total) * 100)}%` }} />
      </div>
    </div>
  );
}

/** Always in the page, so that a change of its text is announced (politely). */
function LiveStatus({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

/** A button drawn like the site's link buttons. */
export function QuizButton({
  kind,
  onClick,
  buttonRef,
  children,
}: {
  kind: 'primary' | 'secondary';
  onClick: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <button ref={buttonRef} type="button" className={`${buttonStyles.button} ${buttonStyles[kind]}`} onClick={onClick}>
      {children}
    </button>
  );
}

/** A row of buttons (links, too): side by side, each the whole width on phones. */
function QuizActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The quiz: `screen` names the one shown (`data-quiz-screen`); the status, always there, says the result. */
export function QuizFrame({
  id,
  screen,
  announcement,
  children,
}: {
  id: string;
  screen: string;
  announcement: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.quiz} id={id} data-quiz-screen={screen}>
      {children}
      <LiveStatus message={announcement} />
    </div>
  );
}

interface QuestionScreenProps {
  /** The heading's id (the fieldset is named by it). */
  headingId: string;
  level: HeadingLevel;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  subtitle: string;
  /** Question `current` of `total`, said by `template` (「質問 {current}／{total}」). */
  progress: { current: number; total: number; template: string };
  /** Said under the answers after "next" was pressed without one; the fieldset is described by it. */
  error: { id: string; text: string; shown: boolean };
  /** None on the first question. */
  previous: { label: string; onClick: () => void } | null;
  next: { label: string; onClick: () => void };
  /** The answers, inside the fieldset. */
  children: ReactNode;
}

/**
 * One question: its progress, a fieldset named by the question's heading (and its subtitle), the
 * answers the quiz draws, the alert when "next" came too soon, and previous and next.
 */
export function QuestionScreen({
  headingId,
  level,
  headingRef,
  title,
  subtitle,
  progress,
  error,
  previous,
  next,
  children,
}: QuestionScreenProps) {
  return (
    <div>
      <Progress current={progress.current} total={progress.total} text={fill(progress.template, progress)} />
      <fieldset className={styles.fieldset} aria-describedby={error.shown ? error.id : undefined}>
        <legend className={styles.legend}>
          <ScreenHeading level={level} id={headingId} headingRef={headingRef}>
            {title}
          </ScreenHeading>
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        </legend>
        {children}
      </fieldset>
      {error.shown ? (
        <p id={error.id} role="alert" className={styles.error}>
          {error.text}
        </p>
      ) : null}
      <QuizActions>
        {previous ? (
          <QuizButton kind="secondary" onClick={previous.onClick}>
            {previous.label}
          </QuizButton>
        ) : null}
        <QuizButton kind="primary" onClick={next.onClick}>
          {next.label}
        </QuizButton>
      </QuizActions>
    </div>
  );
}

interface ResultScreenProps {
  headingId: string;
  level: HeadingLevel;
  headingRef: RefObject<HTMLHeadingElement | null>;
  heading: ReactNode;
  /** Under the heading: what the quiz recommends, and why. */
  children: ReactNode;
  /** The last row: links on, and start again. */
  actions: ReactNode;
}

/** The result: its heading (focus lands there), what the quiz shows, then its links and buttons. */
export function ResultScreen({ headingId, level, headingRef, heading, children, actions }: ResultScreenProps) {
  return (
    <div className={styles.result}>
      <ScreenHeading level={level} id={headingId} headingRef={headingRef}>
        {heading}
      </ScreenHeading>
      {children}
      <QuizActions>{actions}</QuizActions>
    </div>
  );
}

/** A titled part of the result (the reasons, the summary): a region named by its heading, one level down. */
export function ResultSection({ id, level, title, children }: { id: string; level: HeadingLevel; title: string; children: ReactNode }) {
  const Tag = level;
  return (
    <section className={styles.reasons} aria-labelledby={id}>
      <Tag id={id} className={styles.reasonsHeading}>
        {title}
      </Tag>
      {children}
    </section>
  );
}
