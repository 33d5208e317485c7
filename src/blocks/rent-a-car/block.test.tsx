import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { resolveImage } from '@/features/media/responsive-image.server';
import { getT } from '@/i18n/i18n';
import { renderBlockSection, testImage } from '../test-rendering';
import { rentFormFixture } from './rent-form-fixture';
import { rentTextKeys, rentTexts } from './texts';

vi.mock('@/features/forms/form-block-data.server', () => ({ loadFormBlockData: vi.fn() }));
vi.mock('@/features/media/responsive-image.server', () => ({ resolveImage: vi.fn() }));
vi.mock('@/features/forms/submit-lead.action', () => ({ submitLeadAction: vi.fn() }));

beforeEach(() => {
  vi.mocked(loadFormBlockData).mockReset().mockResolvedValue(rentFormFixture());
  vi.mocked(resolveImage)
    .mockReset()
    .mockImplementation(async (image, family) => testImage(image.id, image.alt ?? '', family));
});

const options = (select: Element) =>
  [...select.querySelectorAll('optgroup')].map((g) => [
    g.getAttribute('label'),
    [...g.querySelectorAll('option')].map((o) => o.textContent),
  ]);

describe('rent a car block', () => {
  it('renders the search step on the server: the steps, the places by city, the dates from tomorrow, Sundays named', async () => {
    const section = await renderBlockSection('rent_a_car');
    expect(loadFormBlockData).toHaveBeenCalledWith('rent_inquiry');
    // The cars' pictures are looked up by image id, named by the car.
    expect(vi.mocked(resolveImage).mock.calls.map(([image]) => [image.id, image.alt])).toEqual([
      [101303, 'ディフェンダー 110 X-DYNAMIC SE D300'],
      [101302, 'レンジローバー スポーツ DYNAMIC SE D300'],
      [101304, 'ディスカバリー S D300'],
      [101302, 'レンジローバー AUTOBIOGRAPHY P530'],
    ]);
    expect(section.querySelector('h2')!.textContent).toBe('レンタカーのお問い合わせ');
    expect([...section.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['1ご利用条件', '2車両を選ぶ', '3オプションを選ぶ']);
    expect(section.querySelector('ol li')!.getAttribute('aria-current')).toBe('step');
    expect(section.querySelector('h3')!.textContent).toBe('ご利用条件');

    const [pickup] = [...section.querySelectorAll('select')];
    expect(section.querySelector(`label[for="${pickup!.id}"]`)!.textContent).toBe('貸出場所');
    expect(options(pickup!)).toEqual([
      ['東京', ['青山店', '羽田空港店']],
      ['神奈川', ['横浜みなとみらい店']],
    ]);
    // No address of the visitor's own unless the settings allow it; a different drop-off is offered.
    expect(pickup!.querySelector('option[value="__custom"]')).toBeNull();
    expect(section.textContent).toContain('貸出場所とは別の場所で返却する');

    const dates = [...section.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    expect(dates.map((d) => section.querySelector(`label[for="${d.id}"]`)!.textContent)).toEqual(['貸出日', '返却日']);
    expect(dates.map((d) => [d.getAttribute('min'), d.getAttribute('max')])).toEqual([
      ['2026-12-01', '2027-05-29'],
      ['2026-12-01', '2027-05-29'],
    ]);
    const hint = section.querySelector(`[id="${dates[0]!.getAttribute('aria-describedby')}"]`);
    expect(hint?.textContent).toBe('日曜日は貸出・返却を承っておりません。');
    expect(section.textContent).toContain('営業時間は10:00〜18:00です。');
    expect(section.querySelector('button[type="submit"]')!.textContent).toBe('ご利用いただける車両を見る');
    // Without JavaScript: a link to the same form on its own page.
    expect(section.querySelector('noscript')!.innerHTML).toContain('href="/forms/rent_inquiry"');
  });

  it('takes the editor’s texts and settings: own labels, an address of the visitor’s own, no different drop-off', async () => {
    const section = await renderBlockSection('rent_a_car', {
      fields: {
        translations: { pickup_label: '貸出店舗', search_button: '空車を探す' },
        additional_settings: { allow_custom_pickup: true, allow_different_dropoff: false, datepicker_disabled_days: [0, 6] },
      },
    });
    const pickup = section.querySelector('select')!;
    expect(section.querySelector(`label[for="${pickup.id}"]`)!.textContent).toBe('貸出店舗');
    expect(pickup.querySelector('option[value="__custom"]')!.textContent).toBe('ご指定の場所（配車・引き取り）');
    expect(section.textContent).not.toContain('別の場所で返却する');
    expect(section.textContent).toContain('日・土曜日は貸出・返却を承っておりません。');
    expect(section.querySelector('button[type="submit"]')!.textContent).toBe('空車を探す');
  });

  it('says the tool is not available when no location or no vehicle fits, and still offers the form without JavaScript', async () => {
    const section = await renderBlockSection('rent_a_car', { fields: { vehicles: [{ display_name: '' }] } });
    expect(section.querySelector('select')).toBeNull();
    expect(section.textContent).toContain('現在、オンラインでのお問い合わせを受け付けておりません。');
  });

  it('keeps the tool when the contact form is closed, without the no-JavaScript link', async () => {
    vi.mocked(loadFormBlockData).mockResolvedValue(rentFormFixture({ form: null }));
    const section = await renderBlockSection('rent_a_car');
    expect(section.querySelector('select')).not.toBeNull();
    expect(section.querySelector('noscript')!.innerHTML).not.toContain('href=');
  });
});

describe('rent a car texts', () => {
  it('has every text in Japanese, and the spec’s English defaults for the error', () => {
    const ja = rentTexts(getT('ja'), {});
    const all = JSON.stringify(ja);
    expect(all).not.toMatch(/rent\.(texts|ui)\./);
    expect(rentTextKeys.map((key) => ja[key])).toEqual([
      '貸出場所',
      '返却場所',
      '貸出日',
      '返却日',
      'ご利用条件',
      '車両を選ぶ',
      'オプションを選ぶ',
      'お客様情報',
      'ご予約内容の確認',
      '戻る',
      '次へ',
      'この内容で問い合わせる',
      'ご利用いただける車両を見る',
      'この車両を選ぶ',
      'お問い合わせへ進む',
    ]);
    expect(getT('en')('rent.ui.error_heading')).toBe('Oops! Something went wrong.');
    expect(getT('en')('rent.ui.error_disclaimer')).toBe('Your inquiry has not been sent. Please try again.');
    expect(getT('ja')('rent.ui.error_heading')).toBe('申し訳ありません。問題が発生しました。');
    expect(getT('ja')('rent.ui.error_disclaimer')).toBe('お問い合わせは送信されていません。もう一度お試しください。');
    expect(rentTexts(getT('ja'), { back: ' 前へ ', next: '' })).toMatchObject({ back: '前へ', next: '次へ' });
  });
});
