import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger.server';
import { RenderBlocks } from './render-blocks';
import { loadCarouselVehicles } from './stock-locator-carousel/load.server';
import { parseHtml, renderToHtml, storedBlock, testEnvironment } from './test-rendering';

vi.mock('./stock-locator-carousel/load.server', () => ({ loadCarouselVehicles: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }) }));

const snippet = (id: number, title: string) =>
  storedBlock(id, 'snippet', { fields: { title, block_scroll_id: `s${id}` }, field_groups: [] });

async function renderPage(blocks: Parameters<typeof RenderBlocks>[0]['blocks']) {
  const html = await renderToHtml(<RenderBlocks blocks={blocks} environment={testEnvironment} />);
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
});
