import { describe, expect, it } from 'vitest';
import { formatJstDateTime } from './format-date';

describe('formatJstDateTime', () => {
  it('shows the time in Japan, whatever the server zone', () => {
    expect(formatJstDateTime(new Date('2026-11-24T15:30:00Z'))).toBe('2026/11/25 00:30');
  });
  it('shows a dash for no date', () => {
    expect(formatJstDateTime(null)).toBe('—');
  });
});
