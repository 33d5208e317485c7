import { describe, expect, it } from 'vitest';
import { fillSingleBraces, fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills {{name}}, with or without spaces inside the braces, every time it appears', () => {
    expect(fillTemplate('{{count}}件中{{ shown }}件を表示（{{count}}件）', { count: 12, shown: '3' })).toBe('12件中3件を表示（12件）');
  });

  it('leaves a placeholder without a value as written, and never fills from the prototype', () => {
    expect(fillTemplate('{{name}}様 {{missing}}', { name: '山田' })).toBe('山田様 {{missing}}');
    expect(fillTemplate('{{constructor}}{{toString}}', {})).toBe('{{constructor}}{{toString}}');
  });

  it('fills zero and empty values (they are values)', () => {
    expect(fillTemplate('{{n}}件{{note}}。', { n: 0, note: '' })).toBe('0件。');
  });

  it('leaves single braces alone', () => {
    expect(fillTemplate('{n}件', { n: 1 })).toBe('{n}件');
  });
});

describe('fillSingleBraces', () => {
  it('fills the spec’s {name} placeholders and keeps unknown ones', () => {
    expect(fillSingleBraces('{amount} Results for {parent} {child}', { amount: 2, parent: 'レンジローバー', child: '2020' })).toBe(
      '2 Results for レンジローバー 2020',
    );
    expect(fillSingleBraces('{vehicle}の{system}', { vehicle: 'ディフェンダー' })).toBe('ディフェンダーの{system}');
    expect(fillSingleBraces('{hasOwnProperty}', {})).toBe('{hasOwnProperty}');
  });
});
