import { measureBounds } from '../../../../domain/measures';
import { TERMINATION } from '../lifecycles';
import { type FieldOption, type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields, visitSignOff } from './commonFields';
import { bloodPressurePair, field, section } from './fieldHelpers';
import {
  CASE_SOURCE,
  COMPLICATION_CHANGE,
  FAMILY_HISTORY,
  GOOD_FAIR_POOR,
  LEVEL_3,
  MANAGE_LEVEL,
  MEDICATION_COMPLIANCE,
  NONE_HAS,
  REFERRAL_RESULT,
  TERMINATION_REASON,
  VISIT_CLASSIFICATION,
  VISIT_METHOD,
} from './options';

/**
 * Parts the chronic-disease forms of 规范 (第三版) share: the hypertension and type 2 diabetes
 * follow-up records print the same header, lifestyle guidance, medication and referral blocks.
 */

/** An adult's 身高, 体重 and 体质指数 as the platform bounds them (target values too). */
export const BODY_MEASURES = {
  height: measureBounds('height'),
  weight: measureBounds('weight'),
  bmi: { min: 0, max: 100, unit: 'kg/m²' },
} as const;

export const visitHeader = (): FieldSpec[] =>
  section('随访信息', [
    ...residentFields(),
    field.date('visitDate', '随访日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.select('visitMethod', '随访方式', VISIT_METHOD, { required: true, list: true }),
  ]);

/** 症状: the disease's own symptom codes, required, and the free text for any other. */
export const symptoms = (options: readonly FieldOption[]): FieldSpec[] =>
  section('症状', [
    field.multiselect('symptoms', '症状', options, { required: true }),
    field.text('symptomOther', '其他症状', { maxLength: 200 }),
  ]);

/** 心率 as an adult's follow-up takes it. */
export const heartRate = (): FieldSpec =>
  field.integer('heartRate', '心率', measureBounds('heartRate'));

export const bloodPressure = (): FieldSpec[] => [
  ...bloodPressurePair(['sbp', '收缩压'], ['dbp', '舒张压'], { required: true, list: true }),
  // Set when the doctor confirms an extreme but possible value (rules/plausibility.ts).
  field.bool('valuesConfirmed', '异常值已核实'),
];

/** 体重 and 体质指数, each now and as the target (this visit / next visit). */
export const weightAndBmi = (): FieldSpec[] => [
  // Not on the printed form (it takes 身高 from the last 体检); kept here so BMI can be computed.
  field.decimal2('height', '身高', BODY_MEASURES.height),
  field.decimal2('weight', '体重', BODY_MEASURES.weight),
  field.decimal2('targetWeight', '目标体重', BODY_MEASURES.weight),
  field.decimal2('bmi', '体质指数', BODY_MEASURES.bmi),
  field.decimal2('targetBmi', '目标体质指数', BODY_MEASURES.bmi),
];

/** 生活方式指导: smoking, drinking and exercise now and as the target. */
export const lifestyleGuidance = (extra: readonly FieldSpec[] = []): FieldSpec[] =>
  section('生活方式指导', [
    field.integer('smokingPerDay', '日吸烟量', { min: 0, max: 200, unit: '支' }),
    field.integer('targetSmokingPerDay', '目标日吸烟量', { min: 0, max: 200, unit: '支' }),
    field.integer('drinkingPerDay', '日饮酒量', { min: 0, max: 100, unit: '两' }),
    field.integer('targetDrinkingPerDay', '目标日饮酒量', { min: 0, max: 100, unit: '两' }),
    field.integer('exerciseTimesPerWeek', '运动频率', { min: 0, max: 99, unit: '次/周' }),
    field.integer('exerciseMinutesPerTime', '运动时长', { min: 0, max: 1440, unit: '分钟/次' }),
    field.integer('targetExerciseTimesPerWeek', '目标运动频率', { min: 0, max: 99, unit: '次/周' }),
    field.integer('targetExerciseMinutesPerTime', '目标运动时长', {
      min: 0,
      max: 1440,
      unit: '分钟/次',
    }),
    ...extra,
    field.select('psychologicalAdjustment', '心理调整', GOOD_FAIR_POOR),
    field.select('complianceBehavior', '遵医行为', GOOD_FAIR_POOR),
  ]);

export const saltIntake = (): FieldSpec[] => [
  field.select('saltIntake', '摄盐情况', LEVEL_3),
  field.select('targetSaltIntake', '目标摄盐情况', LEVEL_3),
];

/** 服药依从性, 药物不良反应, 并发症 and 此次随访分类. */
export const treatmentAssessment = (extra: readonly FieldSpec[] = []): FieldSpec[] =>
  section('评价', [
    field.select('medicationCompliance', '服药依从性', MEDICATION_COMPLIANCE, { required: true }),
    field.select('adverseReaction', '药物不良反应', NONE_HAS, { buttons: true }),
    field.text('adverseReactionDesc', '不良反应描述', { maxLength: 200 }),
    // [B] referral reason 2: a reaction the clinic cannot control calls for a referral.
    field.bool('adverseReactionUncontrolled', '不良反应难以控制'),
    // New or worsened complication (national-forms §4.1): proposes 4并发症 and a referral.
    field.select('complication', '并发症', COMPLICATION_CHANGE),
    field.text('complicationDesc', '并发症描述', { maxLength: 200 }),
    ...extra,
    ...visitClassification(),
  ]);

/** 此次随访分类 and the reason a class that contradicts the values needs. */
export const visitClassification = (): FieldSpec[] => [
  field.select('visitClassification', '此次随访分类', VISIT_CLASSIFICATION, {
    required: true,
    filter: true,
    list: true,
  }),
  // Required when the chosen class contradicts the values (src/domain/followUp/classification.ts).
  field.text('classificationReason', '分类说明', { maxLength: 200 }),
];

export const medication = (extra: readonly FieldSpec[] = []): FieldSpec[] =>
  section('用药情况', [field.medications('medications', '用药情况'), ...extra]);

/** 转诊 block, then the next visit date and the doctor's signature that close the form. */
export const referralAndClose = (): FieldSpec[] => {
  const [nextVisitDate, ...signOff] = visitSignOff('随访机构');
  return [
    ...section('转诊', [
      field.text('referralReason', '转诊原因', { maxLength: 200 }),
      field.text('referralHospital', '转诊机构及科别', { maxLength: 100 }),
      field.text('referralContact', '联系人及电话', { maxLength: 50 }),
      field.select('referralResult', '转诊结果', REFERRAL_RESULT),
      // Asked on save when the rules call for referral and none is made
      // (src/domain/followUp/referralConfirmation.ts); stored, printed, counted in 规范管理.
      field.textarea('noReferralReason', '未转诊原因', { maxLength: 200 }),
    ]),
    ...(nextVisitDate ? [nextVisitDate] : []),
    // Required when 下次随访日期 is later than the rule allows (domain followUp/nextVisit.ts).
    field.text('nextVisitDateReason', '推迟随访说明', { maxLength: 200 }),
    ...signOff,
    field.textarea('remark', '备注', { maxLength: 500 }),
    ...auditTrailFields(),
  ];
};

/** 管理状态: a patient leaves management on death, moving away or cure (终止管理). */
export const managementStatus = (): FieldSpec[] => [
  field.select('manageStatus', TERMINATION.label, TERMINATION.states, {
    readonly: true,
    filter: true,
    list: true,
  }),
  field.date('terminationDate', '终止管理日期', { readonly: true }),
  field.select('terminationReason', '终止管理原因', TERMINATION_REASON),
];

/** 管理信息 of a management card: who opened it, when, where, and whether it still runs. */
export const cardManagement = (): FieldSpec[] =>
  section('管理信息', [
    field.date('buildDate', '建卡日期', { required: true, list: true }),
    field.personName('buildDoctor', '建卡医生', { required: true, maxLength: 50 }),
    hospitalField(),
    ...managementStatus(),
  ]);

/** How a card names the event that opens it: a diagnosis, or a screening for the high-risk. */
export interface CardOpening {
  section: string;
  date: string;
  hospital: string;
}

const DIAGNOSIS: CardOpening = { section: '诊断信息', date: '确诊日期', hospital: '确诊机构' };

/** The management card every chronic disease opens with (管理卡), around its own fields. */
export const managementCard = (
  diseaseFields: readonly FieldSpec[],
  opening: CardOpening = DIAGNOSIS,
): FieldSpec[] => [
  ...section('基本信息', residentFields()),
  ...section(opening.section, [
    field.date('confirmDate', opening.date, { required: true, list: true, notAfterToday: true }),
    field.text('confirmHospital', opening.hospital, { maxLength: 100 }),
    field.select('caseSource', '病例来源', CASE_SOURCE),
    field.select('familyHistory', '家族史', FAMILY_HISTORY),
    ...diseaseFields,
    field.select('manageLevel', '管理级别', MANAGE_LEVEL, { filter: true, list: true }),
  ]),
  ...cardManagement(),
  ...auditTrailFields(),
];

/** 体征 as the follow-up forms print it: blood pressure, weight and BMI, then the disease's own. */
export const signs = (extra: readonly FieldSpec[]): FieldSpec[] =>
  section('体征', [...bloodPressure(), ...weightAndBmi(), ...extra]);

/** What one disease puts into the follow-up form the chronic diseases share, in print order. */
export interface ChronicFollowUpForm {
  /** The disease's own symptom codes. */
  symptoms: readonly FieldOption[];
  /** The sections between 症状 and 生活方式指导: 体征 and the disease's own assessment. */
  examination: readonly FieldSpec[];
  /** What the disease adds to 生活方式指导. */
  lifestyle?: readonly FieldSpec[];
  /** 辅助检查, printed after 生活方式指导. */
  auxiliaryExam?: readonly FieldSpec[];
  /** What the disease adds to 评价 before 此次随访分类. */
  assessment?: readonly FieldSpec[];
  /** What the disease adds to 用药情况. */
  medication?: readonly FieldSpec[];
}

/**
 * What every chronic follow-up takes anew at each visit (the national forms' per-visit measures:
 * 随访方式, 症状, 血压, 体重, 心率, 服药依从性, 药物不良反应, 此次随访分类), marked `everyEntry`
 * so Enter walks them; the disease marks its own (足背动脉搏动, 空腹血糖值…) where it declares them.
 */
const PER_VISIT_MEASURES: ReadonlySet<string> = new Set([
  'visitMethod',
  'symptoms',
  'sbp',
  'dbp',
  'weight',
  'heartRate',
  'medicationCompliance',
  'adverseReaction',
  'visitClassification',
]);

const markPerVisit = (spec: FieldSpec): FieldSpec =>
  PER_VISIT_MEASURES.has(spec.name) ? { ...spec, everyEntry: true } : spec;

/**
 * The follow-up record of a chronic disease (高血压 and 2型糖尿病 in 规范; 脑卒中 and 慢阻肺
 * follow them): the same header, lifestyle guidance, assessment, medication and referral around
 * what the disease examines.
 */
export const chronicFollowUp = (form: ChronicFollowUpForm): FieldSpec[] =>
  [
    ...visitHeader(),
    ...symptoms(form.symptoms),
    ...form.examination,
    ...lifestyleGuidance(form.lifestyle),
    ...(form.auxiliaryExam ?? []),
    ...treatmentAssessment(form.assessment),
    ...medication(form.medication),
    ...referralAndClose(),
  ].map(markPerVisit);
