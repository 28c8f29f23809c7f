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
  /** The latest follow-up of each active chronic card: its date and 下次随访日期. */
  lastFollowUps: Readonly<
    Record<string, { date: string; nextVisitDate: string | null } | undefined>
  >;
  /** The date of the latest 健康体检, or null. */
  lastHealthCheck: string | null;
}

/**
 * Labels and the catalogue families whose active card gives them. 孕产妇 is not among them: the
 * catalogue has no maternal family (孕产妇健康管理 forms), so no record could ever give it; it
 * comes back with such a family.
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
  // 重点人群 of the signing rules: the elderly, children and the chronically ill (pregnant women
  // too, once a maternal family exists).
  if (labels.length > 0) labels.push('重点人群');
  return labels;
};

export type DueState = 'due' | 'overdue';

export interface DueService {
  /** Short Chinese name of the service (高血压随访). */
  service: string;
  /** 'YYYY-MM-DD': the planned date. */
  plannedDate: string;
  state: DueState;
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const addMonths = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
};

/** A planned date is shown as due within this many days, and is overdue the day after it. */
export const DUE_WINDOW_DAYS = 14;

const CHRONIC_FOLLOW_UPS: readonly { card: string; service: string }[] = [
  { card: 'hypertensionCard', service: '高血压随访' },
  { card: 'diabetesManager', service: '糖尿病随访' },
];

const stateOf = (today: string, planned: string): DueState | null => {
  if (planned < today) return 'overdue';
  if (planned <= addDays(today, DUE_WINDOW_DAYS)) return 'due';
  return null;
};

/**
 * Follow-ups: the recorded 下次随访日期, else 3 months after the last visit (service-rules §6);
 * an active card never visited is due now. Annual 健康体检 for 65+ and chronic patients: a
 * year after the last one, or now when there is none.
 */
export const dueServices = (facts: ProfileFacts): DueService[] => {
  const list: DueService[] = [];
  for (const { card, service } of CHRONIC_FOLLOW_UPS) {
    if (!facts.activeFamilies.includes(card)) continue;
    const last = facts.lastFollowUps[card];
    const planned = last ? (last.nextVisitDate ?? addMonths(last.date, 3)) : facts.today;
    const state = stateOf(facts.today, planned);
    if (state) list.push({ service, plannedDate: planned, state });
  }
  const needsCheck =
    facts.age >= 65 || CHRONIC_FOLLOW_UPS.some(({ card }) => facts.activeFamilies.includes(card));
  if (needsCheck) {
    const planned = facts.lastHealthCheck ? addMonths(facts.lastHealthCheck, 12) : facts.today;
    const state = stateOf(facts.today, planned);
    if (state) list.push({ service: '年度健康体检', plannedDate: planned, state });
  }
  return list.sort((a, b) => a.plannedDate.localeCompare(b.plannedDate));
};
