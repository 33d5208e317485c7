import type { ReactNode } from 'react';
import styles from './paragraph.module.css';

/** blocks.md §5: paragraph sizes. One text style for every block that offers `paragraph_size`. */
export const paragraphSizes = ['xs', 's', 'm', 'l', 'quote', 'subcopy'] as const;
export type ParagraphSize = (typeof paragraphSizes)[number];

/** The class of a paragraph size, also for text that is not a single <p> (rich text inherits it). */
export function paragraphClass(size: ParagraphSize): string {
  return `${styles.paragraph} ${styles[`size-${size}`]}`;
}

export function Paragraph({ size, children, className }: { size: ParagraphSize; children: ReactNode; className?: string }) {
  return <p className={[paragraphClass(size), className].filter(Boolean).join(' ')}>{children}</p>;
}
