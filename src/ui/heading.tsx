import type { ReactNode } from 'react';
import styles from './heading.module.css';

/** blocks.md §5: heading level h1–h6 and heading size xs…title. */
export const headingLevels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const headingSizes = ['xs', 's', 'm', 'l', 'xl', 'title'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/**
 * The level of headings inside a section headed at `level` (h2 → h3, h6 stays h6); a section
 * without its own heading keeps `level` for its items, so the outline never skips a level.
 */
export function itemHeadingLevel(level: HeadingLevel, sectionHasHeading: boolean): HeadingLevel {
  if (!sectionHasHeading) return level;
  return headingLevels[Math.min(headingLevels.indexOf(level) + 1, headingLevels.length - 1)]!;
}

export function Heading({
  level,
  size,
  children,
  className,
  id,
}: {
  level: HeadingLevel;
  size: HeadingSize;
  children: ReactNode;
  className?: string;
  /** For `aria-labelledby` and in-page links to the heading. */
  id?: string;
}) {
  const Tag = level;
  return (
    <Tag id={id} className={[styles.heading, styles[`size-${size}`], className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
