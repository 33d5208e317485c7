/**
 * A comparison cell as read (decision 0063): ○ × △ and — are drawn as symbols, and screen readers hear
 * their meaning (あり / なし / 一部あり / 該当なし) instead of 「丸」「バツ」. A symbol (full or half width) may lead a text:
 * 「○（3年間）」. An empty cell means 該当なし.
 */
export type CellMeaning = 'yes' | 'no' | 'partly' | 'none';

export interface Cell {
  symbol?: { mark: string; meaning: CellMeaning };
  text: string;
}

const marks: [RegExp, string, CellMeaning][] = [
  [/^[○◯〇✓✔]/u, '○', 'yes'],
  [/^[×✕✗✖]/u, '×', 'no'],
  [/^[△▲]/u, '△', 'partly'],
  [/^[—―－‐-]/u, '—', 'none'],
];

export function cellOf(value: string | undefined): Cell {
  const text = (value ?? '').trim();
  if (!text) return { symbol: { mark: '—', meaning: 'none' }, text: '' };
  for (const [pattern, mark, meaning] of marks) {
    const found = pattern.exec(text);
    if (found) return { symbol: { mark, meaning }, text: text.slice(found[0].length).trim() };
  }
  return { text };
}
