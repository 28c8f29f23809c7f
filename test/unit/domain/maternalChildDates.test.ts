import { newbornName } from '@/domain/child';
import { expectedDeliveryDate, gestationalAge, isPlausibleTerm } from '@/domain/maternal';

describe('expectedDeliveryDate (Naegele: 末次月经 month +9 or −3, day +7)', () => {
  it.each([
    // Months 1–3: +9 in the same year.
    ['2026-01-10', '2026-10-17'],
    ['2026-03-01', '2026-12-08'],
    // From April: −3 months in the next year.
    ['2026-04-05', '2027-01-12'],
    ['2026-12-20', '2027-09-27'],
    // Day +7 runs past the month's end into the next month.
    ['2026-03-28', '2027-01-04'],
    ['2026-05-31', '2027-03-10'],
    // The February of a leap year has 29 days.
    ['2027-05-25', '2028-03-03'],
  ])('%s → %s', (lmp, due) => {
    expect(expectedDeliveryDate(lmp)).toBe(due);
  });

  it('gives nothing for a missing or malformed date', () => {
    expect(expectedDeliveryDate(undefined)).toBeUndefined();
    expect(expectedDeliveryDate('')).toBeUndefined();
    expect(expectedDeliveryDate('2026-02-30')).toBeUndefined();
    expect(expectedDeliveryDate('20260110')).toBeUndefined();
  });

  it('stays within four days of 280 days for every day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const lmp = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const due = expectedDeliveryDate(lmp);
      expect({ lmp, plausible: due !== undefined && isPlausibleTerm(lmp, due) }).toEqual({
        lmp,
        plausible: true,
      });
    }
  });
});

describe('gestationalAge (孕周 周+天 from 末次月经)', () => {
  it.each([
    ['2026-09-01', '2026-09-01', { weeks: 0, days: 0 }],
    ['2026-09-01', '2026-11-26', { weeks: 12, days: 2 }],
    ['2026-09-01', '2026-09-14', { weeks: 1, days: 6 }],
  ])('%s to %s', (lmp, day, expected) => {
    expect(gestationalAge(lmp, day)).toEqual(expected);
  });

  it('gives nothing before 末次月经 or past 44 weeks', () => {
    expect(gestationalAge('2026-09-01', '2026-08-31')).toBeUndefined();
    expect(gestationalAge('2025-09-01', '2026-09-01')).toBeUndefined();
  });
});

describe('newbornName (母亲姓名+之男/之女 while the baby has no name)', () => {
  it('keeps a given name, trimmed', () => {
    expect(newbornName(' 张小宝 ', '李芳', '1')).toBe('张小宝');
  });

  it.each([
    ['1', '李芳之男'],
    ['2', '李芳之女'],
  ])('sex %s gives %s', (sex, name) => {
    expect(newbornName('', '李芳', sex)).toBe(name);
  });

  it('has no name without the mother or a known sex', () => {
    expect(newbornName('', '', '1')).toBeUndefined();
    expect(newbornName(undefined, '李芳', '9')).toBeUndefined();
    expect(newbornName(undefined, '李芳', undefined)).toBeUndefined();
  });
});
