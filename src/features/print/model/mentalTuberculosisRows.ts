import { DANGEROUS_BEHAVIOUR_COUNTS, TB_EDUCATION_ITEMS } from '@/services/contract';

import {
  drugRows,
  formRows,
  linesRow,
  type RowMaker,
  signOff,
  type VisitRow,
} from './followUpRows';
import { paperDate, scalarText } from './paperText';

/**
 * The rows of the severe-mental-disorder and tuberculosis national forms (national-forms §6–§9),
 * as the paper lays them out: coded items list their options under the label and write the code
 * in boxes. The follow-ups are columnar (one column per visit); the 补充表 and the first home
 * visit are single-record forms drawn with the same rows.
 */

/** 危险行为 with the count the paper writes after each chosen behaviour (轻度滋事 2 次). */
const dangerousBehaviour = (make: RowMaker, group: string): VisitRow =>
  make.codedWithText(group, '危险行为', 'dangerousBehaviors', (record) =>
    DANGEROUS_BEHAVIOUR_COUNTS.map(([code, name]) =>
      scalarText(record[name]) ? `${code}：${scalarText(record[name])}次` : '',
    )
      .filter(Boolean)
      .join(' '),
  );

/** 严重精神障碍患者随访服务记录表 (§7). */
export const MENTAL_VISIT_ROWS = formRows('mentalvisit', (make) => [
  make.dated('', '随访日期', 'visitDate'),
  make.coded('', '本次随访形式', 'visitMethod'),
  make.coded('', '若失访，原因', 'lostReason', 'lostReasonOther'),
  make.codedWithText('如死亡', '死亡原因', 'deathCause', (record) => paperDate(record.deathDate)),
  make.coded('', '危险性评估', 'riskLevel'),
  make.coded('', '目前症状', 'currentSymptoms', 'currentSymptomOther'),
  make.coded('', '自知力', 'insight'),
  make.coded('', '睡眠情况', 'sleep'),
  make.coded('', '饮食情况', 'diet'),
  make.coded('社会功能情况', '个人生活料理', 'selfCare'),
  make.coded('社会功能情况', '家务劳动', 'housework'),
  make.coded('社会功能情况', '生产劳动及工作', 'productiveWork'),
  make.coded('社会功能情况', '学习能力', 'learningAbility'),
  make.coded('社会功能情况', '社会人际交往', 'socialInteraction'),
  dangerousBehaviour(make, '两次随访期间'),
  make.coded('两次随访期间', '关锁情况', 'lockStatus'),
  make.codedWithText('两次随访期间', '住院情况', 'hospitalization', (record) =>
    scalarText(record.lastDischargeDate) ? `末次出院 ${paperDate(record.lastDischargeDate)}` : '',
  ),
  make.coded('', '实验室检查', 'labExam', 'labExamDesc'),
  make.coded('', '用药依从性', 'medicationCompliance'),
  make.coded('', '药物不良反应', 'adverseReaction', 'adverseReactionDesc'),
  make.coded('', '治疗效果', 'treatmentEffect'),
  make.coded('转诊', '是否转诊', 'referral'),
  make.text('转诊', '转诊原因', 'referralReason'),
  make.text('转诊', '转诊至机构及科室', 'referralHospital'),
  make.text('转诊', '未转诊原因', 'noReferralReason'),
  ...drugRows('用药情况', '药物', 'medications', 3),
  ...drugRows('用药指导', '药物', 'medicationGuidance', 3),
  make.coded('', '康复措施', 'rehabilitation', 'rehabilitationOther'),
  make.coded('', '本次随访分类', 'visitClassification'),
  ...signOff(make),
]);

const smokingAndDrinking = (make: RowMaker, group: string): VisitRow[] => [
  make.pair(group, '吸烟（支/天）', 'smokingPerDay', 'targetSmokingPerDay', ''),
  make.pair(group, '饮酒（两/天）', 'drinkingPerDay', 'targetDrinkingPerDay', ''),
];

/** Both tuberculosis forms' 用药 block: the regimen, how it is taken and its form. */
const tbMedication = (make: RowMaker): VisitRow[] => [
  make.text('用药', '化疗方案', 'chemotherapy'),
  make.coded('用药', '用法', 'usage'),
  make.coded('用药', '药品剂型', 'dosageForm'),
];

