/**
 * When a hypertension or type 2 diabetes patient is due, overdue or at risk of missing the year's
 * quota (service-rules §6; the 规范 has no formal definition, so every number here is a [K]
 * default kept in `DueRuleConfig`). Pure: the server's work list and indicators and the client's
 * pages all judge a patient with these functions, so they cannot disagree.
 */

import { DEFAULT_CHRONIC_RULES } from './ruleConfig';

/** Visit classifications of the follow-up forms (此次随访分类). */
export const CLASSIFICATION = {
  controlled: '1',
  uncontrolled: '2',
  adverseReaction: '3',
  complication: '4',
} as const;

/** 随访方式: 门诊 and 家庭 are face to face; 电话 is not (service-rules §5.1). */
export const FACE_TO_FACE_METHODS: readonly string[] = ['1', '2'];

export interface DueRuleConfig {
  /** Days after the planned date before a patient counts as overdue (0–7 in practice). */
  graceDays: number;
  /** Routine interval after a satisfactory visit. */
  routineMonths: number;
  /** Interval after an uncontrolled visit, an adverse reaction, a complication or a referral. */
  shortIntervalDays: number;
  /** How far ahead "due this week" looks, today included. */
  dueSoonDays: number;
  /** Face-to-face visits a year (the quota). */
  yearlyQuota: number;
}

export const DEFAULT_DUE_RULES: DueRuleConfig = {
  graceDays: 0,
  // The intervals of the follow-up form's next-date proposal (ruleConfig.ts), so a planned date
  // derived here is the date the form would have proposed.
  routineMonths: DEFAULT_CHRONIC_RULES.nextVisit.controlledMonths,
  shortIntervalDays: DEFAULT_CHRONIC_RULES.nextVisit.uncontrolledDays,
  dueSoonDays: 7,
  yearlyQuota: 4,
};

/** The latest follow-up of a patient, as much of it as the rules read. */
export interface LastVisit {
  /** 'YYYY-MM-DD' */
  visitDate: string;
  classification?: string | null;
  /** The recorded 下次随访日期, if any. */
  nextVisitDate?: string | null;
  /** Whether the visit referred the patient (转诊原因 or 转诊机构 filled). */
  referred?: boolean;
}

export type DueState = 'terminated' | 'overdue' | 'dueToday' | 'dueThisWeek' | 'notDue';

export interface DuePatientInput {
  /** 'YYYY-MM-DD' in China time. */
  today: string;
  /** Undefined when the patient has a card but no follow-up yet. */
  lastVisit?: LastVisit;
  /** The card's build date: a patient never seen is planned from it. */
  cardDate: string;
  /** 终止管理 or death stops the clock. */
  terminated: boolean;
  /** Face-to-face visits dated this calendar year. */
  faceToFaceThisYear: number;
}

export interface DueStatus {
  state: DueState;
  /** 'YYYY-MM-DD', '' when terminated. */
  plannedDate: string;
  /** Days past the planned date (plus grace); 0 unless overdue. */
  daysOverdue: number;
  /** The planned visit is a two-week one (不满意, 不良反应, 并发症 or referral). */
  twoWeek: boolean;
  /** Fewer face-to-face visits this year than quarters elapsed. */
  quotaRisk: boolean;
}

const DAY_MS = 86_400_000;
const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const text = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDaysTo = (day: string, days: number): string => text(utc(day) + days * DAY_MS);

/** Whole months later, clamped to a shorter month's end (01-31 + 1 month = 02-28). */
export const addMonthsTo = (day: string, months: number): string => {
  const date = new Date(utc(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return text(target.getTime());
};

export const daysBetween = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / DAY_MS);

/** A visit that calls for the two-week follow-up of service-rules §3. */
export const needsShortInterval = (visit: LastVisit): boolean =>
  Boolean(visit.referred) ||
  (visit.classification !== undefined &&
    visit.classification !== null &&
    visit.classification !== '' &&
    visit.classification !== CLASSIFICATION.controlled);

/**
 * The planned date of the next visit: the recorded 下次随访日期 when there is one, else derived
 * from the classification. A two-week visit is due within the short interval whatever the
 * recorded date says ("overdue by itself, regardless of the quarterly plan").
 */
export const plannedDateOf = (visit: LastVisit, config: DueRuleConfig = DEFAULT_DUE_RULES) => {
  const twoWeek = needsShortInterval(visit);
  const derived = twoWeek
    ? addDaysTo(visit.visitDate, config.shortIntervalDays)
    : addMonthsTo(visit.visitDate, config.routineMonths);
  const recorded = visit.nextVisitDate || '';
  if (!recorded) return { plannedDate: derived, twoWeek };
  return { plannedDate: twoWeek && recorded > derived ? derived : recorded, twoWeek };
};

/**
 * Quarters of this year that have ended by `today`, counted from the quarter the card was built
 * in when that is this year: a patient taken on in October is not behind for January–September.
 */
export const quartersElapsed = (today: string, cardDate: string): number => {
  const year = today.slice(0, 4);
  const ended = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  if (cardDate.slice(0, 4) !== year) return cardDate > today ? 0 : ended;
  const cardQuarter = Math.floor((Number(cardDate.slice(5, 7)) - 1) / 3);
  return Math.max(0, ended - cardQuarter);
};

/** The patient's state on `today` (service-rules §6). */
export const followUpDueStatus = (
  input: DuePatientInput,
  config: DueRuleConfig = DEFAULT_DUE_RULES,
): DueStatus => {
  if (input.terminated) {
    return {
      state: 'terminated',
      plannedDate: '',
      daysOverdue: 0,
      twoWeek: false,
      quotaRisk: false,
    };
  }
  // Never seen since the card was opened: the first visit is due within the short interval,
  // as a newly confirmed patient's check is (service-rules §1).
  const { plannedDate, twoWeek } = input.lastVisit
    ? plannedDateOf(input.lastVisit, config)
    : { plannedDate: addDaysTo(input.cardDate, config.shortIntervalDays), twoWeek: false };
  const late = daysBetween(plannedDate, input.today) - config.graceDays;
  const quotaRisk =
    input.faceToFaceThisYear <
    Math.min(config.yearlyQuota, quartersElapsed(input.today, input.cardDate));
  const ahead = daysBetween(input.today, plannedDate);
  const state: DueState =
    late > 0
      ? 'overdue'
      : ahead <= 0
        ? 'dueToday'
        : ahead < config.dueSoonDays
          ? 'dueThisWeek'
          : 'notDue';
  return { state, plannedDate, daysOverdue: Math.max(0, late), twoWeek, quotaRisk };
};

export const DUE_STATE_LABELS: Record<DueState, string> = {
  terminated: '终止管理',
  overdue: '逾期未随访',
  dueToday: '今日到期',
  dueThisWeek: '本周到期',
  notDue: '未到期',
};
