import { violatesExclusiveNone } from '../archives/personalInfo';
import {
  ELDERLY_AGE,
  type SelfCareForCheck,
  selfCareForCheck,
  type SelfCareRecord,
} from '../elderly/selfCare';
import { DEFAULT_CHRONIC_RULES, type ChronicRuleConfig } from '../followUp/ruleConfig';
import { ruleCodes, ruleNumber, ruleText } from '../followUp/visitDateChecks';
import { bodyMassBand, bodyMassIndex, weightForBodyMass } from '../measures/bodyMass';
import { glucoseMgPerDl, glucoseMmolPerL } from '../measures/glucose';
import {
  type CheckFinding,
  DEFAULT_HEALTH_CHECK_RULES,
  type HealthCheckPerson,
  type HealthCheckRuleConfig,
  healthCheckFindings,
  type RiskFactor,
  riskFactorsOf,
} from './findings';
import {
  DETAIL_ITEMS,
  ELDERLY_ITEMS,
  EXCLUSIVE_FIRST_CODE,
  GYNAECOLOGY_FIELDS,
  HEALTH_PROBLEM_ITEMS,
  hiddenDetails,
} from './items';
import { judgeGds, judgeMmse, type ScreenJudgement } from './screens';

/**
 * Everything the rules say about one 健康体检表 (national-forms.md §3, national-forms-2.md §6):
 * which items the resident's check shows and needs (by age, sex and disease: 老年人 items from
 * 65, 足背动脉 for diabetics, no 妇科 for a man, each detail only when its item calls for it),
 * the computed fields (体质指数 and its band, the 65+ self-care band from the latest §10
 * assessment, 空腹血糖 in the other unit), the findings 健康评价 must call 有异常, the risk
 * factors 危险因素控制 must answer, and the issues that keep a check from being complete
 * ("完整的健康体检表", national-forms-2 §6 item 12). The form, the server's save hook and the seed
 * all call this.
 */

export interface HealthCheckContext {
  person: HealthCheckPerson;
  /** The resident's 老年人生活自理能力评估表 records (any order). */
  selfCareAssessments?: readonly SelfCareRecord[];
  chronic?: ChronicRuleConfig;
  rules?: HealthCheckRuleConfig;
}

export interface HealthCheckIssue {
  field: string;
  /** 'error': the check is not complete and is not saved; 'warning': advice. */
  severity: 'error' | 'warning';
  message: string;
}

/** The values the rules compute: the form shows them, the server stores them. */
export interface HealthCheckComputed {
  bmi?: number;
  bmiAssessment?: string;
  elderlySelfCareAssessment?: string;
  fastingBloodGlucose?: number;
  fastingBloodGlucoseMg?: number;
}

/** What the rules propose for the evaluation and guidance, until the doctor chooses. */
export interface HealthCheckProposal {
  healthEvaluation: '1' | '2';
  /** One finding a line. */
  abnormalities: string;
  healthGuidance: string[];
  riskFactorControl: string[];
  weightTarget?: number;
  vaccineAdvice?: string;
}

export interface HealthCheckAssessment {
  elderly: boolean;
  /** Items the check leaves out (not shown, sent empty). */
  hidden: Set<string>;
  /** Items the check needs beyond the catalogue's required fields. */
  required: Set<string>;
  computed: HealthCheckComputed;
  selfCare?: SelfCareForCheck;
  mmse?: ScreenJudgement;
  gds?: ScreenJudgement;
  findings: CheckFinding[];
  riskFactors: RiskFactor[];
  proposal: HealthCheckProposal;
  issues: HealthCheckIssue[];
}

type Values = Readonly<Record<string, unknown>>;

const MALE = '1';
/** Who is 纳入慢性病患者健康管理 (national-forms-2 §6 item 11). */
const MANAGED_GUIDANCE = '1';
const RECHECK_GUIDANCE = '2';
const VACCINE_CONTROL = '6';
const WEIGHT_CONTROL = '5';
/** [K] The vaccines advised from DEFAULT_HEALTH_CHECK_RULES.vaccineAge. */
export const ELDERLY_VACCINES = '流感疫苗、肺炎球菌疫苗';

const LABELS: Readonly<Record<string, string>> = {
  elderlyHealthSelfAssessment: '老年人健康状态自我评估',
  elderlySelfCareAssessment: '老年人生活自理能力自我评估',
  elderlyCognition: '老年人认知功能',
  elderlyEmotion: '老年人情感状态',
  cerebrovascularDisease: '脑血管疾病',
  kidneyDisease: '肾脏疾病',
  heartDisease: '心脏疾病',
  vascularDisease: '血管疾病',
  eyeDisease: '眼部疾病',
  nervousDisease: '神经系统疾病',
  otherSystemDisease: '其他系统疾病',
  symptoms: '症状',
  dentition: '齿列',
  breast: '乳腺',
};