/** 肺结核患者随访服务记录表 (§9), the 结案 block in the column of the visit that closed it. */
export const TUBERCULOSIS_VISIT_ROWS = formRows('pulmonarypatientvisit', (make) => [
  make.dated('', '随访时间', 'visitDate'),
  {
    group: '',
    label: '治疗月序',
    cell: (record) => ({
      text: scalarText(record.treatmentMonth) ? `第${scalarText(record.treatmentMonth)}月` : '',
    }),
  },
  make.coded('', '督导人员', 'supervisor'),
  make.coded('', '随访方式', 'visitMethod'),
  make.coded('', '症状及体征', 'symptoms', 'symptomOther'),
  ...smokingAndDrinking(make, '生活方式指导'),
  ...tbMedication(make),
  make.text('用药', '漏服药次数', 'missedDoses', '次'),
  make.coded('', '药物不良反应', 'adverseReaction', 'adverseReactionDesc'),
  make.coded('', '并发症或合并症', 'complication', 'complicationDesc'),
  make.text('转诊', '科别', 'referralDepartment'),
  make.text('转诊', '原因', 'referralReason'),
  make.text('转诊', '2周内随访，随访结果', 'referralOutcome'),
  make.text('转诊', '未转诊原因', 'noReferralReason'),
  make.text('', '处理意见', 'handlingOpinion'),
  ...signOff(make, '下次随访时间'),
  make.codedWithText('结案', '停止治疗时间及原因', 'stopReason', (record) =>
    paperDate(record.stopDate),
  ),
  linesRow('结案', '全程管理情况', (record) =>
    scalarText(record.plannedDoses)
      ? [
          `应访视${scalarText(record.plannedVisits)}次，实际访视${scalarText(record.actualVisits)}次`,
          `应服药${scalarText(record.plannedDoses)}次，实际服药${scalarText(record.actualDoses)}次`,
          `服药率 ${scalarText(record.doseRate)}%`,
        ]
      : [],
  ),
  make.text('结案', '评估医生签名', 'closeDoctorSignature'),
]);

/** 严重精神障碍患者个人信息补充表 (§6). */
export const MENTAL_CARD_ROWS = formRows('mentalcard', (make) => [
  make.text('监护人', '监护人姓名', 'guardianName'),
  make.text('监护人', '与患者关系', 'guardianRelation'),
  make.text('监护人', '监护人住址', 'guardianAddress'),
  make.text('监护人', '监护人电话', 'guardianPhone'),
  make.text('监护人', '辖区村(居)委会联系人', 'villageContact'),
  make.text('监护人', '联系电话', 'villageContactPhone'),
  make.coded('', '户别', 'householdType'),
  make.coded('', '就业情况', 'employment'),
  make.codedWithText('', '知情同意', 'informedConsent', (record) =>
    [scalarText(record.consentSignature), paperDate(record.consentDate)].filter(Boolean).join('  '),
  ),
  make.dated('', '初次发病时间', 'firstOnsetDate'),
  make.coded('', '既往主要症状', 'pastSymptoms', 'pastSymptomOther'),
  make.coded('', '既往关锁情况', 'lockHistory'),
  make.coded('既往治疗情况', '门诊', 'outpatientTreatment'),
  make.dated('既往治疗情况', '首次抗精神病药治疗时间', 'firstAntipsychoticDate'),
  make.text('既往治疗情况', '曾住精神专科医院/综合医院精神专科', 'hospitalizations', '次'),
  linesRow('', '目前诊断情况', (record) => [
    `诊断：${scalarText(record.diagnosis)}`,
    `确诊医院：${scalarText(record.diagnosisHospital)}`,
    `确诊日期：${paperDate(record.diagnosisDate)}`,
  ]),
  make.coded('', '最近一次治疗效果', 'lastTreatmentEffect'),
  dangerousBehaviour(make, ''),
  make.coded('', '经济状况', 'economicStatus'),
  make.text('', '专科医生的意见', 'specialistOpinion'),
  make.dated('', '填表日期', 'fillDate'),
  make.text('', '医生签字', 'doctorSignature'),
]);

/** 肺结核患者第一次入户随访记录表 (§8). */
export const TUBERCULOSIS_FIRST_VISIT_ROWS = formRows('pulmonaryfirstvisit', (make) => [
  make.dated('', '随访时间', 'visitDate'),
  make.coded('', '随访方式', 'visitMethod'),
  make.coded('', '患者类型', 'patientType'),
  make.coded('', '痰菌情况', 'sputumResult'),
  make.coded('', '耐药情况', 'drugResistance'),
  make.coded('', '症状及体征', 'symptoms', 'symptomOther'),
  ...tbMedication(make),
  make.coded('', '督导人员选择', 'supervisor', 'supervisorOther'),
  make.coded('家庭居住环境评估', '单独的居室', 'separateRoom'),
  make.coded('家庭居住环境评估', '通风情况', 'ventilation'),
  ...smokingAndDrinking(make, '生活方式评估'),
  linesRow('健康教育及培训', '取药地点、时间', (record) => [
    scalarText(record.drugPickupPlace),
    paperDate(record.drugPickupDate),
  ]),
  ...TB_EDUCATION_ITEMS.map(([name, label]) => make.coded('健康教育及培训', label, name)),
  ...signOff(make, '下次随访时间', '评估医生签名'),
]);
