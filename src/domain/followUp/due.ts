/**
 * When a hypertension or type 2 diabetes patient is due, overdue or at risk of missing the year's
 * quota (service-rules §6; the 规范 has no formal definition, so every number here is a [K]
 * default kept in `DueRuleConfig`). Pure: the server's work list and indicators and the client's
 * pages all judge a patient with these functions, so they cannot disagree.
 */

import { addDays, daysBetween } from '../calendar/dates';
import { VISIT_CLASS } from '../codes/visitClass';
import { DIABETES_PROGRAMME } from '../diabetes/programme';
import { HYPERTENSION_PROGRAMME } from '../hypertension/programme';
import { ruleNextVisitDate } from './nextVisit';
import { DEFAULT_CHRONIC_RULES } from './ruleConfig';

/**
 * The programmes judged by these rules: hypertension and type 2 diabetes. Stroke, COPD, tumour
 * and the high-risk group share the follow-up form rules (families.ts) but have no national visit
 * quota to be overdue against, and the indicators (service-rules §4) are these two programmes'.
 */
export const DUE_PROGRAMMES = {
  hypertension: HYPERTENSION_PROGRAMME,
  diabetes: DIABETES_PROGRAMME,
} as const;
export type DueProgramme = keyof typeof DUE_PROGRAMMES;
export const DUE_PROGRAMME_IDS = Object.keys(DUE_PROGRAMMES) as DueProgramme[];

export interface DueRuleConfig {
  /** Days after the planned date before a patient counts as overdue (0–7 in practice). */
  graceDays: number;
  /** Routine interval after a satisfactory visit. */
  routineMonths: number;
  /** Interval after an uncontrolled visit or an adverse reaction. */
  shortIntervalDays: number;
  /** Interval to follow up a referral or a complication. */
  referralDays: number;
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
  referralDays: DEFAULT_CHRONIC_RULES.nextVisit.referralDays,
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

/** A visit that calls for the two-week follow-up of service-rules §3. */
export const needsShortInterval = (visit: LastVisit): boolean =>
  Boolean(visit.referred) ||
  (visit.classification !== undefined &&
    visit.classification !== null &&
    visit.classification !== '' &&
    visit.classification !== VISIT_CLASS.controlled);

/**
 * The planned date of the next visit: the stored 下次随访日期, which the server fills in on save
 * from the rule (service-rules §3) and which may be later than the rule only with a written
 * reason, so the record and the work list always show one date. A visit stored without one (older
 * data) is planned by the rule itself.
 */
export const plannedDateOf = (visit: LastVisit, config: DueRuleConfig = DEFAULT_DUE_RULES) => {
  const twoWeek = needsShortInterval(visit);
  const recorded = visit.nextVisitDate || '';
  if (recorded) return { plannedDate: recorded, twoWeek };
  const derived =
    ruleNextVisitDate(
      visit.visitDate,
      visit.classification || VISIT_CLASS.controlled,
      visit.referred,
      {
        controlledMonths: config.routineMonths,
        uncontrolledDays: config.shortIntervalDays,
        referralDays: config.referralDays,
      },
    ) ?? visit.visitDate;
  return { plannedDate: derived, twoWeek };
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

/**
 * The planned date of a patient's next visit: from the latest visit (plannedDateOf), or, for a
 * patient never seen since the card was opened, within the short interval of the card's date,
 * as a newly confirmed patient's check is (service-rules §1). The read models store this.
 */
export const patientPlan = (
  lastVisit: LastVisit | undefined,
  cardDate: string,
  config: DueRuleConfig = DEFAULT_DUE_RULES,
): { plannedDate: string; twoWeek: boolean } =>
  lastVisit
    ? plannedDateOf(lastVisit, config)
    : { plannedDate: addDays(cardDate, config.shortIntervalDays), twoWeek: false };

/**
 * The day windows of the states for a stored planned date: overdue before `overdueBefore` (the
 * grace included), due today up to `today`, due this week up to `weekEnd`. A query over stored
 * planned dates uses these bounds; dueStateOn is the same rule for one date.
 */
export const dueWindows = (today: string, config: DueRuleConfig = DEFAULT_DUE_RULES) => ({
  overdueBefore: addDays(today, -config.graceDays),
  today,
  weekEnd: addDays(today, config.dueSoonDays - 1),
});

/** A planned date judged on a day: the state and the days past the plan (grace deducted). */
export const dueStateOn = (
  plannedDate: string,
  today: string,
  config: DueRuleConfig = DEFAULT_DUE_RULES,
): { state: Exclude<DueState, 'terminated'>; daysOverdue: number } => {
  const late = daysBetween(plannedDate, today) - config.graceDays;
  const ahead = daysBetween(today, plannedDate);
  const state =
    late > 0
      ? 'overdue'
      : ahead <= 0
        ? 'dueToday'
        : ahead < config.dueSoonDays
          ? 'dueThisWeek'
          : 'notDue';
  return { state, daysOverdue: Math.max(0, late) };
};

/** The face-to-face visits a patient should have had by `today` this year (the quota so far). */
export const quotaSoFar = (
  today: string,
  cardDate: string,
  config: DueRuleConfig = DEFAULT_DUE_RULES,
): number => Math.min(config.yearlyQuota, quartersElapsed(today, cardDate));

/** What the status of a patient is judged from once the plan is known (the read models' row). */
export interface PlannedPatient {
  plannedDate: string;
  twoWeek: boolean;
  /** 终止管理 or death stops the clock. */
  terminated: boolean;
  cardDate: string;
  faceToFaceThisYear: number;
}

/** A planned patient's state on `today`: the day-dependent half of followUpDueStatus. */
export const statusOfPlan = (
  patient: PlannedPatient,
  today: string,
  config: DueRuleConfig = DEFAULT_DUE_RULES,
): DueStatus => {
  if (patient.terminated) {
    return {
      state: 'terminated',
      plannedDate: '',
      daysOverdue: 0,
      twoWeek: false,
      quotaRisk: false,
    };
  }
  const { state, daysOverdue } = dueStateOn(patient.plannedDate, today, config);
  const quotaRisk = patient.faceToFaceThisYear < quotaSoFar(today, patient.cardDate, config);
  return {
    state,
    plannedDate: patient.plannedDate,
    daysOverdue,
    twoWeek: patient.twoWeek,
    quotaRisk,
  };
};

/** The patient's state on `today` (service-rules §6). */
export const followUpDueStatus = (
  input: DuePatientInput,
  config: DueRuleConfig = DEFAULT_DUE_RULES,
): DueStatus =>
  statusOfPlan(
    {
      ...patientPlan(input.lastVisit, input.cardDate, config),
      terminated: input.terminated,
      cardDate: input.cardDate,
      faceToFaceThisYear: input.faceToFaceThisYear,
    },
    input.today,
    config,
  );

export const DUE_STATE_LABELS: Record<DueState, string> = {
  terminated: '终止管理',
  overdue: '逾期未随访',
  dueToday: '今日到期',
  dueThisWeek: '本周到期',
  notDue: '未到期',
};
