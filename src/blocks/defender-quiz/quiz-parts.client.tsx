'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { HeadingLevel } from '@/ui/heading';
import headingStyles from '@/ui/heading.module.css';
import styles from './recommender-quiz.module.css';

/**
 * Pieces both recommender quizzes draw in the browser (decision 0062): the heading each new screen
 * moves focus to, the progress line and the polite status that screen readers hear.
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
export function ScreenHeading({
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
export function Progress({ current, total, text }: { current: number; total: number; text: string }) {
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
export function LiveStatus({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
