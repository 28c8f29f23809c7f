import { addDays, isDateText } from '../calendar/dates';
import { expectedDeliveryDate } from '../maternal/gestation';
import { type ScheduleRuleConfig } from './config';
import { closingRecord, codeOf, datedRecordsOf, doctorOf, doneBy, textOf } from './records';
import { type ProgrammeSchedule, type ScheduledService, type ScheduleRecord } from './types';

/**
 * 孕产妇健康管理 (schedule B, national-forms-2.md §8): from the latest 第1次产前检查 (the
 * pregnancy, its 末次月经), the 2nd–5th antenatal visits at 孕16–20, 21–24, 28–36 and 37–40
 * weeks, each closed by a 第2～5次产前随访 record of that 随访次数; the 产后访视 within 3–7 days
 * of discharge and the 产后42天 check from day 42 (to day 56 [K]), counted from the delivery the
 * postpartum records give, or from 预产期 until one is recorded. Antenatal visits not done when
 * the delivery came are no longer due.
 */

export const PRENATAL_FIRST_FAMILY = 'prenatalFirstChecks';
export const PRENATAL_FOLLOW_UP_FAMILY = 'prenatalFollowUps';
export const POSTPARTUM_VISIT_FAMILY = 'postpartumVisits';
export const POSTPARTUM_CHECK_FAMILY = 'postpartum42Checks';

/** The 2nd–5th antenatal visits: 随访次数 and the gestational weeks of the window (inclusive). */
export const ANTENATAL_VISITS: readonly { times: string; fromWeek: number; toWeek: number }[] = [
  { times: '2', fromWeek: 16, toWeek: 20 },
  { times: '3', fromWeek: 21, toWeek: 24 },
  { times: '4', fromWeek: 28, toWeek: 36 },
  { times: '5', fromWeek: 37, toWeek: 40 },
];

/** The service_key of the antenatal visit of this 随访次数. */
export const antenatalKey = (times: string): string => `antenatal-${times}`;

/** 末次月经 of a 第1次产前检查: as written, else back from the 孕周 on its date. */
export const lastPeriodOf = (first: ScheduleRecord): string | undefined => {
  const written = textOf(first.data.lastMenstrualPeriod);
  if (isDateText(written)) return written;
  const weeks = typeof first.data.gestationalWeeks === 'number' ? first.data.gestationalWeeks : NaN;
  const days = typeof first.data.gestationalDays === 'number' ? first.data.gestationalDays : 0;
  return first.date && Number.isFinite(weeks)
    ? addDays(first.date, -(weeks * 7 + days))
    : undefined;
};

export const MATERNAL_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'maternal',
  servicesOf: (resident, _today, config): ScheduledService[] => {
    if (resident.dead) return [];
    const first = datedRecordsOf(resident, [PRENATAL_FIRST_FAMILY])[0];
    const lmp = first && lastPeriodOf(first);
    const edd = expectedDeliveryDate(lmp);
    if (!first || !lmp || !edd) return [];
    const records = datedRecordsOf(resident, [
      PRENATAL_FIRST_FAMILY,
      PRENATAL_FOLLOW_UP_FAMILY,
      POSTPARTUM_VISIT_FAMILY,
      POSTPARTUM_CHECK_FAMILY,
    ]).filter((record) => (record.date ?? '') >= (first.date ?? ''));
    const postpartum = records.filter(
      (record) =>
        record.family === POSTPARTUM_VISIT_FAMILY || record.family === POSTPARTUM_CHECK_FAMILY,
    );
    const delivery = postpartum.map((record) => textOf(record.data.deliveryDate)).find(Boolean);
    const discharge = postpartum.map((record) => textOf(record.data.dischargeDate)).find(Boolean);
    const base = {
      programme: 'maternal' as const,
      lastServiceDate: records[0]?.date ?? null,
      doctor: doctorOf(resident, records[0]),
    };
    const antenatal = ANTENATAL_VISITS.map((visit): ScheduledService => {
      const earliest = addDays(lmp, visit.fromWeek * 7);
      return {
        ...base,
        serviceKey: antenatalKey(visit.times),
        service: `第${visit.times}次产前随访`,
        formFamily: PRENATAL_FOLLOW_UP_FAMILY,
        earliestDate: earliest,
        dueDate: earliest,
        overdueAfter: addDays(lmp, visit.toWeek * 7 + 6),
        ...doneBy(
          closingRecord(
            records,
            (record) =>
              record.family === PRENATAL_FOLLOW_UP_FAMILY &&
              codeOf(record.data.visitTimes) === visit.times,
          ),
        ),
      };
    }).filter((service) => service.doneDate !== null || !delivery);
    const visitFrom = discharge ?? delivery ?? edd;
    const checkFrom = delivery ?? edd;
    return [
      ...antenatal,
      {
        ...base,
        serviceKey: 'postpartum-visit',
        service: '产后访视',
        formFamily: POSTPARTUM_VISIT_FAMILY,
        earliestDate: visitFrom,
        dueDate: addDays(visitFrom, config.postpartumVisitFirstDay),
        overdueAfter: addDays(visitFrom, config.postpartumVisitLastDay),
        ...doneBy(closingRecord(records, (record) => record.family === POSTPARTUM_VISIT_FAMILY)),
      },
      {
        ...base,
        serviceKey: 'postpartum-42',
        service: '产后42天健康检查',
        formFamily: POSTPARTUM_CHECK_FAMILY,
        earliestDate: addDays(checkFrom, config.postpartumCheckDay),
        dueDate: addDays(checkFrom, config.postpartumCheckDay),
        overdueAfter: addDays(checkFrom, config.postpartumCheckLastDay),
        ...doneBy(closingRecord(records, (record) => record.family === POSTPARTUM_CHECK_FAMILY)),
      },
    ];
  },
};
