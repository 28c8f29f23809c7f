import { addDays } from '../calendar/dates';
import { proposeTuberculosisNextVisit } from '../tuberculosis/visit';
import { cardDateOf } from './chronicSchedule';
import { type ScheduleRuleConfig } from './config';
import { closingRecord, datedRecordsOf, doctorOf, doneBy, recordsOf, textOf } from './records';
import { type ProgrammeSchedule, type ScheduledService } from './types';

/**
 * 肺结核 (schedule B; service-rules §1): the first home visit within 72 hours of the card [K],
 * then visits every 10 days in the intensive phase (family-supervised) and monthly in the
 * continuation phase or doctor-supervised (tuberculosis/visit.ts proposeTuberculosisNextVisit),
 * or the stored 下次随访时间. Ends with 结案 (a visit with 停止治疗时间 or 原因), 终止管理 or death.
 */

export const TB_CARD_FAMILY = 'pulmonarycard';
export const TB_FIRST_VISIT_FAMILY = 'pulmonaryfirstvisit';
export const TB_VISIT_FAMILY = 'pulmonarypatientvisit';
const CARD_RUNNING = '1';

export const TUBERCULOSIS_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'tuberculosis',
  servicesOf: (resident, _today, config): ScheduledService[] => {
    if (resident.dead) return [];
    const card = recordsOf(resident, [TB_CARD_FAMILY]).find(
      (record) => (record.status ?? CARD_RUNNING) === CARD_RUNNING,
    );
    if (!card) return [];
    const visits = datedRecordsOf(resident, [TB_FIRST_VISIT_FAMILY, TB_VISIT_FAMILY]);
    if (visits.some((visit) => textOf(visit.data.stopDate) ?? textOf(visit.data.stopReason))) {
      return [];
    }
    const last = visits[0];
    const cardDate = cardDateOf(card);
    const firstDue = addDays(cardDate, config.tuberculosisFirstVisitDays);
    const first = closingRecord(visits, (visit) => visit.family === TB_FIRST_VISIT_FAMILY);
    const doctor = doctorOf(resident, last ?? card);
    const services: ScheduledService[] = [
      {
        programme: 'tuberculosis',
        serviceKey: 'first-visit',
        service: '肺结核第一次入户随访',
        formFamily: TB_FIRST_VISIT_FAMILY,
        earliestDate: cardDate,
        dueDate: firstDue,
        overdueAfter: firstDue,
        lastServiceDate: last?.date ?? null,
        ...doneBy(first),
        doctor,
      },
    ];
    if (!last) return services;
    const dueDate =
      textOf(last.data.nextVisitDate) ??
      proposeTuberculosisNextVisit(
        {
          visitDate: last.date ?? '',
          phase: textOf(last.data.treatmentPhase),
          supervisor: textOf(last.data.supervisor),
          referred: Boolean(textOf(last.data.referralReason)),
        },
        undefined,
        config.tuberculosis,
      ) ??
      addDays(last.date ?? '', config.tuberculosis.intensiveDays);
    services.push({
      programme: 'tuberculosis',
      serviceKey: 'visit',
      service: '肺结核患者随访',
      formFamily: TB_VISIT_FAMILY,
      earliestDate: dueDate,
      dueDate,
      overdueAfter: addDays(dueDate, config.due.graceDays),
      lastServiceDate: last.date,
      doneDate: null,
      doneRecordId: null,
      doctor,
    });
    return services;
  },
};
