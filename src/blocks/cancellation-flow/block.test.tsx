import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOwnOrderAction } from '@/features/ordering/cancellation.actions';
import type { CancellableOrder } from '@/features/ordering/cancellation';
import { orderOpenedByLink } from '@/features/ordering/customer-cancellation.server';
import { renderBlockSection } from '../test-rendering';
import { loadCancellationFlow } from './load.server';

vi.mock('@/features/ordering/customer-cancellation.server', () => ({ orderOpenedByLink: vi.fn() }));
vi.mock('@/features/ordering/cancellation.actions', () => ({ cancelOwnOrderAction: vi.fn() }));
const lookUp = vi.mocked(orderOpenedByLink);
// The modal's form binds the action to the order, its token and the page to come back to.
const bind = vi.spyOn(cancelOwnOrderAction as { bind: (...args: unknown[]) => unknown }, 'bind');

const number = 'R12345678';
const token = 'tok_0123456789abcdefABCDEF-_xyzw';
const link = `/test?order=${number}&token=${token}`;
const opened = (status: CancellableOrder['status'], requested = false) =>
  lookUp.mockResolvedValue({ orderNumber: number, status, cancelRequestedAt: requested ? new Date() : null });
const render = (query: string, fields: Record<string, unknown> = {}) =>
  renderBlockSection('cancellation_flow', { searchParams: new URLSearchParams(query), fields });
const heading = (section: HTMLElement) => section.querySelector('h2')!.textContent;
const text = (section: HTMLElement) => [...section.querySelectorAll('p')].map((p) => p.textContent).join('\n');

