import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import shared from '../model-spec-shared/model-spec.module.css';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

vi.mock('@/features/models/catalogue.server', () => ({ getModelCatalogue: vi.fn() }));

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim());
const figures = (section: Element) =>
  [...section.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);

function saveProblems(fields: Record<string, unknown>): [string, string][] {
  try {
    validateBlockContent('model_summary', { fields: { car_key: 'defender_110', ...fields } });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors.map((e) => [e.pointer.replace('content.fields.', ''), e.detail]);
  }
}

describe('model summary', () => {
  beforeEach(() => vi.mocked(getModelCatalogue).mockResolvedValue(fixtureCatalogue()));

  it('renders its default content: the entry D300’s figures, price, standard equipment and its conditions', async () => {
    const section = await renderBlockSection('model_summary');
    expect(section.querySelector('h2')!.textContent).toBe('ディフェンダー 110 D300');
    expect(section.querySelector(`.${shared.meta}`)!.textContent).toBe(
      '表示の数値・価格：ディフェンダー 110 D300 S（2027年モデル）3.0L 直列6気筒 ディーゼル マイルドハイブリッド',
    );
    expect(figures(section)).toEqual([
      ['最高速度', '191km/h'],
      ['0-100km/h加速', '8.0秒'],
      ['燃料消費率（WLTCモード）', '9.9km/L'],
    ]);
    expect(section.querySelector('dl')!.className).not.toContain(shared.columns);
    expect(texts(section, `.${shared.price} span`)).toEqual(['メーカー希望小売価格（消費税込）', '10,280,000円〜']);

    // Without JavaScript (and before the island hydrates) the equipment opens in place.
    const details = section.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('標準装備を見る');
    expect(details.querySelector('h2')!.textContent).toBe('ディフェンダー 110 D300 Sの標準装備');
    expect(details.querySelector('h2')!.id).toBe('model-summary-7-equipment-title');
    expect(texts(details, 'li')).toEqual(['電子制御エアサスペンション', '11.4インチ タッチスクリーン（Pivi Pro）', 'LEDヘッドライト']);

    expect(section.querySelector(`.${shared.disclaimer}`)!.textContent).toMatch(/^燃料消費率はWLTCモードによる値です。/);
    const button = section.querySelector('a')!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['試乗を予約する', '/test-drive']);
    expect(section.querySelector('[id]:not(h2)')).toBeNull();
    expect(section.querySelector('[data-catalogue-notice]')).toBeNull();
  });

  it('renders the maximal content: every field filled', async () => {
    const fields = {
      block_scroll_id: 'summary',
      tab_id: 'tab-defender',
      car_key: 'defender_110',
      engine_key: 'p400',
      title: 'P400の走り',
      header_tag: 'h3',
      header_size: 'xl',
      paragraph: '3.0Lガソリンエンジン。',
      paragraph_size: 'l',
      spec_key_1: 'consumption',
      spec_label_1: '燃費',
      spec_key_2: 'top_speed',
      spec_label_2: 'トップスピード',
      spec_key_3: 'acceleration',
      spec_label_3: '加速',
      has_columns: true,
      show_price: true,
      has_standard_equipment: true,
      standard_equipment_label: '装備一覧',
      disclaimer: 'WLTCモード。',
      buttons: [
        { type: 'internal', url: '/test-drive', label: '試乗', target: '_self', button_type: 'primary', size: 'medium' },
        { type: 'external', url: 'https://example.com/p400', label: '詳細', target: '_blank', button_type: 'secondary', size: 'small' },
      ],
    };
    const section = await renderBlockSection('model_summary', { fields });
    expect(section.id).toBe('summary');
    expect(section.querySelector('#tab-defender')).not.toBeNull();
    expect(section.querySelector('h3')!.textContent).toBe('P400の走り');
    expect(texts(section, 'p')).toContain('3.0Lガソリンエンジン。');
    expect(figures(section)).toEqual([
      ['燃費', '8.3km/L'],
      ['トップスピード', '209km/h'],
      ['加速', '6.1秒'],
    ]);
    expect(section.querySelector('dl')!.className).toContain(shared.columns);
    expect(texts(section, `.${shared.price} span`)).toEqual(['メーカー希望小売価格（消費税込）', '14,560,000円〜']);
    expect(section.querySelector('summary')!.textContent).toBe('装備一覧');
    expect([...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['試乗', '/test-drive', '_self'],
      ['詳細', 'https://example.com/p400', '_blank'],
    ]);
    expect(section.querySelector(`.${shared.disclaimer}`)!.textContent).toBe('WLTCモード。');
  });

  it('shows a BEV’s electricity consumption, and no price or equipment when turned off or empty', async () => {
    const section = await renderBlockSection('model_summary', { fields: { car_key: 'range_rover', engine_key: '', show_price: false } });
    expect(section.querySelector('h2')!.textContent).toBe('レンジローバー EV400');
    expect(figures(section)).toEqual([
      ['最高速度', '200km/h'],
      ['0-100km/h加速', '4.8秒'],
      ['電力消費率（WLTCモード）', '219Wh/km'],
    ]);
    expect(section.querySelector(`.${shared.price}`)).toBeNull();
    // This derivative has no standard equipment listed.
    expect(section.querySelector('details')).toBeNull();
    const off = await renderBlockSection('model_summary', { fields: { has_standard_equipment: false } });
    expect(off.querySelector('details')).toBeNull();
  });

  it('shows a figure chosen twice once', async () => {
    const section = await renderBlockSection('model_summary', { fields: { spec_key_1: 'top_speed', spec_key_2: 'top_speed' } });
    expect(figures(section).map(([label]) => label)).toEqual(['最高速度', '燃料消費率（WLTCモード）']);
  });

  it('renders only a notice hidden from visitors, and logs, when the catalogue no longer has the car or engine', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const section = await renderBlockSection('model_summary', { fields: { car_key: 'defender_90' } });
    const notice = section.querySelector('[data-catalogue-notice]')!;
    expect(notice.hasAttribute('hidden')).toBe(true);
    expect(notice.textContent).toBe(
      'モデル「defender_90」はモデルカタログにありません。訪問者にはこのブロックは表示されません（プレビューのみ表示）。',
    );
    expect(section.textContent).toBe(notice.textContent);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ blockId: 7, problem: { kind: 'unknown_car', car: 'defender_90' } }),
      'model block names what the model catalogue does not have',
    );
    const engine = await renderBlockSection('model_summary', { fields: { engine_key: 'ev400' } });
    expect(engine.querySelector('[data-catalogue-notice]')!.textContent).toMatch(
      /^モデル「defender_110」にエンジン「ev400」のグレードはありません。/,
    );
    warn.mockRestore();
  });

  it('refuses on save a tab id that is no usable id or repeats the scroll id, and a figure chosen twice', () => {
    expect(saveProblems({ tab_id: 'defender-tab', block_scroll_id: 'summary' })).toEqual([]);
    const tab = 'タブIDは英字で始め、英数字・「-」・「_」で入力してください（ブロックスクロールIDとは別の値にしてください）。';
    expect(saveProblems({ tab_id: '1st tab' })).toEqual([['tab_id', tab]]);
    expect(saveProblems({ tab_id: 'same', block_scroll_id: 'same' })).toEqual([['tab_id', tab]]);
    expect(saveProblems({ spec_key_2: 'top_speed', spec_key_3: 'top_speed' })).toEqual([
      ['spec_key_2', '数値2は、前の数値と同じ項目です。別の項目を選んでください。'],
      ['spec_key_3', '数値3は、前の数値と同じ項目です。別の項目を選んでください。'],
    ]);
  });

  it('names its car and engine keys for the save-time catalogue check', () => {
    const refs = blockRegistry.model_summary.catalogueRefs!;
    expect(refs({ fields: { car_key: 'range_rover', engine_key: 'p400' }, field_groups: [] } as never)).toEqual([
      { path: ['fields', 'car_key'], kind: 'car', key: 'range_rover' },
      { path: ['fields', 'engine_key'], kind: 'engine', key: 'p400' },
    ]);
    expect(refs({ fields: { car_key: 'range_rover', engine_key: '' }, field_groups: [] } as never)).toHaveLength(1);
  });
});
