import { isGlucoseControlled } from '../diabetes/control';
import { type SelfCareForCheck } from '../elderly/selfCare';
import { type ChronicRuleConfig } from '../followUp/ruleConfig';
import { ruleCodes, ruleNumber, ruleText } from '../followUp/visitDateChecks';
import { isBloodPressureControlled } from '../hypertension/control';
import { bodyMassBand, OVERWEIGHT_BMI } from '../measures/bodyMass';
import { type ScreenJudgement } from './screens';

/**
 * What a 健康体检表 found that its 健康评价 must call 有异常, and the risk factors its 危险因素控制
 * must answer (national-forms.md §3.11–§3.12; national-forms-2.md §6 items 10–11). 无异常 means
 * no new disease and the known ones well controlled [M note 12].
 */

/** [K] The thresholds of the findings beyond the chronic targets; a deployment may change them. */
export interface HealthCheckRuleConfig {
  /** 空腹血糖受损 from this value in a resident without diabetes (mmol/L). */
  impairedFbg: number;
  /** 血脂异常 (中国成人血脂异常防治指南 2016): at or above, HDL below (mmol/L). */
  lipids: { totalCholesterol: number; triglyceride: number; ldl: number; hdlBelow: number };
  /** 贫血: 血红蛋白 below (g/L), by sex. */
  anaemia: { male: number; female: number };
  /** 建议接种疫苗 (流感、肺炎球菌) is proposed from this age. */
  vaccineAge: number;
}

export const DEFAULT_HEALTH_CHECK_RULES: HealthCheckRuleConfig = {
  impairedFbg: 6.1,
  lipids: { totalCholesterol: 6.2, triglyceride: 2.3, ldl: 4.1, hdlBelow: 1.0 },
  anaemia: { male: 120, female: 110 },
  vaccineAge: 65,
};

/** Who the check is for, as its rules need it. */
export interface HealthCheckPerson {
  /** Age on the check date. */
  age?: number;
  /** 性别 code: 1 男, 2 女. */
  sex?: string;
  /** Under management (an active card): the chronic targets apply, 纳入慢性病患者健康管理. */
  hypertension?: boolean;
  diabetes?: boolean;
  mentalDisorder?: boolean;
  /** 文化程度 code (the MMSE cut-off). */
  education?: string;
}

/** One abnormal finding: the field it is read from and the words of 异常. */
export interface CheckFinding {
  field: string;
  text: string;
}

type Values = Readonly<Record<string, unknown>>;

const MALE = '1';

/** Items normal only with the given codes, and how 异常 names them. */
const EXAMINED: readonly (readonly [field: string, label: string, normal: readonly string[]])[] = [
  ['fundus', '眼底', ['1']],
  ['skin', '皮肤', ['1']],
  ['sclera', '巩膜', ['1']],
  ['lymphNodes', '淋巴结', ['1']],
  ['barrelChest', '桶状胸', ['1']],
  ['breathSound', '呼吸音', ['1']],
  ['rales', '罗音', ['1']],
  ['heartRhythm', '心律', ['1']],
  ['heartMurmur', '心脏杂音', ['1']],
  ['abdominalTenderness', '腹部压痛', ['1']],
  ['abdominalMass', '腹部包块', ['1']],
  ['hepatomegaly', '肝大', ['1']],
  ['splenomegaly', '脾大', ['1']],
  ['shiftingDullness', '移动性浊音', ['1']],
  ['lowerLimbEdema', '下肢水肿', ['1']],
  ['dorsalisPedis', '足背动脉搏动', ['2']],
  ['anusExam', '肛门指诊', ['1']],
  ['breast', '乳腺', ['1']],
  ['vulva', '妇科外阴', ['1']],
  ['vagina', '妇科阴道', ['1']],
  ['cervix', '妇科宫颈', ['1']],
  ['uterus', '妇科宫体', ['1']],
  ['adnexa', '妇科附件', ['1']],
  ['ecg', '心电图', ['1']],
  ['fecalOccultBlood', '大便潜血', ['1']],
  ['hbsag', '乙型肝炎表面抗原', ['1']],
  ['chestXray', '胸部X线片', ['1']],
  ['abdominalUltrasound', '腹部B超', ['1']],
  ['otherUltrasound', '其他B超', ['1']],
  ['cervicalSmear', '宫颈涂片', ['1']],
];

