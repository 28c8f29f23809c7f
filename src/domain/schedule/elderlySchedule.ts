import { addMonths } from '../calendar/dates';
import { type ScheduleRuleConfig } from './config';
import { closingRecord, datedRecordsOf, doctorOf, doneBy } from './records';
import { type ProgrammeSchedule, type ScheduledService } from './types';

/**
 * 老年人健康管理 (schedule B, national-forms-2.md §8): from the calendar year of the 65th
 * birthday, each year one 健康体检 (NF §3), one 生活自理能力评估 (NF §10) and one 中医体质辨识
 * (NF §11), window 1 January to 31 December [K] (应检未检 while open). Due on the anniversary
 * of last year's record (a year after it), or from the window's start when there was none.
 * Ends with death (a closed or transferred archive has no services at all).
 */

export const ELDERLY_SERVICES: readonly { key: string; service: string; family: string }[] = [
  { key: 'annual-check', service: '老年人年度健康体检', family: 'healthCheckTables' },
  { key: 'self-care', service: '生活自理能力评估', family: 'healthchecktablescores' },
  { key: 'tcm', service: '中医体质辨识', family: 'questionnaireMains' },
];

export const ELDERLY_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'elderly',
  servicesOf: (resident, today, config): ScheduledService[] => {
    const birthDate = resident.birthDate;
    const year = today.slice(0, 4);
    if (!birthDate || resident.dead) return [];
    const birthday = addMonths(birthDate, config.elderlyAge * 12);
    if (birthday.slice(0, 4) > year) return [];
    const yearStart = `${year}-01-01`;
    const yearEnd = `${year}-12-31`;
    const earliest = birthday > yearStart ? birthday : yearStart;
    return ELDERLY_SERVICES.map(({ key, service, family }): ScheduledService => {
      const records = datedRecordsOf(resident, [family]);
      const before = records.find((record) => (record.date ?? '') < yearStart);
      const anniversary = before?.date ? addMonths(before.date, 12) : earliest;
      const due = anniversary < earliest ? earliest : anniversary > yearEnd ? yearEnd : anniversary;
      return {
        programme: 'elderly',
        serviceKey: `${key}-${year}`,
        service,
        formFamily: family,
        earliestDate: earliest,
        dueDate: due,
        overdueAfter: yearEnd,
        lastServiceDate: records[0]?.date ?? null,
        ...doneBy(
          closingRecord(
            records,
            (record) => (record.date ?? '') >= yearStart && (record.date ?? '') <= yearEnd,
          ),
        ),
        doctor: doctorOf(resident, records[0]),
      };
    });
  },
};
