import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { carRentItems } from './items';

const car = (n: number, extra: Record<string, unknown> = {}) => ({ title: `車両${n}`, daily_price: 10_000 * n, ...extra });

describe('car rent', () => {
  it('renders its default content: two cars, their prices in yen, eight features, equipment folded with prices', async () => {
    const section = await renderBlockSection('car_rent');
    expect(section.querySelector('h2')!.textContent).toBe('レンタカーのラインアップ');
    const cards = [...section.querySelectorAll('article')];
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual([
      'ディフェンダー 110 X-DYNAMIC SE D300',
      'レンジローバー AUTOBIOGRAPHY P530',
    ]);
    const [defender, rangeRover] = cards;
    expect([...defender!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'ディフェンダー',
      '1日 38,500円（税込）24時間・補償込み',
    ]);
    expect(rangeRover!.querySelectorAll('p')[1]!.textContent).toBe('料金はお問い合わせください長期のご利用もご相談ください');
    const features = defender!.querySelector('ul')!;
    expect(features.getAttribute('aria-label')).toBe('ディフェンダー 110 X-DYNAMIC SE D300の主な仕様');
    expect([...features.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '5人乗り',
      'ディーゼル',
      '4WD',
      'オートマチック',
      '5ドア',
      '1日から',
      '全店で貸出',
      '24時間サポート',
    ]);
    // Icons decorate: hidden from screen readers.
    expect(features.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(8);
    const equipment = defender!.querySelector('details')!;
    expect(equipment.hasAttribute('open')).toBe(false);
    expect(equipment.querySelector('summary')!.textContent).toBe('オプション装備（5件）');
    expect([...equipment.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'チャイルドシート1,100円（税込）',
      'サイクルキャリア2,200円（税込）',
      'ルーフボックス3,300円（税込）',
      'スノーチェーン1,650円（税込）',
      'ETC車載器無料',
    ]);
    expect(rangeRover!.querySelectorAll('ul li')).toHaveLength(4);
    expect(section.textContent).toContain('ご利用には運転免許証の取得後1年以上が必要です。');
  });

  it('leaves out what a card does not have: no picture, no features, no equipment, no button; a feature needs its text', async () => {
    const section = await renderBlockSection('car_rent', {
      fields: { title: '' },
      groups: [car(1, { icon_1: 'car', icon_2: 'tag', icon_text_2: 'ガソリン', equipment_price_1: 500 })],
    });
    const card = section.querySelector('article')!;
    // Without a section title the cards' names are the section's headings.
    expect(card.querySelector('h2')!.textContent).toBe('車両1');
    expect(card.querySelector('img')).toBeNull();
    expect([...card.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['ガソリン']);
    expect(card.querySelector('details')).toBeNull();
    expect(card.querySelector('a')).toBeNull();
  });

  it('holds at most 20 cars, each with 8 icon and text pairs and 5 pieces of equipment', () => {
    const { template } = blockRegistry.car_rent;
    expect(template.max_field_groups).toBe(20);
    const names = template.field_groups_template.map((f) => f.name);
    expect(names.filter((n) => /^icon_\d$/.test(n))).toHaveLength(8);
    expect(names.filter((n) => /^icon_text_\d$/.test(n))).toHaveLength(8);
    expect(names.filter((n) => /^equipment_\d$/.test(n))).toHaveLength(5);
    const items = carRentItems(
      Array.from({ length: 22 }, (_, i) => car(i + 1)),
      getT('ja'),
    );
    expect(items).toHaveLength(20);
    expect(items[19]!.priceText).toBe('1日 200,000円（税込）');
  });
});
