import { type FieldSpec } from '../types';
import { coded, codes, field, section } from './fieldHelpers';
import * as followUp from './followUpParts';

/**
 * 肿瘤 card and follow-up. No national form exists; a primary-care tumour follow-up records the
 * diagnosis once, then at each visit the treatment, the performance status (KPS) and pain, which
 * the rules classify (rules/diseaseClassification.ts) and refer when severe.
 */

/** 卡氏功能状态评分 (Karnofsky), in its steps of ten. */
const KARNOFSKY = coded(
  '100:100 正常，无症状',
  '90:90 能正常活动，有轻微症状',
  '80:80 勉强正常活动，有一些症状',
  '70:70 生活自理，不能正常工作',
  '60:60 生活大部分自理，偶需帮助',
  '50:50 常需帮助和护理',
  '40:40 生活不能自理，需特别照顾',
  '30:30 严重失能，需住院',
  '20:20 病重，需积极支持治疗',
  '10:10 垂危',
);

/** 肿瘤患者管理卡. */
export const TUMOUR_CARD_FIELDS: readonly FieldSpec[] = followUp.managementCard([
  field.text('tumourSite', '肿瘤部位', { required: true, list: true, maxLength: 50 }),
  field.text('icd10Code', 'ICD-10编码', { maxLength: 10 }),
  field.select(
    'pathologyType',
    '病理类型',
    codes('腺癌', '鳞状细胞癌', '小细胞癌', '肉瘤', '淋巴瘤', '其他', '未取得病理'),
    { required: true },
  ),
  field.select('clinicalStage', '临床分期', codes('0期', 'Ⅰ期', 'Ⅱ期', 'Ⅲ期', 'Ⅳ期', '不详'), {
    filter: true,
    list: true,
  }),
  field.multiselect(
    'treatments',
    '治疗方式',
    codes('手术', '化疗', '放疗', '靶向治疗', '免疫治疗', '内分泌治疗', '中医药治疗', '姑息治疗'),
  ),
]);

/** 肿瘤随访记录. */
export const TUMOUR_FOLLOW_UP_FIELDS: readonly FieldSpec[] = [
  ...followUp.visitHeader(),
  ...section('病情', [
    field.select(
      'treatmentStatus',
      '治疗情况',
      codes('正在治疗', '治疗结束，定期复查', '姑息治疗', '未治疗'),
      { required: true, list: true },
    ),
    field.select('diseaseStatus', '病情变化', codes('稳定', '好转', '复发', '转移', '进展')),
    field.select('kpsScore', 'KPS评分', KARNOFSKY, { required: true, list: true }),
    // The 0–10 numeric rating scale: ≤ 3 controlled, ≥ 7 severe (rules/ruleConfig.ts tumour).
    field.integer('painScore', '疼痛评分', { required: true, min: 0, max: 10, unit: '分（0–10）' }),
    field.select(
      'painTreatment',
      '镇痛治疗',
      codes('无需镇痛', '非阿片类', '弱阿片类', '强阿片类'),
    ),
    field.text('reviewResult', '复查结果', { maxLength: 200 }),
  ]),
  ...section('体征', followUp.weightAndBmi()),
  ...followUp.lifestyleGuidance(),
  ...followUp.treatmentAssessment(),
  ...followUp.medication(),
  ...followUp.referralAndClose(),
];
