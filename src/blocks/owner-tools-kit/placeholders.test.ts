import { describe, expect, it } from 'vitest';
import { fillPlaceholders, hasPlaceholder } from './placeholders';

describe('placeholders', () => {
  it('fills {amount}, {parent} and {child}, leaving unknown placeholders as written', () => {
    expect(fillPlaceholders('{amount} Results for {parent} {child}', { amount: 2, parent: 'Defender', child: '2025' })).toBe(
      '2 Results for Defender 2025',
    );
    expect(fillPlaceholders('{parent}：{amount}件 {other}', { amount: 0, parent: 'ディフェンダー' })).toBe('ディフェンダー：0件 {other}');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
    expect([
      hasPlaceholder('{vehicle}の', 'vehicle'),
      hasPlaceholder('{{vehicle}}', 'vehicle'),
      hasPlaceholder('vehicle', 'vehicle'),
    ]).toEqual([true, true, false]);
  });
});