const RISK_CONTROL_LABELS: Readonly<Record<string, string>> = {
  '1': '戒烟',
  '2': '健康饮酒',
  '3': '饮食',
  '4': '锻炼',
  '5': '减体重',
};

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Items of the population the check is not for. */
const populationHidden = (person: HealthCheckPerson, elderly: boolean): Set<string> => {
  const hidden = new Set<string>();
  if (!elderly) for (const item of ELDERLY_ITEMS) hidden.add(item);
  if (person.sex === MALE) for (const item of GYNAECOLOGY_FIELDS) hidden.add(item);
  return hidden;
};

/** 空腹血糖 in both units from whichever the record holds (mmol/L wins). */
const glucoseBoth = (
  values: Values,
): Pick<HealthCheckComputed, 'fastingBloodGlucose' | 'fastingBloodGlucoseMg'> => {
  const mmol = ruleNumber(values.fastingBloodGlucose);
  if (mmol !== undefined)
    return { fastingBloodGlucose: mmol, fastingBloodGlucoseMg: glucoseMgPerDl(mmol) };
  const mg = ruleNumber(values.fastingBloodGlucoseMg);
  return mg === undefined
    ? {}
    : { fastingBloodGlucose: glucoseMmolPerL(mg), fastingBloodGlucoseMg: mg };
};

const pressureIssues = (values: Values): HealthCheckIssue[] => {
  const issues: HealthCheckIssue[] = [];
  let sides = 0;
  for (const [side, label] of [
    ['left', '左侧'],
    ['right', '右侧'],
  ] as const) {
    const sbp = !isBlank(values[`${side}Sbp`]);
    const dbp = !isBlank(values[`${side}Dbp`]);
    if (sbp && dbp) sides += 1;
    else if (sbp !== dbp) {
      const missing = sbp ? `${side}Dbp` : `${side}Sbp`;
      issues.push({
        field: missing,
        severity: 'error',
        message: `请填写${label}${sbp ? '舒张压' : '收缩压'}`,
      });
    }
  }
  if (sides === 0 && issues.length === 0) {
    issues.push({
      field: 'leftSbp',
      severity: 'error',
      message: '请测量并填写血压（左侧或右侧）：未测血压的体检表不规范',
    });
  }
  return issues;
};

const proposalOf = (
  values: Values,
  person: HealthCheckPerson,
  findings: readonly CheckFinding[],
  riskFactors: readonly RiskFactor[],
  height: number | undefined,
  rules: HealthCheckRuleConfig,
): HealthCheckProposal => {
  const abnormal = findings.length > 0;
  const guidance = [
    ...(person.hypertension || person.diabetes || person.mentalDisorder ? [MANAGED_GUIDANCE] : []),
    ...(abnormal ? [RECHECK_GUIDANCE] : []),
  ];
  const elderlyVaccines = person.age !== undefined && person.age >= rules.vaccineAge;
  const controls = [
    ...riskFactors.map((factor) => factor.code),
    ...(elderlyVaccines ? [VACCINE_CONTROL] : []),
  ];
  const weightTarget = controls.includes(WEIGHT_CONTROL) ? weightForBodyMass(height) : undefined;
  return {
    healthEvaluation: abnormal ? '2' : '1',
    abnormalities: findings.map((finding) => finding.text).join('\n'),
    healthGuidance: guidance,
    riskFactorControl: [...new Set(controls)].sort(),
    ...(weightTarget !== undefined ? { weightTarget } : {}),
    ...(elderlyVaccines ? { vaccineAdvice: ELDERLY_VACCINES } : {}),
  };
};

