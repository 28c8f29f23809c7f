import { addDays } from '../calendar/dates';

/**
 * The schedule of the 第2～5次产前随访 (national-forms-2.md §4 and Schedule B): each visit number
 * has its window of gestational weeks, counted from 末次月经. The paper has four columns, 第2次 to
 * 第5次, and no sixth.
 */

export type AntenatalVisitNumber = 2 | 3 | 4 | 5;

export interface WeekWindow {
  /** The first week of the window (its day 0). */
  fromWeek: number;
  /** The last week of the window (through its day 6). */
  toWeek: number;
}

/**
 * 第2次 孕16–20周, 第3次 21–24, 第4次 28–36, 第5次 37–40 (Schedule B; service-rules §1 says 37–41
 * for the 5th, the sources say 40).
 */
export const ANTENATAL_VISIT_WINDOWS: Readonly<Record<AntenatalVisitNumber, WeekWindow>> = {
  2: { fromWeek: 16, toWeek: 20 },
  3: { fromWeek: 21, toWeek: 24 },
  4: { fromWeek: 28, toWeek: 36 },
  5: { fromWeek: 37, toWeek: 40 },
};

export const ANTENATAL_VISIT_NUMBERS: readonly AntenatalVisitNumber[] = [2, 3, 4, 5];

/** A visit number of the form, whether typed as a number or a code ('2'…'5'). */
export const antenatalVisitNumber = (value: unknown): AntenatalVisitNumber | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return ANTENATAL_VISIT_NUMBERS.find((candidate) => candidate === number);
};

/**
 * The visit number a new follow-up takes after `earlier` follow-ups of the same pregnancy: the
 * first is 第2次 (the 第1次 is the first prenatal check); undefined once 第5次 is recorded.
 */
export const antenatalVisitNumberAfter = (earlier: number): AntenatalVisitNumber | undefined =>
  antenatalVisitNumber(earlier + 2);

/** The window's text, "孕16～20周". */
export const antenatalWindowText = (visit: AntenatalVisitNumber): string => {
  const { fromWeek, toWeek } = ANTENATAL_VISIT_WINDOWS[visit];
  return `孕${fromWeek}～${toWeek}周`;
};

/**
 * A note when 孕周 falls outside the window of the visit number (Schedule B: a flag, not a
 * refusal; an early or late visit is still recorded).
 */
export const antenatalWindowNote = (
  visit: AntenatalVisitNumber,
  weeks: number,
): string | undefined => {
  const { fromWeek, toWeek } = ANTENATAL_VISIT_WINDOWS[visit];
  if (weeks >= fromWeek && weeks <= toWeek) return undefined;
  return `第${visit}次产前随访应在${antenatalWindowText(visit)}，本次为孕${weeks}周`;
};

/**
 * 下次随访日期 proposed after a visit: the first day of the next visit's window, counted from
 * 末次月经; after 第5次 none (the next contact is the delivery and the 产后访视).
 */
export const nextAntenatalVisitDate = (
  lastMenstrualPeriod: string,
  visit: AntenatalVisitNumber,
): string | undefined => {
  const next = antenatalVisitNumber(visit + 1);
  return next
    ? addDays(lastMenstrualPeriod, ANTENATAL_VISIT_WINDOWS[next].fromWeek * 7)
    : undefined;
};

/**
 * 指导 per visit: each column of the paper lists its own options (national-forms-2.md §4, [A]).
 * The record keeps each list in a field of its own, so a code always means its own column's
 * label.
 */
export const ANTENATAL_GUIDANCE_FIELDS: Readonly<Record<AntenatalVisitNumber, string>> = {
  2: 'guidanceVisit2',
  3: 'guidanceVisit3',
  4: 'guidanceVisit45',
  5: 'guidanceVisit45',
};

/** The 其他 code of each visit's 指导 list (the text goes in 其他指导). */
export const ANTENATAL_GUIDANCE_OTHER_CODE: Readonly<Record<AntenatalVisitNumber, string>> = {
  2: '5',
  3: '7',
  4: '8',
  5: '8',
};
