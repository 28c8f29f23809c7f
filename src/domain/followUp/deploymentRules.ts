/**
 * A deployment's copy of the follow-up rules: the [K] defaults of service-rules (visit intervals,
 * control targets, danger values, the two-week window, overdue grace, the yearly quota) with the
 * overrides the server reads from `FOLLOW_UP_RULES` and hands to the client in `/config.js`. The
 * form, the save hooks, the work list and the indicators all judge with the same resolved copy.
 */

import { DEFAULT_DUE_RULES, type DueRuleConfig } from './due';
import {
  type ChronicRuleConfig,
  type ChronicRuleOverrides,
  DANGER_SYMPTOM_LISTS,
  withRuleOverrides,
} from './ruleConfig';

/** What the due rules take on their own; their intervals are the form's (nextVisit). */
export type DueRuleOverrides = Partial<
  Pick<DueRuleConfig, 'graceDays' | 'dueSoonDays' | 'yearlyQuota'>
>;

export interface FollowUpRuleOverrides extends ChronicRuleOverrides {
  due?: DueRuleOverrides;
}

export interface FollowUpRules {
  chronic: ChronicRuleConfig;
  due: DueRuleConfig;
}

/** The defaults with a deployment's overrides; the due intervals follow `nextVisit`. */
export const resolveFollowUpRules = (overrides: FollowUpRuleOverrides = {}): FollowUpRules => {
  const chronic = withRuleOverrides(overrides);
  return {
    chronic,
    due: {
      ...DEFAULT_DUE_RULES,
      ...overrides.due,
      routineMonths: chronic.nextVisit.controlledMonths,
      shortIntervalDays: chronic.nextVisit.uncontrolledDays,
      referralDays: chronic.nextVisit.referralDays,
    },
  };
};

export const DEFAULT_FOLLOW_UP_RULES: FollowUpRules = resolveFollowUpRules();

/** [min, max, integer] of every number a deployment may set, by section and key. */
const NUMBER_RANGES: Record<string, Record<string, readonly [number, number, boolean]>> = {
  bloodPressure: {
    targetSbp: [60, 250, false],
    targetDbp: [30, 150, false],
    elderlyAge: [18, 120, true],
    elderlyTargetSbp: [60, 250, false],
    dangerSbp: [60, 300, false],
    dangerDbp: [30, 200, false],
  },
  glucose: { targetFbg: [1, 30, false], dangerHigh: [1, 50, false], dangerLow: [0.5, 30, false] },
  nextVisit: {
    controlledMonths: [1, 12, true],
    uncontrolledDays: [1, 90, true],
    referralDays: [1, 90, true],
  },
  copd: { targetCat: [1, 40, true], dangerSpo2: [70, 99, true] },
  tumour: { targetPain: [0, 9, true], dangerPain: [1, 10, true] },
  due: { graceDays: [0, 60, true], dueSoonDays: [1, 60, true], yearlyQuota: [1, 12, true] },
};
const HEART_RATE_RANGE = [40, 250] as const;
const SYMPTOM_LISTS = DANGER_SYMPTOM_LISTS;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const checkNumber = (
  path: string,
  value: unknown,
  [min, max, integer]: readonly [number, number, boolean],
): number => {
  const fits =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value));
  if (!fits) {
    throw new Error(
      `${path} 应为 ${min}-${max} 之间的${integer ? '整数' : '数'}，实为 ${JSON.stringify(value)}`,
    );
  }
  return value;
};

const checkSection = (
  path: string,
  value: unknown,
  ranges: Record<string, readonly [number, number, boolean]>,
): Record<string, number> => {
  if (!isObject(value)) throw new Error(`${path} 应为对象`);
  const out: Record<string, number> = {};
  for (const [key, item] of Object.entries(value)) {
    const range = ranges[key];
    if (!range) {
      throw new Error(`${path}.${key} 不是可配置项（可配置：${Object.keys(ranges).join('、')}）`);
    }
    out[key] = checkNumber(`${path}.${key}`, item, range);
  }
  return out;
};

/** Targets below the danger values, the glucose target between the two danger values. */
const checkConsistent = (rules: FollowUpRules): void => {
  const { bloodPressure: bp, glucose } = rules.chronic;
  const problems = [
    bp.targetSbp <= bp.targetDbp && '收缩压目标应高于舒张压目标',
    bp.targetSbp >= bp.dangerSbp && '收缩压控制目标应低于收缩压危急值',
    bp.elderlyTargetSbp >= bp.dangerSbp && '老年人收缩压控制目标应低于收缩压危急值',
    bp.targetDbp >= bp.dangerDbp && '舒张压控制目标应低于舒张压危急值',
    glucose.targetFbg >= glucose.dangerHigh && '血糖控制目标应低于血糖危急值上限',
    glucose.dangerLow >= glucose.targetFbg && '血糖危急值下限应低于血糖控制目标',
    rules.chronic.tumour.targetPain >= rules.chronic.tumour.dangerPain &&
      '疼痛控制目标应低于重度疼痛转诊阈值',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length) throw new Error(problems.join('；'));
};

/**
 * Checks a deployment's overrides (parsed JSON): only known keys, numbers in plausible ranges,
 * symptom codes as lists of strings, and a consistent result. Throws an Error whose message
 * names the offending key in Chinese; the server refuses to start with it.
 */
export const parseFollowUpRuleOverrides = (raw: unknown): FollowUpRuleOverrides => {
  if (!isObject(raw)) throw new Error('应为 JSON 对象');
  const out: FollowUpRuleOverrides = {};
  const sections = Object.keys(NUMBER_RANGES);
  for (const [key, value] of Object.entries(raw)) {
    const ranges = NUMBER_RANGES[key];
    if (ranges) {
      Object.assign(out, { [key]: checkSection(key, value, ranges) });
    } else if (key === 'dangerHeartRate') {
      out.dangerHeartRate = checkNumber(key, value, [...HEART_RATE_RANGE, true]);
    } else if (key === 'dangerSymptoms') {
      if (!isObject(value)) throw new Error('dangerSymptoms 应为对象');
      const lists: Record<string, string[]> = {};
      for (const [disease, codes] of Object.entries(value)) {
        if (!(SYMPTOM_LISTS as readonly string[]).includes(disease)) {
          throw new Error(
            `dangerSymptoms.${disease} 不是可配置项（可配置：${SYMPTOM_LISTS.join('、')}）`,
          );
        }
        if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) {
          throw new Error(`dangerSymptoms.${disease} 应为症状代码的字符串数组`);
        }
        lists[disease] = codes;
      }
      out.dangerSymptoms = lists;
    } else {
      throw new Error(
        `${key} 不是可配置项（可配置：${[...sections, 'dangerHeartRate', 'dangerSymptoms'].join('、')}）`,
      );
    }
  }
  checkConsistent(resolveFollowUpRules(out));
  return out;
};
