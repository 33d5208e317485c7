// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { mountedIsland } from '../quiz-kit/island-test-support';
import { blockRegistry } from '../registry';
import { testImage } from '../test-rendering';
import { DefenderQuiz } from './quiz.client';
import { defenderQuizView } from './view';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));

const block = blockRegistry.defender_quiz;
type View = Parameters<typeof defenderQuizView>;

/** The default content as the block receives it: defaults filled, images and HTML resolved. */
function resolved(fields: Record<string, unknown> = {}, groups?: Record<string, unknown>[]) {
  const content = block.schemas.render.parse({ ...block.defaultContent, fields: { ...block.defaultContent.fields, ...fields } });
  const image = (value: unknown) => {
    const v = value as { id: number; alt?: string } | undefined;
    return v ? testImage(v.id, v.alt ?? '', 'standard') : null;
  };
  return {
    fields: { ...content.fields, welcome_image: image(content.fields.welcome_image) } as unknown as View[0],
    groups: (groups ?? content.field_groups).map((g) => ({
      ...g,
      image: image(g.image),
      description: { __html: String(g.description ?? '') },
    })) as unknown as View[1],
  };
}

const pictures = { camping: '/demo/defender-quiz/camping.svg', dog: '/demo/defender-quiz/dog.svg' };
const island = mountedIsland();
const { button, press, events } = island;

async function render(fields: Record<string, unknown> = {}, groups?: Record<string, unknown>[]) {
  const { fields: f, groups: g } = resolved(fields, groups);
  await island.render(<DefenderQuiz {...defenderQuizView(f, g, pictures, { t: getT('ja'), blockId: 7, index: 3 })} />);
}

const tick = (label: string) => island.choose(label);
const screen = () => island.container.querySelector('[data-quiz-screen]')!.getAttribute('data-quiz-screen');
const heading = () => island.container.querySelector('h3')!;
const count = () => island.container.querySelector('[aria-live="polite"]:not([role])')?.textContent;

