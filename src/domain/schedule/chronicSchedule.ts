import { addDays } from '../calendar/dates';
import { DUE_PROGRAMMES, type DueProgramme, type LastVisit, patientPlan } from '../followUp/due';
import { type ScheduleRuleConfig } from './config';
import { datedRecordsOf, doctorOf, recordsOf, textOf } from './records';
import { type ProgrammeSchedule, type ScheduleRecord, type ScheduledService } from './types';

/**
 * 高血压 / 2型糖尿病 (schedule B; service-rules §3/§6): the next visit planned from the latest
 * one exactly as the chronic work list plans it (followUp/due.ts patientPlan), so the two never
 * disagree. Starts with the management card; ends with 终止管理 (card status not 1) or death.
 */

const CARD_RUNNING = '1';

/** The latest follow-up as the due rules read it (the stored 下次随访日期, class, referral). */
export const chronicLastVisit = (visit: ScheduleRecord): LastVisit => ({
  visitDate: visit.date ?? '',
  classification: textOf(visit.data.visitClassification) ?? null,
  nextVisitDate: textOf(visit.data.nextVisitDate) ?? null,
  referred: Boolean(textOf(visit.data.referralReason) ?? textOf(visit.data.referralHospital)),
});

/** A card's build date (建卡日期), else the day it was entered. */
export const cardDateOf = (card: ScheduleRecord): string =>
  textOf(card.data.buildDate) ?? (card.createdAt ?? '').slice(0, 10);

const chronicSchedule = (programme: DueProgramme): ProgrammeSchedule<ScheduleRuleConfig> => ({
  programme,
  servicesOf: (resident, _today, config): ScheduledService[] => {
    const { cardFamily, visitFamily, followUpService } = DUE_PROGRAMMES[programme];
    if (resident.dead) return [];
    const card = recordsOf(resident, [cardFamily]).find(
      (record) => (record.status ?? CARD_RUNNING) === CARD_RUNNING,
    );
    if (!card) return [];
    const last = datedRecordsOf(resident, [visitFamily])[0];
    const plan = patientPlan(last && chronicLastVisit(last), cardDateOf(card), config.due);
    return [
      {
        programme,
        serviceKey: 'visit',
        service: followUpService,
        formFamily: visitFamily,
        earliestDate: plan.plannedDate,
        dueDate: plan.plannedDate,
        overdueAfter: addDays(plan.plannedDate, config.due.graceDays),
        lastServiceDate: last?.date ?? null,
        doneDate: null,
        doneRecordId: null,
        doctor:
          textOf(last?.data.doctorSignature) ??
          textOf(card.data.buildDoctor) ??
          card.createdBy ??
          doctorOf(resident, undefined),
      },
    ];
  },
});

export const HYPERTENSION_SCHEDULE = chronicSchedule('hypertension');
export const DIABETES_SCHEDULE = chronicSchedule('diabetes');
