/**
 * Reads the usual check-up numbers out of a free-text summary ("血压 152/96 mmHg，空腹血糖 7.8")
 * and judges each against the adult reference ranges used in basic public health work.
 */

export type Verdict = '正常' | '偏高' | '偏低' | '边缘升高' | '升高' | '降低';

export interface Finding {
  /** What the finding is about, for advice: bp, glucose, lipid, weight, uric, heart, liver. */
  topic: 'bp' | 'glucose' | 'lipid' | 'weight' | 'uric' | 'heart' | 'liver';
  name: string;
  value: string;
  reference: string;
  verdict: Verdict;
  /** One sentence on what it means, empty when normal. */
  note: string;
}

const number = (labels: string, summary: string): number | undefined => {
  const match = new RegExp(`(?:${labels})[^\\d\\n]{0,8}?(\\d+(?:\\.\\d+)?)`, 'i').exec(summary);
  return match ? Number(match[1]) : undefined;
};

const bloodPressure = (summary: string): Finding | undefined => {
  const match = /血压[^\d\n]{0,8}?(\d{2,3})\s*[/／]\s*(\d{2,3})/.exec(summary);
  if (!match) return undefined;
  const systolic = Number(match[1]);
  const diastolic = Number(match[2]);
  const value = `${systolic}/${diastolic} mmHg`;
  const reference = '< 140/90 mmHg';
  if (systolic >= 140 || diastolic >= 90) {
    const severe = systolic >= 180 || diastolic >= 110;
    return {
      topic: 'bp',
      name: '血压',
      value,
      reference,
      verdict: '偏高',
      note: severe
        ? '达到 180/110 mmHg 的危急水平，应立即处理并紧急转诊。'
        : '高于正常，非同日 3 次测量均升高可初步诊断为高血压。',
    };
  }
  if (systolic >= 120 || diastolic >= 80) {
    return {
      topic: 'bp',
      name: '血压',
      value,
      reference,
      verdict: '边缘升高',
      note: '属正常高值，建议每半年至少测量 1 次血压。',
    };
  }
  if (systolic < 90 || diastolic < 60) {
    return {
      topic: 'bp',
      name: '血压',
      value,
      reference,
      verdict: '偏低',
      note: '血压偏低，注意有无头晕、乏力等症状。',
    };
  }
  return { topic: 'bp', name: '血压', value, reference, verdict: '正常', note: '' };
};

const fastingGlucose = (summary: string): Finding | undefined => {
  const value = number('空腹血糖|空腹葡萄糖|FPG|血糖', summary);
  if (value === undefined) return undefined;
  const base = {
    topic: 'glucose' as const,
    name: '空腹血糖',
    value: `${value} mmol/L`,
    reference: '3.9～6.1 mmol/L',
  };
  if (value >= 7.0)
    return {
      ...base,
      verdict: '升高',
      note: '达到糖尿病诊断界值，需复查空腹血糖或做糖耐量试验以明确诊断。',
    };
  if (value >= 6.1)
    return {
      ...base,
      verdict: '边缘升高',
      note: '属空腹血糖受损（糖尿病前期），需强化生活方式干预并定期复查。',
    };
  if (value < 3.9)
    return { ...base, verdict: '偏低', note: '血糖偏低，注意低血糖症状，查找原因。' };
  return { ...base, verdict: '正常', note: '' };
};

const hba1c = (summary: string): Finding | undefined => {
  const value = number('糖化血红蛋白|HbA1c', summary);
  if (value === undefined) return undefined;
  const base = {
    topic: 'glucose' as const,
    name: '糖化血红蛋白',
    value: `${value}%`,
    reference: '< 6.5%',
  };
  return value >= 6.5
    ? { ...base, verdict: '升高', note: '反映近 2～3 个月平均血糖偏高。' }
    : { ...base, verdict: '正常', note: '' };
};

interface LipidRule {
  labels: string;
  name: string;
  reference: string;
  borderline?: number;
  high?: number;
  low?: number;
}

const LIPID_RULES: readonly LipidRule[] = [
  {
    labels: '总胆固醇|TC',
    name: '总胆固醇',
    reference: '< 5.2 mmol/L',
    borderline: 5.2,
    high: 6.2,
  },
  {
    labels: '甘油三酯|TG',
    name: '甘油三酯',
    reference: '< 1.7 mmol/L',
    borderline: 1.7,
    high: 2.3,
  },
  {
    labels: '低密度脂蛋白(?:胆固醇)?|LDL-?C?',
    name: '低密度脂蛋白胆固醇',
    reference: '< 3.4 mmol/L',
    borderline: 3.4,
    high: 4.1,
  },
  {
    labels: '高密度脂蛋白(?:胆固醇)?|HDL-?C?',
    name: '高密度脂蛋白胆固醇',
    reference: '≥ 1.0 mmol/L',
    low: 1.0,
  },
];

