import { formInput } from './definition';
import type { FormBlockData } from './form-block-data.server';

/** What a form block's loader returns for a small form, for the blocks' render tests. */
export function formBlockFixture(overrides: Partial<FormBlockData> = {}): FormBlockData {
  const form = formInput.parse({
    name: 'offers',
    title: 'オファー',
    fields: [
      {
        name: 'interests',
        type: 'checkbox',
        label: { ja: 'ご興味のある内容' },
        options: ['new_cars', 'approved', 'owners', 'jaguar'].map((v) => ({ value: v, label: { ja: `興味:${v}` } })),
      },
      { name: 'location', type: 'select', options_source: 'locations', label: { ja: '販売店' }, rules: { required: true } },
      { name: 'family_name', type: 'text', label: { ja: '姓' }, width: 'half', rules: { required: true, max: 30 } },
      { name: 'phone', type: 'telephone', label: { ja: '電話番号' } },
      { name: 'postcode', type: 'text', format: 'postcode', label: { ja: '郵便番号' }, fills: { state: 'prefecture' } },
      { name: 'prefecture', type: 'select', options_source: 'prefectures', label: { ja: '都道府県' } },
      { name: 'visit_day', type: 'date', label: { ja: '希望日' }, days_from: 1, days_to: 30 },
      { name: 'offer_category', type: 'text', box_type: 'hidden', label: { ja: 'カテゴリー' } },
      { name: 'entry_tab', type: 'text', box_type: 'hidden', label: { ja: 'タブ' } },
    ],
    settings: { marketing_opt_in: { enabled: true } },
  });
  return {
    form: { id: 5, name: form.name, fields: form.fields, settings: form.settings },
    locations: [
      { id: 1, name: 'ランドローバー青山' },
      { id: 2, name: 'ランドローバー横浜' },
    ],
    locationByCode: { JP001: 1 },
    prefectures: ['東京都', '神奈川県'],
    captcha: { provider: 'none', site_key: null },
    phoneCountries: [
      { code: 'JP', name: '日本', callingCode: '81' },
      { code: 'US', name: 'アメリカ合衆国', callingCode: '1' },
    ],
    today: '2026-11-25',
    ...overrides,
  };
}
