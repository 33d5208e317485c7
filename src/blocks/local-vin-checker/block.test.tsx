import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { vinCheckerTexts } from './block';

describe('local VIN checker', () => {
  it('renders its default content: heading, the labelled input with its hint, and the button, in a form that posts without JavaScript', async () => {
    const section = await renderBlockSection('local_vin_checker');
    expect(section.querySelector('h2')!.textContent).toBe('リコール・サービスキャンペーン対象車両の検索');
    const input = section.querySelector('input')!;
    expect(section.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('車台番号（VIN）を入力');
    expect(section.querySelector(`#${input.getAttribute('aria-describedby')}`)!.textContent).toBe(
      '車検証の「車台番号」欄に記載されています。輸入車は17桁の英数字（VIN）です。',
    );
    expect(section.querySelector('button[type="submit"]')!.textContent).toBe('確認する');
    // The answer's live region is there from the start, empty, so the first answer is announced.
    expect(section.querySelector('[role="status"]')!.textContent).toBe('');
    // A real form, shown whether or not scripts run: no note that the check needs JavaScript.
    const form = input.closest('form')!;
    expect(input.getAttribute('name')).toBe('vin');
    expect(form.contains(section.querySelector('button[type="submit"]'))).toBe(true);
    expect(section.querySelector('noscript')).toBeNull();
    // The booking link waits for a positive answer.
    expect(section.querySelector('a')).toBeNull();
  });

  it('uses the editor’s texts where given', async () => {
    const section = await renderBlockSection('local_vin_checker', {
      fields: { input_label: 'VINをご入力ください', button_label: '調べる', input_hint: '17桁です' },
    });
    expect(section.querySelector('label')!.textContent).toBe('VINをご入力ください');
    expect(section.querySelector('button')!.textContent).toBe('調べる');
    expect(section.textContent).toContain('17桁です');
  });

  it('answers with the spec’s texts in English and Japanese by default, and the editor’s when set', () => {
    expect(vinCheckerTexts({}, getT('en'))).toMatchObject({
      input: 'Enter VIN Number',
      button: 'Check Vin',
      negative: 'Your vehicle is NOT the affected vehicle.',
    });
    expect(vinCheckerTexts({}, getT('en')).positive).toMatch(/contact your service centre to make an appointment for parts replacement/);
    const ja = vinCheckerTexts({}, getT('ja'));
    expect([ja.negative, ja.resultFor, ja.errors.length]).toEqual([
      'お客様のお車は対象車両ではありません。',
      '{vehicle} の確認結果',
      'VINは17桁です（入力は{length}桁）。車検証の「車台番号」欄をご確認ください。',
    ]);
    expect(ja.positive).toContain('サービス工場にご連絡のうえ、部品交換のご予約');
    const edited = vinCheckerTexts(
      { negative_text: '対象外です。', positive_text: 'ご連絡ください。', remedied_text: '修理済みです。' },
      getT('ja'),
    );
    expect([edited.negative, edited.positive, edited.remedied]).toEqual(['対象外です。', 'ご連絡ください。', '修理済みです。']);
  });

  it('keeps its booking link a plain link field, and its default content valid', () => {
    const { save } = blockRegistry.local_vin_checker.schemas;
    expect(save.safeParse(blockRegistry.local_vin_checker.defaultContent).success).toBe(true);
    expect(save.safeParse({ fields: {} }).success).toBe(true);
  });
});