const pressureOf = (values: Values, side: 'left' | 'right') => {
  const sbp = ruleNumber(values[`${side}Sbp`]);
  const dbp = ruleNumber(values[`${side}Dbp`]);
  return sbp !== undefined && dbp !== undefined ? { side, sbp, dbp } : undefined;
};

const bloodPressureFinding = (
  values: Values,
  person: HealthCheckPerson,
  chronic: ChronicRuleConfig,
): CheckFinding | undefined => {
  const sides = [pressureOf(values, 'left'), pressureOf(values, 'right')].filter(
    (side): side is NonNullable<typeof side> => side !== undefined,
  );
  const high = sides.find((side) =>
    person.hypertension
      ? !isBloodPressureControlled(side.sbp, side.dbp, person.age, chronic)
      : side.sbp >= chronic.bloodPressure.targetSbp || side.dbp >= chronic.bloodPressure.targetDbp,
  );
  if (!high) return undefined;
  const reading = `${high.side === 'left' ? '左侧' : '右侧'} ${high.sbp}/${high.dbp} mmHg`;
  return {
    field: `${high.side}Sbp`,
    text: person.hypertension ? `血压控制不满意（${reading}）` : `血压偏高（${reading}）`,
  };
};

const glucoseFinding = (
  values: Values,
  person: HealthCheckPerson,
  chronic: ChronicRuleConfig,
  rules: HealthCheckRuleConfig,
): CheckFinding | undefined => {
  const fbg = ruleNumber(values.fastingBloodGlucose);
  if (fbg === undefined) return undefined;
  const reading = `${fbg} mmol/L`;
  const field = 'fastingBloodGlucose';
  if (person.diabetes) {
    return isGlucoseControlled(fbg, chronic)
      ? undefined
      : { field, text: `空腹血糖控制不满意（${reading}）` };
  }
  if (!isGlucoseControlled(fbg, chronic)) return { field, text: `空腹血糖升高（${reading}）` };
  return fbg >= rules.impairedFbg ? { field, text: `空腹血糖受损（${reading}）` } : undefined;
};

const labFindings = (
  values: Values,
  person: HealthCheckPerson,
  rules: HealthCheckRuleConfig,
): CheckFinding[] => {
  const found: CheckFinding[] = [];
  const over = (field: string, label: string, limit: number, unit: string) => {
    const value = ruleNumber(values[field]);
    if (value !== undefined && value >= limit)
      found.push({ field, text: `${label}升高（${value} ${unit}）` });
  };
  over('totalCholesterol', '总胆固醇', rules.lipids.totalCholesterol, 'mmol/L');
  over('triglyceride', '甘油三酯', rules.lipids.triglyceride, 'mmol/L');
  over('ldlCholesterol', '低密度脂蛋白胆固醇', rules.lipids.ldl, 'mmol/L');
  const hdl = ruleNumber(values.hdlCholesterol);
  if (hdl !== undefined && hdl < rules.lipids.hdlBelow) {
    found.push({ field: 'hdlCholesterol', text: `高密度脂蛋白胆固醇降低（${hdl} mmol/L）` });
  }
  const hb = ruleNumber(values.hemoglobin);
  const anaemiaBelow = person.sex === MALE ? rules.anaemia.male : rules.anaemia.female;
  if (hb !== undefined && hb < anaemiaBelow) {
    found.push({ field: 'hemoglobin', text: `血红蛋白偏低（${hb} g/L）` });
  }
  return found;
};

const examFindings = (values: Values, hidden: ReadonlySet<string>): CheckFinding[] =>
  EXAMINED.flatMap(([field, label, normal]) => {
    if (hidden.has(field)) return [];
    const chosen = ruleCodes(values[field]);
    if (chosen.length === 0 || chosen.every((code) => normal.includes(code))) return [];
    const line = ruleText(values[`${field}Desc`]);
    return [{ field, text: line ? `${label}异常：${line}` : `${label}异常` }];
  });

