/** The form the lead benchmarks submit to, and one valid submission of it (with a small JPEG). */
export const benchForm = {
  name: 'bench_test_drive',
  type: 'test_drive',
  title: '試乗予約（計測）',
  fields: [
    {
      name: 'model',
      type: 'select',
      label: { ja: 'モデル' },
      options: [{ value: 'defender', label: { ja: 'ディフェンダー' } }],
      rules: { required: true },
    },
    { name: 'preferred_date', type: 'date', label: { ja: 'ご希望日' }, days_from: 1, days_to: 90, rules: { required: true } },
    { name: 'family_name', type: 'text', label: { ja: '姓' }, rules: { required: true, max: 30 } },
    { name: 'family_name_kana', type: 'text', format: 'katakana', label: { ja: 'セイ' }, rules: { required: true } },
    { name: 'email', type: 'text', format: 'email', label: { ja: 'メール' }, rules: { required: true } },
    { name: 'phone', type: 'telephone', label: { ja: '電話' }, rules: { required: true } },
    { name: 'message', type: 'textarea', label: { ja: 'ご要望' }, rules: { max: 1000 } },
    { name: 'licence', type: 'file', label: { ja: '免許証' }, rules: { size: 100 } },
  ],
  settings: {
    notifications: { recipients: ['sales@example.jp'] },
    confirmations: { enabled: true, email_field: 'email' },
  },
  integrations: { crm: { enabled: true, lead_type: 'test_drive' } },
};

const tomorrow = () => new Date(Date.now() + 9 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7)]);

export function leadBody(n: number, withFile = true): FormData {
  const data = new FormData();
  const values: Record<string, string> = {
    model: 'defender',
    preferred_date: tomorrow(),
    family_name: `計測${n}`,
    family_name_kana: 'けいそく',
    email: `bench${n}@example.jp`,
    phone: '090-1234-5678',
    message: '週末の午前を希望します。',
    privacy_consent: 'on',
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  if (withFile) data.set('licence', new File([jpeg], `licence-${n}.jpg`, { type: 'image/jpeg' }));
  return data;
}
