import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { monthDays, monthFormats } from './calendar-month';

const days = (weeks: (CalendarDate | null)[][]) => weeks.map((week) => week.map((date) => date?.day ?? 0));

describe('the calendar month', () => {
  it('lays a Japanese month out from Sunday, with empty slots before the 1st and after the last day', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    expect(days(monthDays(new CalendarDate(2026, 12, 15), 'ja-JP'))).toEqual([
      [0, 0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11, 12],
      [13, 14, 15, 16, 17, 18, 19],
      [20, 21, 22, 23, 24, 25, 26],
      [27, 28, 29, 30, 31, 0, 0],
    ]);
    expect(
      monthFormats('ja-JP')
        .weekdays.map((w) => w.narrow)
        .join(''),
    ).toBe('日月火水木金土');
    expect(monthFormats('ja-JP').weekdays[0]!.long).toBe('日曜日');
  });

  it('starts the week where the locale does (Monday in Britain) and fits February 2027 in four weeks', () => {
    expect(days(monthDays(new CalendarDate(2027, 2, 1), 'en-GB'))).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
    expect(monthFormats('en-GB').weekdays.map((w) => w.long)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('names the month and the day in Japanese', () => {
    const formats = monthFormats('ja-JP');
    expect(formats.month.format(new Date(Date.UTC(2027, 0, 1)))).toBe('2027年1月');
    expect(formats.day.format(new Date(Date.UTC(2027, 0, 1)))).toBe('2027年1月1日金曜日');
  });
});
