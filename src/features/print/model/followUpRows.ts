import { type ConcreteFamilyId, type FieldSpec, getFamily } from '@/services/contract';

import {
  boxCodes,
  dosageText,
  medicationList,
  optionsText,
  pairText,
  paperDate,
  type PrintRecord,
  scalarText,
} from './paperText';

/**
 * The rows of the columnar follow-up forms (national-forms.md §4 and §5): one row per item,
 * one column per visit. A coded item lists its options in the label cell and writes the code
 * in a box in each visit's cell, as the paper does.
 */

export interface PaperCell {
  text: string;
  /** Codes written in boxes after the text. */
  boxes?: string[];
}

export interface VisitRow {
  /** The block the row belongs to (体征, 生活方式指导…); consecutive rows share its cell. */
  group: string;
  label: string;
  /** The options, printed under the label. */
  options?: string;
  cell: (visit: PrintRecord) => PaperCell;
}

const fieldsOf = (fields: readonly FieldSpec[]) => new Map(fields.map((f) => [f.name, f]));

export const rowsFor = (fields: readonly FieldSpec[]) => {
  const byName = fieldsOf(fields);
  const text = (group: string, label: string, name: string, unit = ''): VisitRow => ({
    group,
    label,
    cell: (visit) => {
      const value = scalarText(visit[name]);
      return { text: value && unit ? `${value} ${unit}` : value };
    },
  });
  const coded = (group: string, label: string, name: string, otherName?: string): VisitRow => {
    const field = byName.get(name);
    return {
      group,
      label,
      options: optionsText(field),
      cell: (visit) => ({
        text: otherName ? scalarText(visit[otherName]) : '',
        boxes: boxCodes(field, visit[name]),
      }),
    };
  };
  /** A coded item whose cell writes a text of its own before the boxes (死亡日期, 末次出院). */
  const codedWithText = (
    group: string,
    label: string,
    name: string,
    textOf: (visit: PrintRecord) => string,
  ): VisitRow => {
    const row = coded(group, label, name);
    return { ...row, cell: (visit) => ({ text: textOf(visit), boxes: row.cell(visit).boxes }) };
  };
  const dated = (group: string, label: string, name: string): VisitRow => ({
    group,
    label,
    cell: (visit) => ({ text: paperDate(visit[name]) }),
  });
  const pair = (group: string, label: string, now: string, target: string, unit: string) =>
    ({
      group,
      label,
      cell: (visit) => ({ text: pairText(visit[now], visit[target], unit) }),
    }) satisfies VisitRow;
  const otherDrugs: VisitRow = {
    group: '用药情况',
    label: '其他药物',
    cell: (visit) => ({
      text: medicationList(visit.medications)
        .slice(3)
        .map((entry) => `${entry.drug} ${dosageText(entry)}`)
        .join('；'),
    }),
  };
  return { byName, text, coded, codedWithText, dated, pair, otherDrugs };
};

export type RowMaker = ReturnType<typeof rowsFor>;

/** The rows of one national form, made from the fields of the family that records it. */
export const formRows = (
  family: ConcreteFamilyId,
  rowsOf: (make: RowMaker) => VisitRow[],
): readonly VisitRow[] => rowsOf(rowsFor(getFamily(family).fields ?? []));

/** The two rows every follow-up form closes with: when the next visit is, and who signs. */
export const signOff = (
  make: RowMaker,
  nextVisitLabel = '下次随访日期',
  signatureLabel = '随访医生签名',
): VisitRow[] => [
  make.dated('', nextVisitLabel, 'nextVisitDate'),
  make.text('', signatureLabel, 'doctorSignature'),
];

/** `count` rows of one medication each (药物名称1…), from a medications field. */
export const drugRows = (group: string, label: string, field: string, count: number): VisitRow[] =>
  Array.from({ length: count }, (_, index) => ({
    group,
    label: `${label}${index + 1}`,
    cell: (visit) => {
      const entry = medicationList(visit[field])[index];
      return { text: entry ? `${entry.drug}\n${dosageText(entry)}` : '' };
    },
  }));

/** A row whose cell writes several lines, one under another; an empty line is left out. */
export const linesRow = (
  group: string,
  label: string,
  linesOf: (record: PrintRecord) => string[],
): VisitRow => ({
  group,
  label,
  cell: (record) => ({ text: linesOf(record).filter(Boolean).join('\n') }),
});

const exercise = (group: string): VisitRow =>
  linesRow(group, '运动', (visit) => [
    pairText(visit.exerciseTimesPerWeek, visit.targetExerciseTimesPerWeek, '次/周'),
    pairText(visit.exerciseMinutesPerTime, visit.targetExerciseMinutesPerTime, '分钟/次'),
  ]);

