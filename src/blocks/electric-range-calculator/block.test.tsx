import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlockSection } from '../test-rendering';
import { loadRangeData, type RangeDataLoad } from './load.server';
import styles from './electric-range-calculator.module.css';

vi.mock('./load.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('./load.server')>();
  return { ...original, loadRangeData: vi.fn(original.loadRangeData) };
});
const load = vi.mocked(loadRangeData);
const realLoad = load.getMockImplementation()!;
beforeEach(() => {
  load.mockClear();
  load.mockImplementation(realLoad);
});

const labelOf = (section: HTMLElement, element: Element) =>
  element.getAttribute('aria-labelledby')
    ? section.querySelector(`#${element.getAttribute('aria-labelledby')}`)!.textContent
    : section.querySelector(`label[for="${element.id}"]`)!.textContent;
const radios = (section: HTMLElement, name: string) => {
  const group = [...section.querySelectorAll('[role="radiogroup"]')].find((g) => labelOf(section, g) === name);
  return group
    ? [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => [r.closest('label')!.textContent, r.checked])
    : null;
};
const infoButtons = (section: HTMLElement) =>
  [...section.querySelectorAll('button[aria-haspopup="dialog"]')].map((b) => b.getAttribute('aria-label'));

describe('electric range calculator', () => {
  it('renders its default content: the demo data’s cars, the first one chosen, its estimate under the default conditions', async () => {
    const section = await renderBlockSection('electric_range_calculator');
    expect(load).toHaveBeenCalledWith('/demo/range/range-data.json');
    expect(section.querySelector('h2')!.textContent).toBe('航続距離シミュレーター');

    const select = section.querySelector('select')!;
    expect(labelOf(section, select)).toBe('車種を選ぶ');
    expect([...select.options].map((o) => [o.textContent, o.selected])).toEqual([
      ['ジャガー I-PACE', true],
      ['レンジローバー', false],
      ['レンジローバー イヴォーク', false],
    ]);
    expect(section.querySelector('h3')!.textContent).toBe('ジャガー I-PACE');
    const image = section.querySelector('img')!;
    expect([image.getAttribute('alt'), image.getAttribute('loading')]).toEqual([
      '夕暮れの海岸線を走るジャガー I-PACE（イメージ）',
      'eager',
    ]);

    // 20 °C, climate control on, combined, the driver alone, 18-inch wheels: 426 km of 438.
    const result = section.querySelector(`.${styles.result}`)!;
    expect([...result.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '推定航続距離',
      '約425km',
      'WLTCモード 438km（18インチホイール）WLTCモード値の97%',
      '電気自動車：満充電から走れる距離の目安です。',
      '',
      expect.stringMatching(/^表示される航続距離は、WLTCモード/),
    ]);
    // The bar: 97 % of WLTC on a scale to 125 %.
    expect(result.querySelector(`.${styles.barFill}`)!.getAttribute('style')).toBe('transform:scaleX(0.776)');
    // The estimate is said to screen readers once the visitor changes something, not on load.
    expect(result.querySelector('[role="status"]')!.textContent).toBe('');

    expect(radios(section, 'ホイールサイズ')).toEqual([
      ['18インチ', true],
      ['20インチ', false],
      ['22インチ', false],
    ]);
    expect(radios(section, '走行環境')).toEqual([
      ['高速道路', false],
      ['市街地', false],
      ['複合', true],
    ]);
    expect(radios(section, '乗車人数')).toEqual(['1人', '2人', '3人', '4人', '5人'].map((n, i) => [n, i === 0]));
    // One engine: no engine choice.
    expect(radios(section, 'パワートレイン')).toBeNull();

    const slider = section.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(labelOf(section, slider)).toBe('外気温');
    expect([slider.min, slider.max, slider.step, slider.value, slider.getAttribute('aria-valuetext')]).toEqual([
      '-10',
      '35',
      '5',
      '20',
      '20℃',
    ]);

    const switches = [...section.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
    expect(switches.map((s) => [labelOf(section, s), s.checked])).toEqual([
      ['エアコン（冷暖房）', true],
      ['プレコンディショニング', false],
    ]);
    expect(infoButtons(section)).toEqual([
      'ホイールサイズについて',
      'エアコン（冷暖房）について',
      'プレコンディショニングについて',
      '走行環境について',
    ]);
    expect(section.querySelector('[data-range-notice]')).toBeNull();
  });

  it('shows miles, the editor’s labels and translated words, and leaves out the info buttons without an explanation', async () => {
    const section = await renderBlockSection('electric_range_calculator', {
      index: 2,
      fields: {
        range_unit: 'mile',
        select_label: 'モデルを選択',
        range_label: '航続可能距離',
        translations: { wheel_size: 'タイヤサイズ', urban: '街なか', figure: '{{value}}{{unit}}前後' },
        modals: { climate_control: { title: '空調', text: '本文' } },
        range_disclaimer: '',
      },
    });
    expect(labelOf(section, section.querySelector('select')!)).toBe('モデルを選択');
    const result = section.querySelector(`.${styles.result}`)!;
    expect([...result.querySelectorAll('p')].slice(0, 3).map((p) => p.textContent)).toEqual([
      '航続可能距離',
      '265マイル前後',
      'WLTCモード 272マイル（18インチホイール）WLTCモード値の97%',
    ]);
    expect(result.querySelectorAll('p')).toHaveLength(5);
    expect(radios(section, 'タイヤサイズ')).toHaveLength(3);
    expect(radios(section, '走行環境')!.map(([label]) => label)).toEqual(['高速道路', '街なか', '複合']);
    expect(infoButtons(section)).toEqual(['エアコン（冷暖房）について']);
    // Below the first two blocks the picture waits until it is near.
    expect(section.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('offers an engine choice for a car with two, and no car choice for one car; a car with one wheel size says it', async () => {
    const section = await renderBlockSection('electric_range_calculator', {
      fields: { title: '' },
      groups: [
        {
          car_name: 'レンジローバー',
          engine_mapper: 'range_rover_p440e=P440e\nrange_rover_p510e=P510e',
          wheel_size_mapper: 'b)=22',
          car_link: { type: 'internal', url: '/models/range-rover', label: '詳しく見る', button_type: 'tertiary' },
        },
      ],
    });
    expect(section.querySelector('select')).toBeNull();
    // Without a section title the car's name is the block's h2.
    expect(section.querySelector('h2')!.textContent).toBe('レンジローバー');
    expect(section.querySelector('a[href="/models/range-rover"]')!.textContent).toBe('詳しく見る');
    expect(section.querySelector('img')).toBeNull();
    expect(radios(section, 'パワートレイン')).toEqual([
      ['P440e', true],
      ['P510e', false],
    ]);
    expect(radios(section, 'ホイールサイズ')).toBeNull();
    // The only wheel size is said, not hidden like the slider's repeated value.
    const only = [...section.querySelectorAll('span')].find((s) => s.textContent === '22インチ')!;
    expect([only.previousElementSibling!.textContent, only.hasAttribute('aria-hidden')]).toEqual(['ホイールサイズ', false]);
    expect(section.textContent).toContain('WLTCモード 110km（22インチホイール）');
    expect(section.textContent).toContain('プラグインハイブリッド車：モーターだけで走れる距離（EV走行距離）の目安です。');
  });

  it.each([
    [{ status: 'missing' } as const, '航続距離データ /demo/range/range-data.json が見つかりません。'],
    [{ status: 'unconfigured' } as const, '航続距離データ（json_url）が、サイトのパスでも https のURLでもありません。'],
    [
      { status: 'invalid', problem: 'format: Invalid input' } as const,
      '航続距離データ /demo/range/range-data.json の形式が正しくありません（format: Invalid input）。',
    ],
    [
      { status: 'unavailable', problem: 'timeout' } as const,
      '航続距離データ /demo/range/range-data.json を読み込めませんでした（timeout）。',
    ],
  ])('shows visitors nothing, and the editor’s preview why, when the data is %j', async (data: RangeDataLoad, words) => {
    load.mockResolvedValue(data);
    const section = await renderBlockSection('electric_range_calculator');
    expect(section.querySelector('[data-block-error]')).toBeNull();
    expect(section.querySelector('select, input, h2')).toBeNull();
    const notice = section.querySelector(':scope > [data-range-notice]')!;
    expect([notice.hasAttribute('hidden'), notice.getAttribute('data-range-notice')]).toEqual([true, 'unavailable']);
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      words,
      '訪問者にはこのブロックは表示されません（プレビューのみ表示）。',
    ]);
  });

  it('leaves out the cars the data cannot compute, saying so in the preview only', async () => {
    const groups = [
      { car_name: '未発売の車', engine_mapper: 'future_ev', wheel_size_mapper: 'a)=20' },
      { car_name: 'ジャガー I-PACE', engine_mapper: 'i-pace_ev400', wheel_size_mapper: 'a)=18' },
    ];
    const section = await renderBlockSection('electric_range_calculator', { groups });
    const notice = section.querySelector('[data-range-notice]')!;
    expect([notice.hasAttribute('hidden'), notice.getAttribute('data-range-notice')]).toEqual([true, 'partial']);
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '「未発売の車」：エンジンマッパーのキー future_ev はデータにありません。',
      '「未発売の車」は、計算できるエンジンがないため表示されません。',
    ]);
    expect(section.querySelector('select')).toBeNull();
    expect(section.querySelector('h3')!.textContent).toBe('ジャガー I-PACE');

    const none = await renderBlockSection('electric_range_calculator', { groups: [groups[0]!] });
    expect(none.querySelector('input')).toBeNull();
    expect(none.querySelector(':scope > [data-range-notice="unavailable"]')!.textContent).toContain('表示できる車種がありません。');
  });
});
