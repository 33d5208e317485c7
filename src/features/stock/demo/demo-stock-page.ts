import type { PageInput } from '@/features/pages/page-input';
import { demoListing } from './demo-dealers';

/**
 * The demo site's search page (a stock_locator block on the demo listing) and its navigation entry,
 * as data: the content seed validates the block against its template (defaults fill the filter
 * toggles and card icons) and saves both.
 */
export const demoStockPage = {
  path: '/stock',
  title: '在庫車検索',
  meta_description: '全国の正規販売店の新車・認定中古車・中古車の在庫を検索。支払総額で比較できます。',
  page_type: 'page',
  status: 'published',
  disable_seo_tracking: false,
  http_code: 301,
  link_new_window: false,
  blocks: [
    {
      template_key: 'stock_locator',
      active_positions: [],
      content: { fields: { ci_key_list: demoListing.id, vehicles_headline: '在庫車を探す' }, field_groups: [] },
    },
  ],
} satisfies Partial<PageInput>;

/** Second entry of the main navigation. */
export const demoStockNavEntry = { label: '在庫車検索', url: demoStockPage.path, position: 1 } as const;
