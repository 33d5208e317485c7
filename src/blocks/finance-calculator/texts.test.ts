import { describe, expect, it } from 'vitest';
import { getT, resources } from '@/i18n/i18n';
import { fill, financeTexts, textKeys, textPlaceholders } from './texts';

const lookup = (tree: unknown, key: string) =>
  `finance_calculator.text.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the calculator’s texts', () => {
  it('has every word in Japanese and in English, with the placeholders the island fills', () => {
    for (const key of textKeys) {
      for (const language of ['ja', 'en'] as const) {
        const text = lookup(resources[language], key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        for (const name of textPlaceholders[key]) expect(text, `${language} ${key}`).toContain(`{{${name}}}`);
      }
    }
  });

  it('keeps placeholders on the server and fills them in the browser', () => {
    const texts = financeTexts(getT('ja'));
    expect(texts.duration_years).toBe('{{years}}年（{{months}}回）');
    expect(fill(texts.duration_years, { years: 4, months: 48 })).toBe('4年（48回）');
    expect(fill('{{a}}と{{b}}', { a: 1 })).toBe('1と{{b}}');
  });
});
