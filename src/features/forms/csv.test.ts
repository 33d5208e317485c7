import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it.each([
    ['山田 太郎', '山田 太郎'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    [['試乗', '商談'], '試乗、商談'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(['=HYPERLINK("http://evil")', '+81312345678', '-1+1', '@SUM(A1)', '\tx'])('defuses a formula-like cell %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('joins a row with CRLF', () => {
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