const bloodPressure = (group: string): VisitRow => ({
  group,
  label: '血压（mmHg）',
  cell: (visit) => ({
    text: scalarText(visit.sbp) ? `${scalarText(visit.sbp)}/${scalarText(visit.dbp)}` : '',
  }),
});

/** The rows both forms open with: the visit, its symptoms and 体征, the form's own sign before 其他. */
const opening = (make: RowMaker, ...ownSigns: VisitRow[]): VisitRow[] => [
  make.dated('', '随访日期', 'visitDate'),
  make.coded('', '随访方式', 'visitMethod'),
  make.coded('', '症状', 'symptoms', 'symptomOther'),
  bloodPressure('体征'),
  make.pair('体征', '体重（kg）', 'weight', 'targetWeight', ''),
  make.pair('体征', '体质指数（kg/m²）', 'bmi', 'targetBmi', ''),
  ...ownSigns,
  make.text('体征', '其他', 'signOther'),
];

/**
 * Both forms' 生活方式指导: 日吸烟量, 日饮酒量 and 运动 (now and the target), the form's own diet
 * row, then 心理调整 and 遵医行为.
 */
const lifestyle = (make: RowMaker, diet: VisitRow): VisitRow[] => [
  make.pair('生活方式指导', '日吸烟量（支）', 'smokingPerDay', 'targetSmokingPerDay', ''),
  make.pair('生活方式指导', '日饮酒量（两）', 'drinkingPerDay', 'targetDrinkingPerDay', ''),
  exercise('生活方式指导'),
  diet,
  make.coded('生活方式指导', '心理调整', 'psychologicalAdjustment'),
  make.coded('生活方式指导', '遵医行为', 'complianceBehavior'),
];

const close = (make: RowMaker): VisitRow[] => [
  make.text('转诊', '原因', 'referralReason'),
  make.text('转诊', '机构及科别', 'referralHospital'),
  make.text('转诊', '未转诊原因', 'noReferralReason'),
  ...signOff(make),
];

/** 高血压患者随访服务记录表. */
export const HYPERTENSION_ROWS = formRows('hypertensionFollowUp', (make) => [
  ...opening(make, make.text('体征', '心率（次/分钟）', 'heartRate')),
  ...lifestyle(make, {
    group: '生活方式指导',
    label: '摄盐情况（咸淡）',
    options: '轻 中 重',
    cell: (visit) => ({
      text: pairText(
        make.byName.get('saltIntake')?.options?.find((o) => o.value === visit.saltIntake)?.label,
        make.byName
          .get('targetSaltIntake')
          ?.options?.find((o) => o.value === visit.targetSaltIntake)?.label,
      ),
    }),
  }),
  make.text('', '辅助检查', 'auxiliaryExam'),
  make.coded('', '服药依从性', 'medicationCompliance'),
  make.coded('', '药物不良反应', 'adverseReaction', 'adverseReactionDesc'),
  make.coded('', '此次随访分类', 'visitClassification'),
  ...drugRows('用药情况', '药物名称', 'medications', 3),
  make.otherDrugs,
  ...close(make),
]);

/** 2型糖尿病患者随访服务记录表. */
export const DIABETES_ROWS = formRows('diabetesFollowUP', (make) => [
  // 心率: the danger sign "心率 > 100" (service-rules §2) is read from it.
  ...opening(
    make,
    make.text('体征', '心率（次/分钟）', 'heartRate'),
    make.coded('体征', '足背动脉搏动', 'dorsalisPedisPulse'),
  ),
  ...lifestyle(
    make,
    make.pair('生活方式指导', '主食（克/天）', 'stapleFood', 'targetStapleFood', ''),
  ),
  make.text('辅助检查', '空腹血糖值', 'fastingBloodGlucose', 'mmol/L'),
  linesRow('辅助检查', '其他检查', (visit) => [
    scalarText(visit.hba1c) ? `糖化血红蛋白 ${scalarText(visit.hba1c)}%` : '',
    scalarText(visit.hba1cDate) ? `检查日期 ${paperDate(visit.hba1cDate)}` : '',
    scalarText(visit.auxiliaryExam),
  ]),
  make.coded('', '服药依从性', 'medicationCompliance'),
  make.coded('', '药物不良反应', 'adverseReaction', 'adverseReactionDesc'),
  make.coded('', '低血糖反应', 'hypoglycemia'),
  make.coded('', '此次随访分类', 'visitClassification'),
  ...drugRows('用药情况', '药物名称', 'medications', 3),
  make.text('用药情况', '胰岛素种类', 'insulinType'),
  make.text('用药情况', '胰岛素用法和用量', 'insulinUsage'),
  ...close(make),
]);

/** Visits split into the form's pages of `size` columns. */
export const visitPages = <T>(visits: readonly T[], size: number): T[][] => {
  const pages: T[][] = [];
  for (let start = 0; start < visits.length; start += size) {
    pages.push(visits.slice(start, start + size));
  }
  return pages;
};
