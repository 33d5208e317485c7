import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVisibilityCheck } from '@/features/dynamic-content/visibility-check';
import type { StrategySource } from '@/features/dynamic-content/verdict';
import { logger } from '@/lib/logger.server';
import { blockRegistry } from './registry';
import { RenderBlocks } from './render-blocks';
import { loadCarouselVehicles } from './stock-locator-carousel/load.server';
import { parseHtml, renderToHtml, storedBlock, testEnvironment } from './test-rendering';

vi.mock('./stock-locator-carousel/load.server', () => ({ loadCarouselVehicles: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }) }));

const snippet = (id: number, title: string) =>
  storedBlock(id, 'snippet', { fields: { title, block_scroll_id: `s${id}` }, field_groups: [] });

async function renderPage(blocks: Parameters<typeof RenderBlocks>[0]['blocks'], environment = testEnvironment) {
  const html = await renderToHtml(<RenderBlocks blocks={blocks} environment={environment} />);
  return [...parseHtml(html).querySelectorAll('section')].map((s) => ({
    block: s.getAttribute('data-block'),
    id: s.id,
    error: s.querySelector('[data-block-error]')?.textContent ?? null,
    heading: s.querySelector('h2')?.textContent ?? null,
  }));
}

describe('RenderBlocks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the block error for a block whose loader fails, logs it, and renders the others', async () => {
    vi.mocked(loadCarouselVehicles).mockRejectedValue(new Error('search is down'));
    const logged = vi.spyOn(logger, 'error');
    const sections = await renderPage([
      snippet(1, '最初'),
      storedBlock(2, 'stock_locator_carousel', { fields: { title: '在庫' }, field_groups: [] }),
      snippet(3, '最後'),
    ]);
    expect(sections).toEqual([
      { block: 'snippet', id: 's1', error: null, heading: '最初' },
      { block: 'stock_locator_carousel', id: '', error: 'ブロックエラー再試行', heading: null },
      { block: 'snippet', id: 's3', error: null, heading: '最後' },
    ]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ blockId: 2, template: 'stock_locator_carousel' }),
      'block failed to load or render',
    );
  });

  it('shows the block error for an unknown template and for content that no longer fits', async () => {
    const sections = await renderPage([
      storedBlock(1, 'retired_block', { fields: {}, field_groups: [] }),
      storedBlock(2, 'hero_banner', { fields: { title: 42, header_tag: 'h9' }, field_groups: [] }),
      snippet(3, '表示される'),
    ]);
    expect(sections.map((s) => [s.block, s.error, s.heading])).toEqual([
      ['retired_block', 'ブロックエラー再試行', null],
      ['hero_banner', 'ブロックエラー再試行', null],
      ['snippet', null, '表示される'],
    ]);
  });

  it('hides a block on the viewports it is not active on', async () => {
    const html = await renderToHtml(
      <RenderBlocks blocks={[{ ...snippet(1, 'a'), activePositions: ['sm', 'xl'] }]} environment={testEnvironment} />,
    );
    expect(parseHtml(html).querySelector('section')!.className).toBe('block white-theme no-border normal hide-md hide-lg');
  });

  describe('with a dynamic-content strategy (decision 0048)', () => {
    const sources: Record<string, StrategySource> = {
      model_list: { kind: 'names', names: new Set(['defender_110']) },
      reffine_sl: { kind: 'failed' },
    };
    const environment = {
      ...testEnvironment,
      dynamicContent: createVisibilityCheck({ loadSource: async (key) => sources[key] ?? { kind: 'unset' }, warn: () => undefined }),
    };
    const withStrategy = (id: number, title: string, dc_strategy: unknown) =>
      storedBlock(id, 'snippet', { fields: { title, block_scroll_id: `s${id}`, dc_strategy }, field_groups: [] });

    it('renders a block its strategy allows and leaves out, section and all, one it hides', async () => {
      const sections = await renderPage(
        [
          withStrategy(1, 'ディフェンダー', { key: 'model_list', value: 'Defender 110' }),
          withStrategy(2, 'ディスカバリー', { key: 'model_list', value: 'Discovery' }),
          snippet(3, '条件なし'),
        ],
        environment,
      );
      expect(sections.map((s) => s.heading)).toEqual(['ディフェンダー', '条件なし']);
    });

    it('does not load a hidden block’s data', async () => {
      vi.mocked(loadCarouselVehicles).mockClear();
      const sections = await renderPage(
        [
          storedBlock(1, 'stock_locator_carousel', {
            fields: { title: '在庫', dc_strategy: { key: 'model_list', value: 'Discovery' } },
            field_groups: [],
          }),
        ],
        environment,
      );
      expect(sections).toEqual([]);
      expect(loadCarouselVehicles).not.toHaveBeenCalled();
    });

    it('shows the block error when the check failed, or the fallback the strategy names', async () => {
      const sections = await renderPage(
        [
          withStrategy(1, '確認できない', { key: 'REFFINE_SL', value: 'Defender 110' }),
          withStrategy(2, '確認できなくても表示', { key: 'REFFINE_SL', value: 'Defender 110', fallback: 'show' }),
          withStrategy(3, '確認できなければ非表示', { key: 'REFFINE_SL', value: 'Defender 110', fallback: 'hide' }),
        ],
        environment,
      );
      expect(sections.map((s) => [s.id, s.error, s.heading])).toEqual([
        ['s1', 'ブロックエラー再試行', null],
        ['s2', null, '確認できなくても表示'],
      ]);
    });

    it('shows a hidden block in the editor’s preview under a note, keeping every block’s position', async () => {
      const html = await renderToHtml(
        <RenderBlocks
          blocks={[withStrategy(1, '非表示', { key: 'model_list', value: 'Discovery' }), snippet(2, '表示')]}
          environment={environment}
          editorMarks
        />,
      );
      const sections = [...parseHtml(html).querySelectorAll('section')];
      expect(
        sections.map((s) => [s.getAttribute('data-editor-block'), s.hasAttribute('data-dc-hidden'), s.querySelector('h2')?.textContent]),
      ).toEqual([
        ['0', true, '非表示'],
        ['1', false, '表示'],
      ]);
      expect(sections[0]!.querySelector('p')?.textContent).toBe(
        '動的コンテンツの条件により、訪問者にはこのブロックは表示されません（プレビューのみ表示）。',
      );
    });
  });
});

