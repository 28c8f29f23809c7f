import { addDays, addMonths, ageOn } from '../calendar/dates';
import { ELDERLY_AGE } from '../indicators/chronic';

/**
 * 人群分类 of 家庭医生签约 (the signing form's code table) and how a resident's archive places
 * them: by age on the day, by an active management card, by a pregnancy, by the archive's
 * disability and payment fields. The signing form, the server's population check, the seed and
 * the read models behind 签约率 all place a resident with these functions.
 */

export const CROWD_LABELS = {
  '1': '一般人群',
  '2': '0～6岁儿童',
  '3': '孕产妇',
  '4': '65岁及以上老年人',
  '5': '高血压患者',
  '6': '2型糖尿病患者',
  '7': '严重精神障碍患者',
  '8': '肺结核患者',
  '9': '残疾人',
  '10': '计划生育特殊家庭',
  '11': '脱贫人口',
  '12': '其他',
} as const;
export type CrowdCode = keyof typeof CROWD_LABELS;
export const CROWD_CODES = Object.keys(CROWD_LABELS) as CrowdCode[];

export const GENERAL_CROWD: CrowdCode = '1';
export const CHILD_CROWD = '2' satisfies CrowdCode;
export const MATERNAL_CROWD: CrowdCode = '3';
export const ELDERLY_CROWD = '4' satisfies CrowdCode;

/** 重点人群 of the signing policy: everyone but 一般人群 and 其他. */
export const KEY_CROWDS: readonly CrowdCode[] = CROWD_CODES.filter(
  (code) => code !== GENERAL_CROWD && code !== '12',
);

/** Groups no record shows (计划生育特殊家庭, 其他): staff declare them on the form. */
export const DECLARED_CROWDS: readonly CrowdCode[] = ['10', '12'];

export const isCrowdCode = (value: unknown): value is CrowdCode =>
  typeof value === 'string' && Object.hasOwn(CROWD_LABELS, value);

export const crowdLabel = (code: string): string => (isCrowdCode(code) ? CROWD_LABELS[code] : code);

/** 0～6岁儿童: up to this age in whole years. */
export const CHILD_MAX_AGE = 6;
/** A mother stays 孕产妇 this many days after the due date (产后42天健康检查). */
export const POSTPARTUM_DAYS = 42;
/** A pregnancy recorded without a due date counts this many days from its first check. */
export const PREGNANCY_FALLBACK_DAYS = 280;

/** The management card families that put a resident in a crowd while active. */
export const CARD_CROWDS: Readonly<Record<string, CrowdCode>> = {
  hypertensionCard: '5',
  diabetesManager: '6',
  mentalcard: '7',
  pulmonarycard: '8',
};

/** The record family of a pregnancy (第1次产前检查 with its 预产期). */
export const PREGNANCY_FAMILY = 'prenatalFirstChecks';

/** The archive's codes: 残疾情况 '1' is 无残疾; 医疗费用支付方式 '4' is 贫困救助. */
export const NO_DISABILITY = '1';
export const POVERTY_PAYMENT = '4';

/** The first day of a period that has no known start (a disability, a poverty record). */
export const SINCE_EVER = '1900-01-01';

/** A crowd a resident is in from one day (inclusive) to another (inclusive; null: still). */
export interface CrowdPeriod {
  crowd: CrowdCode;
  from: string;
  until: string | null;
}

/** What the archive says of a resident, beyond the birth date. */
export interface CrowdFacts {
  /** Management cards: family, opened on, and the day management ended (null: still active). */
  cards: readonly { family: string; from: string; until: string | null }[];
  /** Pregnancies: the first prenatal check and its 预产期. */
  pregnancies: readonly { checkDate: string; dueDate?: string | undefined }[];
  /** 残疾情况 of the archive. */
  disability: readonly string[];
  /** 医疗费用支付方式 of the archive. */
  paymentMethods: readonly string[];
}

/**
 * The crowds a resident is in over time that do not follow from age alone, as periods (what the
 * read models store; age crowds are bounds on the birth date, `ageCrowdBirthBounds`).
 */
