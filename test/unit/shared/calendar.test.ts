import { daysInMonth, isCalendarDate, isLeapYear, toIsoDate } from '@/shared/calendar';

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
