import { addDays, addMonths } from '../calendar/dates';
import { type ContractDue } from '../contract/due';
import {
  DEFAULT_DUE_RULES,
  DUE_PROGRAMMES,
  type DueRuleConfig,
  type DueState as FollowUpDueState,
  type DueStatus,
} from '../followUp/due';
import { isContractItemKey } from '../schedule/contractSchedule';
import { serviceStateOn } from '../schedule/state';
import { type ScheduledService } from '../schedule/types';

/**
 * The pure rules of 健康画像 (health profile): which labels a resident carries and which
 * services are due or overdue (service-rules.md §6). The server computes them from SQL facts;
 * the tests drive them table by table.
 */

/** What the server knows about one resident, gathered in a handful of indexed queries. */
export interface ProfileFacts {
  today: string;
  /** -1 when the birth date is unknown. */
  age: number;
  /** Families (catalogue ids) where the resident has an active card or record. */
  activeFamilies: readonly string[];
  /** Each active chronic card's follow-up status, judged as the work list judges it. */
  followUpStatus: Readonly<Record<string, DueStatus | undefined>>;
  /** The date of the latest 健康体检, or null. */
  lastHealthCheck: string | null;
  /** The resident's current signing (`currentContract`) judged on `today`, or null. */
  contract?: ContractDue | null;
  /**
   * The resident's rows of the schedule engine (service_due; src/domain/schedule): the
   * programmes without a card-based status here (mental, TB, children, maternal, the elderly,
   * vaccination) are shown from them.
   */
  scheduled?: readonly ScheduledDue[];
  /** dueSoonDays for the schedule's states (the deployment's due rules). */
  dueRules?: Pick<DueRuleConfig, 'dueSoonDays'>;
}

/** A service_due row as the profile reads it. */
export type ScheduledDue = Pick<
  ScheduledService,
  'programme' | 'serviceKey' | 'service' | 'dueDate' | 'overdueAfter' | 'doneDate'
>;

/**
 * The schedule's programmes the profile shows from service_due. Hypertension and diabetes are
 * judged on the work list's rows (the same plan); of the signing, the item rows (履约, e.g.
 * 高血压面对面随访 1/4) come from service_due and the renewal by its own entries below.
 */
const SCHEDULE_SHOWN: readonly string[] = [
  'mental',
  'tuberculosis',
  'child',
  'maternal',
  'elderly',
  'vaccination',
];

/** The schedule's open services due now, this week or overdue, as the profile shows them. */
export const scheduledDueServices = (
  rows: readonly ScheduledDue[],
  today: string,
  rules: Pick<DueRuleConfig, 'dueSoonDays'> = DEFAULT_DUE_RULES,
): DueService[] =>
  rows.flatMap((row) => {
    const shownRow =
      SCHEDULE_SHOWN.includes(row.programme) ||
      (row.programme === 'contract' && isContractItemKey(row.serviceKey));
    if (!shownRow) return [];
    const state = serviceStateOn(row, today, rules);
    const shown =
      state === 'overdue'
        ? 'overdue'
        : state === 'dueToday' || state === 'dueThisWeek'
          ? 'due'
          : null;
    return shown ? [{ service: row.service, plannedDate: row.dueDate, state: shown }] : [];
  });

/**
 * Labels and the catalogue families whose active card gives them. 孕产妇 is not among them: a
 * pregnancy has no management card that stays active (第1次产前检查 is a visit record), so the
 * label comes with the maternal schedule, from the pregnancy's dates.
 */
const FAMILY_LABELS: readonly { label: string; families: readonly string[] }[] = [
  { label: '高血压', families: ['hypertensionCard'] },
  { label: '糖尿病', families: ['diabetesManager'] },
  { label: '严重精神障碍', families: ['mentalcard'] },
  { label: '肺结核', families: ['pulmonarycard'] },
];

/** The labels an active card can give (each family is in the catalogue). */
export const CARD_LABEL_FAMILIES: readonly string[] = FAMILY_LABELS.flatMap(
  ({ families }) => families,
);

