import { type FieldSpec } from '../types';
import { coded, codes, field, section } from './fieldHelpers';
import * as followUp from './followUpParts';

/**
 * 慢性阻塞性肺疾病 card and follow-up. The third edition has no COPD form; these follow GOLD and
 * the national COPD primary-care guideline (2018): spirometry grade and dyspnoea on the card, and
 * at each visit symptoms, the CAT score, exacerbations, inhaler use and smoking cessation, which
 * the rules classify (rules/diseaseClassification.ts).
 */

/** mMRC 呼吸困难分级, 0–4. */
const MMRC = coded(
  '0:0级 仅剧烈活动时呼吸困难',
  '1:1级 平地快走或爬缓坡时气短',
  '2:2级 因气短平地行走比同龄人慢或需停下',
  '3:3级 平地行走约100米或数分钟即需停下',
  '4:4级 气短不能离家，或穿脱衣服即气短',
);

/** 慢阻肺患者管理卡. */
export const COPD_CARD_FIELDS: readonly FieldSpec[] = followUp.managementCard([
  field.select(
    'goldGrade',
    'GOLD分级',
    coded(
      '1:GOLD 1 轻度（FEV1≥80%预计值）',
      '2:GOLD 2 中度（50%≤FEV1<80%）',
      '3:GOLD 3 重度（30%≤FEV1<50%）',
      '4:GOLD 4 极重度（FEV1<30%）',
    ),
    { required: true, filter: true, list: true },
  ),
  field.select('mmrc', 'mMRC呼吸困难分级', MMRC, { list: true }),
  field.decimal2('fev1Fvc', '一秒率（FEV1/FVC）', { min: 10, max: 100, unit: '%' }),
  field.decimal2('fev1Predicted', 'FEV1%预计值', { min: 5, max: 150, unit: '%' }),
  field.select('smokingHistory', '吸烟史', codes('从不吸烟', '已戒烟', '目前吸烟'), {
    required: true,
  }),
  field.integer('packYears', '吸烟量', { min: 0, max: 200, unit: '包年' }),
  field.integer('exacerbationsLastYear', '近一年急性加重次数', { min: 0, max: 50, unit: '次' }),
]);

/** Symptom codes; 6–8 are signs of respiratory failure (rules `dangerSymptoms.copd`). */
const COPD_SYMPTOMS = codes(
  '无症状',
  '咳嗽',
  '咳痰',
  '活动后气短',
  '喘息胸闷',
  '静息时呼吸困难',
  '口唇发绀',
  '意识改变',
);

/** 慢阻肺随访记录. */
export const COPD_FOLLOW_UP_FIELDS: readonly FieldSpec[] = followUp.chronicFollowUp({
  symptoms: COPD_SYMPTOMS,
  examination: [
    ...section('病情评估', [
      field.integer('catScore', 'CAT评分', {
        required: true,
        list: true,
        everyEntry: true,
        min: 0,
        max: 40,
        unit: '分',
      }),
      field.select('mmrc', 'mMRC呼吸困难分级', MMRC, { everyEntry: true }),
      field.integer('exacerbations', '急性加重次数（自上次随访）', {
        required: true,
        list: true,
        everyEntry: true,
        min: 0,
        max: 20,
        unit: '次',
      }),
      field.integer('exacerbationAdmissions', '其中住院次数', { min: 0, max: 20, unit: '次' }),
      field.integer('spo2', '指脉氧饱和度', { min: 50, max: 100, unit: '%', everyEntry: true }),
      followUp.heartRate(),
      ...followUp.weightAndBmi(),
    ]),
    ...section('治疗与康复', [
      field.select('inhalerUse', '吸入剂使用', codes('规律使用', '间断使用', '未使用'), {
        everyEntry: true,
      }),
      field.select('inhalerTechnique', '吸入技术', codes('正确', '部分正确', '不正确')),
      field.select('oxygenTherapy', '家庭氧疗', codes('无', '有，每日<15小时', '有，每日≥15小时')),
      field.select('pulmonaryRehab', '呼吸康复锻炼', codes('无', '有')),
      field.select(
        'vaccination',
        '疫苗接种',
        codes('未接种', '流感疫苗', '肺炎球菌疫苗', '两者均接种'),
      ),
    ]),
  ],
  lifestyle: [
    field.select(
      'smokingCessation',
      '戒烟情况',
      codes('从不吸烟', '已戒烟', '正在戒烟', '仍吸烟'),
      {
        everyEntry: true,
      },
    ),
  ],
});
