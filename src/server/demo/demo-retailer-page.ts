import type { PageInput } from '@/features/pages/page-input';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The demo retailer page (issue 13 item 7): the retailer locator with its map over the demo
 * dealers, hand-picked service centres as retailer cards, and the flagship showroom and service
 * centre with their structured data. The e2e journeys of tests/e2e/retailer-locator.spec.ts visit it.
 */
export const retailerPagePath = '/retailers';

export const demoRetailerPage: PageInput = page({
  path: retailerPagePath,
  title: '販売店を探す',
  meta_description:
    'お近くのランドローバー正規販売店とサービスセンターを、郵便番号・都道府県・市区町村や現在地から探せます。営業時間、電話番号、経路もご案内します。',
  blocks: [
    block('retailer_locator', {
      title: '販売店を探す',
      header_tag: 'h1',
      header_size: 'xl',
      paragraph: '郵便番号や市区町村名を入力するか、「現在地から探す」で、お近くの正規販売店を近い順にご案内します。',
      variant: 'with_map',
      results_limit: 10,
    }),
    block('retailer_cards', {
      block_scroll_id: 'service',
      title: 'サービスセンター・ショールーム',
      header_tag: 'h2',
    }),
    block('retailer_schema', { block_scroll_id: 'flagship', header_tag: 'h2' }),
    block('service_schema', { block_scroll_id: 'service-centre', header_tag: 'h2' }),
  ],
});
