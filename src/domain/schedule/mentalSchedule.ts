import { addDays } from '../calendar/dates';
import { MENTAL_CLASS, proposeMentalNextVisit } from '../mental/visit';
import { cardDateOf } from './chronicSchedule';
import { type ScheduleRuleConfig } from './config';
import { datedRecordsOf, doctorOf, recordsOf, textOf } from './records';
import { type ProgrammeSchedule, type ScheduledService } from './types';

/**
 * 严重精神障碍 (schedule B; service-rules §3): the next visit from the latest visit's 本次随访分类
 * (稳定 3 months, 基本稳定 and 不稳定 2 weeks; mental/visit.ts proposeMentalNextVisit), or the
 * stored 下次随访日期 the form proposed from it. A patient never visited is due within the
 * 不稳定 interval of the 补充表. Ends with 终止管理 (card status not 1) or death.
 */

export const MENTAL_CARD_FAMILY = 'mentalcard';
export const MENTAL_VISIT_FAMILY = 'mentalvisit';
const CARD_RUNNING = '1';

export const MENTAL_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'mental',
  servicesOf: (resident, _today, config): ScheduledService[] => {
    if (resident.dead) return [];
    const card = recordsOf(resident, [MENTAL_CARD_FAMILY]).find(
      (record) => (record.status ?? CARD_RUNNING) === CARD_RUNNING,
    );
    if (!card) return [];
    const last = datedRecordsOf(resident, [MENTAL_VISIT_FAMILY])[0];
    const dueDate = last
      ? (textOf(last.data.nextVisitDate) ??
        proposeMentalNextVisit(
          last.date ?? '',
          textOf(last.data.visitClassification) ?? MENTAL_CLASS.unstable,
          undefined,
          config.mental,
        ) ??
        addDays(last.date ?? '', config.mental.unstableDays))
      : addDays(cardDateOf(card), config.mental.unstableDays);
    return [
      {
        programme: 'mental',
        serviceKey: 'visit',
        service: '严重精神障碍随访',
        formFamily: MENTAL_VISIT_FAMILY,
        earliestDate: dueDate,
        dueDate,
        overdueAfter: addDays(dueDate, config.due.graceDays),
        lastServiceDate: last?.date ?? null,
        doneDate: null,
        doneRecordId: null,
        doctor: doctorOf(resident, last ?? card),
      },
    ];
  },
};