export const profileLabels = (facts: ProfileFacts): string[] => {
  const labels = FAMILY_LABELS.filter(({ families }) =>
    families.some((family) => facts.activeFamilies.includes(family)),
  ).map(({ label }) => label);
  if (facts.age >= 65) labels.push('65岁以上');
  if (facts.age >= 0 && facts.age <= 6) labels.push('0-6岁儿童');
  // 孕产妇 while the maternal schedule has a service open (pregnancy to the 42-day check).
  if ((facts.scheduled ?? []).some((row) => row.programme === 'maternal' && !row.doneDate)) {
    labels.push('孕产妇');
  }
  // 重点人群 of the signing rules: the elderly, children, pregnant women and the chronically ill.
  if (labels.length > 0) labels.push('重点人群');
  return labels;
};

/** How the 健康画像 shows a due service: 待办 (due now or within the week) or 逾期. */
export type ProfileDueState = 'due' | 'overdue';

export interface DueService {
  /** Short Chinese name of the service (高血压随访). */
  service: string;
  /** 'YYYY-MM-DD': the planned date. */
  plannedDate: string;
  state: ProfileDueState;
}

/** The annual 健康体检 is shown as due this many days before its planned date. */
export const HEALTH_CHECK_DUE_WINDOW_DAYS = 14;

const CHRONIC_FOLLOW_UPS: readonly { card: string; service: string }[] = Object.values(
  DUE_PROGRAMMES,
).map(({ cardFamily, followUpService }) => ({ card: cardFamily, service: followUpService }));

/** The work list's states as the profile shows them; notDue and terminated are not shown. */
const PROFILE_STATE: Readonly<Partial<Record<FollowUpDueState, ProfileDueState>>> = {
  overdue: 'overdue',
  dueToday: 'due',
  dueThisWeek: 'due',
};

/**
 * Follow-ups: each active chronic card's status exactly as the work list judges it
 * (followUpDueStatus on the same facts), so the profile and the work list never disagree.
 * Annual 健康体检 for 65+ and chronic patients: a year after the last one, or now when there is
 * none.
 */
export const dueServices = (facts: ProfileFacts): DueService[] => {
  const list: DueService[] = [];
  for (const { card, service } of CHRONIC_FOLLOW_UPS) {
    if (!facts.activeFamilies.includes(card)) continue;
    const status = facts.followUpStatus[card];
    const state = status && PROFILE_STATE[status.state];
    if (status && state) list.push({ service, plannedDate: status.plannedDate, state });
  }
  // The elderly's yearly check comes from their schedule when the rows are given.
  const elderlyScheduled = (facts.scheduled ?? []).some((row) => row.programme === 'elderly');
  const needsCheck =
    (facts.age >= 65 && !elderlyScheduled) ||
    (!elderlyScheduled &&
      CHRONIC_FOLLOW_UPS.some(({ card }) => facts.activeFamilies.includes(card)));
  if (needsCheck) {
    const planned = facts.lastHealthCheck ? addMonths(facts.lastHealthCheck, 12) : facts.today;
    const state: ProfileDueState | null =
      planned < facts.today
        ? 'overdue'
        : planned <= addDays(facts.today, HEALTH_CHECK_DUE_WINDOW_DAYS)
          ? 'due'
          : null;
    if (state) list.push({ service: '年度健康体检', plannedDate: planned, state });
  }
  list.push(...contractDueServices(facts.contract ?? null));
  list.push(...scheduledDueServices(facts.scheduled ?? [], facts.today, facts.dueRules));
  return list.sort((a, b) => a.plannedDate.localeCompare(b.plannedDate));
};

/**
 * The signing's renewal entries: an agreement expiring within the warning window or expired and
 * not renewed. Its undelivered items are the schedule's rows (scheduledDueServices).
 */
export const contractDueServices = (due: ContractDue | null): DueService[] => {
  if (!due) return [];
  const list: DueService[] = [];
  if (due.state === 'expiring' && !due.renewed) {
    list.push({
      service: '家庭医生签约即将到期（可续约）',
      plannedDate: due.endDate,
      state: 'due',
    });
  }
  if (due.state === 'expired' && !due.renewed) {
    list.push({
      service: '家庭医生签约已过期（待续约）',
      plannedDate: due.endDate,
      state: 'overdue',
    });
  }
  return list;
};
