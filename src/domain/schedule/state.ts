import { addDays } from '../calendar/dates';
import { type DueRuleConfig } from '../followUp/due';
import { type ScheduledService } from './types';

/**
 * A scheduled service judged on a day. The rows store dates only; the state is a comparison at
 * read time (service-rules §6), the same for every programme and the same as the chronic work
 * list's dueStateOn: overdue after the window's last day, due from the due date, due soon when
 * the due date is within `dueSoonDays` (today included).
 */
export type ServiceState = 'done' | 'overdue' | 'dueToday' | 'dueThisWeek' | 'notDue';

export const SERVICE_STATE_LABELS: Readonly<Record<ServiceState, string>> = {
  done: '已完成',
  overdue: '逾期',
  dueToday: '今日到期',
  dueThisWeek: '本周到期',
  notDue: '未到期',
};

export const serviceStateOn = (
  service: Pick<ScheduledService, 'dueDate' | 'overdueAfter' | 'doneDate'>,
  today: string,
  config: Pick<DueRuleConfig, 'dueSoonDays'>,
): ServiceState => {
  if (service.doneDate) return 'done';
  if (service.overdueAfter < today) return 'overdue';
  if (service.dueDate <= today) return 'dueToday';
  return service.dueDate <= addDays(today, config.dueSoonDays - 1) ? 'dueThisWeek' : 'notDue';
};

/**
 * The bounds of the states for a query over stored rows (done_date IS NULL): overdue when
 * overdue_after < `overdueBefore`; due today when due_date <= `today` and not overdue; due this
 * week when due_date <= `weekEnd` and not overdue; 本年未完成 (not done this year) when due_date
 * is in `yearStart`..`yearEnd`.
 */
export const scheduleWindows = (today: string, config: Pick<DueRuleConfig, 'dueSoonDays'>) => ({
  overdueBefore: today,
  today,
  weekEnd: addDays(today, config.dueSoonDays - 1),
  yearStart: `${today.slice(0, 4)}-01-01`,
  yearEnd: `${today.slice(0, 4)}-12-31`,
});
