import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import shared from '../model-spec-shared/model-spec.module.css';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

vi.mock('@/features/models/catalogue.server', () => ({ getModelCatalogue: vi.fn() }));

const items = (section: Element) =>
  [...section.querySelectorAll('details')].map((d) => ({
    title: d.querySelector('summary')!.textContent,
    open: d.hasAttribute('open'),
    rows: [...d.querySelectorAll('dl > div')].map((r) => `${r.querySelector('dt')!.textContent}=${r.querySelector('dd')!.textContent}`),
  }));

describe('specification accordion', () => {
  beforeEach(() => vi.mocked(getModelCatalogue).mockResolvedValue(fixtureCatalogue()));

  it('renders its default content: the D300’s catalogue groups, the editor’s warranty rows, the first open', async () => {
    const section = await renderBlockSection('specification_accordion');
    expect(section.querySelector('h2')!.textContent).toBe('ディフェンダー 110 D300 主要諸元');
    expect(section.querySelector(`.${shared.meta}`)!.textContent).toBe('表示の数値：ディフェンダー 110 D300 S（2027年モデル）');
    expect(items(section)).toEqual([
      { title: '寸法・重量', open: true, rows: ['全長=5,018mm', '全幅=2,008mm', '全高=1,967mm', '車両重量=2,380kg'] },
      { title: 'エンジン', open: false, rows: ['種類=直列6気筒 ディーゼルターボ', '総排気量=2,993cc'] },
      { title: '性能', open: false, rows: ['最高速度=191km/h', '0-100km/h加速=8.0秒'] },
      { title: '保証', open: false, rows: ['新車保証=3年間・走行距離無制限', 'ロードサイドアシスタンス=3年間'] },
    ]);
    const accordion = section.querySelector('[data-analytics="accordion"]')!;
    const toggle = accordion.querySelector('button')!;
    expect([toggle.textContent, toggle.getAttribute('aria-controls')]).toEqual(['すべて開く', 'specification-accordion-7']);
    expect(section.querySelector(`.${shared.disclaimer}`)!.textContent).toBe(
      '諸元は予告なく変更されることがあります。詳しくは正規販売店にお問い合わせください。',
    );
  });

  it('renders the maximal content: a hundred rows typed by the editor, without a car', async () => {
    const groups = Array.from({ length: 100 }, (_, i) => ({
      title: `セクション${(i % 4) + 1}`,
      label: `項目${i + 1}`,
      value: `${i + 1}mm`,
    }));
    const fields = {
      title: '装備と諸元',
      header_tag: 'h3',
      header_size: 'm',
      paragraph: 'グレード共通の仕様です。',
      paragraph_size: 's',
      car_key: '',
      engine_key: '',
      open_all_label: 'OPEN ALL',
      close_all_label: 'CLOSE ALL',
      open_first: false,
      disclaimer: '注記',
    };
    const section = await renderBlockSection('specification_accordion', { fields, groups });
    expect(section.querySelector('h3')!.textContent).toBe('装備と諸元');
    expect(section.querySelector(`.${shared.meta}`)).toBeNull();
    const all = items(section);
    expect(all.map((i) => [i.title, i.open, i.rows.length])).toEqual([
      ['セクション1', false, 25],
      ['セクション2', false, 25],
      ['セクション3', false, 25],
      ['セクション4', false, 25],
    ]);
    expect(all[3]!.rows[24]).toBe('項目100=100mm');
    expect(section.querySelector('button')!.textContent).toBe('OPEN ALL');
    const save = blockRegistry.specification_accordion.schemas.save;
    expect(save.safeParse({ fields, field_groups: groups }).success).toBe(true);
    expect(save.safeParse({ fields, field_groups: [...groups, groups[0]] }).error?.issues.map((i) => i.message)).toEqual([
      'At most 100 items',
    ]);
  });

  it('has no toggle for a single section', async () => {
    const section = await renderBlockSection('specification_accordion', {
      fields: { car_key: '' },
      groups: [{ title: '保証', label: '新車保証', value: '3年間' }],
    });
    expect(items(section)).toEqual([{ title: '保証', open: true, rows: ['新車保証=3年間'] }]);
    expect(section.querySelector('button')).toBeNull();
  });

  it('shows only the editor’s notice when the catalogue no longer has the car', async () => {
    const section = await renderBlockSection('specification_accordion', { fields: { car_key: 'defender_90' } });
    expect(section.querySelector('details')).toBeNull();
    expect(section.querySelector('[data-catalogue-notice]')!.hasAttribute('hidden')).toBe(true);
  });

  it('names its keys for the save-time catalogue check, none without a car', () => {
    const refs = blockRegistry.specification_accordion.catalogueRefs!;
    expect(refs({ fields: { car_key: 'discovery', engine_key: 'd300' }, field_groups: [] } as never).map((r) => r.key)).toEqual([
      'discovery',
      'd300',
    ]);
    expect(refs({ fields: {}, field_groups: [] } as never)).toEqual([]);
  });
});