export interface FindingInputs {
  values: Values;
  person: HealthCheckPerson;
  hidden: ReadonlySet<string>;
  bmi: number | undefined;
  selfCare: SelfCareForCheck | undefined;
  mmse: ScreenJudgement | undefined;
  gds: ScreenJudgement | undefined;
  chronic: ChronicRuleConfig;
  rules: HealthCheckRuleConfig;
}

/** The abnormal findings of a check, in the order of the paper. */
export const healthCheckFindings = (input: FindingInputs): CheckFinding[] => {
  const { values, person, bmi, chronic, rules } = input;
  const found: CheckFinding[] = [];
  const pressure = bloodPressureFinding(values, person, chronic);
  if (pressure) found.push(pressure);
  const band = bodyMassBand(bmi);
  if (band && (band.code === '1' || band.code === '4')) {
    found.push({ field: 'bmi', text: `${band.label}（体质指数 ${bmi} kg/m²）` });
  }
  if (input.selfCare && input.selfCare.band.code !== '1') {
    found.push({
      field: 'elderlySelfCareAssessment',
      text: `生活自理能力${input.selfCare.band.label}（${input.selfCare.total}分）`,
    });
  }
  if (ruleText(values.elderlyCognition) === '2') {
    found.push({
      field: 'elderlyCognition',
      text: input.mmse
        ? `认知功能粗筛阳性，简易智力状态检查${input.mmse.score}分（${input.mmse.label}）`
        : '认知功能粗筛阳性',
    });
  }
  if (ruleText(values.elderlyEmotion) === '2') {
    found.push({
      field: 'elderlyEmotion',
      text: input.gds
        ? `情感状态粗筛阳性，老年人抑郁评分${input.gds.score}分（${input.gds.label}）`
        : '情感状态粗筛阳性',
    });
  }
  found.push(...examFindings(values, input.hidden));
  const glucose = glucoseFinding(values, person, chronic, rules);
  if (glucose) found.push(glucose);
  found.push(...labFindings(values, person, rules));
  return found;
};

/** A risk factor on the check and the 危险因素控制 code that answers it. */
export interface RiskFactor {
  code: string;
  field: string;
  /** Why the code is called for, as the prompt says it. */
  reason: string;
}

const UNHEALTHY_DIET = ['2', '4', '5', '6'];

/**
 * The risk factors of §3.3 and the BMI, each with the 危险因素控制 code it calls for: 1戒烟 for a
 * smoker, 2健康饮酒 for drinking 经常/每天 or drunk in the past year, 3饮食 for 荤食为主/嗜盐/
 * 嗜油/嗜糖, 4锻炼 for 不锻炼, 5减体重 from BMI 24 (超重). A check whose 危险因素控制 misses one is
 * 不规范 (national-forms.md §3.12).
 */
export const riskFactorsOf = (values: Values, bmi: number | undefined): RiskFactor[] => {
  const factors: RiskFactor[] = [];
  if (ruleText(values.smokingStatus) === '3') {
    factors.push({ code: '1', field: 'smokingStatus', reason: '吸烟' });
  }
  const drinking = ruleText(values.drinkingFrequency);
  if (
    drinking === '3' ||
    drinking === '4' ||
    (drinking !== '1' && ruleText(values.drunkLastYear) === '1')
  ) {
    factors.push({ code: '2', field: 'drinkingFrequency', reason: '经常饮酒或近一年曾醉酒' });
  }
  if (ruleCodes(values.dietHabits).some((code) => UNHEALTHY_DIET.includes(code))) {
    factors.push({
      code: '3',
      field: 'dietHabits',
      reason: '饮食不均衡（荤食为主或嗜盐、嗜油、嗜糖）',
    });
  }
  if (ruleText(values.exerciseFrequency) === '4') {
    factors.push({ code: '4', field: 'exerciseFrequency', reason: '不锻炼' });
  }
  if (bmi !== undefined && bmi >= OVERWEIGHT_BMI) {
    factors.push({ code: '5', field: 'bmi', reason: `体质指数 ${bmi}（≥${OVERWEIGHT_BMI}）` });
  }
  return factors;
};