describe('cancellation flow block', () => {
  beforeEach(() => {
    lookUp.mockReset();
    bind.mockClear();
  });

  it('shows "unavailable" for the default content opened without a link, and nothing to act on', async () => {
    const section = await renderBlockSection('cancellation_flow');
    expect(lookUp).not.toHaveBeenCalled();
    expect(heading(section)).toBe('ご予約の取り消し');
    expect(section.querySelector('[role="alert"]')!.textContent).toBe('このご予約は表示できません。');
    expect(section.querySelectorAll('a, form, button, dialog')).toHaveLength(0);
  });

  it('shows "unavailable", whatever step the URL names, when the link opens no order', async () => {
    lookUp.mockResolvedValue(null);
    const section = await render(`order=${number}&token=forged&cancel=modal`);
    expect(lookUp).toHaveBeenCalledWith(number, 'forged');
    expect(section.querySelector('[role="alert"]')!.textContent).toBe('このご予約は表示できません。');
    expect(section.querySelectorAll('a, form, button, dialog')).toHaveLength(0);
    expect(section.innerHTML).not.toContain(number);
    // Half a link is no link: nothing is looked up.
    lookUp.mockClear();
    expect((await render(`order=${number}`)).querySelector('[role="alert"]')).not.toBeNull();
    expect((await render(`token=${token}`)).querySelector('[role="alert"]')).not.toBeNull();
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('offers to cancel a reservation the dealer has not confirmed, through the modal on this page', async () => {
    opened('reserved');
    const section = await render(`order=${number}&token=${token}`);
    expect(heading(section)).toBe('ご予約の取り消し');
    expect(text(section)).toContain('販売店がご予約を確定するまでは');
    const ask = section.querySelector('a')!;
    expect(ask.textContent).toBe('予約を取り消す');
    expect(ask.getAttribute('href')).toBe(`${link}&cancel=modal`);
    expect(section.querySelector('dialog, form')).toBeNull();
  });

  it('opens the modal as a server-rendered dialog whose form cancels this order and comes back here', async () => {
    opened('reserved');
    const section = await render(`order=${number}&token=${token}&cancel=modal`);
    const dialog = section.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(section.ownerDocument.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('ご予約を取り消しますか？');
    expect(dialog.textContent).toContain('この操作は元に戻せません');
    expect(dialog.querySelector('form button[type="submit"]')!.textContent).toBe('取り消す');
    const back = dialog.querySelector('a')!;
    expect([back.textContent, back.getAttribute('href')]).toEqual(['戻る', link]);
    // The way back takes focus: the primary button cannot be undone.
    expect(back.hasAttribute('autofocus')).toBe(true);
    expect(bind).toHaveBeenCalledWith(null, number, token, link);
  });

  it('turns the modal into a request once the dealer took the deposit', async () => {
    opened('confirmed');
    const arrival = await render(`order=${number}&token=${token}`);
    expect(text(arrival)).toContain('申込金は決済済みです');
    expect(arrival.querySelector('a')!.textContent).toBe('取り消しを依頼する');
    const modal = await render(`order=${number}&token=${token}&cancel=modal`);
    expect(modal.querySelector('dialog')!.textContent).toContain('販売店に取り消しの依頼をお送りします。');
    expect(modal.querySelector('button[type="submit"]')!.textContent).toBe('取り消しを依頼する');
  });

  it.each([
    ['an open request', () => opened('confirmed', true), '', '取り消しを依頼しました'],
    ['a cancelled order', () => opened('cancelled'), '', 'このご予約は取り消し済みです'],
    ['an expired order', () => opened('expired'), '', 'このご予約は取り消し済みです'],
    ['a stale modal on a cancelled order', () => opened('cancelled'), '&cancel=modal', 'このご予約は取り消し済みです'],
    ['the thank you after cancelling', () => opened('cancelled'), '&cancel=thank_you', 'ご予約を取り消しました'],
  ])('tells the outcome of %s, offering nothing more', async (_, arrange, step, title) => {
    arrange();
    const section = await render(`order=${number}&token=${token}${step}`);
    expect(section.querySelector('[role="status"] h2')!.textContent).toBe(title);
    expect(section.querySelectorAll('a, form, button, dialog')).toHaveLength(0);
  });

  it('moves focus to the outcome after a step, not on arrival', async () => {
    opened('cancelled');
    const after = (await render(`order=${number}&token=${token}&cancel=thank_you`)).querySelector('h2')!;
    expect([after.getAttribute('tabindex'), after.hasAttribute('autofocus')]).toEqual(['-1', true]);
    const arrival = (await render(`order=${number}&token=${token}`)).querySelector('h2')!;
    expect([arrival.hasAttribute('tabindex'), arrival.hasAttribute('autofocus')]).toEqual([false, false]);
  });

  it('shows a failure as an alert that offers the modal again', async () => {
    opened('reserved');
    const section = await render(`order=${number}&token=${token}&cancel=error`);
    const alert = section.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h2')!.textContent).toBe('エラーが発生しました');
    expect(alert.textContent).toContain('取り消しを完了できませんでした。');
    const again = alert.querySelector('a')!;
    expect([again.textContent, again.getAttribute('href')]).toEqual(['もう一度試す', `${link}&cancel=modal`]);
  });

  it('shows the editor’s texts and heading level, and the translated text where a field is blank', async () => {
    const fields = {
      title: '予約キャンセル',
      header_tag: 'h3',
      cancellation_text: '  ',
      modal_title: '本当に取り消しますか？',
      modal_text: '取り消すと元に戻せません。',
      modal_primary_button_label: 'はい、取り消す',
      modal_secondary_button_label: 'いいえ',
      unavailable_text: 'リンクをご確認ください。',
    };
    opened('reserved');
    const arrival = await render(`order=${number}&token=${token}`, fields);
    expect(arrival.querySelector('h3')!.textContent).toBe('予約キャンセル');
    expect(arrival.querySelector('h2')).toBeNull();
    expect(text(arrival)).toContain('販売店がご予約を確定するまでは');
    const modal = await render(`order=${number}&token=${token}&cancel=modal`, fields);
    expect(modal.querySelector('dialog h3')!.textContent).toBe('本当に取り消しますか？');
    expect(modal.querySelector('dialog p')!.textContent).toBe('取り消すと元に戻せません。');
    expect(modal.querySelector('button')!.textContent).toBe('はい、取り消す');
    expect(modal.querySelector('dialog a')!.textContent).toBe('いいえ');
    lookUp.mockResolvedValue(null);
    const unavailable = await render('', fields);
    expect(unavailable.querySelector('[role="alert"]')!.textContent).toBe('リンクをご確認ください。');
  });
});

describe('cancellation flow loader', () => {
  beforeEach(() => lookUp.mockReset());

  it('keeps a Japanese page path percent-encoded and only the signed link’s parameters in the links', async () => {
    opened('reserved');
    const data = await loadCancellationFlow({
      index: 0,
      blockId: 1,
      pagePath: '/ご予約/取り消し',
      searchParams: new URLSearchParams(`utm_source=mail&order=r1234-5678&token=${token}&cancel=modal`),
    });
    expect(lookUp).toHaveBeenCalledWith('r1234-5678', token);
    expect(data).toEqual({
      screen: 'modal',
      order: { number, token, paid: false },
      here: `/%E3%81%94%E4%BA%88%E7%B4%84/%E5%8F%96%E3%82%8A%E6%B6%88%E3%81%97?order=${number}&token=${token}`,
      focus: true,
    });
  });
});
