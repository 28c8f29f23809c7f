import { addMonths, isDateText } from '../calendar/dates';

/**
 * 老年人生活自理能力评估表 (national-forms.md §10): five items, each answered by the score the
 * paper prints next to the chosen description; the total (0–37) falls in one of four bands. Pure
 * and shared: the assessment form shows the total and band as items are chosen, the server
 * computes the same when it saves, and the print layout draws the table from the same items.
 */

/** The four bands, coded as 健康体检表 §3.2 writes 老年人生活自理能力自我评估 (1可自理 … 4不能自理). */
export const SELF_CARE_BANDS = [
  { code: '1', label: '可自理', min: 0, max: 3 },
  { code: '2', label: '轻度依赖', min: 4, max: 8 },
  { code: '3', label: '中度依赖', min: 9, max: 18 },
  { code: '4', label: '不能自理', min: 19, max: 37 },
] as const;

export type SelfCareBand = (typeof SELF_CARE_BANDS)[number];
export type SelfCareBandCode = SelfCareBand['code'];

export interface SelfCareOption {
  /** The score the paper prints for this description; stored as its text ('0', '3'). */
  score: number;
  /** The column of the paper the description sits in. */
  band: SelfCareBandCode;
  description: string;
}

export interface SelfCareItem {
  /** The record's field holding the chosen score. */
  field: string;
  label: string;
  /** What the item covers, as the paper explains it under the item's name. */
  scope: string;
  options: readonly SelfCareOption[];
}

/** One printed description: its score, the paper's column (band) and the words. */
type OptionRow = readonly [score: number, band: SelfCareBandCode, description: string];

const selfCareItem = (
  field: string,
  label: string,
  scope: string,
  rows: readonly OptionRow[],
): SelfCareItem => ({
  field,
  label,
  scope,
  options: rows.map(([score, band, description]) => ({ score, band, description })),
});

/** The five items with the exact scores of the table; a band without a description is absent. */
export const SELF_CARE_ITEMS: readonly SelfCareItem[] = [
  selfCareItem('eatingScore', '进餐', '使用餐具将饭菜送入口、咀嚼、吞咽等活动', [
    [0, '1', '独立完成'],
    [3, '3', '需要协助，如切碎、搅拌食物等'],
    [5, '4', '完全需要帮助'],
  ]),
  selfCareItem('groomingScore', '梳洗', '梳头、洗脸、刷牙、剃须、洗澡等活动', [
    [0, '1', '独立完成'],
    [1, '2', '能独立地洗头、梳头、洗脸、刷牙、剃须等；洗澡需要协助'],
    [3, '3', '在协助下和适当的时间内，能完成部分梳洗活动'],
    [7, '4', '完全需要帮助'],
  ]),
  selfCareItem('dressingScore', '穿衣', '穿衣裤、袜子、鞋子等活动', [
    [0, '1', '独立完成'],
    [3, '3', '需要协助，在适当的时间内完成部分穿衣'],
    [5, '4', '完全需要帮助'],
  ]),
  selfCareItem('toiletScore', '如厕', '小便、大便等活动及自控', [
    [0, '1', '不需协助，可自控'],
    [1, '2', '偶尔失禁，但基本上能如厕或使用便具'],
    [5, '3', '经常失禁，在很多提示和协助下尚能如厕或使用便具'],
    [10, '4', '完全失禁，完全需要帮助'],
  ]),
  selfCareItem('activityScore', '活动', '站立、室内行走、上下楼梯、户外活动', [
    [0, '1', '独立完成所有活动'],
    [1, '2', '借助较小的外力或辅助装置能完成站立、行走、上下楼梯等'],
    [5, '3', '借助较大的外力才能完成站立、行走，不能上下楼梯'],
    [10, '4', '卧床不起，活动完全需要帮助'],
  ]),
];

/** The highest total the table allows (every item at its last column). */
export const SELF_CARE_MAX_TOTAL = SELF_CARE_ITEMS.reduce(
  (sum, item) => sum + Math.max(...item.options.map((option) => option.score)),
  0,
);

/** The band of a total; undefined outside 0–37 or for a fraction. */
export const selfCareBand = (total: number): SelfCareBand | undefined =>
  Number.isInteger(total)
    ? SELF_CARE_BANDS.find((band) => total >= band.min && total <= band.max)
    : undefined;

/** A stored answer as its score ('3' or 3 → 3); undefined when blank or not a number. */
const scoreOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const score = Number(value);
    return Number.isFinite(score) ? score : undefined;
  }
  return undefined;
};

export interface SelfCareIssue {
  field: string;
  message: string;
}

export interface SelfCareAssessment {
  /** The sum of the five scores; undefined while an item is unanswered or invalid. */
  total: number | undefined;
  band: SelfCareBand | undefined;
  /** Items not answered, and answers that are not one of the item's printed scores. */
  issues: SelfCareIssue[];
}

/** Scores, total and band of a record's five items (form values or a stored record). */
export const assessSelfCare = (values: Readonly<Record<string, unknown>>): SelfCareAssessment => {
  const issues: SelfCareIssue[] = [];
  let total = 0;
  for (const item of SELF_CARE_ITEMS) {
    const score = scoreOf(values[item.field]);
    if (score === undefined) {
      issues.push({ field: item.field, message: `请评估${item.label}` });
    } else if (!item.options.some((option) => option.score === score)) {
      const allowed = item.options.map((option) => option.score).join('、');
      issues.push({ field: item.field, message: `${item.label}的评分只能是 ${allowed}` });
    } else {
      total += score;
    }
  }
  if (issues.length) return { total: undefined, band: undefined, issues };
  return { total, band: selfCareBand(total), issues };
};

/** 老年人健康管理 is for residents from this age (service-rules §1, 65岁及以上). */
export const ELDERLY_AGE = 65;

/**
 * [K] How old a 生活自理能力评估 may be and still give the 健康体检表 its 自理能力 item: the
 * assessment is done yearly with the check (service-rules §1), so one within the twelve months
 * before the check date.
 */
export const SELF_CARE_VALID_MONTHS = 12;

/** One stored 老年人生活自理能力评估表, as the check reads it. */
export interface SelfCareRecord {
  /** 评估日期 'YYYY-MM-DD'. */
  checkDate?: unknown;
  totalScore?: unknown;
  selfCareLevel?: unknown;
}

export interface SelfCareForCheck {
  band: SelfCareBand;
  total: number;
  /** The assessment's date. */
  assessedOn: string;
}

const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

/**
 * 健康体检表 §3.2 老年人生活自理能力自我评估 computed from the resident's latest §10 assessment
 * (national-forms §10: "The band feeds 体检表 §3.2"): the newest one dated on or before the check
 * and within SELF_CARE_VALID_MONTHS of it, its band from its own five items' total. Undefined
 * when there is none: the check then needs an assessment first.
 */
export const selfCareForCheck = (
  assessments: readonly SelfCareRecord[],
  checkDate: string,
  validMonths: number = SELF_CARE_VALID_MONTHS,
): SelfCareForCheck | undefined => {
  if (!isDateText(checkDate)) return undefined;
  const earliest = addMonths(checkDate, -validMonths);
  let latest: { day: string; total: number } | undefined;
  for (const record of assessments) {
    const day = dayOf(record.checkDate);
    const total = scoreOf(record.totalScore);
    if (!day || total === undefined || day > checkDate || day < earliest) continue;
    if (!latest || day > latest.day) latest = { day, total };
  }
  const band = latest && selfCareBand(latest.total);
  return latest && band ? { band, total: latest.total, assessedOn: latest.day } : undefined;
};
