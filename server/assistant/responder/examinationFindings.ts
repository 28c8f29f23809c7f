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
  const judged = (verdict: Verdict, note: string): Finding => ({
    topic: 'bp',
    name: '血压',
    value: `${systolic}/${diastolic} mmHg`,
    reference: '< 140/90 mmHg',
    verdict,
    note,
  });
  if (systolic >= 140 || diastolic >= 90) {
    const severe = systolic >= 180 || diastolic >= 110;
    return judged(
      '偏高',
      severe
        ? '达到 180/110 mmHg 的危急水平，应立即处理并紧急转诊。'
        : '高于正常，非同日 3 次测量均升高可初步诊断为高血压。',
    );
  }
  if (systolic >= 120 || diastolic >= 80) {
    return judged('边缘升高', '属正常高值，建议每半年至少测量 1 次血压。');
  }
  if (systolic < 90 || diastolic < 60) {
    return judged('偏低', '血压偏低，注意有无头晕、乏力等症状。');
  }
  return judged('正常', '');
};

/** A range of values and what it means; a measure's bands are tried in order. */
interface Band {
  atLeast?: number;
  above?: number;
  below?: number;
  verdict: Exclude<Verdict, '正常'>;
  note: string;
}

/** A check-up number read from the summary by its labels and judged by its bands. */
interface Measure {
  labels: string;
  topic: Finding['topic'];
  name: string;
  /** The normal range; the value is shown in its unit. */
  reference: string;
  bands: readonly Band[];
  /** How the value is found where the labels alone do not say it. */
  read?: (summary: string) => number | undefined;
}

/** A blood lipid that harms when raised: borderline from one value, raised from another. */
const raisedLipid = (labels: string, name: string, borderline: number, high: number): Measure => ({
  labels,
  topic: 'lipid',
  name,
  reference: `< ${borderline} mmol/L`,
  bands: [
    { atLeast: high, verdict: '升高', note: '血脂异常，增加动脉粥样硬化性心血管病风险。' },
    {
      atLeast: borderline,
      verdict: '边缘升高',
      note: '处于边缘水平，以生活方式干预为主并定期复查。',
    },
  ],
});

/** A measure that is abnormal one way only, so one band says all it can mean. */
const oneBand = (
  labels: string,
  topic: Finding['topic'],
  name: string,
  reference: string,
  band: Band,
): Measure => ({ labels, topic, name, reference, bands: [band] });

/** BMI as written, else from 身高 (cm) and 体重 (kg). */
const readBodyMassIndex = (summary: string): number | undefined => {
  const bmi = number('BMI|体质指数', summary);
  if (bmi !== undefined) return bmi;
  const height = number('身高', summary);
  const weight = number('体重', summary);
  return height && weight && height > 50
    ? Math.round((weight / (height / 100) ** 2) * 10) / 10
    : undefined;
};

/** The measures after blood pressure, in the order the findings list them. */
const MEASURES: readonly Measure[] = [
  {
    labels: '空腹血糖|空腹葡萄糖|FPG|血糖',
    topic: 'glucose',
    name: '空腹血糖',
    reference: '3.9～6.1 mmol/L',
    bands: [
      {
        atLeast: 7.0,
        verdict: '升高',
        note: '达到糖尿病诊断界值，需复查空腹血糖或做糖耐量试验以明确诊断。',
      },
      {
        atLeast: 6.1,
        verdict: '边缘升高',
        note: '属空腹血糖受损（糖尿病前期），需强化生活方式干预并定期复查。',
      },
      { below: 3.9, verdict: '偏低', note: '血糖偏低，注意低血糖症状，查找原因。' },
    ],
  },
  oneBand('糖化血红蛋白|HbA1c', 'glucose', '糖化血红蛋白', '< 6.5%', {
    atLeast: 6.5,
    verdict: '升高',
    note: '反映近 2～3 个月平均血糖偏高。',
  }),
  raisedLipid('总胆固醇|TC', '总胆固醇', 5.2, 6.2),
  raisedLipid('甘油三酯|TG', '甘油三酯', 1.7, 2.3),
  raisedLipid('低密度脂蛋白(?:胆固醇)?|LDL-?C?', '低密度脂蛋白胆固醇', 3.4, 4.1),
  oneBand('高密度脂蛋白(?:胆固醇)?|HDL-?C?', 'lipid', '高密度脂蛋白胆固醇', '≥ 1.0 mmol/L', {
    below: 1.0,
    verdict: '降低',
    note: '“好胆固醇”偏低，建议增加运动、戒烟。',
  }),
  {
    labels: 'BMI|体质指数',
    topic: 'weight',
    name: '体质指数（BMI）',
    reference: '18.5～23.9 kg/m²',
    bands: [
      { atLeast: 28, verdict: '升高', note: '属肥胖，是高血压、糖尿病等慢性病的重要危险因素。' },
      { atLeast: 24, verdict: '偏高', note: '属超重，建议控制体重。' },
      { below: 18.5, verdict: '偏低', note: '体重过低，注意营养状况。' },
    ],
    read: readBodyMassIndex,
  },
  oneBand('尿酸|UA', 'uric', '血尿酸', '≤ 420 μmol/L', {
    above: 420,
    verdict: '升高',
    note: '非同日 2 次 > 420 μmol/L 可诊断高尿酸血症。',
  }),
  {
    labels: '心率|脉搏',
    topic: 'heart',
    name: '心率',
    reference: '60～100 次/分',
    bands: [
      { above: 100, verdict: '偏高', note: '心动过速，需结合心电图查找原因。' },
      { below: 60, verdict: '偏低', note: '心动过缓，服用 β 受体阻滞剂者注意剂量。' },
    ],
  },
  oneBand('谷丙转氨酶|ALT', 'liver', '谷丙转氨酶', '≤ 40 U/L', {
    above: 40,
    verdict: '升高',
    note: '肝功能异常，需结合饮酒史、脂肪肝等情况复查。',
  }),
];

/** The unit a reference range ends with, with its space where it has one ('%', ' mmol/L'). */
const unitOf = (reference: string): string => /[^\d.]*$/.exec(reference)?.[0] ?? '';

const inBand = (value: number, band: Band): boolean =>
  (band.atLeast === undefined || value >= band.atLeast) &&
  (band.above === undefined || value > band.above) &&
  (band.below === undefined || value < band.below);

const judge = (measure: Measure, summary: string): Finding | undefined => {
  const value = (measure.read ?? ((text) => number(measure.labels, text)))(summary);
  if (value === undefined) return undefined;
  const band = measure.bands.find((candidate) => inBand(value, candidate));
  return {
    topic: measure.topic,
    name: measure.name,
    value: `${value}${unitOf(measure.reference)}`,
    reference: measure.reference,
    verdict: band?.verdict ?? '正常',
    note: band?.note ?? '',
  };
};

/** Every finding the summary mentions, in a fixed order (blood pressure first). */
export const readFindings = (summary: string): Finding[] =>
  [bloodPressure(summary), ...MEASURES.map((measure) => judge(measure, summary))].filter(
    (finding): finding is Finding => finding !== undefined,
  );