/** What the rules say about one 健康体检表 (see the module comment). */
export const assessHealthCheck = (
  values: Values,
  context: HealthCheckContext,
): HealthCheckAssessment => {
  const { person } = context;
  const chronic = context.chronic ?? DEFAULT_CHRONIC_RULES;
  const rules = context.rules ?? DEFAULT_HEALTH_CHECK_RULES;
  const elderly = person.age !== undefined && person.age >= ELDERLY_AGE;
  const hidden = hiddenDetails(values, populationHidden(person, elderly));

  const height = ruleNumber(values.height);
  const bmi = bodyMassIndex(ruleNumber(values.weight), height);
  const band = bodyMassBand(bmi);
  const checkDate = ruleText(values.checkDate);
  const selfCare =
    elderly && checkDate
      ? selfCareForCheck(context.selfCareAssessments ?? [], checkDate)
      : undefined;
  const mmse = hidden.has('mmseScore')
    ? undefined
    : judgeMmse(ruleNumber(values.mmseScore), person.education);
  const gds = hidden.has('gdsScore') ? undefined : judgeGds(ruleNumber(values.gdsScore));
  const computed: HealthCheckComputed = {
    ...(bmi !== undefined ? { bmi, bmiAssessment: band?.code } : {}),
    ...(selfCare ? { elderlySelfCareAssessment: selfCare.band.code } : {}),
    ...glucoseBoth(values),
  };

  const findings = healthCheckFindings({
    values,
    person,
    hidden,
    bmi,
    selfCare,
    mmse,
    gds,
    chronic,
    rules,
  });
  const riskFactors = riskFactorsOf(values, bmi);
  const proposal = proposalOf(values, person, findings, riskFactors, height, rules);

  const required = new Set<string>();
  const issues: HealthCheckIssue[] = [...pressureIssues(values)];
  const need = (field: string, message: string) => {
    required.add(field);
    if (isBlank(values[field])) issues.push({ field, severity: 'error', message });
  };
  if (elderly) {
    for (const item of ELDERLY_ITEMS) {
      if (item === 'elderlySelfCareAssessment') continue;
      need(item, `请填写${LABELS[item]}（${ELDERLY_AGE}岁及以上老年人必填）`);
    }
    required.add('elderlySelfCareAssessment');
    if (!selfCare) {
      issues.push({
        field: 'elderlySelfCareAssessment',
        severity: 'error',
        message: '未找到近12个月的老年人生活自理能力评估表，请先完成评估（自理能力按评估结果填写）',
      });
    }
  }
  if (person.diabetes) need('dorsalisPedis', '糖尿病患者须检查足背动脉搏动');
  for (const item of HEALTH_PROBLEM_ITEMS) {
    need(item, `请填写现存主要健康问题：${LABELS[item]}（没有请选“未发现”）`);
  }
  for (const item of DETAIL_ITEMS) {
    if (!item.required || hidden.has(item.field)) continue;
    need(item.field, `请填写${item.required}`);
  }
  for (const field of EXCLUSIVE_FIRST_CODE) {
    if (violatesExclusiveNone(ruleCodes(values[field]))) {
      issues.push({
        field,
        severity: 'error',
        message: `${LABELS[field]}的第1项（无/正常/未发现）不能与其他项同时选择`,
      });
    }
  }
  const evaluation = ruleText(values.healthEvaluation);
  if (evaluation === '1' && findings.length > 0) {
    issues.push({
      field: 'healthEvaluation',
      severity: 'error',
      message: `本次体检有异常（${findings.map((finding) => finding.text).join('；')}），健康评价应为“有异常”`,
    });
  }
  const controls = ruleCodes(values.riskFactorControl);
  for (const factor of riskFactors) {
    if (!controls.includes(factor.code)) {
      issues.push({
        field: 'riskFactorControl',
        severity: 'error',
        message: `${factor.reason}：危险因素控制应选“${RISK_CONTROL_LABELS[factor.code]}”`,
      });
    }
  }
  const guidance = ruleCodes(values.healthGuidance);
  if (
    (person.hypertension || person.diabetes || person.mentalDisorder) &&
    !guidance.includes(MANAGED_GUIDANCE)
  ) {
    issues.push({
      field: 'healthGuidance',
      severity: 'warning',
      message: '高血压、糖尿病、严重精神障碍患者的健康指导应含“纳入慢性病患者健康管理”',
    });
  }
  if (
    elderly &&
    person.age !== undefined &&
    person.age >= rules.vaccineAge &&
    !controls.includes(VACCINE_CONTROL)
  ) {
    issues.push({
      field: 'riskFactorControl',
      severity: 'warning',
      message: `${rules.vaccineAge}岁及以上老年人建议接种${ELDERLY_VACCINES}`,
    });
  }
  return {
    elderly,
    hidden,
    required,
    computed,
    selfCare,
    mmse,
    gds,
    findings,
    riskFactors,
    proposal,
    issues,
  };
};

/** The issues that keep a check from being saved. */
export const blockingCheckIssues = (assessment: HealthCheckAssessment): HealthCheckIssue[] =>
  assessment.issues.filter((issue) => issue.severity === 'error');

/** Whether a check is complete for its resident ("完整的健康体检表"). */
export const isCompleteHealthCheck = (assessment: HealthCheckAssessment): boolean =>
  blockingCheckIssues(assessment).length === 0;