export const crowdPeriods = (facts: CrowdFacts): CrowdPeriod[] => {
  const periods: CrowdPeriod[] = [];
  for (const card of facts.cards) {
    const crowd = CARD_CROWDS[card.family];
    if (crowd) periods.push({ crowd, from: card.from, until: card.until });
  }
  for (const pregnancy of facts.pregnancies) {
    const due = pregnancy.dueDate ?? addDays(pregnancy.checkDate, PREGNANCY_FALLBACK_DAYS);
    periods.push({
      crowd: MATERNAL_CROWD,
      from: pregnancy.checkDate,
      until: addDays(due, POSTPARTUM_DAYS),
    });
  }
  if (facts.disability.some((code) => code !== '' && code !== NO_DISABILITY)) {
    periods.push({ crowd: '9', from: SINCE_EVER, until: null });
  }
  if (facts.paymentMethods.includes(POVERTY_PAYMENT)) {
    periods.push({ crowd: '11', from: SINCE_EVER, until: null });
  }
  return periods;
};

/** 管理状态 of a management card: '2' is 终止管理. */
export const CARD_ENDED = '2';

/** A saved record as the crowd placement reads it. */
export interface CrowdRecord {
  family: string;
  /** The record's main date, when it has one. */
  date: string | null;
  createdAt: string;
  updatedAt: string;
  data: Readonly<Record<string, unknown>>;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const codesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/**
 * What a resident's archive and records say of their crowds: each management card from its date
 * (or its entry) to its 终止管理 (the termination date, else the day it was ended), each
 * pregnancy by its first check and 预产期, and the archive's disability and payment fields.
 * Records of other families are ignored.
 */
export const crowdFactsOf = (
  personData: Readonly<Record<string, unknown>>,
  records: readonly CrowdRecord[],
): CrowdFacts => ({
  cards: records
    .filter((record) => Object.hasOwn(CARD_CROWDS, record.family))
    .map((card) => ({
      family: card.family,
      from: card.date ?? card.createdAt.slice(0, 10),
      until:
        card.data.manageStatus === CARD_ENDED
          ? (textOf(card.data.terminationDate) ?? card.updatedAt.slice(0, 10))
          : null,
    })),
  pregnancies: records
    .filter((record) => record.family === PREGNANCY_FAMILY)
    .map((check) => ({
      checkDate: check.date ?? check.createdAt.slice(0, 10),
      dueDate: textOf(check.data.dueDate),
    })),
  disability: codesOf(personData.disability),
  paymentMethods: codesOf(personData.paymentMethods),
});

const inPeriod = (period: CrowdPeriod, day: string): boolean =>
  period.from <= day && (period.until === null || day <= period.until);

/**
 * The 人群分类 of a resident on a day: the age crowds by `ageOn`, the others by their periods,
 * and the declared ones kept; 一般人群 when no other applies. Sorted by code.
 */
export const crowdsOn = (
  birthDate: string | undefined,
  periods: readonly CrowdPeriod[],
  day: string,
  declared: readonly string[] = [],
): CrowdCode[] => {
  const found = new Set<CrowdCode>();
  const age = ageOn(birthDate, day);
  if (age !== undefined && age >= 0 && age <= CHILD_MAX_AGE) found.add(CHILD_CROWD);
  if (age !== undefined && age >= ELDERLY_AGE) found.add(ELDERLY_CROWD);
  for (const period of periods) if (inPeriod(period, day)) found.add(period.crowd);
  for (const code of declared) {
    if (isCrowdCode(code) && DECLARED_CROWDS.includes(code)) found.add(code);
  }
  if (found.size === 0) found.add(GENERAL_CROWD);
  return CROWD_CODES.filter((code) => found.has(code));
};

export const isKeyCrowd = (crowds: readonly string[]): boolean =>
  crowds.some((code) => (KEY_CROWDS as readonly string[]).includes(code));

/**
 * The age crowds as bounds on the birth date for a day, agreeing with `ageOn`: born on or before
 * `bornBy` and after `bornAfter` (each absent when unbounded). What SQL filters on.
 */
export const ageCrowdBirthBounds = (
  crowd: typeof CHILD_CROWD | typeof ELDERLY_CROWD,
  day: string,
): { bornAfter?: string; bornBy: string } =>
  crowd === ELDERLY_CROWD
    ? { bornBy: addMonths(day, -12 * ELDERLY_AGE) }
    : { bornAfter: addMonths(day, -12 * (CHILD_MAX_AGE + 1)), bornBy: day };
