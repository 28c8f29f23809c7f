import { FACE_TO_FACE_METHODS } from '../codes/visitClass';

/**
 * 履约: what a signed resident has received of their package, counted from the records that are
 * saved, never ticked. Each service item names a rule: the record families that deliver it and
 * the condition a record must meet (a hypertension follow-up counts only face to face, a glucose
 * test only with a value). A record counts when its date lies in the agreement's window
 * (`fulfilmentWindow`), both ends included.
 */

type Data = Readonly<Record<string, unknown>>;

export interface FulfilmentRule {
  /** The item's usual name. */
  label: string;
  /** Catalogue families whose records deliver it. */
  families: readonly string[];
  /** What a record must show; absent: any record of the families. */
  condition?: (data: Data) => boolean;
  /** The condition in words, for the package page and the printed list. */
  conditionText: string;
}

const faceToFace = (data: Data): boolean =>
  typeof data.visitMethod === 'string' && FACE_TO_FACE_METHODS.includes(data.visitMethod);

const hasNumber =
  (...names: string[]) =>
  (data: Data): boolean =>
    names.some((name) => typeof data[name] === 'number' && Number.isFinite(data[name]));

/** The rules an item may name, by code. */
export const FULFILMENT_RULES = {
  htnFollowUp: {
    label: '高血压面对面随访',
    families: ['hypertensionFollowUp'],
    condition: faceToFace,
    conditionText: '高血压患者随访服务记录表，随访方式为门诊或家庭',
  },
  dmFollowUp: {
    label: '糖尿病面对面随访',
    families: ['diabetesFollowUP'],
    condition: faceToFace,
    conditionText: '2型糖尿病患者随访服务记录表，随访方式为门诊或家庭',
  },
  glucoseTest: {
    label: '空腹血糖检测',
    families: ['diabetesFollowUP', 'healthCheckTables'],
    condition: hasNumber('fastingBloodGlucose'),
    conditionText: '糖尿病随访或健康体检记录了空腹血糖值',
  },
  bloodPressure: {
    label: '血压测量',
    families: [
      'hypertensionFollowUp',
      'diabetesFollowUP',
      'healthCheckTables',
      'twodiseaseassesss',
    ],
    condition: hasNumber('sbp', 'leftSbp'),
    conditionText: '随访、健康体检或两病评估记录了血压值',
  },
  healthCheck: {
    label: '健康体检',
    families: ['healthCheckTables'],
    conditionText: '健康体检表',
  },
  tcm: {
    label: '中医药健康管理',
    families: ['questionnaireMains'],
    conditionText: '中医体质辨识及保健指导记录',
  },
  selfCare: {
    label: '生活自理能力评估',
    families: ['healthchecktablescores'],
    conditionText: '老年人生活自理能力评估表',
  },
  education: {
    label: '健康教育',
    families: ['individualhealtheducation'],
    conditionText: '个体化健康教育记录',
  },
  mentalFollowUp: {
    label: '严重精神障碍随访',
    families: ['mentalvisit'],
    conditionText: '严重精神障碍患者随访服务记录表',
  },
  tbFollowUp: {
    label: '肺结核患者随访',
    families: ['pulmonaryfirstvisit', 'pulmonarypatientvisit'],
    conditionText: '肺结核患者第一次入户随访或随访服务记录表',
  },
  childCheck: {
    label: '儿童健康检查',
    families: [
      'newbornVisits',
      'childHealthChecks',
      'toddlerHealthChecks',
      'preschoolHealthChecks',
    ],
    conditionText: '新生儿家庭访视或儿童健康检查记录表',
  },
  prenatalCheck: {
    label: '产前检查',
    families: ['prenatalFirstChecks'],
    conditionText: '产前检查记录表',
  },
} as const satisfies Readonly<Record<string, FulfilmentRule>>;

export type FulfilmentRuleCode = keyof typeof FULFILMENT_RULES;
export const FULFILMENT_RULE_CODES = Object.keys(FULFILMENT_RULES) as FulfilmentRuleCode[];

export const isFulfilmentRule = (value: unknown): value is FulfilmentRuleCode =>
  typeof value === 'string' && Object.hasOwn(FULFILMENT_RULES, value);

/** Every family some rule counts records of (a save there can change a fulfilment). */
export const FULFILMENT_FAMILIES: readonly string[] = [
  ...new Set(Object.values(FULFILMENT_RULES).flatMap((rule) => rule.families)),
];

/** The most items an agreement or package lists, and the most times a year one asks for. */
export const SERVICE_ITEM_LIMITS = { rows: 30, nameLength: 50, minTimes: 1, maxTimes: 52 } as const;

/** One service item of a package or an agreement: its name, rule and times a year. */
export interface ContractItem {
  /** The 签约服务项目 it came from, when it did. */
  itemId?: string | undefined;
  name: string;
  rule: string;
  times: number;
}

/** A saved record as the rules see it. */
export interface ServiceRecord {
  family: string;
  id: string;
  /** The record's main date ('YYYY-MM-DD'); a record without one never counts. */
  date: string | null;
  data: Data;
}

export interface DeliveringRecord {
  family: string;
  id: string;
  date: string;
}

export interface ItemProgress extends ContractItem {
  /** Records that delivered it in the window (all of them, beyond the times asked). */
  done: number;
  required: number;
  delivered: boolean;
  /** Those records, oldest first. */
  records: DeliveringRecord[];
}

/** Whether a record delivers an item of this rule. */
export const deliversItem = (rule: string, record: ServiceRecord): boolean => {
  if (!isFulfilmentRule(rule)) return false;
  const spec: FulfilmentRule = FULFILMENT_RULES[rule];
  return spec.families.includes(record.family) && (spec.condition?.(record.data) ?? true);
};

/** Each item's progress in the window: the records that delivered it and how many are due. */
export const itemProgress = (
  items: readonly ContractItem[],
  records: readonly ServiceRecord[],
  window: { from: string; to: string },
): ItemProgress[] => {
  const inWindow = records
    .filter((record) => record.date !== null && record.date >= window.from)
    .filter((record) => (record.date ?? '') <= window.to)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id));
  return items.map((item) => {
    const delivering = inWindow
      .filter((record) => deliversItem(item.rule, record))
      .map((record) => ({ family: record.family, id: record.id, date: record.date ?? '' }));
    return {
      ...item,
      done: delivering.length,
      required: item.times,
      delivered: delivering.length >= item.times,
      records: delivering,
    };
  });
};

/** Items due and delivered (each item counted up to its times), for 履约率. */
export const progressTotals = (
  progress: readonly Pick<ItemProgress, 'done' | 'required'>[],
): { due: number; done: number } =>
  progress.reduce(
    (sum, item) => ({
      due: sum.due + item.required,
      done: sum.done + Math.min(item.done, item.required),
    }),
    { due: 0, done: 0 },
  );

/** Percent with one decimal; null when nothing is due. */
export const fulfilmentRate = (totals: { due: number; done: number }): number | null =>
  totals.due === 0 ? null : Math.round((totals.done / totals.due) * 1000) / 10;
