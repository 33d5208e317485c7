import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { AppError } from '@/lib/app-error';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import shared from '../model-spec-shared/model-spec.module.css';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

vi.mock('@/features/models/catalogue.server', () => ({ getModelCatalogue: vi.fn() }));

const figures = (section: Element) =>
  [...section.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);

describe('specification at a glance', () => {
  beforeEach(() => vi.mocked(getModelCatalogue).mockResolvedValue(fixtureCatalogue()));

  it('renders its default content: catalogue figures of the D300 and a typed one, with their conditions', async () => {
    const section = await renderBlockSection('specification_at_a_glance');
    expect(section.querySelector('h2')!.textContent).toBe('ひと目でわかるディフェンダー 110');
    expect(figures(section)).toEqual([
      ['最高出力', '300PS'],
      ['最大トルク', '650N·m'],
      ['0-100km/h加速', '8.0秒'],
      ['最大渡河水深', '900mm'],
    ]);
    expect(section.querySelector('dl')!.className).toContain(shared.columns);
    expect(section.querySelector(`.${shared.meta}`)!.textContent).toBe('表示の数値：ディフェンダー 110 D300 S（2027年モデル）');
    expect(section.querySelector(`.${shared.disclaimer}`)!.textContent).toBe('最大渡河水深は社内測定値です。走行条件により異なります。');
  });

  it('renders the maximal content: twenty figures, every field filled', async () => {
    const keys = ['top_speed', 'acceleration', 'consumption', 'power', 'torque', 'electric_range', 'co2', 'seats'];
    const groups = Array.from({ length: 20 }, (_, i) =>
      i < keys.length
        ? { spec_key: keys[i], value: '0', unit: 'x', label: `数値${i + 1}` }
        : { spec_key: '', value: `${i + 1}`, unit: 'mm', label: `数値${i + 1}` },
    );
    const fields = {
      title: 'PHEVの実力',
      header_tag: 'h3',
      header_size: 'xl',
      paragraph: '電気とガソリンの両方で。',
      paragraph_size: 'l',
      car_key: 'range_rover',
      engine_key: 'p550e',
      disclaimer: 'WLTCモード。',
      buttons: [
        {
          type: 'internal',
          url: '/models/range-rover',
          label: 'レンジローバーを見る',
          target: '_self',
          button_type: 'primary',
          size: 'medium',
        },
      ],
    };
    const section = await renderBlockSection('specification_at_a_glance', { fields, groups });
    expect(section.querySelector('h3')!.textContent).toBe('PHEVの実力');
    const shown = figures(section);
    expect(shown).toHaveLength(20);
    expect(shown.slice(0, 8)).toEqual([
      ['数値1', '242km/h'],
      ['数値2', '5.6秒'],
      ['数値3', '10.0km/L'],
      ['数値4', '550PS'],
      ['数値5', '800N·m'],
      ['数値6', '113km'],
      ['数値7', '234g/km'],
      ['数値8', '5名'],
    ]);
    expect(shown[19]).toEqual(['数値20', '20mm']);
    expect(section.querySelector(`.${shared.meta}`)!.textContent).toBe('表示の数値：レンジローバー P550e AUTOBIOGRAPHY（2027年モデル）');
    expect(section.querySelector('a')!.getAttribute('href')).toBe('/models/range-rover');
    const save = blockRegistry.specification_at_a_glance.schemas.save;
    expect(save.safeParse({ fields, field_groups: groups }).success).toBe(true);
    expect(save.safeParse({ fields, field_groups: [...groups, groups[0]] }).error?.issues.map((i) => i.message)).toEqual([
      'At most 20 items',
    ]);
  });

  it('shows typed figures alone without a car, and says nothing about a derivative', async () => {
    const section = await renderBlockSection('specification_at_a_glance', {
      fields: { car_key: '', engine_key: '' },
      groups: [{ spec_key: '', value: '7', unit: '名', label: '乗車定員' }],
    });
    expect(figures(section)).toEqual([['乗車定員', '7名']]);
    expect(section.querySelector(`.${shared.meta}`)).toBeNull();
  });

  it('shows only the editor’s notice when the catalogue no longer has the engine', async () => {
    const section = await renderBlockSection('specification_at_a_glance', { fields: { engine_key: 'v12' } });
    expect(section.querySelector('dl')).toBeNull();
    expect(section.querySelector('[data-catalogue-notice]')!.textContent).toMatch(/^エンジン「v12」はモデルカタログにありません。/);
  });

  it('refuses on save a catalogue figure without a car, at the figure', () => {
    try {
      validateBlockContent('specification_at_a_glance', { fields: {}, field_groups: [{ spec_key: 'power' }] });
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.errors.map((e) => e.pointer)).toEqual(['content.field_groups.0.spec_key']);
    }
  });
});
