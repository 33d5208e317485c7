import { formInput } from '@/features/forms/definition';
import type { FormBlockData } from '@/features/forms/form-block-data.server';
import { demoForms } from '@/features/forms/demo-forms';

/** The demo site's rent inquiry form as the block's loader returns it, for the block's tests. */
export function rentFormFixture(overrides: Partial<FormBlockData> = {}): FormBlockData {
  const form = formInput.parse(demoForms.find((f) => f.name === 'rent_inquiry'));
  return {
    form: { id: 9, name: form.name, title: form.title, fields: form.fields, settings: { ...form.settings, captcha: false } },
    locations: [],
    locationByCode: {},
    prefectures: ['東京都', '神奈川県'],
    captcha: { provider: 'none', site_key: null },
    phoneCountries: [
      { code: 'JP', name: '日本', callingCode: '81' },
      { code: 'US', name: 'アメリカ合衆国', callingCode: '1' },
    ],
    today: '2026-11-30',
    ...overrides,
  };
}