const lipid = (rule: LipidRule, summary: string): Finding | undefined => {
  const value = number(rule.labels, summary);
  if (value === undefined) return undefined;
  const base = {
    topic: 'lipid' as const,
    name: rule.name,
    value: `${value} mmol/L`,
    reference: rule.reference,
  };
  if (rule.high !== undefined && value >= rule.high)
    return { ...base, verdict: '升高', note: '血脂异常，增加动脉粥样硬化性心血管病风险。' };
  if (rule.borderline !== undefined && value >= rule.borderline)
    return { ...base, verdict: '边缘升高', note: '处于边缘水平，以生活方式干预为主并定期复查。' };
  if (rule.low !== undefined && value < rule.low)
    return { ...base, verdict: '降低', note: '“好胆固醇”偏低，建议增加运动、戒烟。' };
  return { ...base, verdict: '正常', note: '' };
};

const bodyMassIndex = (summary: string): Finding | undefined => {
  let bmi = number('BMI|体质指数', summary);
  if (bmi === undefined) {
    const height = number('身高', summary);
    const weight = number('体重', summary);
    if (height && weight && height > 50) bmi = Math.round((weight / (height / 100) ** 2) * 10) / 10;
  }
  if (bmi === undefined) return undefined;
  const base = {
    topic: 'weight' as const,
    name: '体质指数（BMI）',
    value: `${bmi} kg/m²`,
    reference: '18.5～23.9 kg/m²',
  };
  if (bmi >= 28)
    return { ...base, verdict: '升高', note: '属肥胖，是高血压、糖尿病等慢性病的重要危险因素。' };
  if (bmi >= 24) return { ...base, verdict: '偏高', note: '属超重，建议控制体重。' };
  if (bmi < 18.5) return { ...base, verdict: '偏低', note: '体重过低，注意营养状况。' };
  return { ...base, verdict: '正常', note: '' };
};

const uricAcid = (summary: string): Finding | undefined => {
  const value = number('尿酸|UA', summary);
  if (value === undefined) return undefined;
  const base = {
    topic: 'uric' as const,
    name: '血尿酸',
    value: `${value} μmol/L`,
    reference: '≤ 420 μmol/L',
  };
  return value > 420
    ? { ...base, verdict: '升高', note: '非同日 2 次 > 420 μmol/L 可诊断高尿酸血症。' }
    : { ...base, verdict: '正常', note: '' };
};

const heartRate = (summary: string): Finding | undefined => {
  const value = number('心率|脉搏', summary);
  if (value === undefined) return undefined;
  const base = {
    topic: 'heart' as const,
    name: '心率',
    value: `${value} 次/分`,
    reference: '60～100 次/分',
  };
  if (value > 100) return { ...base, verdict: '偏高', note: '心动过速，需结合心电图查找原因。' };
  if (value < 60)
    return { ...base, verdict: '偏低', note: '心动过缓，服用 β 受体阻滞剂者注意剂量。' };
  return { ...base, verdict: '正常', note: '' };
};

const alanineAminotransferase = (summary: string): Finding | undefined => {
  const value = number('谷丙转氨酶|ALT', summary);
  if (value === undefined) return undefined;
  const base = {
    topic: 'liver' as const,
    name: '谷丙转氨酶',
    value: `${value} U/L`,
    reference: '≤ 40 U/L',
  };
  return value > 40
    ? { ...base, verdict: '升高', note: '肝功能异常，需结合饮酒史、脂肪肝等情况复查。' }
    : { ...base, verdict: '正常', note: '' };
};

/** Every finding the summary mentions, in a fixed order (blood pressure first). */
export const readFindings = (summary: string): Finding[] =>
  [
    bloodPressure(summary),
    fastingGlucose(summary),
    hba1c(summary),
    ...LIPID_RULES.map((rule) => lipid(rule, summary)),
    bodyMassIndex(summary),
    uricAcid(summary),
    heartRate(summary),
    alanineAminotransferase(summary),
  ].filter((finding): finding is Finding => finding !== undefined);
