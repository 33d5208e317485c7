import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { buildFormView } from '@/features/forms/form-view';
import type { LeadFormState } from '@/features/forms/lead-form-state';
import { getT } from '@/i18n/i18n';
import { renderToHtml } from '@/ui/render-to-html';
import { vehicleInquiryFormDefinition } from '../vehicle-inquiry-form.server';
import { inquiryView, VehicleInquiryPanel, type InquiryDefaults, type InquiryReason } from './vehicle-inquiry';

const t = getT('ja');
const noAction = async (state: LeadFormState) => state;

/** The enquiry form as the checkout page serves it, parsed the way a browser without JavaScript reads it. */
async function render(reason: InquiryReason, defaults: InquiryDefaults = {}) {
  const { name, fields, settings } = vehicleInquiryFormDefinition;
  const view = buildFormView(
    { id: 7, name, fields, settings },
    {
      t,
      language: 'ja',
      today: '2026-11-25',
      prefectures: [],
      locations: [],
      captcha: { provider: 'none', site_key: null },
      phoneCountries: [{ code: 'JP', name: '日本', callingCode: '81' }],
    },
  );
  const window = new Window();
  window.document.body.innerHTML = await renderToHtml(
    <VehicleInquiryPanel view={inquiryView(view, t, defaults)} reason={reason} t={t} action={noAction} />,
  );
  return window.document;
}

describe('VehicleInquiry', () => {
  it('asks, in Japanese, for name, e-mail, an optional phone and message, and the consent', async () => {
    const page = await render('held');
    expect(page.querySelector('h2')?.textContent).toBe('この車両について販売店に問い合わせる');
    const form = page.querySelector('form')!;
    const label = (name: string) => page.querySelector(`label[for="${page.querySelector(`[name="${name}"]`)?.id}"]`)?.textContent;
    expect(label('name')).toContain('お名前');
    expect(label('email')).toContain('メールアドレス');
    expect(label('phone')).toContain('電話番号');
    expect(label('phone')).toContain('任意');
    expect(label('message')).toContain('ご質問・ご要望');
    expect(form.querySelector('[name="name"]')?.getAttribute('aria-required')).toBe('true');
    expect(form.querySelector('[name="phone"]')?.hasAttribute('aria-required')).toBe(false);
    expect(form.querySelector('textarea[name="message"]')?.getAttribute('maxlength')).toBe('2000');
    expect(form.querySelector('input[type="checkbox"][name="privacy_consent"]')).not.toBeNull();
    expect(form.textContent).toContain('この車両を扱う販売店と共有します');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('販売店に問い合わせる');
  });

  it('leaves the car and the recipients to the server: nothing the visitor could change names them', async () => {
    const form = (await render('unavailable')).querySelector('form')!;
    expect(form.querySelector('[name="recipients"]')).toBeNull();
    for (const name of ['vehicle', 'vehicle_id', 'vehicle_status', 'vehicle_url']) {
      expect(form.querySelector(`input[type="hidden"][name="${name}"]`)?.getAttribute('value')).toBe('');
    }
    // The invisible field bots fill, out of the keyboard's way.
    expect(form.querySelector('[name="company_website"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('says why the car cannot be reserved', async () => {
    expect((await render('held')).body.textContent).toContain('ほかのお客様が商談中です');
    expect((await render('unavailable')).body.textContent).toContain('予約済みまたは販売済みです');
    expect((await render('expired')).body.textContent).toContain('確保時間は終了しましたが');
  });

  it('puts back the details the visitor already gave', async () => {
    const page = await render('expired', { name: '山田 花子', email: 'hanako@example.jp' });
    expect(page.querySelector('[name="name"]')?.getAttribute('value')).toBe('山田 花子');
    expect(page.querySelector('[name="email"]')?.getAttribute('value')).toBe('hanako@example.jp');
    expect(page.querySelector('[name="phone"]')?.getAttribute('value') ?? '').toBe('');
  });
});
