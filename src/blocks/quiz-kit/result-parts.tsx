import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/ui/heading';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { listLines, paragraphs } from './text';
import quizStyles from './quiz.module.css';
import styles from './result.module.css';

/**
 * What the quizzes whose items are their outcomes (fuel type, subscription; decision 0061) draw on
 * the server: the intro, the recommended outcome's card, its texts and lists, and the overview
 * shown without JavaScript. Each quiz fills them with its own fields.
 */

/** The intro above 「はじめる」: the editor's text and picture (the block's title stands above the quiz). */
export function QuizIntro({ text, image, priority }: { text?: string; image: ResolvedImage | null | undefined; priority: boolean }) {
  return (
    <>
      {text ? <p className={styles.introText}>{text}</p> : null}
      <Picture image={image} sizes="(min-width: 1340px) 1200px, 100vw" priority={priority} className={styles.picture} />
    </>
  );
}

/** A text field's paragraphs (split at blank lines), the first `limit` of them when given. */
export function Paragraphs({ text, limit }: { text: string | undefined; limit?: number }) {
  return paragraphs(text)
    .slice(0, limit)
    .map((part, i) => (
      <p key={i} className={styles.text}>
        {part}
      </p>
    ));
}

/** One paragraph in the result's text style. */
export function ResultText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A list typed one item per line, each led by its mark; nothing when the field is empty. */
export function MarkedList({ text, mark }: { text: string | undefined; mark: 'plus' | 'minus' | 'check' }) {
  const lines = listLines(text);
  if (!lines.length) return null;
  return (
    <ul className={`${styles.marks} ${styles[mark]}`}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

interface CardProps {
  /** The outcome it is, for tests and styles (`data-fuel-type`, `data-product`). */
  data: Record<`data-${string}`, string>;
  image: ResolvedImage | null | undefined;
  /** 「あなたにおすすめの…」 above the name. */
  eyebrow: string;
  level: HeadingLevel;
  title: string;
  /** The quiz's own class for the words beside the picture. */
  bodyClassName?: string;
  /** The words under the name. */
  children: ReactNode;
  /** Under the picture and words, across the card. */
  after?: ReactNode;
}

/** The recommended outcome: its picture, and beside it from 1024 px its name and words. */
export function ResultCard({ data, image, eyebrow, level, title, bodyClassName, children, after }: CardProps) {
  const Title = level;
  return (
    <div className={styles.card} {...data}>
      <Picture image={image} sizes="(min-width: 1024px) 50vw, 100vw" className={styles.picture} />
      <div className={bodyClassName}>
        <p className={`${styles.eyebrow} ${quizStyles.muted}`}>{eyebrow}</p>
        <Title className={styles.resultTitle}>{title}</Title>
        {children}
      </div>
      {after}
    </div>
  );
}

/** Without JavaScript: a note on what the quiz does, then every outcome (the quiz draws each as an `OverviewItem`). */
export function QuizOverview({ note, children }: { note: string; children: ReactNode }) {
  return (
    <div className={styles.overview}>
      <ResultText>{note}</ResultText>
      {children}
    </div>
  );
}

export function OverviewItem({ children }: { children: ReactNode }) {
  return <div className={styles.overviewItem}>{children}</div>;
}
