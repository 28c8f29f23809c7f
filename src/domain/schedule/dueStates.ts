/**
 * The work list's filters over due services (工作提醒/待办, service-rules §6): 今日到期, 本周到期
 * (today included), 逾期 and 本年未做 (due this calendar year and not done: the annual services'
 * 应检未检). They overlap, as the badges of a list do: a service due today is also due this week.
 * The bounds are scheduleWindows' and the judgement of one service serviceStateOn's (state.ts),
 * so the server's SQL (serviceDueQueries.ts), the 健康画像 and these functions agree.
 */

import { daysBetween } from '../calendar/dates';
import { DEFAULT_DUE_RULES, type DueRuleConfig } from '../followUp/due';
import { scheduleWindows, serviceStateOn } from './state';

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
  dueDate: string;
  overdueAfter: string;
  /** NULL while open. */
  doneDate: string | null;
}

type SoonRule = Pick<DueRuleConfig, 'dueSoonDays'>;

/** Whether a service is in a filter's state on `today` (done services are in none). */
export const isInDueState = (
  service: DueServiceDates,
  state: ServiceDueState,
  today: string,
  config: SoonRule = DEFAULT_DUE_RULES,
): boolean => {
  const judged = serviceStateOn(service, today, config);
  switch (state) {
    case 'dueToday':
      return judged === 'dueToday';
    case 'dueThisWeek':
      return judged === 'dueToday' || judged === 'dueThisWeek';
    case 'overdue':
      return judged === 'overdue';
    case 'notDoneThisYear': {
      const { yearStart, yearEnd } = scheduleWindows(today, config);
      return judged !== 'done' && service.dueDate >= yearStart && service.dueDate <= yearEnd;
    }
  }
};

/** Days past the window's last day (0 while not overdue): “逾期 N 天”. */
export const daysOverdueOf = (service: DueServiceDates, today: string): number =>
  service.doneDate ? 0 : Math.max(0, daysBetween(service.overdueAfter, today));
