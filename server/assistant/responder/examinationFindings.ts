/**
 * Reads the usual check-up numbers out of a free-text summary ("血压 152/96 mmHg，空腹血糖 7.8")
 * and judges each against the adult reference ranges used in basic public health work; what each
 * result means is said as the resident would understand it (the report is for them).
 */

export type Verdict = '正常' | '偏高' | '偏低' | '边缘升高' | '升高' | '降低';

export interface Finding {
  /** What the finding is about, for advice: bp, glucose, lipid, weight, uric, heart, liver. */
  topic: 'bp' | 'glucose' | 'lipid' | 'weight' | 'uric' | 'heart' | 'liver';
  name: string;
  value: string;
  reference: string;
  verdict: Verdict;
  /** One sentence on what it means, in the resident's words; empty when normal. */
  note: string;
  /** A value at which the resident should see a doctor today (blood pressure ≥ 180/110). */
  urgent: boolean;
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
  const judged = (verdict: Verdict, note: string, urgent = false): Finding => ({
    topic: 'bp',
    name: '血压',
    value: `${systolic}/${diastolic} mmHg`,
    reference: '< 140/90 mmHg',
    verdict,
    note,
    urgent,
  });
  if (systolic >= 140 || diastolic >= 90) {
    const severe = systolic >= 180 || diastolic >= 110;
    return severe
      ? judged(
          '偏高',
          '血压很高，已到了 180/110 mmHg 以上的危险水平，可能引起中风、心梗等急症。',
          true,
        )
      : judged('偏高', '比正常高。一次偏高还不能说就是高血压，要在不同的日子再量几次才能确定。');
  }
  if (systolic >= 120 || diastolic >= 80) {
    return judged('边缘升高', '比理想水平略高，还不是高血压，但要开始注意了。');
  }
  if (systolic < 90 || diastolic < 60) {
    return judged('偏低', '血压偏低，如果常有头晕、乏力、眼前发黑，要告诉医生。');
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
    {
      atLeast: high,
      verdict: '升高',
      note: '血脂偏高，时间长了容易让血管变窄变硬，增加心梗、中风的风险。',
    },
    {
      atLeast: borderline,
      verdict: '边缘升高',
      note: '血脂略高，先从吃和动上调整，定期复查。',
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
        note: '已到了糖尿病的诊断线，要再查一次空腹血糖或做个糖耐量试验才能确定。',
      },
      {
        atLeast: 6.1,
        verdict: '边缘升高',
        note: '比正常略高，属于“糖尿病前期”；现在改掉不好的生活习惯，很多人能回到正常。',
      },
      {
        below: 3.9,
        verdict: '偏低',
        note: '血糖偏低，可能出现心慌、出汗、手抖，要请医生查查原因。',
      },
    ],
  },
  oneBand('糖化血红蛋白|HbA1c', 'glucose', '糖化血红蛋白', '< 6.5%', {
    atLeast: 6.5,
    verdict: '升高',
    note: '说明您近 2～3 个月的平均血糖偏高。',
  }),
  raisedLipid('总胆固醇|TC', '总胆固醇', 5.2, 6.2),
  raisedLipid('甘油三酯|TG', '甘油三酯', 1.7, 2.3),
  raisedLipid('低密度脂蛋白(?:胆固醇)?|LDL-?C?', '低密度脂蛋白胆固醇', 3.4, 4.1),
  oneBand('高密度脂蛋白(?:胆固醇)?|HDL-?C?', 'lipid', '高密度脂蛋白胆固醇', '≥ 1.0 mmol/L', {
    below: 1.0,
    verdict: '降低',
    note: '“好胆固醇”偏低；它能帮血管“打扫卫生”，多运动、戒烟能让它升上来。',
  }),
  {
    labels: 'BMI|体质指数',
    topic: 'weight',
    name: '体质指数（BMI）',
    reference: '18.5～23.9 kg/m²',
    bands: [
      { atLeast: 28, verdict: '升高', note: '属于肥胖，容易引起高血压、糖尿病等慢性病。' },
      { atLeast: 24, verdict: '偏高', note: '属于超重，体重再往上走容易引起慢性病。' },
      { below: 18.5, verdict: '偏低', note: '体重偏轻，可能营养不够，抵抗力会变差。' },
    ],
    read: readBodyMassIndex,
  },
  oneBand('尿酸|UA', 'uric', '血尿酸', '≤ 420 μmol/L', {
    above: 420,
    verdict: '升高',
    note: '尿酸偏高，时间长了可能引起痛风（关节红肿剧痛）和肾脏损害；换一天复查仍高才能确定是高尿酸血症。',
  }),
  {
    labels: '心率|脉搏',
    topic: 'heart',
    name: '心率',
    reference: '60～100 次/分',
    bands: [
      {
        above: 100,
        verdict: '偏高',
        note: '心跳偏快，可能和紧张、喝浓茶咖啡有关，也可能是心脏或甲状腺的问题，需要查一查。',
      },
      {
        below: 60,
        verdict: '偏低',
        note: '心跳偏慢；常锻炼的人心跳慢一些可能是正常的，正在吃降压药或治心脏的药的，要告诉医生。',
      },
    ],
  },
  oneBand('谷丙转氨酶|ALT', 'liver', '谷丙转氨酶', '≤ 40 U/L', {
    above: 40,
    verdict: '升高',
    note: '转氨酶偏高，说明肝脏可能受了损伤，常见原因有喝酒、脂肪肝、吃了伤肝的药。',
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
    urgent: false,
  };
};

/** Every finding the summary mentions, in a fixed order (blood pressure first). */
export const readFindings = (summary: string): Finding[] =>
  [bloodPressure(summary), ...MEASURES.map((measure) => judge(measure, summary))].filter(
    (finding): finding is Finding => finding !== undefined,
  );
