// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { formBlockFixture } from '../form-block-fixture';
import { formViewOf } from '../form-view';
import type { LeadFormState } from '../lead-form-state';
import { LeadForm } from './lead-form.client';
import { setNativeValue } from './set-native-value';
import { mount } from './test-mount';

const view = formViewOf(formBlockFixture(), getT('ja'))!;
const action = vi.fn<(state: LeadFormState, data: FormData) => Promise<LeadFormState>>();

beforeEach(() => action.mockReset());
afterEach(() => {
  document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const input = <T extends HTMLElement>(name: string) => document.querySelector<T>(`[name="${name}"]`)!;
/** Sends as the button does and lets the answer arrive (the captcha step is a promise). */
async function submit(host: HTMLElement) {
  await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await act(async () => undefined);
}

describe('the lead form', () => {
  it('sends with the page and the analytics client id; a refused answer focuses the first field it names and marks each', async () => {
    document.cookie = '_ga=GA1.2.1234567890.1700000000';
    action.mockResolvedValue({
      status: 'invalid',
      attempt: 1,
      errors: { family_name: '姓を入力してください', privacy_consent: '個人情報の取り扱いに同意してください' },
      values: {},
    });
    const host = await mount(
      <LeadForm
        view={{ ...view, hidden: [...view.hidden, { name: 'ga_id', value: '', kind: 'ga_client_id' }] }}
        action={action}
        twoColumns
        buttonPosition="left"
        paramsMapping={{}}
      />,
    );
    await submit(host);

    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]![1];
    expect(sent.get('form_id')).toBe('5');
    expect(sent.get('source_path')).toBe(window.location.pathname);
    expect(sent.get('ga_id')).toBe('1234567890.1700000000');
    expect(sent.get('company_website')).toBe('');

    const family = input<HTMLInputElement>('family_name');
    expect(document.activeElement).toBe(family);
    expect(family.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(family.getAttribute('aria-describedby')!)!.textContent).toBe('姓を入力してください');
    expect(input('privacy_consent').getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('入力内容をご確認ください（2件）');

    // Changing a field takes its message away; the summary still speaks of the answer.
    await act(async () => setNativeValue(family, '山田'));
    expect(family.getAttribute('aria-invalid')).toBeNull();
    expect(host.textContent).not.toContain('姓を入力してください');
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('入力内容をご確認ください（2件）');
  });

  it('shows the purpose of use in full above the consent, with the policy link', async () => {
    const host = await mount(<LeadForm view={view} action={action} twoColumns={false} buttonPosition="left" paramsMapping={{}} />);
    const privacy = host.querySelector('section')!;
    expect(document.getElementById(privacy.getAttribute('aria-labelledby')!)!.textContent).toBe('個人情報の利用目的');
    expect(privacy.textContent).toContain(view.consent.purpose);
    // Nothing in it scrolls on its own: a scroll box a keyboard cannot reach is what axe refuses.
    expect(privacy.querySelector('[tabindex], details')).toBeNull();
    expect(privacy.querySelector('a')!.getAttribute('href')).toBe(view.consent.policyPath);
  });
});
