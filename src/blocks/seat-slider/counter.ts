/**
 * The seat slider's figure (decision 0059): counted up from zero when it comes into view, in
 * 1.5 s — under the five seconds after which moving content needs a pause (WCAG 2.2.2) — and not
 * at all for visitors who ask for reduced motion.
 */
export const countDurationMs = 1500;

const grouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** 1200 → 1,200. */
export function formatCount(value: number): string {
  return grouping.format(value);
}

/** The figure `elapsed` ms into the count: fast first, settling on the value (ease-out). */
export function countAt(value: number, elapsed: number, duration: number = countDurationMs): number {
  const progress = Math.min(1, Math.max(0, elapsed / duration));
  return Math.round(value * (1 - (1 - progress) ** 3));
}
