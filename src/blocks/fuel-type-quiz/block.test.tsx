import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { findElement, refusalOf, testLink as link } from '../quiz-kit/test-support';
import { blockRegistry } from '../registry';
import { parseHtml, renderBlockSection, renderToHtml, testEnvironment, testImage } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import { fuelQuestionViews } from './questions';
import { FuelAlternativeView, FuelResultView } from './result-view';
import type { FuelResultFields } from './template';

const t = getT('ja');
const defaults = blockRegistry.fuel_type_quiz.defaultContent;
/** The Japanese messages a save refuses these items with, by pointer. */
const refusal = (field_groups: Record<string, unknown>[]) =>
  refusalOf(() => validateBlockContent('fuel_type_quiz', { fields: {}, field_groups }));

const fullView: FuelResultFields = {
  fuel_type: 'phev',
  title: 'プラグインハイブリッド車',
  image: testImage(101300, '山道を走るSUV', 'standard'),
  introduction: '近距離は電気で、遠出はエンジンで。',
  description: '一段落目。\n\n二段落目。',
  advantages: '近距離は電気だけで走れる\n充電切れの心配がない',
  disadvantages: '充電しないと燃費を活かせない',
  vehicle_link: link('/stock?phev', 'PHEVの在庫を見る'),
  other_option_link: link('/models', 'PHEVも見てみる'),
  aside_title: '販売店に相談する',
  aside_text: '充電環境に合わせてご提案します。',
  aside_primary_link: link('/contact', '相談する'),
  aside_secondary_link: link('/test-drive', '試乗を予約する'),
};

describe('fuel type quiz block', () => {
  it('renders its default content: title, intro and a “get started” that waits for the island', async () => {
    const section = await renderBlockSection('fuel_type_quiz');
    const title = section.querySelector('h2')!;
    expect(title.textContent).toBe('あなたに合うパワートレインは？');
    const quiz = section.querySelector('[data-quiz="fuel_type"]')!;
    expect(quiz.getAttribute('data-step')).toBe('0');
    expect(quiz.textContent).toContain('5つの質問に答えるだけで');
    expect(quiz.querySelector('img')!.getAttribute('alt')).toBe('湖畔に停まるSUV');
    const start = quiz.querySelector('button')!;
    expect([start.textContent, start.hasAttribute('disabled')]).toEqual(['はじめる', true]);
    expect(quiz.querySelector('[role="status"]')!.textContent).toBe('');
    // The intro paragraph is the quiz's, not repeated under the title.
    expect(section.textContent!.match(/5つの質問に答えるだけで/g)).toHaveLength(1);
  });

  it('without JavaScript shows each fuel type’s heading, introduction and description', async () => {
    const section = await renderBlockSection('fuel_type_quiz');
    const overview = section.querySelector('noscript')!;
    expect(overview.textContent).toContain('JavaScriptを有効にすると、5つの質問に答えて');
    expect([...overview.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'ガソリン車',
      'ディーゼル車',
      'プラグインハイブリッド車（PHEV）',
      '電気自動車（BEV）',
    ]);
    for (const view of defaults.field_groups) {
      expect(overview.textContent).toContain(view.introduction);
      expect(overview.textContent).toContain(view.description);
    }
  });

  it('lists the fuel types in their own order whatever the items’ order, the first item of a type winning', async () => {
    const [petrol, diesel, phev] = defaults.field_groups;
    const section = await renderBlockSection('fuel_type_quiz', {
      groups: [phev!, petrol!, { ...diesel!, fuel_type: 'petrol', title: '二つ目のガソリン' }],
    });
    expect([...section.querySelectorAll('noscript h3')].map((h) => h.textContent)).toEqual([
      'ガソリン車',
      'プラグインハイブリッド車（PHEV）',
    ]);
  });

  it('shows only the intro when it has no result views', async () => {
    const section = await renderBlockSection('fuel_type_quiz', { groups: [] });
    expect(section.querySelector('[data-quiz]')).toBeNull();
    expect(section.querySelector('button')).toBeNull();
    expect(section.textContent).toContain('5つの質問に答えるだけで');
  });

  it('heads the questions and results one level below its title, or at its level without one', async () => {
    const props = (fields: Record<string, unknown>) => islandProps(fields);
    expect(props({}).headingLevel).toBe('h3');
    expect(props({}).subHeadingLevel).toBe('h4');
    expect(props({ header_tag: 'h3' }).headingLevel).toBe('h4');
    expect(props({ title: '' }).headingLevel).toBe('h2');
    expect(props({ title: '' }).titleId).toBeUndefined();
  });

  it('names the “also consider” label from its field, or in Japanese when left empty', () => {
    expect(islandProps({}).alsoConsiderLabel).toBe('こちらもおすすめ');
    expect(islandProps({ also_consider_label: '' }).alsoConsiderLabel).toBe('こちらもおすすめ');
    expect(islandProps({ also_consider_label: 'ほかにも' }).alsoConsiderLabel).toBe('ほかにも');
    expect(islandProps({}).startAgainLabel).toBe('もう一度診断する');
  });

  it('announces each result by its heading', () => {
    const views = islandProps({}).views as Record<string, { name: string; announcement: string }>;
    expect(Object.keys(views)).toEqual(['petrol', 'diesel', 'phev', 'bev']);
    expect(views.bev).toMatchObject({ name: '電気自動車（BEV）', announcement: '診断結果：電気自動車（BEV）' });
  });

  it('refuses two items of one fuel type and an empty quiz, in Japanese at the field', () => {
    const [petrol, diesel] = defaults.field_groups;
    expect(refusal(defaults.field_groups as never)).toEqual({});
    expect(refusal([petrol!, diesel!, { ...petrol!, title: '別のガソリン' }])).toEqual({
      'content.field_groups.2.fuel_type': '3番目の項目「ガソリン車」は1番目の項目と同じ種類です。種類ごとに1つにしてください。',
    });
    expect(refusal([])).toEqual({ 'content.field_groups': '結果の項目を1つ以上追加してください。' });
    const five = blockRegistry.fuel_type_quiz.schemas.save.safeParse({ fields: {}, field_groups: [...defaults.field_groups, petrol] });
    expect(five.error?.issues.map((i) => i.message)).toContain('At most 4 items');
  });
});

