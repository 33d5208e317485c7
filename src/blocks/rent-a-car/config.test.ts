import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { blockRegistry } from '../registry';
import { validateBlockContent } from '../validate-content';
import { readRentConfig } from './config';
import { rentDefaultContent } from './default-content';

const fields = rentDefaultContent.fields;

/** The Japanese messages the save check gives, each with the field it is shown at. */
function saveProblems(changes: Record<string, unknown>): [string, string][] {
  try {
    validateBlockContent('rent_a_car', { fields: { ...fields, ...changes } });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors.map((e) => [e.pointer.replace('content.fields.', ''), e.detail]);
  }
}

const vehicle = (changes: Record<string, unknown> = {}) => ({
  display_name: 'ディフェンダー 110',
  price: { daily: 38_500 },
  locations: ['aoyama'],
  ...changes,
});

describe('Rent a Car save rules', () => {
  it('accepts its default content and starts with the spec’s settings: km, Sundays disabled, Japanese dates', () => {
    expect(saveProblems({})).toEqual([]);
    const { additional_settings: _, ...rest } = fields;
    const saved = blockRegistry.rent_a_car.schemas.save.parse({ fields: rest });
    expect(saved.fields.additional_settings).toMatchObject({
      allow_different_dropoff: true,
      allow_custom_pickup: false,
      allow_custom_dropoff: false,
      distance_unit: 'km',
      datepicker_disabled_days: [0],
      date_locale: 'ja',
    });
  });

  it('says in Japanese, at the field, what is wrong with a vehicle', () => {
    expect(saveProblems({ vehicles: [vehicle({ price: { daily: '38,500円' } })] })).toEqual([
      ['vehicles', '1番目の車両の price.daily：数値で入力してください。'],
    ]);
    expect(saveProblems({ vehicles: [vehicle(), vehicle({ display_name: '', locations: ['osaka'], colour: '白' })] })).toEqual([
      ['vehicles', '2番目の車両の display_name：入力してください。'],
      ['vehicles', '2番目の車両：使えない項目があります：colour。'],
    ]);
    expect(saveProblems({ vehicles: [vehicle({ locations: ['osaka', 'unofficial'] })] })).toEqual([
      [
        'vehicles',
        '1番目の車両の locations：「osaka」は場所（locations）の name_key にありません（ご指定の場所で貸し出す車両には「unofficial」を入れます）。',
      ],
    ]);
    expect(saveProblems({ vehicles: {} })).toEqual([['vehicles', '車両（vehicles）：配列（[ … ]）で入力してください。']]);
    expect(saveProblems({ vehicles: [] })).toEqual([['vehicles', '車両（vehicles）：1件以上入力してください。']]);
  });

  it('accepts a vehicle whose daily price is null (price on request), but not a missing price', () => {
    expect(saveProblems({ vehicles: [vehicle({ price: { daily: null } })] })).toEqual([]);
    expect(saveProblems({ vehicles: [vehicle({ price: {} })] })).toEqual([['vehicles', '1番目の車両の price.daily：入力してください。']]);
  });

  it('checks locations: keys, duplicates, the reserved word and coordinates', () => {
    const location = (key: string, lat = 35.6) => ({
      name_key: key,
      city_name: '東京',
      point_name: '青山店',
      address: '東京都港区',
      coordinates: { lat, lng: 139.7 },
    });
    expect(
      saveProblems({
        locations: [location('aoyama'), location('aoyama'), location('unofficial'), location('Ginza', 91)],
        vehicles: [vehicle()],
      }),
    ).toEqual([
      ['locations', '4番目の場所の name_key：半角英小文字・数字・「_」「-」で入力してください（英小文字か数字で始めます）。'],
      ['locations', '4番目の場所の coordinates.lat：90以下の数値にしてください。'],
      ['locations', '2番目の場所の name_key：name_key「aoyama」は1番目の場所と同じです。場所ごとに別の name_key にしてください。'],
      ['locations', '3番目の場所の name_key：「unofficial」は場所の name_key には使えません（ご指定の場所で貸し出す車両を表す語です）。'],
    ]);
    expect(saveProblems({ locations: [], vehicles: [vehicle()] })).toEqual([['locations', '場所（locations）：1件以上入力してください。']]);
  });

  it('checks the extras: controller type, amount bounds, toggler labels', () => {
    const sub = (controller: unknown) => ({ heading: 'ベビーシート', price: 200, controller });
    expect(
      saveProblems({
        extras: {
          items: [
            {
              heading: 'チャイルドシート',
              subitems: [
                sub({ type: 'amount', min: 0, max: 10, default: 11 }),
                sub({ type: 'switch', default: true }),
                sub({ type: 'toggler', true_label: '追加する', default: true }),
              ],
            },
          ],
        },
      }),
    ).toEqual([
      ['extras', '1番目のオプション項目の1番目の選択肢の controller.default：min ≦ default ≦ max になるようにしてください。'],
      ['extras', '1番目のオプション項目の2番目の選択肢の controller.type："amount"、"toggler" のいずれかにしてください。'],
      ['extras', '1番目のオプション項目の3番目の選択肢の controller.false_label：入力してください。'],
    ]);
  });

  it('checks the additional settings, the text keys and the booking values templates may use', () => {
    expect(
      saveProblems({
        additional_settings: { distance_unit: 'miles', datepicker_disabled_days: [0, 7], date_locale: '日本語' },
        translations: { pickup_label: '貸出店舗', pick_up: 'x' },
        form_hidden_field_mapping: { rent_vehicle: '{{vehicle}} {{colour}}', 'Bad-Name': '{{total}}' },
        form_summary_template: '{{summary}} {{vehicle}}',
      }),
    ).toEqual([
      ['translations', '翻訳（translations）：使えない項目があります：pick_up。'],
      ['additional_settings', '追加設定（additional_settings）の distance_unit："km"、"mi" のいずれかにしてください。'],
      ['additional_settings', '追加設定（additional_settings）の datepicker_disabled_days（2番目）：6以下の数値にしてください。'],
      ['additional_settings', '追加設定（additional_settings）の date_locale：ja や ja-JP のような言語タグにしてください。'],
      [
        'form_hidden_field_mapping',
        '隠しフィールドの対応（form_hidden_field_mapping）の Bad-Name：フォームの項目名（半角英小文字で始まり、英小文字・数字・「_」のもの）にしてください。',
      ],
      [
        'form_hidden_field_mapping',
        expect.stringMatching(
          /^隠しフィールドの対応（form_hidden_field_mapping）の rent_vehicle：「\{\{colour\}\}」は使えない差し込み項目です/,
        ),
      ],
      [
        'form_summary_template',
        expect.stringMatching(/^「\{\{summary\}\}」は使えない差し込み項目です（使えるのは \{\{pickup_location\}\} .* \{\{total\}\}）。$/),
      ],
    ]);
    expect(saveProblems({ additional_settings: { min_days_ahead: 10, max_days_ahead: 5, datepicker_disabled_days: [0, 0] } })).toEqual([
      ['additional_settings', '追加設定（additional_settings）の datepicker_disabled_days：同じ曜日が2回入っています。'],
      ['additional_settings', '追加設定（additional_settings）の min_days_ahead：min_days_ahead は max_days_ahead 以下にしてください。'],
    ]);
  });
});

