import { describe, expect, it } from 'vitest';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import styles from './models-carousel.module.css';

const maximal = Array.from({ length: 20 }, (_, i) => ({
  nameplate: { id: 1000 + i, alt: 'ロゴ' },
  car_image: { id: 1100 + i, alt: `モデル${i + 1}の写真` },
  transparent_image: { id: 1200 + i, alt: `モデル${i + 1}の切り抜き` },
  specs: {
    model_name: `モデル${i + 1}`,
    rows: Array.from({ length: 12 }, (_, r) => ({
      name: `グレード${r + 1}`,
      engine: `エンジン${r + 1}`,
      consumption: `${10 + r}.0km/L`,
      price: 10_000_000 + r * 1_234_000,
      lease: 100_000 + r * 1000,
    })),
  },
  link: {
    type: 'internal',
    url: `/models/${i + 1}`,
    label: `モデル${i + 1}を見る`,
    button_type: 'secondary',
    size: 'medium',
    target: '_self',
  },
}));

/** A table as a screen reader walks it: caption, column headers, and each row's header with its cells. */
function readTable(table: HTMLTableElement) {
  return {
    caption: table.caption?.textContent,
    columns: [...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')]),
    rows: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent)),
    rowHeaders: [...table.querySelectorAll('tbody th')].map((th) => th.getAttribute('scope')),
  };
}

describe('models carousel', () => {
  it('renders its default content: per model its name, photo and an accessible table of grades and prices', async () => {
    const section = await renderBlockSection('models_carousel');
    const carousel = carouselOf(section);
    expect(carousel.name).toBe('ラインアップ');
    expect(carousel.slideNames).toEqual(['ディフェンダー 110（1 / 3）', 'レンジローバー（2 / 3）', 'ディスカバリー（3 / 3）']);
    const first = carousel.slides[0]!;
    expect(first.querySelector('h3')!.textContent).toBe('ディフェンダー 110');
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('岩場を走るディフェンダー 110');
    expect(readTable(first.querySelector('table')!)).toEqual({
      caption: 'ディフェンダー 110の主要諸元と価格',
      columns: [
        ['グレード', 'col'],
        ['エンジン', 'col'],
        ['燃費', 'col'],
        ['メーカー希望小売価格（消費税込）', 'col'],
        ['月々のお支払い例', 'col'],
      ],
      rows: [
        ['D300 X-DYNAMIC SE', '3.0L 直列6気筒 ディーゼルターボ', '9.9km/L（WLTCモード）', '1,128万円', '128,000円〜'],
        ['P400 X-DYNAMIC HSE', '3.0L 直列6気筒 ガソリンターボ', '8.0km/L（WLTCモード）', '1,356万円', '—設定なし'],
      ],
      rowHeaders: ['row', 'row'],
    });
    // The scrollable table is a named, focusable region; the conditions stand next to the monthly figure.
    const wrap = first.querySelector('table')!.parentElement!;
    expect([wrap.getAttribute('role'), wrap.getAttribute('tabindex'), wrap.getAttribute('aria-labelledby')]).toEqual([
      'region',
      '0',
      first.querySelector('caption')!.id,
    ]);
    const notes = [...first.querySelectorAll(`.${styles.notes} p`)].map((p) => p.textContent);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain('メーカー希望小売価格（消費税10%込み）');
    expect(notes[1]).toContain('実質年率3.9%');
    expect(first.querySelector('a')!.getAttribute('href')).toBe('/models/defender');
    // Discovery has no lease and no column for it, and no lease conditions.
    const third = carousel.slides[2]!;
    expect(readTable(third.querySelector('table')!).columns.map(([text]) => text)).not.toContain('月々のお支払い例');
    expect(third.querySelectorAll(`.${styles.notes} p`)).toHaveLength(1);
    expectWorksWithoutJavaScript(section);
  });

  it('renders twenty models (its limit) of twelve grades each, with nameplates and cut-out images', async () => {
    const section = await renderBlockSection('models_carousel', { fields: { price_note: '価格は税込みです。' }, groups: maximal });
    const { slides } = carouselOf(section);
    expect(slides).toHaveLength(20);
    const last = slides[19]!;
    // The nameplate is the heading, named by the model whatever its alt text says.
    expect(last.querySelector('h3 img')!.getAttribute('alt')).toBe('モデル20');
    expect(last.querySelector('h3 img')!.getAttribute('src')).toBe('/media/1019-test/wide-1024.jpg');
    const pictures = last.querySelectorAll(':scope article > picture');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.querySelector('img')!.getAttribute('alt')).toBe('モデル20の切り抜き');
    expect(pictures[0]!.className).toContain(styles.cutout);
    const table = readTable(last.querySelector('table')!);
    expect(table.rows).toHaveLength(12);
    expect(table.rows[11]).toEqual(['グレード12', 'エンジン12', '21.0km/L', '2,357.4万円', '111,000円〜']);
    expect(last.querySelector(`.${styles.notes} p`)!.textContent).toBe('価格は税込みです。');
    expect([...section.querySelectorAll('article a')].map((a) => a.textContent)).toEqual(maximal.map((m) => m.link.label));
  });

  it('leaves out an item whose stored specs do not fit', async () => {
    const groups = [maximal[0]!, { car_image: { id: 1 }, specs: { model: 'old' } }];
    const { slides } = carouselOf(await renderBlockSection('models_carousel', { groups }));
    expect(slides.map((s) => s.querySelector('h3 img')?.getAttribute('alt'))).toEqual(['モデル1']);
  });

  it('validates the specs JSON on save with Japanese messages at the item, and asks for the lease conditions', () => {
    const broken = {
      fields: { lease_note: '条件' },
      field_groups: [maximal[0], { car_image: { id: 1 }, specs: { model_name: '', rows: [] } }],
    };
    expect(() => validateBlockContent('models_carousel', broken)).toThrow(
      expect.objectContaining({
        errors: [
          { pointer: 'content.field_groups.1.specs', detail: '車名（model_name）を80文字以内で入力してください。' },
          { pointer: 'content.field_groups.1.specs', detail: 'グレードの行（rows）を1〜12行入力してください。' },
        ],
      }),
    );
    expect(() => validateBlockContent('models_carousel', { fields: {}, field_groups: [maximal[0]] })).toThrow(
      expect.objectContaining({
        errors: [{ pointer: 'content.fields.lease_note', detail: expect.stringContaining('お支払い条件') }],
      }),
    );
    expect(() =>
      validateBlockContent('models_carousel', { fields: { lease_note: '条件' }, field_groups: [...maximal, maximal[0]] }),
    ).toThrow();
    expect(validateBlockContent('models_carousel', { fields: { lease_note: '条件' }, field_groups: maximal }).field_groups).toHaveLength(
      20,
    );
  });
});
