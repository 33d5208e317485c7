import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

describe('Defender quiz block', () => {
  it('renders its default content: the title, and the welcome screen with picture, text and start button', async () => {
    const section = await renderBlockSection('defender_quiz');
    expect(section.querySelector('h2')!.textContent).toBe('あなたにぴったりのディフェンダーを見つける');
    const quiz = section.querySelector('[data-quiz-screen]')!;
    expect(quiz.getAttribute('data-quiz-screen')).toBe('welcome');
    expect(quiz.querySelector('img')!.getAttribute('alt')).toBe('夕暮れの砂丘を進むSUV（イラスト）');
    // The first blocks of a page load their picture at once.
    expect(quiz.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(quiz.querySelector('p')!.textContent).toContain('3つの質問に答えるだけで');
    expect([...quiz.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['診断をはじめる']);
    // No video: no play button.
    expect(quiz.querySelector('a')).toBeNull();
    // The step headings come one level below the title.
    expect(section.querySelector('fieldset')).toBeNull();
    // The polite status is there from the start, empty.
    expect(quiz.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('offers the welcome video as a link to it until the page is interactive', async () => {
    const section = await renderBlockSection('defender_quiz', { fields: { welcome_video: '/demo/defender.mp4' } });
    const play = section.querySelector('[data-quiz-screen] a')!;
    expect([play.getAttribute('href'), play.getAttribute('aria-label')]).toEqual([
      '/demo/defender.mp4',
      '動画を再生：あなたにぴったりのディフェンダーを見つける',
    ]);
  });

  it('shows no play button for a video address it cannot use, and no picture without one', async () => {
    const section = await renderBlockSection('defender_quiz', {
      fields: { welcome_video: 'javascript:alert(1)', welcome_image: undefined, title: '', paragraph: '' },
    });
    expect(section.querySelector('h2')).toBeNull();
    expect(section.querySelector('a')).toBeNull();
    expect(section.querySelector('img')).toBeNull();
    expect(section.querySelector('[data-quiz-screen] button')!.textContent).toBe('診断をはじめる');
  });

  it('has a variant for each of the 16 size × fuel × pack combinations by default', () => {
    const groups = blockRegistry.defender_quiz.defaultContent.field_groups;
    expect(new Set(groups.map((g) => `${g.size}-${g.fuel_type}-${g.pack}`)).size).toBe(16);
    for (const group of groups) expect(group.description).toMatch(/^<p>ディフェンダー (90|110)の(ディーゼル|ガソリン)モデルに、/);
  });
});
