import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';

/**
 * Leads for staff (issue 9 item 13): a visitor's quote request shows up with its delivery status,
 * the confirmation waits in the outbox (no SMTP in the demo), and an admin exports the leads and
 * opens the CSV.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('an admin sees a new lead delivered, reads the e-mails in the outbox, and exports the leads as a CSV for Excel', async ({
  page,
  request,
}) => {
  const family = `試験${Date.now().toString().slice(-5)}`;
  // A visitor's quote request, through the public API as the form's island sends it.
  const forms = (await (await request.get('/api/forms', { headers: { authorization: 'Bearer e2e-admin-token-0123456789' } })).json()) as {
    data: { id: number; name: string }[];
  };
  const quote = forms.data.find((f) => f.name === 'quote')!;
  const locations = (await (await request.get('/api/locations')).json()) as { data: { id: number; dealer_code: string }[] };
  const aoyama = locations.data.find((l) => l.dealer_code === 'JP001')!;
  const sent = await request.post(`/api/forms/${quote.id}/leads`, {
    data: {
      attributes: {
        model: 'ディフェンダー',
        location: aoyama.id,
        payment: 'loan',
        family_name: family,
        given_name: '花子',
        family_name_kana: 'しけん',
        given_name_kana: 'はなこ',
        email: 'hanako@example.jp',
        phone: '080-1234-5678',
        message: '=1+1 の見積もりをお願いします',
        privacy_consent: true,
      },
    },
  });
  expect(sent.status()).toBe(201);

  await signInAs(page, await createPerson(request, 'admin'), '/admin/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'フォームとリード' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '見積もり依頼' }).click();
  const row = page.getByRole('row').filter({ hasText: family });
  await expect(row).toContainText('080-1234-5678');
  await expect(row).toContainText('ランドローバー 青山');
  // The worker delivers within seconds: reload until the notification and confirmation are sent.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: family })).toContainText('確認メール: 送信済み');
  }).toPass({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('row').filter({ hasText: family }).getByRole('link').first().click();
  await expect(page.getByText('個人情報の取り扱いに同意する', { exact: false })).toBeVisible();
  await expect(page.getByText('シケン')).toBeVisible();

  await page.getByRole('link', { name: 'メール送信箱' }).click();
  const confirmation = page.locator('details').filter({ hasText: 'hanako@example.jp' }).first();
  await confirmation.locator('summary').click();
  await expect(confirmation).toContainText('お問い合わせいただき、ありがとうございます');
  await expect(confirmation).toContainText('お支払い方法: ローン');

  await page.goto(`/admin/forms/${quote.id}`);
  await page.getByRole('button', { name: '書き出す' }).click();
  await expect(page.getByRole('status')).toHaveText('書き出しを開始しました。完了するとここからダウンロードできます。');
  const download = page.getByRole('link', { name: 'ダウンロード' }).first();
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible();
  }).toPass({ timeout: 15_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^leads-quote-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
  const bytes = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(bytes);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toContain('受付番号,受付日時（日本時間）,販売店,お見積もりをご希望のモデル');
  const line = text.split('\r\n').find((l) => l.includes(family))!;
  expect(line).toContain('ランドローバー 青山');
  expect(line).toContain("'=1+1 の見積もりをお願いします");
});

test('an admin creates a form, is told why a broken definition is not saved, and opens the form', async ({ page, request }) => {
  const name = `e2e_contact_${Date.now().toString().slice(-6)}`;
  await signInAs(page, await createPerson(request, 'admin'), '/admin/forms');
  const create = page.getByRole('region', { name: '新しいフォーム' }).or(page.locator('section[aria-labelledby="new-form"]'));
  await create.getByLabel('フォームの名前').fill('Bad Name');
  await create.getByLabel('タイトル').fill('お問い合わせ（試験）');
  await create.getByRole('button', { name: '作成する' }).click();
  await expect(create.getByText('半角英小文字で始まり、英小文字・数字・_ だけの名前にしてください')).toBeVisible();
  await create.getByLabel('フォームの名前').fill(name);
  await create.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('status')).toHaveText('フォームを作成しました。項目を確認してから受付を始めてください。');
  await expect(page.getByRole('row').filter({ hasText: 'family_name_kana' })).toContainText('必須・30文字まで');

  await page.getByText('上級者向け：定義全体をJSONで編集').click();
  const editor = page.getByLabel('定義を編集（JSON）');
  const definition = JSON.parse(await editor.inputValue()) as { enabled: boolean; fields: { rules: { min?: number } }[] };
  definition.fields[0]!.rules.min = 99;
  await editor.fill(JSON.stringify(definition, null, 2));
  await page.getByRole('button', { name: '保存する', exact: true }).click();
  await expect(page.locator('#form-definition-errors')).toContainText('fields.0.rules.min');
  definition.fields[0]!.rules.min = 1;
  definition.enabled = true;
  await editor.fill(JSON.stringify(definition, null, 2));
  await page.getByRole('button', { name: '保存する', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('保存しました。');
  expect(await seriousViolations(page)).toEqual([]);

  const visitor = await request.get(`/public_api/forms/${name}/view`);
  expect(visitor.status()).toBe(200);
});

test('an admin builds fields by pointing and clicking: adds a choice field, sets its rules, reorders, and the form is saved that way', async ({
  page,
  request,
}) => {
  const name = `e2e_build_${Date.now().toString().slice(-6)}`;
  await signInAs(page, await createPerson(request, 'admin'), '/admin/forms');
  const create = page.locator('section[aria-labelledby="new-form"]');
  await create.getByLabel('フォームの名前').fill(name);
  await create.getByLabel('タイトル').fill('ご連絡方法の確認');
  await create.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('status')).toHaveText('フォームを作成しました。項目を確認してから受付を始めてください。');

  const builder = page.getByRole('form', { name: '項目を編集' });
  const fieldsets = builder.getByRole('group');
  const before = await fieldsets.count();
  await builder.getByLabel('追加する項目の種類').selectOption({ label: 'ラジオボタン' });
  await builder.getByRole('button', { name: '項目を追加' }).click();
  const added = fieldsets.nth(before);
  await added.getByLabel('項目名').fill('contact_method');
  await added.getByLabel('ラベル（日本語）').fill('ご希望の連絡方法');
  await added.getByLabel('選択肢').fill('phone|お電話\nemail|メール');
  await added.getByLabel('必須にする').check();
  // A broken rule is refused, named by the field's place and name, and nothing is lost.
  await added.getByLabel('最小').fill('5');
  await added.getByLabel('最大').fill('2');
  await builder.getByRole('button', { name: '項目を保存する' }).click();
  await expect(builder.getByRole('alert')).toContainText(`項目 ${before + 1}（contact_method） rules.min`);
  await expect(added.getByLabel('ラベル（日本語）')).toHaveValue('ご希望の連絡方法');
  await added.getByLabel('最小').fill('');
  await added.getByLabel('最大').fill('');
  for (let i = 0; i < before; i++)
    await fieldsets
      .nth(before - i)
      .getByRole('button', { name: '上へ' })
      .click();
  await expect(fieldsets.first()).toHaveAccessibleName('項目 1：ご希望の連絡方法');
  await builder.getByRole('button', { name: '項目を保存する' }).click();
  await expect(page.getByRole('status')).toHaveText('保存しました。');
  await expect(page.getByRole('row').nth(1)).toContainText('contact_method');
  await expect(page.getByRole('row').nth(1)).toContainText('必須');
  expect(await seriousViolations(page)).toEqual([]);

  const forms = (await (await request.get('/api/forms', { headers: { authorization: 'Bearer e2e-admin-token-0123456789' } })).json()) as {
    data: {
      name: string;
      fields: { name: string; type: string; options?: { value: string; label: { ja: string } }[]; rules: { required: boolean } }[];
    }[];
  };
  const saved = forms.data.find((f) => f.name === name)!;
  expect(saved.fields[0]).toMatchObject({
    name: 'contact_method',
    type: 'radio',
    rules: { required: true },
    options: [
      { value: 'phone', label: { ja: 'お電話' } },
      { value: 'email', label: { ja: 'メール' } },
    ],
  });
});
