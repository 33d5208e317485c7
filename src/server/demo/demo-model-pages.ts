import type { PageInput } from '@/features/pages/page-input';
import { demoBlock as block, demoPage as page } from './demo-blocks';
import { modelPagePaths, modelStockUrl } from './demo-model-cards';

/**
 * The demo model pages (issue 12 item 9): one per family, composed from the catalogue's blocks in
 * Japanese — a hero carousel, the model summary read from the model catalogue, page tabs that hold
 * the design, interior and specification blocks, the grades, and the family's cars in stock. Their
 * paths (`modelPagePaths`) are the catalogue nameplates' `page_path` (decision 0056), and /models links to them.
 */
const slide = (imageId: number, alt: string, info: string, description: string, url: string, label: string) => ({
  image: { id: imageId, alt },
  info,
  description,
  button_link: { type: 'internal', url, label, button_type: 'primary' },
});

const testDrive = { type: 'form', form_id: 'test_drive', label: '試乗を予約する', button_type: 'primary' };

function stockCarousel(family: string, title: string) {
  return block('stock_locator_carousel', {
    title,
    sl_key_model: family,
    more_link: { type: 'internal', url: modelStockUrl(family), label: '在庫車をすべて見る', button_type: 'tertiary' },
  });
}

const defender: PageInput = page({
  path: modelPagePaths.defender_family,
  title: 'ディフェンダー',
  meta_description: 'ディフェンダー 90・110・130。グレード、主要諸元、価格（メーカー希望小売価格・消費税込）、在庫車。',
  image_id: 101303,
  blocks: [
    block('hero_carousel', { header_tag: 'h1', has_timer: true }, [
      slide(101303, '砂丘を進むディフェンダー', 'ディフェンダー', '不可能を可能にする、タフさと洗練。', '#summary', '主要諸元を見る'),
      slide(
        101300,
        '山道を走るディフェンダー 110',
        'ディフェンダー 110',
        '5人乗りから7人乗りまで。家族と冒険に出かける一台。',
        '#grades',
        'グレードを見る',
      ),
      slide(
        101327,
        '霧の林道を走るディフェンダー 130',
        'ディフェンダー 130',
        '最大8人乗り。広い荷室と3列シート。',
        modelStockUrl('defender_family'),
        '在庫車を探す',
      ),
    ]),
    block('model_summary', {
      block_scroll_id: 'summary',
      title: 'ディフェンダー 110 D300',
      car_key: 'defender_110',
      engine_key: 'd300',
      has_columns: true,
      buttons: [testDrive],
    }),
    block('section_tabs', { title: 'ディフェンダーを知る', has_modal: false }, [
      { tab_label: 'デザイン', tab_id: 'design', tab_icon: 'car', blocks_count: 2 },
      { tab_label: 'インテリア', tab_id: 'interior', tab_icon: 'car', blocks_count: 2 },
      { tab_label: 'スペック', tab_id: 'specifications', tab_icon: 'car', blocks_count: 2 },
    ]),
    // デザイン
    block('gallery', { title: 'ギャラリー' }),
    block('exterior_360', { title: 'エクステリアを360°で' }),
    // インテリア
    block('interior_360', { title: 'インテリアを360°で' }),
    block('seat_slider', { title: '3列シートと広い荷室' }),
    // スペック
    block('specification_at_a_glance', { title: 'ひと目でわかるディフェンダー 110' }),
    block('specification_accordion', { title: 'ディフェンダー 110 D300 主要諸元' }),
    block('derivatives', { block_scroll_id: 'grades', title: 'ディフェンダー 110のグレード', car_key: 'defender_110' }),
    stockCarousel('defender_family', '在庫のディフェンダー'),
  ],
});

const rangeRover: PageInput = page({
  path: modelPagePaths.range_rover_family,
  title: 'レンジローバー',
  meta_description: 'レンジローバー。グレード、主要諸元、価格（メーカー希望小売価格・消費税込）、在庫車。',
  image_id: 101302,
  blocks: [
    block('hero_carousel_2', { header_tag: 'h1' }, [
      slide(101302, '湖畔に停まるレンジローバー', 'レンジローバー', '比類なき洗練と静粛性。', '#summary', '主要諸元を見る'),
      slide(
        101301,
        '夕暮れの海岸線を走るレンジローバー',
        'プラグインハイブリッド',
        'P440e・P510e。電気だけで走る静けさ。',
        '#grades',
        'グレードを見る',
      ),
    ]),
    block('model_summary', {
      block_scroll_id: 'summary',
      title: 'レンジローバー P400',
      car_key: 'range_rover',
      engine_key: 'p400',
      has_columns: true,
      buttons: [testDrive],
    }),
    block('tabbed_component', { title: 'レンジローバーを見る' }),
    block('models_and_specifications', { title: 'パワートレインを比べる' }, [
      { car_key: 'range_rover', car_title: 'レンジローバー P400', accordion_schema: { engine_key: 'p400' } },
      { car_key: 'range_rover', car_title: 'レンジローバー P440e', accordion_schema: { engine_key: 'p440e' } },
      { car_key: 'range_rover', car_title: 'レンジローバー D350', accordion_schema: { engine_key: 'd350' } },
    ]),
    block('derivatives', { block_scroll_id: 'grades', title: 'レンジローバーのグレード', car_key: 'range_rover' }),
    stockCarousel('range_rover_family', '在庫のレンジローバー'),
  ],
});

const discovery: PageInput = page({
  path: modelPagePaths.discovery_family,
  title: 'ディスカバリー',
  meta_description: 'ディスカバリー。7人乗りのグレード、主要諸元、価格（メーカー希望小売価格・消費税込）、在庫車。',
  image_id: 101304,
  blocks: [
    block('hero_banner', {
      title: 'ディスカバリー',
      header_tag: 'h1',
      paragraph: '7人で出かける、上質な冒険。',
      image: { id: 101304, alt: '森の中のディスカバリー' },
      buttons: [testDrive],
    }),
    block('model_summary', { title: 'ディスカバリー D300', car_key: 'discovery', engine_key: 'd300' }),
    block('section_image_tabs', { title: 'シーンで選ぶ' }, [
      { tab_label: '7人で出かける', tab_id: 'family', blocks_count: 1, image: { id: 101300, alt: '山道を走るディスカバリー' } },
      { tab_label: '荷物を積む', tab_id: 'cargo', blocks_count: 1, image: { id: 101327, alt: '林道に停まるディスカバリー' } },
    ]),
    block('snippet', {
      title: '3列目まで大人がくつろげる',
      header_tag: 'h3',
      paragraph: '<p>3列目シートも大人が座れる広さ。シートアレンジはスマートフォンからも操作できます。</p>',
    }),
    block('seat_slider', { title: 'シートを倒して、広い荷室に' }),
    block('specification_accordion', { title: 'ディスカバリー D300 主要諸元', car_key: 'discovery', engine_key: 'd300' }),
    block('derivatives', { title: 'ディスカバリーのグレード', car_key: 'discovery' }),
    stockCarousel('discovery_family', '在庫のディスカバリー'),
  ],
});

export const demoModelPages: PageInput[] = [defender, rangeRover, discovery];
