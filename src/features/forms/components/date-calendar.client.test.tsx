// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import DateCalendar, { type DateCalendarProps } from './date-calendar.client';
import { mount } from './test-mount';

const texts = { dialog: '貸出日のカレンダー', previous: '前の月', next: '次の月' };

/** The day's button, by its number in the month shown. */
const day = (date: number) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="gridcell"] button')].find((b) => b.textContent === String(date))!;
const heading = () => document.querySelector('[role="dialog"] h2')!.textContent;
const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
/** Shown: the layer is open (visible); closed it is invisible (CSS) and has no data-open. */
const isShown = () => sheet().parentElement!.hasAttribute('data-open');
const tapOn = (element: Element) =>
  act(async () => {
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('aria-label');

/** The calendar as a date field drives it: open state owned by the parent. */
function Harness(props: Partial<DateCalendarProps> & { onPick?: (iso: string) => void; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <DateCalendar isOpen={open} onOpenChange={setOpen} value="" texts={texts} {...props} onPick={props.onPick ?? (() => undefined)} />
    </>
  );
}

describe('the date calendar', () => {
  it('opens on the chosen day, in Japanese, and refuses the days outside the window and the disabled ones', async () => {
    const onPick = vi.fn();
    const isSunday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
    await mount(<Harness value="2026-12-01" min="2026-12-01" max="2026-12-20" isDayDisabled={isSunday} onPick={onPick} />);
    const dialog = sheet();
    expect(isShown()).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('貸出日のカレンダー');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(heading()).toBe('2026年12月');
    expect([...dialog.querySelectorAll('th')].map((th) => th.textContent).join('')).toBe('日月火水木金土');
    // December 2026 starts on a Tuesday: two empty slots before the 1st.
    expect([...dialog.querySelectorAll('tbody tr:first-child td')].map((td) => td.textContent)).toEqual(['', '', '1', '2', '3', '4', '5']);
    expect(day(1).getAttribute('aria-label')).toBe('2026年12月1日火曜日');
    expect(day(1).closest('td')!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(day(1));
    expect(day(6).getAttribute('aria-disabled')).toBe('true');
    expect(day(21).getAttribute('aria-disabled')).toBe('true');
    expect(day(7).getAttribute('aria-disabled')).toBeNull();

    await act(async () => day(6).click());
    await act(async () => day(21).click());
    expect(onPick).not.toHaveBeenCalled();
    expect(isShown()).toBe(true);
    await act(async () => day(7).click());
    expect(onPick).toHaveBeenCalledWith('2026-12-07');
    expect(isShown()).toBe(false);
  });

  it('moves the focused day with the keys of a date picker, and never out of the window', async () => {
    await mount(<Harness value="2026-12-10" min="2026-12-01" max="2027-01-15" />);
    expect(focusedDay()).toBe('2026年12月10日木曜日');
    await press('ArrowRight');
    expect(focusedDay()).toBe('2026年12月11日金曜日');
    await press('ArrowDown');
    expect(focusedDay()).toBe('2026年12月18日金曜日');
    await press('ArrowUp');
    await press('ArrowLeft');
    expect(focusedDay()).toBe('2026年12月10日木曜日');
    // Home and End: the week's first (Sunday in Japan) and last day.
    await press('Home');
    expect(focusedDay()).toBe('2026年12月6日日曜日');
    await press('End');
    expect(focusedDay()).toBe('2026年12月12日土曜日');
    // Page Down: the same day next month, the heading follows.
    await press('PageDown');
    expect(heading()).toBe('2027年1月');
    expect(focusedDay()).toBe('2027年1月12日火曜日');
    // Past the window's last day the focus stops on it.
    await press('PageDown');
    expect(focusedDay()).toBe('2027年1月15日金曜日');
    await press('PageUp', { shiftKey: true });
    expect(focusedDay()).toBe('2026年12月1日火曜日');
  });

  it('turns the month with its buttons, which are off where the window ends', async () => {
    await mount(<Harness value="" min="2026-12-01" max="2027-01-15" />);
    const previous = document.querySelector<HTMLButtonElement>('button[aria-label="前の月"]')!;
    const next = document.querySelector<HTMLButtonElement>('button[aria-label="次の月"]')!;
    expect(heading()).toBe('2026年12月');
    expect(previous.disabled).toBe(true);
    await act(async () => next.click());
    expect(heading()).toBe('2027年1月');
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
    // The month is announced, the button keeps the focus.
    expect(document.querySelector('[role="dialog"] h2')!.getAttribute('aria-live')).toBe('polite');
  });

  it('closes on a tap outside the sheet or on Escape, and opens again on the chosen day', async () => {
    await mount(<Harness value="2027-03-03" />);
    const layer = sheet().parentElement!;
    await tapOn(layer);
    expect(isShown()).toBe(false);
    await act(async () => document.querySelector<HTMLButtonElement>('button')!.click());
    expect(isShown()).toBe(true);
    expect(heading()).toBe('2027年3月');
    expect(document.activeElement).toBe(day(3));
    // A tap inside the sheet is not a tap outside it, nor is a press that began inside it.
    await tapOn(sheet().querySelector('h2')!);
    expect(isShown()).toBe(true);
    await act(async () => {
      sheet().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      layer.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(isShown()).toBe(true);
    await press('Escape');
    expect(isShown()).toBe(false);
  });

  it('keeps Tab inside the sheet: the month buttons and the focused day', async () => {
    await mount(<Harness value="2027-03-03" />);
    const previous = document.querySelector<HTMLButtonElement>('button[aria-label="前の月"]')!;
    expect(document.activeElement).toBe(day(3));
    await press('Tab');
    expect(document.activeElement).toBe(previous);
    await press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(day(3));
  });

  it('opens and closes inside a dialog (a form in a modal) where the browser has no popover API', async () => {
    await mount(
      <dialog open>
        <Harness value="2027-03-03" />
      </dialog>,
    );
    expect(isShown()).toBe(true);
    await press('Escape');
    expect(isShown()).toBe(false);
    // Escape was the calendar's: the dialog the form is in stays open.
    expect(document.querySelector('dialog')!.open).toBe(true);
  });

  it('lays the week out as the locale does (Monday first in Britain)', async () => {
    await mount(<Harness value="2026-12-10" locale="en-GB" />);
    expect(heading()).toBe('December 2026');
    expect([...document.querySelectorAll('th')].map((th) => th.getAttribute('abbr'))[0]).toBe('Monday');
  });
});
