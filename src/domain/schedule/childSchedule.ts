import { addDays, addMonths } from '../calendar/dates';
import { CHILD_CHECK_AGES } from '../child/checkAges';
import { PRESCHOOL_CHECK } from '../child/preschoolChecks';
import { TODDLER_CHECK } from '../child/toddlerChecks';
import { type ScheduleRuleConfig } from './config';
import { closingRecord, datedRecordsOf, doctorOf, doneBy, textOf } from './records';
import {
  type ProgrammeSchedule,
  type ScheduledService,
  type ScheduleRecord,
  type ScheduleResident,
} from './types';

/**
 * 0～6岁儿童健康管理 (schedule B, national-forms-2.md §8): the newborn home visit within 7 days
 * of discharge (the birth date when no discharge is known), 满月 at 28–30 days, the checks at
 * 3, 6, 8, 12, 18, 24, 30 months and 3 years (满X月 to X月29天), and at 4, 5, 6 years (满N周岁 to
 * N岁11个月29天). Each check is closed by a record of its form with its column (月龄) chosen,
 * whatever its date (a check outside the window is still the column's record). A check left
 * undone once a later one is done was missed (漏查) and is no longer due [K]; the newborn visit
 * ends with the 满月 check. Ends when the child turns 7, or dies.
 */

export const NEWBORN_VISIT_FAMILY = 'newbornVisits';
export const INFANT_CHECK_FAMILY = 'childHealthChecks';
export const TODDLER_CHECK_FAMILY = 'toddlerHealthChecks';
export const PRESCHOOL_CHECK_FAMILY = 'preschoolHealthChecks';
export const CHILD_FAMILIES = [
  NEWBORN_VISIT_FAMILY,
  INFANT_CHECK_FAMILY,
  TODDLER_CHECK_FAMILY,
  PRESCHOOL_CHECK_FAMILY,
] as const;

/** One check of the schedule: the form, its column code, the age and the window. */
export interface ChildCheck {
  key: string;
  service: string;
  family: string;
  column: string;
  /** Age in months the window opens at (满X月). */
  months: number;
  /** Window: [earliest, overdueAfter] from the birth date. */
  window: (birthDate: string) => { earliest: string; due: string; overdueAfter: string };
}

/**
 * The last day of "X月29天" counted from the month birthday `months` after birth: 29 days on,
 * but never the next month birthday (after a short February, 29 days reach into it).
 */
const lastDayOfAge = (birthDate: string, months: number): string => {
  const byDays = addDays(addMonths(birthDate, months), 29);
  const beforeNext = addDays(addMonths(birthDate, months + 1), -1);
  return byDays < beforeNext ? byDays : beforeNext;
};

/** 满X月 to X月29天. */
const monthWindow = (months: number) => (birthDate: string) => {
  const due = addMonths(birthDate, months);
  return { earliest: due, due, overdueAfter: lastDayOfAge(birthDate, months) };
};

/** 满N周岁 to N岁11个月29天. */
const yearWindow = (months: number) => (birthDate: string) => {
  const due = addMonths(birthDate, months);
  return { earliest: due, due, overdueAfter: lastDayOfAge(birthDate, months + 11) };
};

/** 满月: 28–30 days after birth. */
const fullMonthWindow = (birthDate: string) => ({
  earliest: addDays(birthDate, 28),
  due: addDays(birthDate, 28),
  overdueAfter: addDays(birthDate, 30),
});

/** The checks in order, from the forms' columns (child/checkAges, toddlerChecks, preschoolChecks). */
export const CHILD_CHECKS: readonly ChildCheck[] = [
  ...CHILD_CHECK_AGES.map((age) => ({
    key: `check-${age.months}m`,
    service: `${age.label}健康检查`,
    family: INFANT_CHECK_FAMILY,
    column: age.value,
    months: age.months,
    window: age.months === 1 ? fullMonthWindow : monthWindow(age.months),
  })),
  ...TODDLER_CHECK.columns.map((column) => ({
    key: `check-${column.months}m`,
    service: `${column.label}健康检查`,
    family: TODDLER_CHECK_FAMILY,
    column: column.value,
    months: column.months,
    window: monthWindow(column.months),
  })),
  ...PRESCHOOL_CHECK.columns.map((column) => ({
    key: `check-${column.months / 12}y`,
    service: `${column.label}健康检查`,
    family: PRESCHOOL_CHECK_FAMILY,
    column: column.value,
    months: column.months,
    // 3岁 is the 36-month column of the 0–3 checks (满3周岁 to 3岁29天); 4–6岁 run a year.
    window: column.months === 36 ? monthWindow(36) : yearWindow(column.months),
  })),
];

const newbornVisit = (
  resident: ScheduleResident,
  birthDate: string,
  visits: readonly ScheduleRecord[],
  config: ScheduleRuleConfig,
  base: Pick<ScheduledService, 'lastServiceDate' | 'doctor'>,
): ScheduledService => {
  const discharge = visits
    .map((visit) => textOf(visit.data.dischargeDate))
    .find((date) => date !== undefined);
  const start = discharge ?? birthDate;
  const last = addDays(start, config.newbornVisitDays);
  return {
    programme: 'child',
    serviceKey: 'newborn-visit',
    service: '新生儿家庭访视',
    formFamily: NEWBORN_VISIT_FAMILY,
    earliestDate: start,
    dueDate: last,
    overdueAfter: last,
    ...base,
    ...doneBy(closingRecord(visits, () => true)),
    doctor: base.doctor || doctorOf(resident, undefined),
  };
};

export const CHILD_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'child',
  servicesOf: (resident, today, config): ScheduledService[] => {
    const birthDate = resident.birthDate;
    if (!birthDate || resident.dead || birthDate > today) return [];
    if (addMonths(birthDate, config.childEndYears * 12) <= today) return [];
    const records = datedRecordsOf(resident, CHILD_FAMILIES);
    const base = {
      lastServiceDate: records[0]?.date ?? null,
      doctor: doctorOf(resident, records[0]),
    };
    const newborn = records.filter((record) => record.family === NEWBORN_VISIT_FAMILY);
    const services = [
      newbornVisit(resident, birthDate, newborn, config, base),
      ...CHILD_CHECKS.map((check): ScheduledService => {
        const { earliest, due, overdueAfter } = check.window(birthDate);
        return {
          programme: 'child',
          serviceKey: check.key,
          service: check.service,
          formFamily: check.family,
          earliestDate: earliest,
          dueDate: due,
          overdueAfter,
          ...base,
          ...doneBy(
            closingRecord(
              records,
              (record) =>
                record.family === check.family && textOf(record.data.checkAge) === check.column,
            ),
          ),
        };
      }),
    ];
    return withoutMissed(services);
  },
};

/** Drops the undone services that a later done one superseded (漏查). */
const withoutMissed = (services: readonly ScheduledService[]): ScheduledService[] => {
  const lastDone = services.map((service) => service.doneDate !== null).lastIndexOf(true);
  return services.filter((service, index) => service.doneDate !== null || index > lastDone);
};