describe('RenderBlocks with blocks that own the blocks after them (page tabs, decision 0058)', () => {
  afterEach(() => vi.restoreAllMocks());

  const tabs = (id: number, counts: number[], fields: Record<string, unknown> = {}) =>
    storedBlock(id, 'section_tabs', {
      fields: { title: `タブ${id}`, block_scroll_id: `tabs${id}`, ...fields },
      field_groups: counts.map((blocks_count, i) => ({ tab_label: `タブ${id}-${i + 1}`, tab_id: `t${id}-${i + 1}`, blocks_count })),
    });

  type Outline = string | Record<string, Outline[][]>;
  /** The page as its sections nest: a block's scroll id, or a tab block's id with its panels' blocks. */
  function outline(parent: Element): Outline[] {
    return [...parent.children]
      .filter((child) => child.tagName === 'SECTION')
      .map((section) => {
        const panels = [...section.querySelectorAll('[data-tab-panel]')].filter((panel) => panel.closest('section') === section);
        return panels.length ? { [section.id]: panels.map(outline) } : section.id || `${section.getAttribute('data-block')}`;
      });
  }

  async function renderOutline(blocks: Parameters<typeof RenderBlocks>[0]['blocks'], environment = testEnvironment, editorMarks = false) {
    const html = await renderToHtml(<RenderBlocks blocks={blocks} environment={environment} editorMarks={editorMarks} />);
    const body = parseHtml(html).body;
    return { body, outline: outline(body) };
  }

  it('hands each tab the next blocks_count blocks, in order, and renders the rest at page level', async () => {
    const { outline: page } = await renderOutline([
      snippet(1, 'a'),
      tabs(2, [2, 1]),
      snippet(3, 'b'),
      snippet(4, 'c'),
      snippet(5, 'd'),
      snippet(6, 'e'),
    ]);
    expect(page).toEqual(['s1', { tabs2: [['s3', 's4'], ['s5']] }, 's6']);
  });

  it('cuts counts past the end of the page, and a tab of no blocks has an empty panel', async () => {
    const { outline: page } = await renderOutline([tabs(1, [0, 1, 5]), snippet(2, 'a'), snippet(3, 'b')]);
    expect(page).toEqual([{ tabs1: [[], ['s2'], ['s3']] }]);
  });

  it('lets a tab block inside a panel own blocks of that panel’s share only', async () => {
    const nested = await renderOutline([
      tabs(1, [3, 1]),
      tabs(2, [1, 1]),
      snippet(3, 'a'),
      snippet(4, 'b'),
      snippet(5, 'c'),
      snippet(6, 'd'),
    ]);
    expect(nested.outline).toEqual([{ tabs1: [[{ tabs2: [['s3'], ['s4']] }], ['s5']] }, 's6']);
    const cut = await renderOutline([tabs(1, [2]), tabs(2, [1, 3]), snippet(3, 'a'), snippet(4, 'b'), snippet(5, 'c')]);
    expect(cut.outline).toEqual([{ tabs1: [[{ tabs2: [['s3'], []] }]] }, 's4', 's5']);
  });

  it('keeps every block’s stored position as its editor mark, inside panels too', async () => {
    const { body } = await renderOutline(
      [snippet(1, 'a'), tabs(2, [1, 1]), snippet(3, 'b'), snippet(4, 'c'), snippet(5, 'd')],
      testEnvironment,
      true,
    );
    const marks = [...body.querySelectorAll('section')].map((s) => [s.id, s.getAttribute('data-editor-block')]);
    expect(marks).toEqual([
      ['s1', '0'],
      ['tabs2', '1'],
      ['s3', '2'],
      ['s4', '3'],
      ['s5', '4'],
    ]);
    expect(body.querySelector('#s3')!.closest('[data-tab-panel]')!.id).toBe('t2-1');
  });

  it('renders the owned blocks through the same renderer: each fails alone', async () => {
    const { body, outline: page } = await renderOutline([
      tabs(1, [2]),
      storedBlock(2, 'hero_banner', { fields: { title: 42 }, field_groups: [] }),
      snippet(3, 'a'),
    ]);
    expect(page).toEqual([{ tabs1: [['hero_banner', 's3']] }]);
    expect(body.querySelector('[data-block="hero_banner"] [data-block-error]')?.textContent).toBe('ブロックエラー再試行');
    expect(body.querySelector('#tabs1 > [data-block-error]')).toBeNull();
  });

  it('renders the blocks after a tab block whose content no longer fits at page level', async () => {
    const broken = storedBlock(1, 'section_tabs', { fields: {}, field_groups: [{ tab_label: 'x', tab_id: 'x', blocks_count: 'two' }] });
    const { outline: page } = await renderOutline([broken, snippet(2, 'a'), snippet(3, 'b')]);
    expect(page).toEqual(['section_tabs', 's2', 's3']);
  });

  it('still shows the blocks of a tab block that fails to render, one after the other under its error', async () => {
    vi.spyOn(blockRegistry.section_tabs, 'Component').mockImplementation(() => {
      throw new Error('broken');
    });
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { body, outline: page } = await renderOutline([tabs(1, [1, 1]), snippet(2, 'a'), snippet(3, 'b'), snippet(4, 'c')]);
    expect(page).toEqual(['tabs1', 's2', 's3', 's4']);
    expect(body.querySelector('#tabs1 [data-block-error]')).not.toBeNull();
  });

  it('leaves out the blocks a hidden tab block owns, and shows them with it in the editor’s preview', async () => {
    const environment = {
      ...testEnvironment,
      dynamicContent: createVisibilityCheck({
        loadSource: async () => ({ kind: 'names', names: new Set(['defender_110']) }) as StrategySource,
        warn: () => undefined,
      }),
    };
    const hidden = tabs(1, [1, 1], { dc_strategy: { key: 'model_list', value: 'Discovery' } });
    const blocks = [hidden, snippet(2, 'a'), snippet(3, 'b'), snippet(4, 'c')];
    expect((await renderOutline(blocks, environment)).outline).toEqual(['s4']);
    expect((await renderOutline(blocks, environment, true)).outline).toEqual([{ tabs1: [['s2'], ['s3']] }, 's4']);
  });
});