describe('fuel type quiz questions', () => {
  it('writes the bands of blocks.md §9 into the answers', () => {
    const [yearly, journey, kinds, charging, long] = fuelQuestionViews(t, { ask_road_type: false, ask_driving_style: false });
    expect(yearly!.options.map((o) => o.label)).toEqual(['11,000km未満', '11,000〜24,000km', '24,000kmを超える']);
    expect(journey!.options.map((o) => o.label)).toEqual(['16km未満', '16〜48km', '48〜160km', '160kmを超える']);
    expect([kinds!.multiple, kinds!.hint]).toEqual([true, '当てはまるものをすべて選んでください。']);
    expect(yearly!.hint).toBeUndefined();
    expect(charging!.title).toBe('自宅や職場で充電できますか？');
    expect(charging!.options.map((o) => o.label)).toEqual([
      '自宅に充電設備がある',
      '自宅に充電設備を設置できる',
      '職場や近所で充電できる',
      '充電できる場所がない',
    ]);
    expect(long!.title).toBe('300kmを超える長距離ドライブをよくしますか？');
    expect(long!.options.map((o) => o.value)).toEqual(['often', 'sometimes', 'rarely']);
  });

  it('asks the road type and the driving style when the editor chooses them', () => {
    const asked = fuelQuestionViews(t, { ask_road_type: true, ask_driving_style: true });
    expect(asked.map((q) => q.title)).toEqual([
      '1年間に走る距離はどのくらいですか？',
      'ふだん1回の運転で走る距離は？',
      'どのような運転をしますか？',
      '主に走るのはどのような道ですか？',
      'あなたの運転スタイルに近いものは？',
    ]);
    expect(asked[3]!.options.map((o) => o.label)).toEqual(['市街地', '郊外の一般道', '高速道路', '山道や未舗装路']);
    expect(asked[4]!.options.map((o) => o.label)).toEqual([
      'ゆったり走り、経済性を重視',
      '快適さと力強さのバランス',
      '力強い加速とスポーティな走り',
    ]);
  });

  it('is in English too', () => {
    const [yearly] = fuelQuestionViews(getT('en'), { ask_road_type: false, ask_driving_style: false });
    expect(yearly!.options.map((o) => o.label)).toEqual(['Under 11,000 km', '11,000–24,000 km', 'Over 24,000 km']);
  });
});

