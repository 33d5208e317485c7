// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import DateCalendar from './date-calendar.client';
import { mount } from './test-mount';

const texts = { dialog: '貸出日のカレンダー', previous: '前の月', next: '次の月' };

/** The day's cell button, by its date (React Aria names it 「2026年12月6日日曜日」 and the like). */
const day = (date: number) =>
  [...document.querySelectorAll<HTMLElement>('[role="gridcell"] [role="button"]')].find((b) => b.textContent === String(date))!;

describe('the date calendar', () => {
  it('opens on the chosen day, in Japanese, and refuses the days outside the window and the disabled ones', async () => {
    const onPick = vi.fn();
    const isSunday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
    await mount(
      <>
        <DateCalendar
          isOpen
          onOpenChange={() => undefined}
          value="2026-12-01"
          min="2026-12-01"
          max="2026-12-20"
          isDayDisabled={isSunday}
          onPick={onPick}
          texts={texts}
        />
      </>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('貸出日のカレンダー');
    expect(dialog.querySelector('h2')!.textContent).toBe('2026年12月');
    expect(day(6).getAttribute('aria-disabled')).toBe('true');
    expect(day(21).getAttribute('aria-disabled')).toBe('true');
    expect(day(7).getAttribute('aria-disabled')).toBeNull();

    await act(async () => day(6).click());
    expect(onPick).not.toHaveBeenCalled();
    await act(async () => day(7).click());
    expect(onPick).toHaveBeenCalledWith('2026-12-07');
  });
});
