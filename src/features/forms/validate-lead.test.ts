import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { formField, type FormField } from './definition';
import { validateLead, type LeadSubmission } from './validate-lead';

const ctx = {
  t: getT('ja'),
  language: 'ja' as const,
  today: '2026-11-25',
  prefectures: ['東京都', '大阪府'],
  locationIds: new Set([3, 7]),
};
const f = (input: Record<string, unknown>): FormField => formField.parse({ label: { ja: input.name }, ...input });
const consent = { privacy_consent: 'on' };

function check(fields: FormField[], values: LeadSubmission['values'], files: LeadSubmission['files'] = {}) {
  return validateLead(fields, { values: { ...consent, ...values }, files }, ctx);
}

function errorsOf(result: ReturnType<typeof check>) {
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.pointer, e.detail]));
}

describe('validateLead', () => {
  it('leaves optional empty fields out and requires required ones, with the label in the message', () => {
    const fields = [
      f({ name: 'family_name', label: { ja: '姓' }, type: 'text', rules: { required: true } }),
      f({ name: 'memo', type: 'textarea' }),
    ];
    expect(errorsOf(check(fields, { family_name: ' ' }))).toEqual({ family_name: '姓を入力してください' });
    const ok = check(fields, { family_name: '山田', memo: '' });
    expect(ok).toMatchObject({ ok: true, attributes: { family_name: '山田' } });
    expect(ok.ok && 'memo' in ok.attributes).toBe(false);
  });

  it('counts characters as people do (an emoji or a kanji is one)', () => {
    const fields = [f({ name: 'note', type: 'text', rules: { max: 3, min: 2 } })];
    expect(check(fields, { note: '🚙🚙🚙' }).ok).toBe(true);
    expect(errorsOf(check(fields, { note: '🚙🚙🚙🚙' }))).toEqual({ note: '文字数の上限を超えています（3文字まで）' });
    expect(errorsOf(check(fields, { note: '車' }))).toEqual({ note: 'noteは2文字以上で入力してください' });
  });

  it('takes only listed choices, prefectures or existing locations (as numbers)', () => {
    const fields = [
      f({ name: 'model', type: 'radio', options: [{ value: 'defender', label: { ja: 'ディフェンダー' } }], rules: { required: true } }),
      f({ name: 'pref', type: 'select', options_source: 'prefectures' }),
      f({ name: 'shop', type: 'select', options_source: 'locations' }),
    ];
    expect(check(fields, { model: 'defender', pref: '大阪府', shop: '7' })).toMatchObject({
      ok: true,
      attributes: { model: 'defender', pref: '大阪府', shop: 7 },
      locationId: 7,
    });
    expect(errorsOf(check(fields, { model: 'evil', pref: '東京', shop: '5' }))).toEqual({
      model: 'modelは選択肢から選んでください',
      pref: 'prefは選択肢から選んでください',
      shop: 'shopは選択肢から選んでください',
    });
    expect(errorsOf(check(fields, {}))).toEqual({ model: 'modelを選択してください' });
  });

  it('reads a single checkbox as yes/no, and checkbox choices with min and max', () => {
    const single = f({ name: 'trade_in', type: 'checkbox', rules: { required: true } });
    expect(check([single], { trade_in: 'on' })).toMatchObject({ ok: true, attributes: { trade_in: true } });
    expect(errorsOf(check([single], {}))).toEqual({ trade_in: 'trade_inにチェックを入れてください' });
    const options = ['a', 'b', 'c'].map((v) => ({ value: v, label: { ja: v } }));
    const multi = f({ name: 'why', type: 'checkbox', options, rules: { required: true, min: 2, max: 2 } });
    expect(check([multi], { why: ['a', 'c', 'a'] })).toMatchObject({ ok: true, attributes: { why: ['a', 'c'] } });
    expect(errorsOf(check([multi], { why: ['a'] }))).toEqual({ why: 'whyは2つ以上選択してください' });
    expect(errorsOf(check([multi], { why: ['a', 'b', 'c'] }))).toEqual({ why: 'whyは2つまで選択できます' });
    expect(errorsOf(check([multi], { why: ['a', 'x'] }))).toEqual({ why: 'whyは選択肢から選んでください' });
  });

  it('takes real calendar dates inside the window counted from today in Japan', () => {
    const date = f({ name: 'day', type: 'date', days_from: 1, days_to: 30, rules: { required: true } });
    expect(check([date], { day: '2026-11-26' }).ok).toBe(true);
    expect(check([date], { day: '2026-12-25' }).ok).toBe(true);
    expect(errorsOf(check([date], { day: '2026-11-25' }))).toEqual({ day: '2026年11月26日から2026年12月25日までの日付を選択してください' });
    expect(errorsOf(check([date], { day: '2026-12-26' }))).toEqual({ day: '2026年11月26日から2026年12月25日までの日付を選択してください' });
    expect(errorsOf(check([date], { day: '2027-02-30' }))).toEqual({ day: '正しい日付を選択してください' });
    expect(errorsOf(check([date], { day: '26/11/2026' }))).toEqual({ day: '正しい日付を選択してください' });
    const from = f({ name: 'd', type: 'date', days_from: 0 });
    expect(errorsOf(check([from], { d: '2026-11-24' }))).toEqual({ d: '2026年11月25日以降の日付を選択してください' });
  });

  it('fills hidden boxes from what the page sent or their default, never asking the visitor', () => {
    const fields = [
      f({ name: 'campaign', type: 'text', box_type: 'hidden', default_value: 'spring', rules: { required: true } }),
      f({ name: 'vehicle_id', type: 'text', box_type: 'dynamic' }),
      f({ name: 'ga', type: 'text', box_type: 'ga_client_id' }),
    ];
    expect(check(fields, { vehicle_id: '42' })).toMatchObject({ ok: true, attributes: { campaign: 'spring', vehicle_id: '42' } });
  });

  it('accepts one file of an accepted type within its limit, and says which limit was broken', () => {
    const file = f({ name: 'doc', type: 'file', accept: ['application/pdf'], rules: { size: 1 } });
    const pdf = new TextEncoder().encode('%PDF-1.4 tiny');
    expect(check([file], {}, { doc: [{ name: 'a.pdf', bytes: pdf }] })).toMatchObject({
      ok: true,
      files: [{ field: 'doc', contentType: 'application/pdf' }],
    });
    const big = check([file], {}, { doc: [{ name: 'a.pdf', bytes: new Uint8Array(1025).fill(0x25) }] });
    expect(big).toMatchObject({ ok: false, fileProblem: 'size' });
    const png = check([file], {}, { doc: [{ name: 'a.pdf', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }] });
    expect(png).toMatchObject({ ok: false, fileProblem: 'type', errors: [{ pointer: 'doc', detail: 'PDFのファイルを選択してください' }] });
    const two = check(
      [file],
      {},
      {
        doc: [
          { name: 'a.pdf', bytes: pdf },
          { name: 'b.pdf', bytes: pdf },
        ],
      },
    );
    expect(errorsOf(two)).toEqual({ doc: 'docに添付できるファイルは1つです' });
  });

  it('reports file problems as such only when nothing else is wrong', () => {
    const fields = [f({ name: 'doc', type: 'file', rules: { size: 1 } }), f({ name: 'name', type: 'text', rules: { required: true } })];
    const result = check(fields, {}, { doc: [{ name: 'x', bytes: new Uint8Array(2000) }] });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? undefined : result.fileProblem).toBeUndefined();
  });

  it('requires the APPI consent, and records marketing opt-in only when ticked', () => {
    const fields = [f({ name: 'name', type: 'text' })];
    expect(errorsOf(validateLead(fields, { values: {}, files: {} }, ctx))).toEqual({
      privacy_consent: '個人情報の取り扱いに同意してください',
    });
    expect(validateLead(fields, { values: { privacy_consent: 'true' }, files: {} }, ctx)).toMatchObject({
      ok: true,
      marketingOptIn: false,
    });
    expect(validateLead(fields, { values: { privacy_consent: 'on', marketing_opt_in: 'on' }, files: {} }, ctx)).toMatchObject({
      marketingOptIn: true,
    });
  });
});