describe('fuel type result views', () => {
  it('show every part of a result: image, heading, introduction, description, both lists, vehicle link and the aside box', async () => {
    const html = await renderToHtml(<FuelResultView view={fullView} t={t} level="h3" subLevel="h4" />);
    const view = parseHtml(html).body.firstElementChild as HTMLElement;
    expect(view.getAttribute('data-fuel-type')).toBe('phev');
    expect(view.querySelector('img')!.getAttribute('alt')).toBe('山道を走るSUV');
    expect(view.querySelector('h3')!.textContent).toBe('プラグインハイブリッド車');
    expect(view.textContent).toContain('あなたにおすすめのパワートレイン');
    expect([...view.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'あなたにおすすめのパワートレイン',
      '近距離は電気で、遠出はエンジンで。',
      '一段落目。',
      '二段落目。',
      '充電環境に合わせてご提案します。',
    ]);
    const lists = [...view.querySelectorAll('[data-list]')].map((list) => [
      list.querySelector('h4')!.textContent,
      [...list.querySelectorAll('li')].map((li) => li.textContent),
    ]);
    expect(lists).toEqual([
      ['メリット', ['近距離は電気だけで走れる', '充電切れの心配がない']],
      ['デメリット', ['充電しないと燃費を活かせない']],
    ]);
    expect([...view.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['PHEVの在庫を見る', '/stock?phev'],
      ['相談する', '/contact'],
      ['試乗を予約する', '/test-drive'],
    ]);
    expect([...view.querySelectorAll('h4')].map((h) => h.textContent)).toContain('販売店に相談する');
  });

  it('leave out the parts an editor left empty', async () => {
    const bare = { fuel_type: 'diesel', title: 'ディーゼル車', image: null, vehicle_link: null } as unknown as FuelResultFields;
    const view = parseHtml(await renderToHtml(<FuelResultView view={bare} t={t} level="h3" subLevel="h4" />)).body;
    expect(view.querySelector('h3')!.textContent).toBe('ディーゼル車');
    expect(view.querySelectorAll('img, ul, h4, a')).toHaveLength(0);
    expect(view.querySelectorAll('p')).toHaveLength(1);
  });

  it('as “also consider”: picture, introduction and the other-option link, no heading of its own', async () => {
    const view = parseHtml(await renderToHtml(<FuelAlternativeView view={fullView} />)).body;
    expect(view.querySelector('img')!.getAttribute('alt')).toBe('山道を走るSUV');
    expect(view.textContent).toBe('近距離は電気で、遠出はエンジンで。PHEVも見てみる');
    expect(view.querySelector('a')!.getAttribute('href')).toBe('/models');
    expect(view.querySelector('h3, h4')).toBeNull();
  });
});

/** The props the block hands its island, for `fields` over the defaults. */
function islandProps(fields: Record<string, unknown>): Record<string, unknown> {
  const block = blockRegistry.fuel_type_quiz;
  const content = block.schemas.render.parse({ fields: { ...defaults.fields, ...fields }, field_groups: defaults.field_groups });
  const tree = block.Component({
    fields: { ...content.fields, image: null } as never,
    groups: content.field_groups.map((g) => ({ ...g, image: null })) as never,
    data: undefined,
    context: { index: 0, blockId: 3, t: testEnvironment.t },
  });
  const found = findElement(tree, (props) => 'alsoConsiderLabel' in props);
  if (!found) throw new Error('no island');
  return found.props as Record<string, unknown>;
}
