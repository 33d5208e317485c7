import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { getSetting } from '@/features/settings/settings.server';
import { loanExample } from '@/features/stock/loan';
import { AppError } from '@/lib/app-error';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

vi.mock('@/features/models/catalogue.server', () => ({ getModelCatalogue: vi.fn() }));
vi.mock('@/features/settings/settings.server', () => ({ getSetting: vi.fn() }));

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim());
const defaults = blockRegistry.finance_calculator.defaultContent;

function saveProblems(content: { fields?: Record<string, unknown>; field_groups?: Record<string, unknown>[] }): [string, string][] {
  try {
    validateBlockContent('finance_calculator', {
      fields: { ...defaults.fields, ...content.fields },
      field_groups: content.field_groups ?? defaults.field_groups,
    });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors.map((e) => [e.pointer.replace('content.', ''), e.detail]);
  }
}
const plan = (over: Record<string, unknown>) => [{ finance_product: 'HirePurchaseJP', name: '通常ローン', ...over }];

describe('finance calculator', () => {
  beforeEach(() => {
    vi.mocked(getModelCatalogue).mockResolvedValue(fixtureCatalogue());
    vi.mocked(getSetting).mockResolvedValue({ apr: 3.9, months: 60, down_payment_pct: 0, bonus_payment: 0, balloon_pct: 0 } as never);
  });

  it('renders its default content: the first step with the filtered models, the chosen grade’s price and the small print', async () => {
    const section = await renderBlockSection('finance_calculator');
    expect(section.querySelector('h2')!.textContent).toBe('お支払いシミュレーション');
    const steps = section.querySelector('ol[aria-label="お見積もりの手順"]')!;
    expect(texts(steps, 'li')).toEqual(['1車種を選ぶ', '2プランを選ぶ', '3条件を選ぶ', '4お支払い例']);
    expect(steps.querySelector('[aria-current="step"]')!.textContent).toBe('1車種を選ぶ');
    expect(steps.querySelector('button')).toBeNull();
    expect(section.querySelector('h3')!.textContent).toBe('車種を選ぶ');
    expect(section.querySelector('h3')!.getAttribute('tabindex')).toBe('-1');

    const select = (label: string) => {
      const id = [...section.querySelectorAll('label')].find((l) => l.textContent === label)!.getAttribute('for')!;
      return section.querySelector<HTMLSelectElement>(`select#${id}`)!;
    };
    // The editor's order: defender_110, range_rover, discovery.
    expect(texts(select('モデル'), 'option')).toEqual(['ディフェンダー 110', 'レンジローバー', 'ディスカバリー']);
    expect(texts(select('モデルイヤー'), 'option')).toEqual(['2027年モデル', '2026年モデル']);
    expect(texts(select('エンジン'), 'option')).toEqual(['D300', 'P400']);
    expect(texts(select('グレード'), 'option')).toEqual(['S', 'X-DYNAMIC SE']);
    // One body style: said, not asked.
    expect(texts(section, 'p')).toContain('ボディタイプ110');
    expect(texts(section, 'p')).toEqual(
      expect.arrayContaining([
        'ディフェンダー 110 D300 S',
        'メーカー希望小売価格（消費税込） 10,280,000円',
        '残価設定ローン 特別金利2.9%（期間限定）の対象モデルです。',
      ]),
    );
    expect(texts(section, 'button')).toEqual(['次へ']);
    expect(section.querySelector('[role="status"]')!.textContent).toBe('');
    // No monthly figure before the visitor asks: it shows only with its conditions.
    expect(section.querySelector('[data-finance-quote]')).toBeNull();
    expect(section.querySelector('[data-finance-calculator]')!.textContent).not.toContain('月々');
    expect(texts(section, `div > p:not([class*="field"])`).slice(-3)).toEqual([
      'お支払い例は、メーカー希望小売価格（消費税込）をもとにした参考値です。登録諸費用、オプション、リサイクル料金などは含まれません。',
      '金利、お支払い回数、頭金などの条件は、キャンペーンや審査の結果により変わることがあります。詳しくは正規販売店にお問い合わせください。',
      'ローンのお取り扱いは、提携の信販会社が行います。',
    ]);
    expect(section.querySelector('[data-finance-notice]')).toBeNull();
  });

  it('in the mena style shows choices and the payment example on one screen, with every item the law asks for', async () => {
    const section = await renderBlockSection('finance_calculator', {
      fields: { calculator_style: 'mena', nameplate_key_filter: 'discovery' },
    });
    expect(section.querySelector('ol')).toBeNull();
    expect(section.querySelector('h3')!.textContent).toBe('お支払い例');
    // Discovery D250 S, 9,800,000円; 残価設定ローン: 20 % + 200,000円 support, 4 years at 2.9 %, 40 % residual.
    const example = loanExample(9_800_000, {
      apr: 2.9,
      months: 48,
      down_payment_pct: (2_160_000 / 9_800_000) * 100,
      bonus_payment: 0,
      balloon_pct: 40,
    })!;
    const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
    expect(section.querySelector('[data-finance-monthly]')!.textContent).toBe(yen(example.monthly));
    const rows = [...section.querySelectorAll('[data-finance-row]')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      ['現金販売価格（消費税込）', '9,800,000円'],
      ['頭金', '2,160,000円'],
      ['うち お客様のお支払い', '1,960,000円'],
      ['頭金サポート（キャンペーン）', '200,000円'],
      ['分割支払金（ローン元金）', '7,640,000円'],
      ['実質年率', '2.9%'],
      ['支払回数', '48回'],
      ['支払期間', '4年（48回）'],
      ['月々のお支払い額', yen(example.monthly)],
      ['最終回お支払い（残価）', '3,920,000円（残価率40%）'],
      ['分割払手数料', yen(example.interest)],
      ['支払総額（割賦販売価格）', yen(example.totalPayable)],
      // Dated once the page runs in the browser; its row keeps its place meanwhile.
      ['お見積もり日', '\u00a0'],
    ]);
    expect(texts(section, '[data-finance-quote] li')).toEqual([
      'メンテナンスパック（3年間の法定点検・消耗品交換）',
      '24時間ロードサイドアシスタンス',
    ]);
    expect(texts(section, '[data-finance-quote] a')).toEqual(['この条件で見積もりを依頼する', '試乗を予約する']);
    expect(section.querySelector('[data-finance-quote] a')!.getAttribute('href')).toBe('/forms/quote');
    // The plans as a radio group; the options with their values.
    expect(texts(section, 'fieldset legend')).toEqual(['ファイナンスプラン', 'お支払い期間']);
    const slider = section.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['20', '50', '5', '20']);
    expect(slider.getAttribute('aria-valuetext')).toBe('20%（1,960,000円）');
    expect(texts(section, 'fieldset label span').slice(-4)).toEqual(['4年（48回）', '5年（60回）', '6年（72回）', '7年（84回）']);

    const hidden = await renderBlockSection('finance_calculator', { fields: { calculator_style: 'mena', hide_free_items: true } });
    expect(hidden.querySelector('[data-finance-quote] li')).toBeNull();
  });

  it('tells only the editor’s preview about models the catalogue lost and configurations that do not fit, and shows the rest', async () => {
    const section = await renderBlockSection('finance_calculator', {
      fields: { nameplate_key_filter: 'defender_90, discovery' },
      groups: plan({ input_configuration: { duration: { min: 9, max: 3 } } }),
    });
    const notice = section.querySelector('[data-finance-notice]')!;
    expect(notice.hasAttribute('hidden')).toBe(true);
    expect(texts(notice, 'p')).toEqual([
      'モデル「defender_90」はモデルカタログにないため、表示していません。',
      '1番目のファイナンス商品（通常ローン）の入力設定に問題があるため、その部分は既定の設定で表示しています：duration：min ≦ default ≦ max になるように入力してください。',
      '（この注意はプレビューにだけ表示されます）',
    ]);
    // One plan: no plan step.
    expect(texts(section, 'ol li')).toEqual(['1車種を選ぶ', '2条件を選ぶ', '3お支払い例']);

    const none = await renderBlockSection('finance_calculator', { fields: { nameplate_key_filter: 'defender_130' } });
    expect(none.querySelector('[data-finance-notice="unavailable"]')!.textContent).toContain('表示できる車種がありません');
    expect(none.querySelector('select')).toBeNull();

    const noPlans = await renderBlockSection('finance_calculator', { groups: [] });
    expect(noPlans.querySelector('[data-finance-notice]')!.textContent).toContain(
      'ファイナンス商品がないため、既定のローン（ローン）で表示しています。',
    );
    expect(texts(noPlans, 'ol li')).toHaveLength(3);
  });

  it('takes the site’s loan rate for a plan that sets none', async () => {
    vi.mocked(getSetting).mockResolvedValue({ apr: 1.5, months: 60, down_payment_pct: 0, bonus_payment: 0, balloon_pct: 0 } as never);
    const section = await renderBlockSection('finance_calculator', { fields: { calculator_style: 'mena' }, groups: plan({}) });
    expect(section.querySelector('[data-finance-row="interest_rate"] dd')!.textContent).toBe('1.5%');
    expect(getSetting).toHaveBeenCalledWith('finance.loan_example');
  });

  it('refuses on save, in Japanese at the field, what does not fit', () => {
    expect(saveProblems({})).toEqual([]);
    expect(saveProblems({ fields: { nameplate_key_filter: 'defender_110, Range Rover' } })).toEqual([
      ['fields.nameplate_key_filter', expect.stringContaining('「Range」はモデルキーの形ではありません')],
      ['fields.nameplate_key_filter', expect.stringContaining('「Rover」はモデルキーの形ではありません')],
    ]);
    expect(
      saveProblems({ fields: { models_info: { defender_110: { label: 'D110', image: 'x.jpg' }, discovery_sport: { note: '注' } } } }),
    ).toEqual([
      [
        'fields.models_info',
        'モデル情報の「defender_110」：使える項目は label（60文字以内）と note（160文字以内）で、どちらも文字列です。',
      ],
      ['fields.models_info', 'モデル情報の「discovery_sport」は車種の絞り込み（nameplate_key_filter）に含まれていないため、使われません。'],
    ]);
    expect(
      saveProblems({ field_groups: plan({ input_configuration: { down_payment: { min: 20, max: 50, default: 22, interval: 5 } } }) }),
    ).toEqual([
      [
        'field_groups.0.input_configuration',
        '1番目のファイナンス商品（通常ローン）の入力設定：down_payment：default と max は、min から interval 刻みの値にしてください。',
      ],
    ]);
    expect(
      saveProblems({
        field_groups: plan({
          input_configuration: { down_payment: { min: 60, max: 50, default: 55 }, bonus_payment: { default: 1 }, term: 5 },
        }),
      }),
    ).toEqual([
      [
        'field_groups.0.input_configuration',
        '1番目のファイナンス商品（通常ローン）の入力設定：「term」は使えない項目です（使えるのは down_payment、duration、interest_rate、bonus_payment、residual_value、deposit_contribution）。',
      ],
      [
        'field_groups.0.input_configuration',
        '1番目のファイナンス商品（通常ローン）の入力設定：down_payment：min ≦ default ≦ max になるように入力してください。',
      ],
      [
        'field_groups.0.input_configuration',
        '1番目のファイナンス商品（通常ローン）の入力設定：bonus_payment：このファイナンス商品（HirePurchaseJP）にはボーナス払いがないため、bonus_payment は使えません。',
      ],
    ]);
    expect(
      saveProblems({
        field_groups: [
          {
            finance_product: 'PersonalContractPurchaseJP',
            name: '残価設定ローン',
            input_configuration: {
              duration: { min: 3, max: 5, default: 3 },
              residual_value: { '36': 50, '48': 45 },
              interest_rate: { default: 25 },
            },
          },
        ],
      }),
    ).toEqual([
      [
        'field_groups.0.input_configuration',
        '1番目のファイナンス商品（残価設定ローン）の入力設定：interest_rate.default：0〜20の範囲で入力してください。',
      ],
      ['field_groups.0.input_configuration', expect.stringContaining('60回払いの残価率がありません。')],
    ]);
    expect(
      saveProblems({
        field_groups: plan({
          output_configuration: { hidden: ['interest_rate', 'created_at'], labels: { total_payable: '' }, included_items: 'メンテナンス' },
        }),
      }),
    ).toEqual([
      [
        'field_groups.0.output_configuration',
        '1番目のファイナンス商品（通常ローン）の出力設定：hidden：「interest_rate」は割賦販売法により表示が必要なため、非表示にできません（非表示にできるのは cash_deposit、created_at）。',
      ],
      [
        'field_groups.0.output_configuration',
        '1番目のファイナンス商品（通常ローン）の出力設定：labels.total_payable：1〜40文字の文字列で入力してください。',
      ],
      [
        'field_groups.0.output_configuration',
        '1番目のファイナンス商品（通常ローン）の出力設定：included_items：60文字以内の文字列を10個までの配列で入力してください。',
      ],
    ]);
    expect(
      saveProblems({ field_groups: plan({ input_configuration: { down_payment: { min: 40, max: 60, default: 40, interval: 10 } } }) }),
    ).toEqual([]);
    expect(
      saveProblems({
        field_groups: [
          {
            finance_product: 'BalloonHirePurchaseJP',
            name: '据置',
            input_configuration: { down_payment: { min: 40, max: 60, default: 40, interval: 10 } },
          },
        ],
      }),
    ).toEqual([['field_groups.0.input_configuration', expect.stringContaining('頭金の上限（60%）と残価率（40%）の合計が100%以上')]]);
  });

  it('names its models for the save-time catalogue check', () => {
    const refs = blockRegistry.finance_calculator.catalogueRefs!;
    expect(
      refs({ fields: { nameplate_key_filter: 'defender_110, Bad Key', models_info: { discovery: {} } }, field_groups: [] } as never),
    ).toEqual([
      { path: ['fields', 'nameplate_key_filter'], kind: 'car', key: 'defender_110' },
      { path: ['fields', 'models_info'], kind: 'car', key: 'discovery' },
    ]);
    expect(refs({ fields: { nameplate_key_filter: '', models_info: {} }, field_groups: [] } as never)).toEqual([]);
  });
});
