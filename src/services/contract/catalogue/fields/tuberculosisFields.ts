import { type FieldOption, type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { codes, field, section } from './fieldHelpers';
import { cardManagement } from './followUpParts';
import { NONE_HAS, VISIT_METHOD } from './options';

/**
 * 肺结核患者管理卡, 第一次入户随访记录表 (national-forms §8) and 随访服务记录表 (§9 with its 结案
 * block). The card has no national paper form; it holds what the designated hospital's notice
 * gives and what the follow-ups need every time (患者类型, 痰菌, 耐药, 化疗方案, 治疗阶段).
 */

export const TB_PATIENT_TYPE = codes('初治', '复治');
export const SPUTUM_RESULT = codes('阳性', '阴性', '未查痰');
export const DRUG_RESISTANCE = codes('耐药', '非耐药', '未检测');
export const TB_USAGE = codes('每日', '间歇');
export const TB_DOSAGE_FORM = codes('固定剂量复合制剂', '散装药', '板式组合药', '注射剂');
export const TB_SUPERVISOR = codes('医生', '家属', '自服药', '其他');
/** 治疗阶段: decides the visit interval (service-rules §1: 10 days intensive, 1 month continuation). */
export const TB_PHASES = codes('强化期', '继续期');
const MASTERED = codes('掌握', '未掌握');

/** Codes from 0 (没有症状), as §8 and §9 number their 症状及体征. */
const fromZero = (labels: readonly string[]): FieldOption[] =>
  labels.map((label, index) => ({ value: String(index), label }));
const CHEST_SYMPTOMS = ['没有症状', '咳嗽咳痰', '低热盗汗', '咯血或血痰', '胸痛消瘦', '恶心纳差'];
const OTHER_SYMPTOMS = ['头痛失眠', '视物模糊', '皮肤瘙痒、皮疹', '耳鸣、听力下降'];

/** 症状及体征 of the first visit (§8: no 关节疼痛). */
const FIRST_VISIT_SYMPTOMS = fromZero([...CHEST_SYMPTOMS, ...OTHER_SYMPTOMS]);
/** 症状及体征 of the follow-up (§9 adds 6关节疼痛 and renumbers after it). */
const FOLLOW_UP_SYMPTOMS = fromZero([...CHEST_SYMPTOMS, '关节疼痛', ...OTHER_SYMPTOMS]);

/** 健康教育及培训 items of the first visit, each 1掌握 2未掌握. */
export const TB_EDUCATION_ITEMS: readonly (readonly [string, string])[] = [
  ['eduRecordCard', '服药记录卡的填写'],
  ['eduMedicationMethod', '服药方法及药品存放'],
  ['eduTreatmentCourse', '肺结核治疗疗程'],
  ['eduIrregularHarm', '不规律服药危害'],
  ['eduAdverseReaction', '服药后不良反应及处理'],
  ['eduSputumRecheck', '治疗期间复诊查痰'],
  ['eduTravel', '外出期间如何坚持服药'],
  ['eduHabits', '生活习惯及注意事项'],
  ['eduContacts', '密切接触者检查'],
];

const residentHeader = (dateLabel: string): FieldSpec[] => [
  ...residentFields(),
  field.date('visitDate', dateLabel, {
    required: true,
    filter: true,
    list: true,
    notAfterToday: true,
  }),
];

const smokingAndDrinking = (): FieldSpec[] =>
  section('生活方式', [
    field.integer('smokingPerDay', '吸烟', { min: 0, max: 200, unit: '支/天' }),
    field.integer('targetSmokingPerDay', '目标吸烟', { min: 0, max: 200, unit: '支/天' }),
    field.integer('drinkingPerDay', '饮酒', { min: 0, max: 100, unit: '两/天' }),
    field.integer('targetDrinkingPerDay', '目标饮酒', { min: 0, max: 100, unit: '两/天' }),
  ]);

const treatment = (extra: readonly FieldSpec[] = []): FieldSpec[] =>
  section('用药', [
    field.text('chemotherapy', '化疗方案', { maxLength: 50 }),
    field.select('usage', '用法', TB_USAGE),
    field.multiselect('dosageForm', '药品剂型', TB_DOSAGE_FORM),
    ...extra,
  ]);

/**
 * 下次随访时间 and the signature. The follow-up's date is required by the rules instead of the
 * catalogue: the visit that closes the case (结案) plans none (rules/tuberculosisVisit.ts).
 */
const signature = (label: string, nextRequired: boolean): FieldSpec[] => [
  field.date('nextVisitDate', '下次随访时间', { required: nextRequired, list: true }),
  field.personName('doctorSignature', label, { required: true, list: true, maxLength: 50 }),
  hospitalField('随访机构'),
];

/** 肺结核患者管理卡. */
export const TUBERCULOSIS_CARD_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', residentFields()),
  ...section('诊断信息', [
    field.date('confirmDate', '确诊日期', { required: true, list: true, notAfterToday: true }),
    field.text('confirmHospital', '确诊机构', { required: true, maxLength: 100 }),
    field.date('noticeDate', '接到通知日期'),
    field.select('patientType', '患者类型', TB_PATIENT_TYPE, { required: true, list: true }),
    field.select('sputumResult', '痰菌情况', SPUTUM_RESULT, { required: true, list: true }),
    field.select('drugResistance', '耐药情况', DRUG_RESISTANCE, { required: true }),
  ]),
  ...section('治疗信息', [
    field.date('treatmentStartDate', '开始治疗日期', { required: true }),
    field.text('chemotherapy', '化疗方案', { required: true, maxLength: 50 }),
    field.select('treatmentPhase', '治疗阶段', TB_PHASES, {
      required: true,
      filter: true,
      list: true,
    }),
    field.integer('intensiveMonths', '强化期疗程', { min: 1, max: 24, unit: '月' }),
    field.integer('courseMonths', '总疗程', { min: 1, max: 36, unit: '月' }),
    field.select('supervisor', '督导人员', TB_SUPERVISOR),
  ]),
  ...cardManagement(),
  ...auditTrailFields(),
];