describe('readRentConfig', () => {
  it('keeps what still fits of content saved before the rules, and falls back to the default settings', () => {
    const config = readRentConfig({
      ...fields,
      vehicles: [vehicle(), { display_name: 'x' }, vehicle({ display_name: 'ディスカバリー' })],
      locations: [...(fields.locations as unknown[]), { name_key: 'broken' }],
      extras: { items: 'none' },
      additional_settings: { distance_unit: 'parsec' },
      translations: { pickup_label: '貸出店舗' },
      form_hidden_field_mapping: { rent_total: '{{total}}' },
    });
    expect(config.vehicles.map((v) => v.display_name)).toEqual(['ディフェンダー 110', 'ディスカバリー']);
    expect(config.vehicles[0]!.specification).toEqual([]);
    expect(config.locations.map((l) => l.name_key)).toEqual(['aoyama', 'haneda', 'yokohama']);
    expect(config.extras).toEqual([]);
    expect(config.settings).toMatchObject({ distance_unit: 'km', datepicker_disabled_days: [0], max_rental_days: 30 });
    expect(config.texts).toEqual({ pickup_label: '貸出店舗' });
    expect(config.mapping).toEqual({ rent_total: '{{total}}' });
  });

  it('reads a subitem without `per` as charged per day', () => {
    const config = readRentConfig({
      ...fields,
      extras: {
        items: [{ heading: 'a', subitems: [{ heading: 'b', price: 1, controller: { type: 'amount', min: 0, max: 1, default: 0 } }] }],
      },
    });
    expect(config.extras[0]!.subitems[0]!.per).toBe('day');
  });
});
