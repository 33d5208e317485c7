// Prepares the e2e database before the server starts (nothing else has the folder open then):
// demo content, plus a page whose stored blocks no longer fit the registry — what a page looks
// like after a template change or removal — to show one broken block never takes a page down.
import { getHandle } from '@/db/client.server';
import { listings, pageBlocks } from '@/db/schema';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { savePage } from '@/features/pages/page-editing.server';
import { seedDemoSite } from '@/server/demo/seed-demo.server';
import { systemActor } from '@/features/auth/permissions';

const handle = await getHandle();
await seedDemoSite();
const { page } = await savePage(systemActor('e2e data'), {
  path: '/e2e/broken-block',
  title: '壊れたブロックの確認',
  page_type: 'page',
  status: 'published',
  disable_seo_tracking: true,
  http_code: 301,
  link_new_window: false,
  blocks: validatePageBlocks([
    {
      template_key: 'snippet',
      active_positions: [],
      content: { fields: { title: '最初のブロック', paragraph: '<p>このブロックは表示されます。</p>' }, field_groups: [] },
    },
    {
      template_key: 'snippet',
      active_positions: [],
      content: { fields: { title: '最後のブロック', paragraph: '<p>このブロックも表示されます。</p>' }, field_groups: [] },
    },
  ]),
});
await handle.db.insert(pageBlocks).values([
  { pageId: page.id, position: 1, templateKey: 'hero_banner', content: { fields: { title: 42, header_tag: 'h9' }, field_groups: [] } },
  { pageId: page.id, position: 1, templateKey: 'retired_block', content: { fields: {}, field_groups: [] } },
]);
// A listing of its own for the stock-import journey, so the cars it imports never change what the
// stock-locator journeys count and click on jp-main.
await handle.db.insert(listings).values({ id: 'e2e-imports', name: 'E2E 取り込み確認' }).onConflictDoNothing();
await handle.close();
console.log('e2e data ready');
