import type { PageInput } from '@/features/pages/page-input';
import { blockRegistry, type BlockKey } from '@/blocks/registry';
import { demoBlock, demoPage } from './demo-blocks';
import { demoLegalPages, legalPaths } from './demo-legal-pages';
import { demoModelCards } from './demo-model-cards';
import { demoModelPages } from './demo-model-pages';
import { demoFinancePage } from './demo-finance-page';
import { demoRetailerPage } from './demo-retailer-page';
import { demoOwnerPages } from './demo-owner-pages';
import { demoRangePage } from './demo-range-page';
import { demoQuizPages } from './demo-quiz-pages';
import { demoRecommenderPages } from './demo-recommender-pages';
import { demoRentPage } from './demo-rent-page';

const block = demoBlock;
const page = demoPage;

/** Japanese demo content: a small but complete site that exercises every first block. */
export const demoPages: PageInput[] = [
  page({
    path: '/',
    title: 'ランドローバー',
    meta_description: 'ランドローバー公式サイト。レンジローバー、ディフェンダー、ディスカバリーのラインアップ、在庫車検索、販売店情報。',
    image_id: 101300,
    blocks: [
      block('hero_banner'),
      block('in_page_navigation', {}, [
        { label: 'ブランド', blockId: 'brand' },
        { label: 'ラインアップ', blockId: 'lineup' },
        { label: 'よくあるご質問', blockId: 'faq' },
      ]),
      block('snippet', { block_scroll_id: 'brand' }),
      block('content_blocks', { block_scroll_id: 'lineup' }, [
        {
          title: 'レンジローバー',
          paragraph: '比類なき洗練と静粛性。',
          image: { id: 101302, alt: 'レンジローバー' },
          link: { type: 'internal', url: '/models', label: '詳しく見る', button_type: 'tertiary' },
        },
        {
          title: 'ディフェンダー',
          paragraph: 'あらゆる地形に挑むタフネス。',
          image: { id: 101303, alt: 'ディフェンダー' },
          link: { type: 'internal', url: '/models', label: '詳しく見る', button_type: 'tertiary' },
        },
        {
          title: 'ディスカバリー',
          paragraph: '7人で出かける、上質な冒険。',
          image: { id: 101304, alt: 'ディスカバリー' },
          link: { type: 'internal', url: '/models', label: '詳しく見る', button_type: 'tertiary' },
        },
      ]),
      block('stock_locator_carousel'),
      block('immersive_hero', { header_tag: 'h2', header_size: 'xl' }),
      block('accordion', { block_scroll_id: 'faq', theme: 'light-theme' }, [
        { title: '試乗の予約はできますか？', content: '<p>はい。お近くの正規販売店にて承ります。オンラインでのご予約も可能です。</p>' },
        {
          title: '支払総額とは何ですか？',
          content: '<p>車両本体価格に、税金・自賠責保険料・登録費用などの諸費用を加えた、消費税込みのお支払い総額です。</p>',
        },
        { title: 'オンラインで車両を予約できますか？', content: '<p>在庫車の一部は、申込金不要でオンライン予約いただけます。</p>' },
      ]),
      block('html_box', { html: '<p style="text-align:center">ショールーム営業時間：10:00〜18:00（火曜定休）</p>' }),
    ],
  }),
  page({
    path: '/models',
    title: 'モデル一覧',
    meta_description: 'ランドローバーの全モデルラインアップ。',
    image_id: 101302,
    blocks: [
      block('hero_banner', {
        title: 'モデル一覧',
        paragraph: 'あなたの冒険にふさわしい一台を。',
        image: { id: 101302, alt: '湖畔に停まるSUV' },
        // A form link: opens the test drive form in a modal (its page /forms/test_drive without JavaScript).
        buttons: [{ type: 'form', form_id: 'test_drive', label: '試乗を予約する', button_type: 'primary' }],
      }),
      block('content_blocks', { title: 'ファミリー', items_per_row: '3' }, demoModelCards),
    ],
  }),
  page({
    path: '/about',
    title: 'ブランドについて',
    meta_description: '1948年から続くランドローバーの歩み。',
    blocks: [
      block('immersive_hero', { title: 'ブランドについて', header_tag: 'h1', content_placement: 'middle' }),
      block('snippet', {
        title: '私たちの歩み',
        alignment: 'left',
        paragraph:
          '<p>1948年、最初のモデルが誕生しました。以来、私たちは走破性と快適性を両立した車づくりを続けています。</p><p>日本では全国の正規販売店を通じて、新車・認定中古車の販売とアフターサービスをご提供しています。</p>',
      }),
    ],
  }),
  page({
    path: '/lineup',
    title: '旧ラインアップページ',
    page_type: 'url_redirection',
    to: '/models',
    link_type: 'internal',
    http_code: 301,
  }),
  page({
    path: '/catalogue',
    title: 'カタログ請求（外部）',
    page_type: 'url_redirection',
    to: 'https://example.com/catalogue',
    link_type: 'external',
    http_code: 302,
  }),
  ...(
    [
      ['/test-drive', 'test_drive', '試乗予約', 'ご希望のモデルと販売店、日時をお選びください。担当者より確認のご連絡をいたします。'],
      ['/quote', 'quote', '見積もり依頼', 'ご希望のモデルとお支払い方法をお知らせください。販売店よりお見積もりをお送りします。'],
      ['/visit', 'visit', '来店予約', 'ご来店の日時を予約いただくと、お待たせせずにご案内できます。'],
    ] as const
  ).map(([path, form, title, description]) =>
    page({
      path,
      title,
      meta_description: `${title}のお申し込み。${description}`,
      blocks: [
        block('form', {
          title,
          header_tag: 'h1',
          description,
          form_id: form,
          has_two_columns: true,
          form_params_mapping: { vehicle: 'vehicle_id', model: 'model', campaign: 'campaign' },
          form_location_params_mapping: { dealer: 'location' },
        }),
      ],
    }),
  ),
  page({
    path: '/offers',
    title: 'キャンペーン',
    meta_description: '期間限定のキャンペーンとオファー。お申し込みいただくと販売店よりご案内します。',
    blocks: [block('offers_to_lead', { category: 'winter_2026', form_title: '冬のキャンペーンに申し込む' })],
  }),
  page({
    path: '/warranty',
    title: '延長保証',
    meta_description: '新車保証の終了後も安心してお乗りいただける延長保証のご案内。',
    blocks: [block('extended_warranty', { has_two_columns: true, form_hidden_field_mapping: { campaign: 'extended_warranty' } })],
  }),
  page({
    path: '/contact',
    title: 'ご相談・ご来店予約',
    meta_description: '試乗、お見積もり、点検・整備のご相談とご来店予約。',
    blocks: [block('expanded_entry_form', { has_two_columns: true, form_location_params_mapping: { dealer: 'location' } })],
  }),
  page({
    path: '/reserve',
    title: 'オンライン予約',
    meta_description: '新車をオンラインで予約。お手続きの間、お選びの車両をほかのお客様から確保します。ご予約は無料です。',
    blocks: [
      block(
        'reservation_flow',
        {
          title: '新車をオンラインで予約する',
          header_tag: 'h1',
          welcome_text:
            'ご希望のモデルを選び、在庫の中からお好きな一台をご予約ください。お手続きの間（15分）、その車両はほかのお客様から確保されます。',
          fee_info_text: '申込金：{{fee}}。販売店がご契約内容をご案内するまで、いつでも無料で取り消せます。',
          locked_info_text: 'お選びの車両をあと{{time}}お取り置きしています',
        },
        [
          { tab_label: 'レンジローバー', sl_key_model: 'range_rover_family' },
          { tab_label: 'ディフェンダー', sl_key_model: 'defender_family' },
          { tab_label: 'ディスカバリー', sl_key_model: 'discovery_family' },
        ],
      ),
    ],
  }),
  page({
    path: '/news',
    title: 'ニュース',
    meta_description: '新型車の発表、販売店のオープン、イベント、サービスキャンペーン、リコール情報など、最新のお知らせ。',
    blocks: [block('news', { title: 'ニュース', header_tag: 'h1' })],
  }),
  ...demoLegalPages,
  page({
    path: '/block-catalogue',
    title: 'ブロックカタログ',
    meta_description: 'サイトで使えるブロックの一覧（既定の内容で表示）。編集者とテストのためのページです。',
    disable_seo_tracking: true,
    blocks: catalogueBlocks(),
  }),
  ...demoModelPages,
  demoFinancePage,
  demoRetailerPage,
  ...demoOwnerPages,
  demoRangePage,
  ...demoQuizPages,
  ...demoRecommenderPages,
  demoRentPage,
];

