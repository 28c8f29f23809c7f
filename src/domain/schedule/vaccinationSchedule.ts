import { addDays, addMonths } from '../calendar/dates';
import { type ScheduleRuleConfig } from './config';
import { closingRecord, codeOf, doctorOf, doneBy, recordsOf, textOf } from './records';
import { type ProgrammeSchedule, type ScheduledService } from './types';

/**
 * 预防接种 (schedule A, national-forms-2.md §7: 国家免疫规划疫苗儿童免疫程序 2021年版): each dose
 * due at its recommended age, overdue after its "最迟完成" age, or, for a dose with none, the day
 * before the next dose's age [K]. A dose is done when a 预防接种记录 of that vaccine and 剂次
 * exists. Catch-up: overdue until done, while the child is under `vaccinationEndYears` [K].
 * The vaccine codes are the 预防接种记录's 疫苗名称 options (1乙肝 … 8甲肝减毒活).
 */

export const VACCINATION_RECORD_FAMILY = 'vaccinationrecords';

export interface VaccineDose {
  /** 疫苗名称 code of the 预防接种记录. */
  vaccine: string;
  /** Abbreviation for the service key (dose-MMR-1). */
  abbr: string;
  name: string;
  dose: number;
  /** Recommended age: months after birth (0 = at birth). */
  months: number;
  /** 最迟完成: overdue from this age in months (the day before it is the last day). */
  latestMonths: number;
  /** Or, 出生24小时内: overdue after this many days. */
  latestDays?: number;
}

const d = (
  vaccine: string,
  abbr: string,
  name: string,
  dose: number,
  months: number,
  latestMonths: number,
  latestDays?: number,
): VaccineDose => ({
  vaccine,
  abbr,
  name,
  dose,
  months,
  latestMonths,
  ...(latestDays === undefined ? {} : { latestDays }),
});

/** Schedule A as data: ages and latest ages in months. */
export const VACCINE_DOSES: readonly VaccineDose[] = [
  d('1', 'HepB', '乙肝疫苗', 1, 0, 0, 1),
  d('1', 'HepB', '乙肝疫苗', 2, 1, 6),
  d('1', 'HepB', '乙肝疫苗', 3, 6, 12),
  d('2', 'BCG', '卡介苗', 1, 0, 3),
  d('3', 'Polio', '脊灰疫苗', 1, 2, 3),
  d('3', 'Polio', '脊灰疫苗', 2, 3, 4),
  d('3', 'Polio', '脊灰疫苗', 3, 4, 12),
  d('3', 'Polio', '脊灰疫苗', 4, 48, 60),
  d('4', 'DTaP', '百白破疫苗', 1, 3, 4),
  d('4', 'DTaP', '百白破疫苗', 2, 4, 5),
  d('4', 'DTaP', '百白破疫苗', 3, 5, 12),
  d('4', 'DTaP', '百白破疫苗', 4, 18, 24),
  d('5', 'MMR', '麻腮风疫苗', 1, 8, 12),
  d('5', 'MMR', '麻腮风疫苗', 2, 18, 24),
  d('6', 'JE', '乙脑减毒活疫苗', 1, 8, 12),
  d('6', 'JE', '乙脑减毒活疫苗', 2, 24, 36),
  d('7', 'MenA', 'A群流脑多糖疫苗', 1, 6, 9),
  d('7', 'MenA', 'A群流脑多糖疫苗', 2, 9, 18),
  // 流脑 doses are numbered 1–4 across A and AC [N3]; 3 and 4 are A群C群, recorded under 流脑.
  d('7', 'MenA', 'A群C群流脑多糖疫苗', 3, 36, 48),
  d('7', 'MenA', 'A群C群流脑多糖疫苗', 4, 72, 84),
  d('8', 'HepA', '甲肝减毒活疫苗', 1, 18, 24),
];

/** The service_key of a dose: dose-MMR-1. */
export const doseKey = (dose: VaccineDose): string => `dose-${dose.abbr}-${dose.dose}`;

/** A dose's window from the birth date. */
export const doseWindow = (dose: VaccineDose, birthDate: string) => {
  const due = addMonths(birthDate, dose.months);
  const overdueAfter =
    dose.latestDays !== undefined
      ? addDays(birthDate, dose.latestDays)
      : addDays(addMonths(birthDate, dose.latestMonths), -1);
  return { earliest: due, due, overdueAfter };
};

export const VACCINATION_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'vaccination',
  servicesOf: (resident, today, config): ScheduledService[] => {
    const birthDate = resident.birthDate;
    if (!birthDate || resident.dead || birthDate > today) return [];
    if (addMonths(birthDate, config.vaccinationEndYears * 12) <= today) return [];
    // A 预防接种记录 is dated by its 接种日期 (the store may keep no record date for it).
    const records = recordsOf(resident, [VACCINATION_RECORD_FAMILY])
      .map((record) => ({
        ...record,
        date: record.date ?? textOf(record.data.vaccinationDate) ?? null,
      }))
      .filter((record) => record.date)
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
    const base = {
      lastServiceDate: records[0]?.date ?? null,
      doctor: doctorOf(resident, undefined),
    };
    return VACCINE_DOSES.map((dose): ScheduledService => {
      const { earliest, due, overdueAfter } = doseWindow(dose, birthDate);
      return {
        programme: 'vaccination',
        serviceKey: doseKey(dose),
        service: `${dose.name}第${dose.dose}剂`,
        formFamily: VACCINATION_RECORD_FAMILY,
        earliestDate: earliest,
        dueDate: due,
        overdueAfter,
        ...base,
        ...doneBy(
          closingRecord(
            records,
            (record) =>
              codeOf(record.data.vaccine) === dose.vaccine &&
              codeOf(record.data.doseNo) === String(dose.dose),
          ),
        ),
      };
    });
  },
};
