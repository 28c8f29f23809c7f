/**
 * The states of a due service (service-rules §1, the work list 工作提醒/待办), judged on a day from
 * the dates the schedule stores: the window opens on `earliestDate`, the service is due on
 * `dueDate`, and it is overdue from the day after `overdueAfter`. The server's list and counts
 * write these same bounds as SQL (serviceDueQueries.ts), so the list and the badges agree.
 */

import { addDays, daysBetween } from '../calendar/dates';
import { DEFAULT_DUE_RULES } from '../followUp/due';

/** The programmes whose services the schedule holds, in the order the work list shows them. */
export const SCHEDULE_PROGRAMMES = [
  'hypertension',
  'diabetes',
  'mental',
  'tuberculosis',
  'elderly',
  'child',
  'maternal',
  'vaccination',
  'contract',
] as const;
export type ScheduleProgramme = (typeof SCHEDULE_PROGRAMMES)[number];

export const SCHEDULE_PROGRAMME_LABELS: Readonly<Record<ScheduleProgramme, string>> = {
  hypertension: '高血压',
  diabetes: '2型糖尿病',
  mental: '严重精神障碍',
  tuberculosis: '肺结核',
  elderly: '老年人',
  child: '儿童',
  maternal: '孕产妇',
  vaccination: '预防接种',
  contract: '家庭医生签约',
};

export const isScheduleProgramme = (value: unknown): value is ScheduleProgramme =>
  (SCHEDULE_PROGRAMMES as readonly unknown[]).includes(value);

/**
 * 今日到期: the window is open and the due date has come; 本周到期: due within the coming week
 * (today included, as the chronic work list's dueWindows) and not yet overdue; 逾期: past the last
 * day of the window; 本年未做: due this calendar year and not done (the annual services' 应检未检).
 */
export const SERVICE_DUE_STATES = [
  'dueToday',
  'dueThisWeek',
  'overdue',
  'notDoneThisYear',
] as const;
export type ServiceDueState = (typeof SERVICE_DUE_STATES)[number];

export const SERVICE_DUE_STATE_LABELS: Readonly<Record<ServiceDueState, string>> = {
  dueToday: '今日到期',
  dueThisWeek: '本周到期',
  overdue: '逾期',
  notDoneThisYear: '本年未做',
};

export const isServiceDueState = (value: unknown): value is ServiceDueState =>
  (SERVICE_DUE_STATES as readonly unknown[]).includes(value);

/** The dates of one due service, as the schedule stores them. */
export interface DueServiceDates {
  earliestDate: string;
  dueDate: string;
  overdueAfter: string;
  /** NULL while open. */
  doneDate: string | null;
}

/** The day bounds the states compare with: a query over stored dates uses these. */
export const serviceDueWindows = (today: string, dueSoonDays = DEFAULT_DUE_RULES.dueSoonDays) => ({
  today,
  weekEnd: addDays(today, dueSoonDays - 1),
  yearStart: `${today.slice(0, 4)}-01-01`,
  yearEnd: `${today.slice(0, 4)}-12-31`,
});

/** Whether an open or done service is in a state on `today` (the states overlap: 今日 ⊂ 本周). */
export const isInDueState = (
  service: DueServiceDates,
  state: ServiceDueState,
  today: string,
  dueSoonDays = DEFAULT_DUE_RULES.dueSoonDays,
): boolean => {
  if (service.doneDate) return false;
  const { weekEnd, yearStart, yearEnd } = serviceDueWindows(today, dueSoonDays);
  switch (state) {
    case 'dueToday':
      return (
        service.earliestDate <= today && service.dueDate <= today && service.overdueAfter >= today
      );
    case 'dueThisWeek':
      return service.dueDate <= weekEnd && service.overdueAfter >= today;
    case 'overdue':
      return service.overdueAfter < today;
    case 'notDoneThisYear':
      return service.dueDate >= yearStart && service.dueDate <= yearEnd;
  }
};

/** Days past the last day of the window (0 while not overdue): “自…起逾期 N 天”. */
export const daysOverdueOf = (service: DueServiceDates, today: string): number =>
  service.doneDate ? 0 : Math.max(0, daysBetween(service.overdueAfter, today));

/** The first overdue day (the day after the window's last). */
export const overdueSince = (service: DueServiceDates): string => addDays(service.overdueAfter, 1);