/**
 * The block catalogue (issue 12): every block of the registry with its default content, so editors
 * and tests see them all at once. Left out: blocks that are a whole journey of their own page and
 * would repeat it here (the stock locators, the reservation and cancellation flows, the news list).
 * The page-tab blocks come last, each followed by the blocks its tabs hold.
 */
function catalogueBlocks() {
  const journeys: readonly string[] = ['stock_locator', 'stock_locator_overseas', 'reservation_flow', 'cancellation_flow', 'news'];
  // Page tabs own the blocks after them (decision 0058): each comes last with blocks of its own.
  const tabs: readonly string[] = ['section_tabs', 'section_image_tabs'];
  const text = (title: string, paragraph: string) => block('snippet', { title, header_tag: 'h3', paragraph: `<p>${paragraph}</p>` });
  return [
    ...(Object.keys(blockRegistry) as BlockKey[]).filter((key) => !journeys.includes(key) && !tabs.includes(key)).map((key) => block(key)),
    block('section_tabs'),
    text('悪路走破性', 'テレイン・レスポンスが路面を読み取り、最適な走りを選びます。'),
    text('3列シート', '最大7人がゆったり座れる室内空間。'),
    text('静粛性', 'アクティブ・ノイズキャンセレーションが車内を静かに保ちます。'),
    block('section_image_tabs'),
    text('アウトドアで', 'キャンプ道具も、自転車も、気兼ねなく積み込めます。'),
    text('街なかで', '取り回しの良いサイズと、見晴らしの良い着座位置。'),
  ];
}