describe('DefenderQuiz', () => {
  it('walks from the welcome screen through three steps to the recommended variant, focus on each new heading', async () => {
    await render();
    expect(screen()).toBe('welcome');
    await press('診断をはじめる');
    expect(screen()).toBe('activities');
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('どんなアクティビティを楽しみますか？');
    expect(island.container.querySelector('legend')!.textContent).toBe(
      'どんなアクティビティを楽しみますか？当てはまるものをすべてお選びください。',
    );
    expect(island.container.textContent).toContain('質問 1／3');
    expect(count()).toBe('0件選択中');
    // The cards: checkboxes named by their answer, with the document's pictures where it has one.
    const cards = [...island.container.querySelectorAll('label')];
    expect(cards.map((c) => c.textContent)).toEqual([
      'キャンプ・車中泊',
      '登山・トレッキング',
      'サイクリング・マウンテンバイク',
      'サーフィン・カヌー',
      'スキー・スノーボード',
      '釣り',
      'ショッピング・グルメ巡り',
    ]);
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/demo/defender-quiz/camping.svg');
    expect(cards[1]!.querySelector('img')).toBeNull();

    await tick('キャンプ・車中泊');
    await tick('サイクリング・マウンテンバイク');
    expect(count()).toBe('2件選択中');
    await press('次の質問へ');
    expect(screen()).toBe('journeys');
    expect(document.activeElement).toBe(heading());
    expect(island.container.textContent).toContain('質問 2／3');
    await tick('林道・未舗装路');
    await tick('トレーラーやボートのけん引');
    await press('次の質問へ');
    expect(screen()).toBe('companions');
    await tick('愛犬と');
    expect(button('結果を見る')).toBeTruthy();
    await press('結果を見る');

    expect(screen()).toBe('result');
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('あなたにおすすめのディフェンダー');
    // camping + cycling → 110 (gear); towing → diesel; camping 2+1, off_road 2 → explorer 4 vs adventurer 3.
    expect(island.container.querySelector('p')!.textContent).toBe('ディフェンダー 110 ディーゼル・エクスプローラーパック');
    expect(island.container.querySelector('[role="status"]')!.textContent).toBe(
      '診断結果：ディフェンダー 110 ディーゼル・エクスプローラーパック',
    );
    expect([...island.container.querySelectorAll('dl > div')].map((d) => d.textContent)).toEqual([
      'ボディディフェンダー 110（5ドア）',
      'パワートレインディーゼル',
      'CO₂排出量204g/km',
    ]);
    expect([...island.container.querySelectorAll('section li')].map((li) => li.textContent)).toEqual([
      'かさばるアウトドア用品を積むため、荷室の広い110を選びました。',
      'けん引には、低い回転から力強いトルクを生むディーゼルが向いています。',
      '「キャンプ・車中泊」、「林道・未舗装路」に合わせて、このアクセサリーパックを選びました。',
    ]);
    // The variant's own picture, description and continue link.
    expect(island.container.querySelector('img')!.getAttribute('alt')).toBe('霧の林道を走るSUV（イラスト）');
    expect(island.container.textContent).toContain(
      'ディフェンダー 110のディーゼルモデルに、エクスプローラーパックを組み合わせた仕様です。',
    );
    const link = island.container.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['この仕様で続ける', '/models/defender']);

    expect(events()).toEqual([
      { event: 'quiz', quiz: 'defender', action: 'start' },
      { event: 'quiz', quiz: 'defender', action: 'answer', step: 1, label: 'camping,cycling' },
      { event: 'quiz', quiz: 'defender', action: 'answer', step: 2, label: 'off_road,towing' },
      { event: 'quiz', quiz: 'defender', action: 'answer', step: 3, label: 'dog' },
      { event: 'quiz', quiz: 'defender', action: 'complete', result: '110-diesel-explorer' },
    ]);

    await press('もう一度診断する');
    expect(screen()).toBe('welcome');
    expect(document.activeElement).toBe(button('診断をはじめる'));
    expect(events().at(-1)).toEqual({ event: 'quiz', quiz: 'defender', action: 'restart' });
    await press('診断をはじめる');
    expect(count()).toBe('0件選択中');
  });

  it('says to choose one when next is pressed with nothing ticked, and stays', async () => {
    await render();
    await press('診断をはじめる');
    await press('次の質問へ');
    expect(screen()).toBe('activities');
    const alert = island.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('1つ以上お選びください。');
    expect(island.container.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe(alert.id);
    await tick('釣り');
    expect(island.container.querySelector('[role="alert"]')).toBeNull();
    expect(events().filter((e) => 'action' in e && e.action === 'answer')).toEqual([]);
  });

  it('deselects all of the step’s cards, and goes back with the answers kept', async () => {
    await render();
    await press('診断をはじめる');
    await tick('釣り');
    await press('次の質問へ');
    expect(island.container.querySelector('button')!.textContent).toBe('選択をすべて解除');
    expect(island.container.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    await tick('街乗り・通勤');
    await tick('雪道・凍結路');
    expect(count()).toBe('2件選択中');
    expect(island.container.querySelector('button')!.hasAttribute('aria-disabled')).toBe(false);
    await press('選択をすべて解除');
    expect(count()).toBe('0件選択中');
    expect([...island.container.querySelectorAll<HTMLInputElement>('input')].filter((i) => i.checked)).toEqual([]);
    await press('前の質問へ');
    expect(screen()).toBe('activities');
    expect([...island.container.querySelectorAll<HTMLInputElement>('input')].filter((i) => i.checked).map((i) => i.value)).toEqual([
      'fishing',
    ]);
    // The first step has no previous button.
    expect(button('前の質問へ')).toBeUndefined();
  });

  it('shows the recommendation itself, with the reasons that hold, when no variant group has it', async () => {
    const only = [{ ...block.defaultContent.field_groups[0]!, size: '90', fuel_type: 'petrol', pack: 'urban' }];
    await render({}, only);
    await press('診断をはじめる');
    await tick('ショッピング・グルメ巡り');
    await press('次の質問へ');
    await tick('高速道路での長距離移動');
    await press('次の質問へ');
    await tick('ひとりで');
    await press('結果を見る');
    // Recommended: 90 diesel urban; the only group is 90 petrol urban, shown under its own name.
    expect(island.container.querySelector('p')!.textContent).toBe('ディフェンダー 90 ガソリン・アーバンパック');
    expect([...island.container.querySelectorAll('dl dd')].map((d) => d.textContent)).toEqual([
      'ディフェンダー 90（3ドア）',
      'ガソリン',
      '227g/km',
    ]);
    // Its size and pack match the recommendation; its fuel does not, so no fuel reason.
    expect([...island.container.querySelectorAll('section li')].map((li) => li.textContent)).toEqual([
      '少人数での移動が中心のため、取り回しのよいコンパクトな90を選びました。',
      '「ショッピング・グルメ巡り」、「高速道路での長距離移動」に合わせて、このアクセサリーパックを選びました。',
    ]);
  });

  it('uses the editor’s labels, answers and emission figures', async () => {
    await render({
      start_label: 'はじめる',
      activities_answers: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].join('\n'),
      emission_petrol: 199,
      result_title: 'あなたの一台',
    });
    await press('はじめる');
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    await tick('G');
    await press('次の質問へ');
    await tick('街乗り・通勤');
    await press('次の質問へ');
    await tick('ひとりで');
    await press('結果を見る');
    expect(heading().textContent).toBe('あなたの一台');
    expect(island.container.querySelector('dl > div:last-child dd')!.textContent).toBe('199g/km');
  });

  it('falls back to the translations for labels, questions and answers left empty', async () => {
    await render({
      start_label: '',
      activities_title: ' ',
      activities_subtitle: '',
      activities_answers: 'アウトドア\n',
      next_label: '',
      deselect_all_label: '',
    });
    await press('診断をはじめる');
    expect(heading().textContent).toBe('どんなアクティビティを楽しみますか？');
    expect(island.container.querySelector('legend')!.textContent).toContain('当てはまるものをすべてお選びください。');
    // The editor's first line, then the default answers for the lines left out.
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent).slice(0, 3)).toEqual([
      'アウトドア',
      '登山・トレッキング',
      'サイクリング・マウンテンバイク',
    ]);
    expect(button('選択をすべて解除')).toBeTruthy();
    expect(button('次の質問へ')).toBeTruthy();
  });

  it('opens the welcome video in the site’s modal, and closes it', async () => {
    await render({ welcome_video: 'https://www.youtube.com/watch?v=abcdefghijk' });
    const play = island.container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
    expect(play.getAttribute('aria-label')).toBe('動画を再生：あなたにぴったりのディフェンダーを見つける');
    await act(async () => play.click());
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0');
    await act(async () => dialog.querySelector<HTMLButtonElement>('button[aria-label="閉じる"]')!.click());
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('plays an MP4 in the modal with the browser’s controls', async () => {
    await render({ welcome_video: '/demo/defender.mp4' });
    await act(async () => island.container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!.click());
    const video = document.querySelector('dialog video')!;
    expect([video.getAttribute('src'), video.hasAttribute('controls')]).toEqual(['/demo/defender.mp4', true]);
  });
});
