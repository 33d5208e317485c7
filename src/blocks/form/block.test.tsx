import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formBlockFixture } from '@/features/forms/form-block-fixture';
import { renderBlockSection } from '../test-rendering';

vi.mock('@/features/forms/form-block-data.server', () => ({ loadFormBlockData: vi.fn() }));
vi.mock('@/features/forms/submit-lead.action', () => ({ submitLeadAction: vi.fn() }));
const load = vi.mocked(loadFormBlockData);

describe('form block', () => {
  beforeEach(() => load.mockReset());

  it('renders the form on the server: labels with 必須/任意, choices, the APPI consent and purpose, hidden values, a honeypot', async () => {
    load.mockResolvedValue(formBlockFixture());
    const section = await renderBlockSection('form', {
      fields: { form_hidden_field_mapping: { offer_category: 'spring' }, has_two_columns: true },
    });
    expect(load).toHaveBeenCalledWith('test_drive', {});
    const form = section.querySelector('form')!;
    expect(form.getAttribute('data-form')).toBe('offers');
    expect(section.querySelector('h2')!.textContent).toBe('試乗のご予約');
    const label = (name: string) => section.querySelector(`label[for="${section.querySelector(`[name="${name}"]`)!.id}"]`)!.textContent;
    expect(label('family_name')).toBe('姓必須');
    expect(label('phone')).toBe('電話番号任意');
    expect([...section.querySelectorAll('select[name="location"] option')].map((o) => o.textContent)).toEqual([
      '選択してください',
      'ランドローバー青山',
      'ランドローバー横浜',
    ]);
    expect([...section.querySelectorAll('select[name="phone_country"] option')].map((o) => o.textContent)).toEqual([
      '日本 (+81)',
      'アメリカ合衆国 (+1)',
    ]);
    expect(section.querySelector('input[name="visit_day"]')!.getAttribute('min')).toBe('2026-11-26');
    expect(section.querySelector('input[name="visit_day"]')!.getAttribute('max')).toBe('2026-12-25');
    expect(section.querySelector<HTMLInputElement>('input[name="offer_category"]')!.value).toBe('spring');
    expect(section.querySelector('input[name="privacy_consent"]')!.hasAttribute('required')).toBe(true);
    expect(section.textContent).toContain('個人情報の取り扱いに同意する');
    expect(section.textContent).toContain('ご入力いただいた個人情報は');
    expect(section.querySelector('a[href="/privacy"]')!.textContent).toBe('個人情報の取り扱いについて');
    expect(section.querySelector('input[name="marketing_opt_in"]')).not.toBeNull();
    const honeypot = section.querySelector('input[name="company_website"]')!;
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(section.querySelector('button[type="submit"]')!.textContent).toBe('送信する');
  });

  it('says the form is not available when it is missing or closed', async () => {
    load.mockResolvedValue(formBlockFixture({ form: null }));
    const section = await renderBlockSection('form');
    expect(section.querySelector('form')).toBeNull();
    expect(section.textContent).toContain('このフォームは現在ご利用いただけません。');
  });
});
