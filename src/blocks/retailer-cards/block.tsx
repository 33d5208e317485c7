import { cardView } from '@/features/retailers/card-items';
import { finderTexts } from '@/features/retailers/finder-texts';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { isLinkButtonVisible, linkAnchorProps } from '@/ui/link-button';
import { defineBlock } from '../types';
import { RetailerFinder } from './islands';
import { loadRetailerCards } from './load.server';
import { retailerCardsIssues } from './rules';
import { retailerCardsTemplate } from './template';
import styles from './retailer-cards.module.css';

const contact = (type: 'phone' | 'whatsapp' | 'email', label: string, href: string, icon = '') => ({ type, icon, label, href });
const service = (icon: string, label: string) => ({ icon, label });

/**
 * Retailer cards (blocks.md §2.6, decision 0066): retailers an editor lists by hand, rendered in
 * full on the server; the island (the retailer locator's) adds the search by city or town, the
 * distances in km or miles, and the map.
 */
export const retailerCards = defineBlock({
  template: retailerCardsTemplate,
  defaultContent: {
    fields: {
      title: 'サービスセンター・ショールーム',
      paragraph: '点検・車検、修理、試乗のご相談は、お近くの拠点へお気軽にお問い合わせください。',
    },
    field_groups: [
      {
        name: 'ランドローバー 東京サービスセンター',
        address: '東京都江東区有明3-5-7',
        city: '江東区',
        postcode: '135-0063',
        opening_hours: '9:30〜18:00（水曜定休）',
        latitude: 35.6305,
        longitude: 139.7925,
        contact_info: [
          contact('phone', '03-5530-1001', '+81355301001'),
          contact('email', 'メールで問い合わせる', 'service-tokyo@dealer.example.jp'),
        ],
        services: [service('wrench', '点検・車検'), service('shield', '鈑金・塗装'), service('car', '代車あり')],
        link: { type: 'internal', url: '/test-drive', label: '整備の予約', target: '_self', button_type: 'tertiary', size: 'small' },
      },
      {
        name: 'ランドローバー 横浜ショールーム',
        address: '神奈川県横浜市西区みなとみらい4-2-1',
        city: '横浜市',
        postcode: '220-0012',
        opening_hours: '10:00〜19:00（火曜定休）',
        latitude: 35.4604,
        longitude: 139.6317,
        contact_info: [
          contact('phone', '045-222-1002', '045-222-1002'),
          contact('whatsapp', 'WhatsApp（英語対応）', '+81452221002'),
          contact('email', 'メールで問い合わせる', 'yokohama@dealer.example.jp'),
        ],
        services: [service('car', '試乗'), service('tag', '認定中古車'), service('calendar', '来店予約')],
        link: null,
      },
      {
        name: 'ランドローバー 名古屋サービスセンター',
        address: '愛知県名古屋市港区港明2-3-4',
        city: '名古屋市',
        postcode: '455-0018',
        opening_hours: '9:30〜18:00（水曜・第2火曜定休）',
        latitude: 35.1107,
        longitude: 136.8857,
        contact_info: [contact('phone', '052-654-1003', '052-654-1003')],
        services: [service('wrench', '点検・車検'), service('info', 'ロードサイドアシスタンス')],
        link: null,
      },
      {
        name: 'ランドローバー 大阪ショールーム',
        address: '大阪府大阪市北区大淀中1-4-1',
        city: '大阪市',
        postcode: '531-0076',
        opening_hours: '10:00〜19:00（火曜定休）',
        latitude: 34.7058,
        longitude: 135.4896,
        contact_info: [
          contact('phone', '06-6455-1004', '+81664551004'),
          contact('email', 'メールで問い合わせる', 'osaka@dealer.example.jp'),
        ],
        services: [service('car', '試乗'), service('calendar', '来店予約')],
        link: null,
      },
    ],
  },
  rules: ({ field_groups }) => retailerCardsIssues(field_groups),
  load: ({ fields }) => loadRetailerCards(fields.show_on_map),
  Component: ({ fields, groups, data, context }) => {
    const { t } = context;
    const retailers = groups.map((card, index) => {
      const link = isLinkButtonVisible(card.link) ? card.link : null;
      const anchor = link ? linkAnchorProps(link) : null;
      return cardView(
        {
          ...card,
          link: link && anchor?.href ? { href: anchor.href, label: link.label ?? '', external: link.target === '_blank' } : null,
        },
        index,
        fields.show_services,
      );
    });
    return (
      <div className={['grid-container', styles.cards].join(' ')}>
        <BlockIntro fields={fields} />
        <RetailerFinder
          retailers={retailers}
          variant={fields.show_on_map ? 'with_map' : 'plain'}
          unit={fields.distance_unit}
          limit={retailers.length}
          headingLevel={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
          provider={data.provider}
          searchable={fields.has_search}
          texts={finderTexts(t, {
            searchLabel: t('retailers.cards_search_label'),
            searchPlaceholder: t('retailers.cards_search_placeholder'),
            searchHint: t('retailers.cards_search_hint'),
          })}
        />
      </div>
    );
  },
});
