import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { blockRegistry } from '../registry';
import { RenderBlocks } from '../render-blocks';
import { parseHtml, renderBlockSection, renderToHtml, storedBlock, testEnvironment } from '../test-rendering';
import type { StoredContent } from '../types';
import { mapUpdateTexts, stepLines } from './block';

const defaults = blockRegistry.select_vehicle_to_update.defaultContent as StoredContent;
const snippet = (title: string) => ({ fields: { title, header_tag: 'h3', paragraph: `<p>${title}の本文</p>` }, field_groups: [] });

describe('select vehicle to update', () => {
  it('renders its default content: the dropdowns and buttons, an empty count, and each system with its steps in a disclosure', async () => {
    const section = await renderBlockSection('select_vehicle_to_update');
    expect(section.querySelector('h2')!.textContent).toBe('地図・ソフトウェアの更新方法');
    const [parent, child] = [...section.querySelectorAll('select')];
    expect([...parent!.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '車種を選択してください',
      'ディフェンダー',
      'ディスカバリー スポーツ',
      'レンジローバー',
    ]);
    expect(child!.hasAttribute('disabled')).toBe(true);
    expect([...section.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['表示する', 'クリア']);
    expect(section.querySelector('[role="status"]')!.textContent).toBe('');
    expect(section.querySelector('a[href^="#"]')!.textContent).toBe('すべてのシステムを見る');
    // Every system is in the HTML (shown without JavaScript by CSS), none chosen yet; each system
    // title is an h3 under the block's h2.
    const items = [...section.querySelectorAll('li[class]')].filter((li) => li.querySelector('h3'));
    expect(items.map((li) => [li.querySelector('h3')!.textContent, li.hasAttribute('data-shown')])).toEqual([
      ['Pivi Pro', false],
      ['Touch Pro', false],
    ]);
    const pivi = items[0]!.querySelector('details')!;
    expect(pivi.querySelector('summary')!.textContent).toBe('更新方法を見る');
    expect([...pivi.querySelectorAll('ol > li')].map((li) => li.textContent)[1]).toBe(
      'ホーム画面で「設定」→「すべての設定」→「ソフトウェア・アップデート」を選びます。',
    );
  });

  it('puts the blocks each system holds into its modal content, not on the page', async () => {
    const content = {
      ...defaults,
      field_groups: [
        { ...defaults.field_groups[0], blocks_count: 2 },
        { ...defaults.field_groups[1], blocks_count: 1 },
      ],
    };
    const html = await renderToHtml(
      <RenderBlocks
        blocks={[
          storedBlock(1, 'select_vehicle_to_update', content),
          storedBlock(2, 'snippet', snippet('Pivi Proの動画')),
          storedBlock(3, 'snippet', snippet('Pivi Proのよくある質問')),
          storedBlock(4, 'snippet', snippet('Touch Proの地図更新ツール')),
          storedBlock(5, 'snippet', snippet('ページの続き')),
        ]}
        environment={testEnvironment}
      />,
    );
    const page = parseHtml(html);
    const top = [...page.body.children].map((el) => el.getAttribute('data-block'));
    expect(top).toEqual(['select_vehicle_to_update', 'snippet']);
    const details = [...page.querySelectorAll('details')];
    expect(details.map((d) => [...d.querySelectorAll('h3')].map((h) => h.textContent))).toEqual([
      ['Pivi Proの動画', 'Pivi Proのよくある質問'],
      ['Touch Proの地図更新ツール'],
    ]);
  });

  it('offers the modal to a system with blocks and no steps, and none to a system with neither', async () => {
    const content = {
      ...defaults,
      field_groups: [
        { ...defaults.field_groups[0], steps: '', blocks_count: 1 },
        { ...defaults.field_groups[1], steps: ' \n ', blocks_count: 0 },
      ],
    };
    const page = parseHtml(
      await renderToHtml(
        <RenderBlocks
          blocks={[storedBlock(1, 'select_vehicle_to_update', content), storedBlock(2, 'snippet', snippet('手順の動画'))]}
          environment={testEnvironment}
        />,
      ),
    );
    expect([...page.querySelectorAll('details')].map((d) => d.textContent)).toEqual(['更新方法を見る手順の動画手順の動画の本文']);
  });

  it('reads one step per line, blank lines left out', () => {
    expect(stepLines(' 接続します。\r\n\n  更新を選びます。 \n')).toEqual(['接続します。', '更新を選びます。']);
    expect(stepLines(undefined)).toEqual([]);
  });

  it('words its controls as the spec does in English, in Japanese by default, or as the editor sets them', () => {
    expect(mapUpdateTexts({}, getT('en'))).toMatchObject({
      showMe: 'Show me',
      clear: 'Clear',
      results: '{amount} Results for {parent} {child}',
      viewAll: 'View all systems',
      modalTitle: 'HOW TO UPDATE',
    });
    expect(mapUpdateTexts({}, getT('ja'))).toMatchObject({
      showMe: '表示する',
      clear: 'クリア',
      results: '{parent} {child}のシステム：{amount}件',
      modalTitle: '更新方法',
      modelYear: '{year}年モデル',
    });
    expect(
      mapUpdateTexts({ results_text: '{amount}件：{parent}', modal_title: 'アップデート手順', show_me_label: '検索' }, getT('ja')),
    ).toMatchObject({
      results: '{amount}件：{parent}',
      modalTitle: 'アップデート手順',
      showMe: '検索',
    });
  });

  it('refuses to save a mapper that names an item that does not exist, at the mapper field', () => {
    const { save } = blockRegistry.select_vehicle_to_update.schemas;
    const bad = {
      ...defaults,
      fields: {
        ...defaults.fields,
        mapper: {
          dropdowns: [{ label: 'x', key: 'x', children: [2024] }],
          subblocks_groups: [{ key: 'nope', match_dropdowns: [{ parent_key: 'x', child_key: [2024] }] }],
        },
      },
    };
    const result = save.safeParse(bad);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.mapper', 'マッパーJSONの subblocks_groups[0].key：key「nope」の項目がありません。項目のkeyと同じ値にしてください'],
    ]);
  });
});
