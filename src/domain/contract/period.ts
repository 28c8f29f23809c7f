import { addDays, addMonths, daysBetween } from '../calendar/dates';

/**
 * The agreement's period and its state on a day. A signing runs one contract year from its
 * start (协议有效期一年; a longer relationship is a chain of renewals), so the contract year and
 * the agreement's period are the same days. The state is never stored: 已过期 and 即将到期 follow
 * from the end date and today (in the deployment's zone), so they change at midnight without a
 * write; only 解约 is a stored step (signStatus '2').
 */

/** signStatus codes (the catalogue's SIGNING lifecycle). */
export const SIGNED = '1';
export const TERMINATED = '2';

/** An agreement runs at most this many months. */
export const CONTRACT_MONTHS = 12;
/** 即将到期: the end date is at most this many days away (today included). */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * The last day of an agreement starting on `start` and running its full term: the day before
 * the same date a year on (an agreement from 29 February runs to 28 February: its anniversary in
 * a common year is 1 March).
 */
export const contractEndFor = (start: string): string =>
  addDays(addMonths(start.endsWith('-02-29') ? addDays(start, 1) : start, CONTRACT_MONTHS), -1);

export type ContractState = 'pending' | 'active' | 'expiring' | 'expired' | 'terminated';

export const CONTRACT_STATES: readonly ContractState[] = [
  'active',
  'expiring',
  'expired',
  'pending',
  'terminated',
];

export const CONTRACT_STATE_LABELS: Readonly<Record<ContractState, string>> = {
  pending: '未生效',
  active: '已签约',
  expiring: '即将到期',
  expired: '已过期',
  terminated: '已解约',
};

export const isContractState = (value: unknown): value is ContractState =>
  typeof value === 'string' && (CONTRACT_STATES as readonly string[]).includes(value);

/** What the state and the windows read of an agreement. */
export interface ContractTerms {
  signStatus?: string | undefined;
  startDate: string;
  endDate: string;
  /** The day of 解约, when terminated. */
  terminationDate?: string | undefined;
}

/** The state of an agreement on `today`. */
export const contractStateOf = (terms: ContractTerms, today: string): ContractState => {
  if (terms.signStatus === TERMINATED) return 'terminated';
  if (today < terms.startDate) return 'pending';
  if (terms.endDate < today) return 'expired';
  return daysBetween(today, terms.endDate) <= EXPIRY_WARNING_DAYS ? 'expiring' : 'active';
};

/** The last day of the 即将到期 window on `today`: an end date up to it is expiring. */
export const expiringUntil = (today: string): string => addDays(today, EXPIRY_WARNING_DAYS);

/** Whether the agreement binds on `day` (signed, started, not ended, not terminated by then). */
export const inForceOn = (terms: ContractTerms, day: string): boolean =>
  terms.startDate <= day &&
  day <= terms.endDate &&
  (terms.signStatus !== TERMINATED || (terms.terminationDate ?? '') > day);

/**
 * The last day the agreement binds (`inForceOn` is true from the start date to it): the end
 * date, or the day before 解约 when terminated earlier; the day before the start when it never
 * bound (terminated without a date, or before it started). What the read models store, so an
 * agreement's days in force are one range.
 */
export const lastDayInForce = (terms: ContractTerms): string => {
  if (terms.signStatus !== TERMINATED) return terms.endDate;
  const beforeStart = addDays(terms.startDate, -1);
  if (!terms.terminationDate) return beforeStart;
  const dayBefore = addDays(terms.terminationDate, -1);
  const last = dayBefore < terms.endDate ? dayBefore : terms.endDate;
  return last < beforeStart ? beforeStart : last;
};

/**
 * The days whose records count towards the agreement: its start to its end, or to the day of
 * 解约 when terminated earlier.
 */
export const fulfilmentWindow = (terms: ContractTerms): { from: string; to: string } => {
  const ended =
    terms.signStatus === TERMINATED &&
    terms.terminationDate &&
    terms.terminationDate < terms.endDate
      ? terms.terminationDate
      : terms.endDate;
  return { from: terms.startDate, to: ended };
};

/** What is wrong with an agreement's dates, or undefined. */
export const contractPeriodProblem = (
  signDate: string | undefined,
  startDate: string,
  endDate: string,
): { field: 'startDate' | 'endDate'; message: string } | undefined => {
  if (signDate && startDate < signDate) {
    return { field: 'startDate', message: '生效日期不能早于签约日期' };
  }
  if (endDate < startDate) return { field: 'endDate', message: '到期日期不能早于生效日期' };
  const latest = contractEndFor(startDate);
  if (endDate > latest) {
    return {
      field: 'endDate',
      message: `签约期限不能超过一年，到期日期最晚为${latest}`,
    };
  }
  return undefined;
};

/** Two agreements share a day (both in their full periods). */
export const periodsOverlap = (
  a: Pick<ContractTerms, 'startDate' | 'endDate'>,
  b: Pick<ContractTerms, 'startDate' | 'endDate'>,
): boolean => a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * 续约 is offered from the 即将到期 window on, and after expiry; not for a terminated agreement
 * (that resident signs anew) nor for one already renewed. The reason, or undefined when allowed.
 */
export const renewalProblem = (
  terms: ContractTerms,
  today: string,
  renewed: boolean,
): string | undefined => {
  if (renewed) return '该签约已续约';
  const state = contractStateOf(terms, today);
  if (state === 'terminated') return '该签约已解约，不能续约，请重新签约';
  if (state === 'active' || state === 'pending') {
    return `签约到期前${EXPIRY_WARNING_DAYS}天内方可续约（到期日期${terms.endDate}）`;
  }
  return undefined;
};

/** A renewal starts the day after the previous end, or today when that day has passed. */
export const renewalStartDate = (previousEnd: string, today: string): string => {
  const next = addDays(previousEnd, 1);
  return next > today ? next : today;
};
