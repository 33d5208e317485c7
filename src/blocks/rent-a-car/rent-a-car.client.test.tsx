// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/features/analytics/track';
import { formViewOf } from '@/features/forms/form-view';
import type { LeadFormState } from '@/features/forms/lead-form-state';
import { getT } from '@/i18n/i18n';
import { readRentConfig } from './config';
import { rentDefaultContent } from './default-content';
import { RentACar, type RentACarProps } from './rent-a-car.client';
import { rentFormFixture } from './rent-form-fixture';
import { rentTexts } from './texts';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = getT('ja');
const config = readRentConfig(rentDefaultContent.fields);
const action = vi.fn<(state: LeadFormState, data: FormData) => Promise<LeadFormState>>();

function props(): RentACarProps {
  const s = config.settings;
  return {
    headingLevel: 'h3',
    styling: 'grid',
    texts: rentTexts(t, {}),
    locations: config.locations,
    vehicles: config.vehicles.map((v) => ({
      display_name: v.display_name,
      nameplate_name: v.nameplate_name,
      daily: v.price.daily,
      locations: v.locations,
      specification: v.specification,
      image: null,
    })),
    extras: config.extras,
    settings: {
      allowDifferentDropoff: s.allow_different_dropoff,
      allowCustomPickup: s.allow_custom_pickup,
      allowCustomDropoff: s.allow_custom_dropoff,
      distanceUnit: s.distance_unit,
      disabledDays: s.datepicker_disabled_days,
      dateLocale: s.date_locale,
      dateOptions: s.date_options,
      minDaysAhead: s.min_days_ahead,
      maxDaysAhead: s.max_days_ahead,
      maxRentalDays: s.max_rental_days,
    },
    today: '2026-11-30',
    locationDisclaimer: '',
    summaryTemplate: rentDefaultContent.fields.form_summary_template!,
    inquiry: {
      view: formViewOf(rentFormFixture(), t)!,
      action,
      mapping: config.mapping,
      thankYou: { heading: 'お問い合わせありがとうございます', disclaimer: '担当者よりご連絡いたします。', button: '閉じる' },
      error: {
        heading: '申し訳ありません。問題が発生しました。',
        disclaimer: 'お問い合わせは送信されていません。もう一度お試しください。',
      },
    },
  };
}

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  // Monday 30 November 2026, noon in Japan.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 30, 3) });
  vi.mocked(trackEvent).mockClear();
  action.mockReset();
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const byLabel = <T extends HTMLElement>(label: string | RegExp): T => {
  const match = [...document.querySelectorAll('label')].find((l) =>
    typeof label === 'string' ? l.textContent === label : label.test(l.textContent ?? ''),
  );
  if (!match) throw new Error(`no label ${label}`);
  return (match.htmlFor ? document.getElementById(match.htmlFor) : match.querySelector('input, select, textarea')) as T;
};
const button = (name: string | RegExp) => {
  const found = [...document.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (name: string | RegExp) => act(async () => button(name).click());
/** Changes a control as a visitor would (React reads the native value setter's value). */
async function change(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
const estimate = () =>
  [...document.querySelectorAll('[aria-live="polite"] dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

async function searchAndChooseDefender() {
  await change(byLabel('貸出場所'), 'aoyama');
  await change(byLabel('貸出日'), '2026-12-01');
  await change(byLabel('返却日'), '2026-12-04');
  await click('ご利用いただける車両を見る');
  const card = [...document.querySelectorAll('li')].find((li) => li.textContent?.includes('ディフェンダー 110'))!;
  await act(async () => card.querySelector('button')!.click());
}

async function fillContact() {
  for (const [label, value] of [
    [/^姓/, '山田'],
    [/^名/, '太郎'],
    [/^セイ/, 'ヤマダ'],
    [/^メイ/, 'タロウ'],
    [/^メールアドレス/, 'taro@example.jp'],
    [/^電話番号/, '090-1234-5678'],
  ] as const) {
    await change(byLabel<HTMLInputElement>(label), value);
  }
}

describe('Rent a Car', () => {
  it('names each problem of the search at its field and moves focus to the first', async () => {
    await act(async () => root.render(<RentACar {...props()} />));
    await click('ご利用いただける車両を見る');
    const pickup = byLabel<HTMLSelectElement>('貸出場所');
    expect(document.activeElement).toBe(pickup);
    expect(pickup.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pickup.getAttribute('aria-describedby')!)!.textContent).toBe('貸出場所を選択してください');
    expect(host.textContent).toContain('貸出日を選択してください');

    await change(pickup, 'aoyama');
    // 6 December 2026 is a Sunday: refused, by name.
    await change(byLabel('貸出日'), '2026-12-06');
    await change(byLabel('返却日'), '2026-12-05');
    await click('ご利用いただける車両を見る');
    expect(pickup.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(byLabel('貸出日'));
    expect(host.textContent).toContain('日曜日は貸出・返却を承っておりません。別の日をお選びください');
    await change(byLabel('貸出日'), '2026-12-07');
    await click('ご利用いただける車両を見る');
    expect(host.textContent).toContain('返却日は貸出日と同じ日か、それより後の日付をお選びください');
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('shows the cars of the chosen place with their prices for the days, then the extras and a live estimate', async () => {
    await act(async () => root.render(<RentACar {...props()} />));
    await change(byLabel('貸出場所'), 'aoyama');
    await change(byLabel('貸出日'), '2026-12-01');
    await change(byLabel('返却日'), '2026-12-04');
    await click('ご利用いただける車両を見る');

    expect(trackEvent).toHaveBeenCalledWith({ event: 'rent', action: 'search', label: '東京 青山店 → 東京 青山店' });
    expect(live()).toBe('3台の車両をご利用いただけます');
    expect(document.activeElement?.textContent).toBe('車両を選ぶ');
    expect(host.querySelector('[aria-current="step"]')!.textContent).toBe('2車両を選ぶ');
    // Aoyama has the Defender, the Range Rover Sport and the Range Rover (price on request); not the Discovery.
    const cards = [...host.querySelectorAll('ul > li[aria-labelledby]')];
    expect(cards.map((c) => c.querySelector('p[id]')!.textContent)).toEqual([
      'ディフェンダー 110 X-DYNAMIC SE D300',
      'レンジローバー スポーツ DYNAMIC SE D300',
      'レンジローバー AUTOBIOGRAPHY P530',
    ]);
    expect(cards[0]!.textContent).toContain('1日 38,500円（税込）3日間で115,500円（税込）');
    expect(cards[2]!.textContent).toContain('料金はお問い合わせください');
    expect(cards[2]!.textContent).not.toContain('日間で');

    await act(async () => cards[0]!.querySelector('button')!.click());
    expect(trackEvent).toHaveBeenLastCalledWith({
      event: 'rent',
      action: 'select_vehicle',
      vehicle: 'ディフェンダー 110 X-DYNAMIC SE D300',
    });
    expect(document.activeElement?.textContent).toBe('オプションを選ぶ');
    expect(estimate()).toEqual([
      ['基本料金（3日間）', '115,500円'],
      ['オプション料金', '0円'],
      ['合計（税込）', '115,500円'],
    ]);

    const more = document.querySelector<HTMLButtonElement>('[aria-label="ベビーシートを1つ増やす"]')!;
    await act(async () => more.click());
    expect(estimate()[1]).toEqual(['オプション料金', '600円']);
    await act(async () => more.click());
    const rack = byLabel<HTMLInputElement>('追加する');
    await act(async () => rack.click());
    expect(estimate()).toEqual([
      ['基本料金（3日間）', '115,500円'],
      ['オプション料金', '1,425円'],
      ['合計（税込）', '116,925円'],
    ]);
    expect(document.querySelector<HTMLInputElement>('[aria-label="ベビーシートの数"]')!.value).toBe('2');
    // The limit: the minus button is off at zero.
    expect(document.querySelector<HTMLButtonElement>('[aria-label="追加ドライバーを1つ減らす"]')!.disabled).toBe(true);

    // Back to the cars: the Defender is marked as chosen.
    await click(/^変更する（車両）$/);
    expect(host.querySelector('ul > li[aria-labelledby]')!.textContent).toContain('選択中');
  });

  it('sends the inquiry through the form: contact details, then the summary, then thank-you', async () => {
    action.mockResolvedValue({ status: 'sent', attempt: 1, id: 'abcdef12-3456-7890-abcd-ef1234567890' });
    await act(async () => root.render(<RentACar {...props()} />));
    await searchAndChooseDefender();
    await act(async () => document.querySelector<HTMLButtonElement>('[aria-label="ベビーシートを1つ増やす"]')!.click());
    await click('お問い合わせへ進む');

    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('レンタカーのお問い合わせ');
    expect(document.activeElement?.textContent).toBe('ステップ1/2：お客様情報');

    // Next with nothing typed: each required field says what it needs, focus on the first.
    await click('次へ');
    const family = byLabel<HTMLInputElement>(/^姓/);
    expect(document.activeElement).toBe(family);
    expect(dialog.textContent).toContain('姓を入力してください');
    expect(dialog.textContent).toContain('メールアドレスを入力してください');
    expect(dialog.textContent).toContain('入力内容をご確認ください（6件）');

    await fillContact();
    expect(dialog.textContent).not.toContain('姓を入力してください');
    await click('次へ');
    expect(document.activeElement?.textContent).toBe('ステップ2/2：ご予約内容の確認');
    const summary = dialog.textContent!;
    expect(summary).toContain('ディフェンダー 110 X-DYNAMIC SE D300');
    expect(summary).toContain('2026年12月1日(火) 東京 青山店');
    expect(summary).toContain('2026年12月4日(金) 東京 青山店');
    expect(summary).toContain('ベビーシート ×1：600円');
    expect(summary).toContain('合計（税込）116,100円');
    expect(summary).toContain('姓：山田');
    expect(summary).toContain('メールアドレス：taro@example.jp');

    // The consent is asked for before anything is sent.
    await click('この内容で問い合わせる');
    expect(action).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('個人情報の取り扱いに同意してください');
    await act(async () => byLabel<HTMLInputElement>(/個人情報の取り扱いに同意する/).click());
    await click('この内容で問い合わせる');

    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]![1];
    expect(sent.get('form_id')).toBe('9');
    expect(sent.get('family_name')).toBe('山田');
    expect(sent.get('privacy_consent')).toBe('on');
    expect(sent.get('rent_vehicle')).toBe('ディフェンダー 110 X-DYNAMIC SE D300');
    expect(sent.get('rent_pickup')).toBe('2026-12-01 東京 青山店');
    expect(sent.get('rent_total')).toBe('116,100円');
    expect(String(sent.get('booking_summary'))).toContain('オプション：ベビーシート ×1（600円）\n基本料金：115,500円');
    expect(sent.get('company_website')).toBe('');

    expect(dialog.querySelector('[role="status"]')!.textContent).toContain('お問い合わせありがとうございます');
    expect(dialog.textContent).toContain('受付番号: ABCDEF12');
    expect(trackEvent).toHaveBeenLastCalledWith({ event: 'rent', action: 'submit', vehicle: 'ディフェンダー 110 X-DYNAMIC SE D300' });

    // Closing the thank-you starts a new booking.
    await act(async () => dialog.querySelector<HTMLButtonElement>('[role="status"] button')!.click());
    expect(host.querySelector('[aria-current="step"]')!.textContent).toBe('1ご利用条件');
    expect(byLabel<HTMLSelectElement>('貸出場所').value).toBe('');
  });

  it('brings the visitor back to a field the server refuses, and shows the error view with a retry', async () => {
    action
      .mockResolvedValueOnce({ status: 'invalid', attempt: 1, errors: { phone: '正しい電話番号を入力してください' }, values: {} })
      .mockResolvedValueOnce({ status: 'error', attempt: 2, values: {} })
      .mockResolvedValueOnce({ status: 'sent', attempt: 3, id: '12345678-0000' });
    await act(async () => root.render(<RentACar {...props()} />));
    await searchAndChooseDefender();
    await click('お問い合わせへ進む');
    await fillContact();
    await click('次へ');
    await act(async () => byLabel<HTMLInputElement>(/個人情報の取り扱いに同意する/).click());
    await click('この内容で問い合わせる');
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

    const phone = byLabel<HTMLInputElement>(/^電話番号/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(document.querySelector('dialog')!.textContent).toContain('正しい電話番号を入力してください');
    await change(phone, '03-1234-5678');
    await click('次へ');
    await click('この内容で問い合わせる');

    const alert = document.querySelector('dialog [role="alert"]')!;
    expect(alert.textContent).toContain('申し訳ありません。問題が発生しました。');
    expect(alert.textContent).toContain('お問い合わせは送信されていません。もう一度お試しください。');
    await click('もう一度送信する');
    expect(action).toHaveBeenCalledTimes(3);
    expect(action.mock.calls[2]![1].get('phone')).toBe('03-1234-5678');
    expect(document.querySelector('dialog [role="status"]')!.textContent).toContain('お問い合わせありがとうございます');
  });

  it('closes the overlay with Escape and gives focus back to the button that opened it', async () => {
    await act(async () => root.render(<RentACar {...props()} />));
    await searchAndChooseDefender();
    const open = button('お問い合わせへ進む');
    open.focus();
    await act(async () => open.click());
    const dialog = document.querySelector('dialog')!;
    await act(async () => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(open);
  });
});