export const demoNav = [
  { label: 'モデル', url: '/models', children: [{ label: 'モデル一覧', url: '/models' }] },
  { label: 'ブランド', url: '/about', children: [] },
  { label: 'ニュース', url: '/news', children: [] },
  { label: '試乗予約', url: '/test-drive', children: [] },
  { label: 'よくあるご質問', url: '/#faq', children: [] },
];

export const demoSettings: Record<string, unknown> = {
  // The demo shop takes free reservations online (issue 10): 予約する on every vehicle page.
  'stock.order_online_enabled': true,
  'cookie_consent.content': {
    title: 'Cookieの使用について',
    heading_level: 'h2',
    body: `<p>当サイトでは、利便性の向上とアクセス解析のためにCookieを使用しています。「すべて同意する」を選択すると、分析・広告目的のCookieの使用に同意したことになります。詳しくは<a href="${legalPaths.privacy}">プライバシーポリシー</a>をご覧ください。</p>`,
    accept_label: 'すべて同意する',
    reject_label: '必須Cookieのみ許可',
    button_position: 'right',
  },
  'navigation.logo_by_path': [
    { matchingPath: '/range-rover', homepage: '/range-rover', logo: '/brand/range-rover.svg' },
    { matchingPath: '/defender', homepage: '/defender', logo: '/brand/defender.svg' },
    { matchingPath: '/discovery', homepage: '/discovery', logo: '/brand/discovery.svg' },
  ],
  'footer.json': {
    columns: [
      { type: 'links', rows: [{ heading: 'モデル', heading_tag: 'h2', items: [{ type: 'link', label: 'モデル一覧', url: '/models' }] }] },
      {
        type: 'links',
        rows: [
          {
            heading: 'ブランド',
            heading_tag: 'h2',
            items: [
              { type: 'link', label: 'ブランドについて', url: '/about' },
              { type: 'link', label: 'ニュース', url: '/news' },
              { type: 'link', label: 'よくあるご質問', url: '/#faq' },
            ],
          },
        ],
      },
      {
        type: 'social',
        rows: [
          {
            heading: '公式SNS',
            heading_tag: 'h2',
            items: [
              { type: 'social', label: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/', target: '_blank' },
              { type: 'social', label: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/', target: '_blank' },
            ],
          },
        ],
      },
    ],
    medium_links: [
      { type: 'link', label: 'プライバシーポリシー', url: legalPaths.privacy },
      { type: 'link', label: '利用規約', url: legalPaths.terms },
    ],
    bottom_html: '<p>© ランドローバー・ジャパン 株式会社</p>',
  },
};

export const demoMetaheads = [
  {
    language: 'html' as const,
    content: '<meta name="format-detection" content="telephone=no">',
    sequence: 0,
    in_body: false,
    reload_on_each_page: false,
    rdx_core_page_id: null,
  },
];
