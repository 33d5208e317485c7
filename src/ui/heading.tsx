import type { ReactNode } from 'react';
import styles from './heading.module.css';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingSize = 'xs' | 's' | 'm' | 'l' | 'xl' | 'title';

export function Heading({ level, size, children, className }: { level: HeadingLevel; size: HeadingSize; children: ReactNode; className?: string }) {
  const Tag = level;
  return <Tag className={[styles.heading, styles[`size-${size}`], className].filter(Boolean).join(' ')}>{children}</Tag>;
}
