import { describe, expect, it } from 'vitest';
import { renderBlockSection } from '../test-rendering';

describe('powertrains quiz block', () => {
  it('renders its default content: title, intro and question 1 with its answers, ready without a click', async () => {
    const section = await renderBlockSection('powertrains_quiz');
    expect(section.querySelector('h2')!.textContent).toBe('あなたに合うパワートレインは？');
    expect(section.querySelector('p')!.textContent).toContain('5つの質問に答えるだけで');
    const quiz = section.querySelector('[data-quiz-screen]')!;
    expect(quiz.getAttribute('data-quiz-screen')).toBe('owner');
    expect(quiz.textContent).toContain('質問 1／5');
    const heading = quiz.querySelector('legend h3')!;
    expect([heading.textContent, heading.getAttribute('tabindex')]).toEqual(['お車はどなたが所有しますか？', '-1']);
    const radios = [...quiz.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => [r.value, r.closest('label')!.textContent, r.hasAttribute('checked')])).toEqual([
      ['private', '個人で所有する', false],
      ['business', '法人・個人事業主として所有する', false],
    ]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    // Question 1 has no previous button.
    expect([...quiz.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['次の質問へ']);
  });

  it('keeps the question headings at h2 when the block has no title', async () => {
    const section = await renderBlockSection('powertrains_quiz', { fields: { title: '' } });
    expect(section.querySelector('legend h2')!.textContent).toBe('お車はどなたが所有しますか？');
  });
});
