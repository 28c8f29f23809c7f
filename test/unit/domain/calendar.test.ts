import fc from 'fast-check';

import {
  addDays,
  addMonths,
  ageOn,
  dateText,
  dateTimeText,
  daysBetween,
  daysInMonth,
  instantOf,
  isCalendarDate,
  isDateText,
  isLeapYear,
  monthsBetween,
  toIsoDate,
} from '@/domain/calendar';

describe('isLeapYear', () => {
  it.each<[number, boolean]>([
    [1900, false],
    [2000, true],
    [2023, false],
    [2024, true],
    [2100, false],
  ])('%i → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each<[number, number, number]>([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
    [2024, 0, 0],
    [2024, 13, 0],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('isCalendarDate', () => {
  it.each<[number, number, number, boolean]>([
    [2000, 2, 29, true],
    [2024, 2, 29, true],
    [1900, 2, 29, false],
    [2023, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 1, 0, false],
    [2024, 1, 1.5, false],
  ])('%i-%i-%s → %s', (year, month, day, expected) => {
    expect(isCalendarDate(year, month, day)).toBe(expected);
  });
});

it('toIsoDate pads every part', () => {
  expect(toIsoDate(2024, 2, 9)).toBe('2024-02-09');
});

describe('addMonths', () => {
  it.each<[string, number, string]>([
    ['2024-11-30', 3, '2025-02-28'],
    ['2023-11-30', 3, '2024-02-29'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['1899-11-30', 3, '1900-02-28'],
    ['1999-11-30', 3, '2000-02-29'],
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-01-15', 3, '2024-04-15'],
    ['2024-12-31', 12, '2025-12-31'],
    ['2024-05-31', -3, '2024-02-29'],
    ['2024-01-31', -1, '2023-12-31'],
    ['2024-03-31', -25, '2022-02-28'],
    ['2024-06-15', 0, '2024-06-15'],
    ['2024-01-31', 1.9, '2024-02-29'],
  ])('%s + %p months → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('never overflows into the following month', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2100, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: -1200, max: 1200 }),
        (date, months) => {
          const text = date.toISOString().slice(0, 10);
          const [y, m, d] = text.split('-').map(Number) as [number, number, number];
          const index = y * 12 + m - 1 + months;
          const year = Math.floor(index / 12);
          const month = index - year * 12 + 1;
          expect(addMonths(text, months)).toBe(
            toIsoDate(year, month, Math.min(d, daysInMonth(year, month))),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a text that is no date', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  it.each<[string, number, string]>([
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-06-01', 14, '2026-06-15'],
  ])('%s + %i days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('are inverse of each other', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2100, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: -40_000, max: 40_000 }),
        (date, days) => {
          const text = date.toISOString().slice(0, 10);
          expect(daysBetween(text, addDays(text, days))).toBe(days);
        },
      ),
    );
  });
});

describe('ageOn and monthsBetween', () => {
  it.each<[string, string, number | undefined]>([
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-16', '2026-06-15', 35],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2026-06-16', '2026-06-15', -1],
    ['2027-01-01', '2026-06-15', -1],
    ['1990-02-30', '2026-06-15', undefined],
    ['', '2026-06-15', undefined],
  ])('born %s, on %s → %p', (birth, day, expected) => {
    expect(ageOn(birth, day)).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['2026-01-31', '2026-02-28', 0],
    ['2026-01-31', '2026-03-31', 2],
    ['2025-12-04', '2026-12-04', 12],
    ['2025-12-05', '2026-12-04', 11],
  ])('%s to %s is %i whole months', (from, to, expected) => {
    expect(monthsBetween(from, to)).toBe(expected);
  });
});

describe('isDateText', () => {
  it.each<[unknown, boolean]>([
    ['2026-12-04', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20261204', false],
    [20261204, false],
    [null, false],
  ])('%p → %s', (value, expected) => {
    expect(isDateText(value)).toBe(expected);
  });
});

describe('the deployment zone', () => {
  // 2026-12-04 16:30:00 UTC is 2026-12-05 00:30 in China.
  const instant = Date.UTC(2026, 11, 4, 16, 30, 0);

  it('gives China time by default, whatever the machine zone', () => {
    expect(dateTimeText(instant)).toBe('2026-12-05 00:30:00');
    expect(dateText(instant)).toBe('2026-12-05');
  });

  it('gives another zone on request', () => {
    expect(dateText(instant, 'UTC')).toBe('2026-12-04');
    expect(dateTimeText(instant, 'America/New_York')).toBe('2026-12-04 11:30:00');
    // Daylight saving: 2026-07-01 12:00 UTC is 08:00 in New York.
    expect(dateTimeText(Date.UTC(2026, 6, 1, 12), 'America/New_York')).toBe('2026-07-01 08:00:00');
  });

  it('reads a wall-clock time back to the instant', () => {
    expect(instantOf('2026-12-05 00:30:00')).toBe(instant);
    expect(instantOf('2026-12-05')).toBe(Date.UTC(2026, 11, 4, 16));
    expect(instantOf('2026-07-01 08:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 12));
    expect(instantOf('not a time')).toBeNaN();
  });

  it('round-trips any instant to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const ms = seconds * 1000;
        expect(instantOf(dateTimeText(ms))).toBe(ms);
      }),
    );
  });
});
