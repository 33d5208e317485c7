/**
 * Texts of the recommender quizzes (decision 0062), shared by the Defender and powertrains quizzes:
 * an editor's answers are one Text field per question, one answer per line, in the order the rules
 * know them; a line left out shows the translation's text instead.
 */

/** The trimmed, non-empty lines of an editor's text. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** One text per fallback: the editor's line at that position, or the fallback where there is none. */
export function linesOr(text: string | null | undefined, fallbacks: readonly string[]): string[] {
  const lines = textLines(text);
  return fallbacks.map((fallback, i) => lines[i] ?? fallback);
}

/** A save rule: a filled answers field must give exactly `count` answers. */
export function hasLineCount(text: string | null | undefined, count: number): boolean {
  const lines = textLines(text);
  return lines.length === 0 || lines.length === count;
}

/** `{n}件選択中` with n = 3 → `3件選択中`: a translated template filled in the browser. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** An address the page may load: a site path (not `//host`) or https. */
export function isSitePathOrHttps(url: string): boolean {
  return /^(\/(?![/\\])|https:\/\/)[^\s\\]+$/i.test(url);
}

const grouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** 1234 → 1,234 (the site's number style, japan.md). */
export function formatNumber(value: number): string {
  return grouping.format(value);
}
