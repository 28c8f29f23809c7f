import { ANTENATAL_GUIDANCE_FIELDS, antenatalVisitNumber } from '@/domain/maternal';

import { formRows, linesRow, type RowMaker, signOff, type VisitRow } from './followUpRows';
import { paperDate, paperText, type PrintRecord, scalarText } from './paperText';

/**
 * The rows of the maternal national forms after the first check (national-forms-2.md §4, §5):
 * the 第2～5次产前随访 is columnar (one column per visit, 第2次 to 第5次), the 产后访视 and the 产后42天
 * check are single-record forms; coded items list their options and write the code in boxes.
 * 未转诊原因 (a finding called for referral and the doctor did not refer) prints under 转诊.
 */

const bloodPressure = (group = ''): VisitRow => ({
  group,
  label: '血压（mmHg）',
  cell: (record) => ({
    text: scalarText(record.sbp) ? `${scalarText(record.sbp)}/${scalarText(record.dbp)}` : '',
  }),
});

/** 指导: each visit's column has its own list, so the cell writes the chosen labels. */
const antenatalGuidance = (make: RowMaker): VisitRow => ({
  group: '',
  label: '指导',
  cell: (record: PrintRecord) => {
    const visit = antenatalVisitNumber(record.visitTimes);
    const name = visit ? ANTENATAL_GUIDANCE_FIELDS[visit] : undefined;
    const chosen = name ? paperText(make.byName.get(name), record[name]) : '';
    const other = scalarText(record.guidanceOther);
    return { text: [chosen, other && `其他：${other}`].filter(Boolean).join('；') };
  },
});

const noReferral = (make: RowMaker, group: string): VisitRow =>
  make.text(group, '未转诊原因', 'noReferralReason');

/** 第2～5次产前随访服务记录表 (§4). */
export const PRENATAL_FOLLOW_UP_ROWS = formRows('prenatalFollowUps', (make) => [
  {
    group: '',
    label: '项目',
    cell: (record) => ({
      text: scalarText(record.visitTimes) ? `第${scalarText(record.visitTimes)}次` : '',
    }),
  },
  {
    group: '',
    label: '（随访/督促）日期',
    cell: (record) => ({
      text: `${paperDate(record.visitDate)}${record.urgedOnly === true ? '（督促）' : ''}`,
    }),
  },
  linesRow('', '孕周', (record) => [
    scalarText(record.gestationalWeeks)
      ? `${scalarText(record.gestationalWeeks)}周${scalarText(record.gestationalDays) || '0'}天`
      : '',
  ]),
  make.text('', '主诉', 'chiefComplaint'),
  make.text('', '体重（kg）', 'weight'),
  make.text('产科检查', '宫底高度（cm）', 'fundalHeight'),
  make.text('产科检查', '腹围（cm）', 'abdominalCircumference'),
  make.text('产科检查', '胎位', 'fetalPosition'),
  make.text('产科检查', '胎心率（次/分钟）', 'fetalHeartRate'),
  bloodPressure(),
  make.text('', '血红蛋白（g/L）', 'hemoglobin'),
  make.text('', '尿蛋白', 'urineProtein'),
  make.text('', '其他辅助检查*', 'auxiliaryOther'),
  make.coded('', '分类', 'classification', 'classificationDesc'),
  antenatalGuidance(make),
  make.coded('转诊', '有无转诊', 'referral'),
  make.text('转诊', '原因', 'referralReason'),
  make.text('转诊', '机构及科室', 'referralHospital'),
  noReferral(make, '转诊'),
  ...signOff(make),
]);

/** 乳房, 恶露, 子宫, 伤口 and 其他, on both postpartum forms. */
const postpartumParts = (make: RowMaker): VisitRow[] => [
  make.coded('', '乳房', 'breast', 'breastDesc'),
  make.coded('', '恶露', 'lochia', 'lochiaDesc'),
  make.coded('', '子宫', 'uterus', 'uterusDesc'),
  make.coded('', '伤口', 'wound', 'woundDesc'),
  make.text('', '其他', 'otherFindings'),
];

/** 产后访视记录表 (§5.1). */
export const POSTPARTUM_VISIT_ROWS = formRows('postpartumVisits', (make) => [
  make.dated('', '随访日期', 'visitDate'),
  make.dated('', '分娩日期', 'deliveryDate'),
  make.dated('', '出院日期', 'dischargeDate'),
  make.text('', '体温（℃）', 'temperature'),
  make.text('', '一般健康情况', 'generalHealth'),
  make.text('', '一般心理状况', 'mentalState'),
  bloodPressure(),
  ...postpartumParts(make),
  make.coded('', '分类', 'classification', 'classificationDesc'),
  make.coded('', '指导', 'guidance', 'guidanceOther'),
  make.coded('转诊', '有无转诊', 'referral'),
  make.text('转诊', '原因', 'referralReason'),
  make.text('转诊', '机构及科室', 'referralHospital'),
  noReferral(make, '转诊'),
  ...signOff(make),
]);

/** 产后42天健康检查记录表 (§5.2): no 体温 and no 下次随访日期. */
export const POSTPARTUM_42_CHECK_ROWS = formRows('postpartum42Checks', (make) => [
  make.dated('', '随访日期', 'visitDate'),
  make.dated('', '分娩日期', 'deliveryDate'),
  make.dated('', '出院日期', 'dischargeDate'),
  make.text('', '一般健康情况', 'generalHealth'),
  make.text('', '一般心理状况', 'mentalState'),
  bloodPressure(),
  ...postpartumParts(make),
  make.coded('', '分类', 'classification', 'classificationDesc'),
  make.coded('', '指导', 'guidance', 'guidanceOther'),
  make.coded('处理', '处理', 'handling'),
  make.text('处理', '原因', 'referralReason'),
  make.text('处理', '机构及科室', 'referralHospital'),
  noReferral(make, '处理'),
  make.text('', '随访医生签名', 'doctorSignature'),
]);
