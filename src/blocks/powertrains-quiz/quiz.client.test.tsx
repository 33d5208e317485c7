// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { mountedIsland } from '../quiz-kit/island-test-support';
import { blockRegistry } from '../registry';
import { testImage } from '../test-rendering';
import { PowertrainsQuiz } from './quiz.client';
import { powertrainsQuizView } from './view';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));

const block = blockRegistry.powertrains_quiz;
type View = Parameters<typeof powertrainsQuizView>;

function resolved(fields: Record<string, unknown> = {}, groups?: Record<string, unknown>[]) {
  const content = block.schemas.render.parse({
    fields: { ...block.defaultContent.fields, ...fields },
    field_groups: groups ?? block.defaultContent.field_groups,
  });
  return {
    fields: content.fields as unknown as View[0],
    groups: content.field_groups.map((g) => {
      const image = g.image as { id: number; alt?: string };
      return { ...g, image: testImage(image.id, image.alt ?? '', 'standard') };
    }) as unknown as View[1],
  };
}

const island = mountedIsland();
const { button, press, choose, events } = island;

async function render(fields: Record<string, unknown> = {}, groups?: Record<string, unknown>[]) {
  const { fields: f, groups: g } = resolved(fields, groups);
  await island.render(<PowertrainsQuiz {...powertrainsQuizView(f, g, { t: getT('ja'), blockId: 9 })} />);
}

const screen = () => island.container.querySelector('[data-quiz-screen]')!.getAttribute('data-quiz-screen');
const heading = () => island.container.querySelector<HTMLElement>('h3')!;

async function answerAll(labels: string[]) {
  for (const [i, label] of labels.entries()) {
    await choose(label);
    await press(i === labels.length - 1 ? '結果を見る' : '次の質問へ');
  }
}