/** 肺结核患者第一次入户随访记录表 (§8). */
export const TUBERCULOSIS_FIRST_VISIT_FIELDS: readonly FieldSpec[] = [
  ...section('随访信息', [
    ...residentHeader('随访时间'),
    field.select('visitMethod', '随访方式', codes('门诊', '家庭'), { list: true }),
    field.select('patientType', '患者类型', TB_PATIENT_TYPE, { list: true }),
    field.select('sputumResult', '痰菌情况', SPUTUM_RESULT),
    field.select('drugResistance', '耐药情况', DRUG_RESISTANCE),
    field.multiselect('symptoms', '症状及体征', FIRST_VISIT_SYMPTOMS),
    field.text('symptomOther', '其他症状', { maxLength: 200 }),
  ]),
  ...treatment([
    field.select('supervisor', '督导人员选择', TB_SUPERVISOR),
    field.text('supervisorOther', '其他督导人员', { maxLength: 50 }),
  ]),
  ...section('家庭居住环境评估', [
    field.select('separateRoom', '单独的居室', codes('有', '无')),
    field.select('ventilation', '通风情况', codes('良好', '一般', '差')),
  ]),
  ...smokingAndDrinking(),
  ...section('健康教育及培训', [
    field.text('drugPickupPlace', '取药地点', { maxLength: 100 }),
    field.date('drugPickupDate', '取药时间'),
    ...TB_EDUCATION_ITEMS.map(([name, label]) => field.select(name, label, MASTERED)),
  ]),
  ...section('下次随访', signature('评估医生签名', true)),
  ...auditTrailFields(),
];

/** 肺结核患者随访服务记录表 (§9) with the 结案 block filled once at treatment end. */
export const TUBERCULOSIS_VISIT_FIELDS: readonly FieldSpec[] = [
  ...section('随访信息', [
    ...residentHeader('随访时间'),
    field.integer('treatmentMonth', '治疗月序', { required: true, min: 1, max: 36, unit: '月' }),
    field.select('treatmentPhase', '治疗阶段', TB_PHASES, { list: true }),
    field.select('supervisor', '督导人员', TB_SUPERVISOR),
    field.select('visitMethod', '随访方式', VISIT_METHOD, { list: true }),
    field.multiselect('symptoms', '症状及体征', FOLLOW_UP_SYMPTOMS),
    field.text('symptomOther', '其他症状', { maxLength: 200 }),
  ]),
  ...smokingAndDrinking(),
  ...treatment([field.integer('missedDoses', '漏服药次数', { min: 0, max: 999, unit: '次' })]),
  ...section('评估', [
    field.select('adverseReaction', '药物不良反应', NONE_HAS, { buttons: true }),
    field.text('adverseReactionDesc', '不良反应描述', { maxLength: 200 }),
    field.select('complication', '并发症或合并症', NONE_HAS),
    field.text('complicationDesc', '并发症或合并症描述', { maxLength: 200 }),
  ]),
  ...section('转诊', [
    field.text('referralDepartment', '科别', { maxLength: 100 }),
    field.text('referralReason', '原因', { maxLength: 200 }),
    field.text('referralOutcome', '2周内随访，随访结果', { maxLength: 200 }),
    // Asked on save when the rules call for referral and none is made (followUp/referralConfirmation).
    field.textarea('noReferralReason', '未转诊原因', { maxLength: 200 }),
  ]),
  ...section('处理意见', [
    field.textarea('handlingOpinion', '处理意见', { maxLength: 500 }),
    ...signature('随访医生签名', false),
  ]),
  ...section('结案', [
    field.date('stopDate', '停止治疗时间'),
    field.select(
      'stopReason',
      '停止治疗原因',
      codes('完成疗程', '死亡', '丢失', '转入耐多药治疗'),
      {
        list: true,
      },
    ),
    field.integer('plannedVisits', '应访视', { min: 0, max: 999, unit: '次' }),
    field.integer('actualVisits', '实际访视', { min: 0, max: 999, unit: '次' }),
    field.integer('plannedDoses', '应服药', { min: 0, max: 9999, unit: '次' }),
    field.integer('actualDoses', '实际服药', { min: 0, max: 9999, unit: '次' }),
    // 实际服药 / 应服药 × 100% (rules/tuberculosisVisit.ts), computed on both sides.
    field.decimal2('doseRate', '服药率', { readonly: true, min: 0, max: 100, unit: '%' }),
    field.personName('closeDoctorSignature', '评估医生签名', { maxLength: 50 }),
  ]),
  ...auditTrailFields(),
];
