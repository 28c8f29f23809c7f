import fc from 'fast-check';

import { daysInMonth } from '@/shared/calendar';
import {
  addMonths,
  formatDate,
  formatDateTime,
  isExpired,
  type TimeInput,
  toMilliseconds,
} from '@/shared/time';

describe('toMilliseconds', () => {
  it.each<[TimeInput, number]>([
    [1_700_000_000, 1_700_000_000_000],
    ['1700000000', 1_700_000_000_000],
    [1_700_000_000.5, 1_700_000_000_500],
    [9_999_999_999, 9_999_999_999_000],
    [1_000_000_000, 1_000_000_000_000],
    [999_999_999, 999_999_999],
    [1_700_000_000_000, 1_700_000_000_000],
    ['1700000000000', 1_700_000_000_000],
    [0, 0],
    [new Date(2024, 4, 1, 8, 30), new Date(2024, 4, 1, 8, 30).getTime()],
    ['2024-05-01 08:30:00', new Date(2024, 4, 1, 8, 30).getTime()],
    ['2024-05-01', new Date(2024, 4, 1).getTime()],
  ])('%p → %p', (value, expected) => {
    expect(toMilliseconds(value)).toBe(expected);
  });

  it.each(['', '   ', 'not a date'])('%p → NaN', (value) => {
    expect(toMilliseconds(value)).toBeNaN();
  });
});

describe('isExpired', () => {
  const now = 1_700_000_000_000;
  it.each<[string, TimeInput, boolean]>([
    ['an hour away', now + 3_600_000, false],
    ['exactly 60 s away', now + 60_000, false],
    ['59.999 s away', now + 59_999, true],
    ['now', now, true],
    ['in the past', now - 1, true],
    ['10-digit seconds, 2 min away', Math.floor((now + 120_000) / 1000), false],
    ['10-digit seconds, 30 s away', Math.floor((now + 30_000) / 1000), true],
    ['a date string an hour away', formatDateTime(now + 3_600_000), false],
    ['unreadable', 'soon', true],
  ])('%s → %s', (_label, time, expected) => {
    expect(isExpired(time, now)).toBe(expected);
  });

  it('uses the real clock when no `now` is given', () => {
    expect(isExpired(Date.now() + 3_600_000)).toBe(false);
    expect(isExpired(Date.now() - 1)).toBe(true);
  });
});

describe('addMonths', () => {
  const ymd = (date: Date): string => formatDate(date);
  it.each<[Date, number, string]>([
    [new Date(2024, 10, 30), 3, '2025-02-28'],
    [new Date(2023, 10, 30), 3, '2024-02-29'],
    [new Date(2024, 0, 31), 1, '2024-02-29'],
    [new Date(2023, 0, 31), 1, '2023-02-28'],
    [new Date(1899, 10, 30), 3, '1900-02-28'],
    [new Date(1999, 10, 30), 3, '2000-02-29'],
    [new Date(2024, 2, 31), 1, '2024-04-30'],
    [new Date(2024, 0, 15), 3, '2024-04-15'],
    [new Date(2024, 11, 31), 12, '2025-12-31'],
    [new Date(2024, 4, 31), -3, '2024-02-29'],
    [new Date(2024, 0, 31), -1, '2023-12-31'],
    [new Date(2024, 2, 31), -25, '2022-02-28'],
    [new Date(2024, 5, 15), 0, '2024-06-15'],
    [new Date(2024, 0, 31), 1.9, '2024-02-29'],
  ])('%p + %p months → %s', (date, months, expected) => {
    expect(ymd(addMonths(date, months))).toBe(expected);
  });

  it('keeps the time of day and leaves its argument alone', () => {
    const date = new Date(2024, 10, 30, 13, 45, 12, 345);
    const result = addMonths(date, 3);
    expect(formatDate(result, 'YYYY-MM-DD HH:mm:ss.SSS')).toBe('2025-02-28 13:45:12.345');
    expect(formatDate(date, 'YYYY-MM-DD HH:mm:ss.SSS')).toBe('2024-11-30 13:45:12.345');
  });

  it('never overflows into the following month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        fc.integer({ min: -1200, max: 1200 }),
        (date, months) => {
          const result = addMonths(date, months);
          const index = date.getFullYear() * 12 + date.getMonth() + months;
          const year = Math.floor(index / 12);
          const month = index - year * 12;
          expect(result.getFullYear()).toBe(year);
          expect(result.getMonth()).toBe(month);
          expect(result.getDate()).toBe(Math.min(date.getDate(), daysInMonth(year, month + 1)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatDate / formatDateTime', () => {
  const moment = new Date(2024, 0, 2, 3, 4, 5);
  it.each<[TimeInput | null | undefined, string, string]>([
    [moment, '2024-01-02', '2024-01-02 03:04:05'],
    [moment.getTime(), '2024-01-02', '2024-01-02 03:04:05'],
    [Math.floor(moment.getTime() / 1000), '2024-01-02', '2024-01-02 03:04:05'],
    ['2024-01-02 03:04:05', '2024-01-02', '2024-01-02 03:04:05'],
    ['garbage', '', ''],
    ['', '', ''],
    [null, '', ''],
    [undefined, '', ''],
  ])('%p → %p / %p', (value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it('takes a dayjs format', () => {
    expect(formatDate(moment, 'YYYY年M月D日 HH:mm')).toBe('2024年1月2日 03:04');
  });
});
