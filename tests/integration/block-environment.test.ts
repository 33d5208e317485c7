import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { loadBlockEnvironment } from '@/blocks/block-environment.server';
import { RenderBlocks } from '@/blocks/render-blocks';
import { saveSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

withFreshDatabase();
// The block error's retry button refreshes through the app router, which only a running app has.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }) }));

async function renderBlocks(blocks: { templateKey: string; fields: Record<string, unknown> }[]): Promise<string> {
  const environment = await loadBlockEnvironment(getT('ja'));
  const stored = blocks.map((b, i) => ({
    id: i + 1,
    templateKey: b.templateKey,
    activePositions: [],
    content: { fields: b.fields, field_groups: [] },
  }));
  const { prelude } = await prerender(createElement(RenderBlocks, { blocks: stored, environment }));
  return new Response(prelude).text();
}

describe('blocks rendered with the site settings', () => {
  it('resolves predefined link aliases and keeps iframes only from the allowed hosts', async () => {
    await saveSetting(tester, 'predefined_links', JSON.stringify([{ alias: 'test-drive', url: '/forms/test-drive' }]));
    await saveSetting(tester, 'html_filter.iframe_hosts', JSON.stringify(['maps.example.com']));
    const html = await renderBlocks([
      { templateKey: 'snippet', fields: { title: '試乗', buttons: [{ url: 'alias:test-drive', label: '試乗予約' }] } },
      {
        templateKey: 'html_box',
        fields: { html: '<iframe src="https://maps.example.com/embed"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>' },
      },
    ]);
    expect(html).toContain('href="/forms/test-drive"');
    expect(html).toContain('src="https://maps.example.com/embed"');
    expect(html).not.toContain('youtube.com');
  });

  it('keeps the place of an image that is not in the media library', async () => {
    const html = await renderBlocks([
      { templateKey: 'hero_banner', fields: { title: '見出し', image: { id: 987654, alt: '消えた写真' } } },
    ]);
    expect(html).toContain('role="img" aria-label="消えた写真" style="aspect-ratio:900 / 500"');
    expect(html).toContain('見出し');
  });

  it('shows the block error text from the settings', async () => {
    await saveSetting(tester, 'blocks.error_msg', 'ただいま表示できません');
    const html = await renderBlocks([{ templateKey: 'retired_block', fields: {} }]);
    expect(html).toContain('ただいま表示できません');
  });
});