describe('PowertrainsQuiz', () => {
  it('asks five questions with progress, focus on each heading, and shows the matched result with benefits and summary', async () => {
    await render();
    expect(screen()).toBe('owner');
    await choose('個人で所有する');
    await press('次の質問へ');
    expect(screen()).toBe('charging');
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('ご自宅や職場で充電できますか？');
    expect(island.container.textContent).toContain('質問 2／5');
    await choose('自宅で充電できる');
    await press('次の質問へ');
    await choose('市街地が中心');
    await press('次の質問へ');
    expect(screen()).toBe('daily_distance');
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '40km未満',
      '40〜80km',
      '80〜120km',
      '120〜160km',
      '160km超',
    ]);
    await choose('40〜80km');
    await press('次の質問へ');
    expect(screen()).toBe('towing');
    expect(button('次の質問へ')).toBeUndefined();
    await choose('ときどきけん引する');
    await press('結果を見る');

    expect(screen()).toBe('result');
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('あなたにおすすめのパワートレインプラグインハイブリッド（PHEV）');
    expect(island.container.querySelector('[role="status"]')!.textContent).toBe('診断結果：プラグインハイブリッド（PHEV）');
    expect(island.container.textContent).toContain('個人のお客様向けのご提案です');
    expect(island.container.querySelector('img')!.getAttribute('alt')).toBe('澄んだ空の下、郊外の道を走るSUV（イラスト）');
    expect(island.container.querySelector('h4')!.textContent).toBe('主なメリット');
    expect([...island.container.querySelectorAll('h4 + ul li')].map((li) => li.textContent)).toEqual([
      'ふだんの移動の多くを電気だけで走行',
      '夜間に自宅で充電すれば、燃料代を抑えられる',
      '国のCEV補助金の対象となる場合があります（年度・車種により異なります）',
    ]);
    const link = island.container.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['PHEVモデルを見る', '/models']);
    const summary = island.container.querySelector('section')!;
    expect(summary.querySelector('h4')!.textContent).toBe('あなたの回答と、選んだ理由');
    expect(summary.querySelector('p')!.textContent).toBe(
      '充電でき、1日の走行距離が80km未満のため、日々の移動の多くを電気だけで走れるプラグインハイブリッドをおすすめします。',
    );
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '個人でのご所有',
      '自宅で充電できる',
      '市街地の走行が中心',
      '1日の走行距離は40〜80km',
      'ときどきけん引する',
    ]);
    expect(island.container.textContent).toContain('EV走行距離（充電電力使用時走行距離）はWLTCモードによる値です。');

    expect(events()).toEqual([
      { event: 'powertrain_tool', action: 'select', label: 'owner:private' },
      { event: 'powertrain_tool', action: 'select', label: 'charging:home' },
      { event: 'powertrain_tool', action: 'select', label: 'roads:city' },
      { event: 'powertrain_tool', action: 'select', label: 'daily_distance:40_80' },
      { event: 'powertrain_tool', action: 'select', label: 'towing:occasionally' },
      { event: 'powertrain_tool', action: 'calculate', powertrain: 'phev', label: 'private' },
    ]);

    await press('もう一度診断する');
    expect(screen()).toBe('owner');
    expect(document.activeElement).toBe(heading());
    expect([...island.container.querySelectorAll<HTMLInputElement>('input')].some((i) => i.checked)).toBe(false);
  });

  it('shows the business result for a business owner who tows often', async () => {
    await render();
    await answerAll(['法人・個人事業主として所有する', '定期的に充電できる場所はない', '市街地が中心', '40km未満', 'よくけん引する']);
    expect(heading().textContent).toBe('あなたにおすすめのパワートレインディーゼル マイルドハイブリッド（MHEV）');
    expect(island.container.textContent).toContain('法人のお客様向けのご提案です');
    expect(island.container.querySelector('a')!.textContent).toBe('法人のお客様の商談を予約する');
    expect(island.container.querySelector('section p')!.textContent).toBe(
      'よくけん引されるため、けん引能力とトルクに優れるディーゼル マイルドハイブリッドをおすすめします。',
    );
  });

  it('says to choose an answer when next is pressed without one, and stays', async () => {
    await render();
    await press('次の質問へ');
    expect(screen()).toBe('owner');
    const alert = island.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('回答を1つお選びください。');
    expect(island.container.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe(alert.id);
    await choose('個人で所有する');
    expect(island.container.querySelector('[role="alert"]')).toBeNull();
    expect(events()).toEqual([]);
  });

  it('goes back with the earlier answer still chosen', async () => {
    await render();
    await choose('法人・個人事業主として所有する');
    await press('次の質問へ');
    await press('前の質問へ');
    expect(screen()).toBe('owner');
    expect([...island.container.querySelectorAll<HTMLInputElement>('input')].filter((i) => i.checked).map((i) => i.value)).toEqual([
      'business',
    ]);
  });

  it('falls back to the other owner’s result, without the owner line, and to the powertrain’s name without any', async () => {
    const [phevPrivate, , dieselPrivate] = block.defaultContent.field_groups;
    await render({}, [phevPrivate!, dieselPrivate!]);
    await answerAll(['法人・個人事業主として所有する', '職場や近くの施設で充電できる', '市街地と郊外が半々', '40km未満', 'けん引しない']);
    expect(heading().textContent).toBe('あなたにおすすめのパワートレインプラグインハイブリッド（PHEV）');
    expect(island.container.textContent).not.toContain('のお客様向けのご提案です');
    expect(island.container.querySelector('a')!.textContent).toBe('PHEVモデルを見る');

    await press('もう一度診断する');
    await answerAll(['個人で所有する', '定期的に充電できる場所はない', '市街地が中心', '40km未満', 'けん引しない']);
    // Petrol has no result group: its name, the reason and the summary, nothing else.
    expect(heading().textContent).toBe('あなたにおすすめのパワートレインガソリン マイルドハイブリッド（MHEV）');
    expect(island.container.querySelector('img')).toBeNull();
    expect(island.container.querySelectorAll('section li')).toHaveLength(5);
  });
});
