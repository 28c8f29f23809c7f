import { SELF_CARE_BANDS, SELF_CARE_ITEMS } from '../../../../domain/elderly';
import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { codes, field, section } from './fieldHelpers';

/**
 * The elderly-health records (spec 7.3 "Elderly"). 老年人生活自理能力评估表 (national-forms §10) is
 * kept in `healthchecktablescores`: the family the platform's print route 老年人生活自理能力评估表
 * (/print/printAssessment) names, and the score that feeds 健康体检表 §3.2. The items and their
 * scores come from the pure rule (rules/selfCare.ts), so form, server and paper cannot disagree.
 */

/** The self-care bands as a coded choice (1可自理 … 4不能自理, as 健康体检表 §3.2 codes them). */
export const SELF_CARE_LEVEL = SELF_CARE_BANDS.map((band) => ({
  value: band.code,
  label: band.label,
}));

/** A column's heading on the paper (可自理, 轻度依赖…). */
const bandLabel = (code: string): string =>
  SELF_CARE_BANDS.find((band) => band.code === code)?.label ?? '';

/** 老年人生活自理能力评估表. */
export const SELF_CARE_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', [
    ...residentFields(),
    // checkDate: the date column the platform lists and sorts records by (评估时间 on the paper).
    field.date('checkDate', '评估日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
  ]),
  // A score sheet: each item one row of answers under the paper's four columns, coded 1–4 by
  // column (可自理 … 不能自理) and typed so; the value kept is the answer's score.
  ...section(
    '评估项目',
    SELF_CARE_ITEMS.map((item) =>
      field.select(
        item.field,
        item.label,
        item.options.map((option) => ({
          value: String(option.score),
          code: option.band,
          label: `${option.description}（${bandLabel(option.band)} ${option.score}分）`,
        })),
        { required: true, scale: { columns: SELF_CARE_BANDS.length } },
      ),
    ),
  ),
  ...section('评估结果', [
    // Both computed from the five items, by the form as they are chosen and again by the server.
    field.integer('totalScore', '总评分', { min: 0, max: 37, unit: '分', list: true }),
    field.select('selfCareLevel', '自理能力', SELF_CARE_LEVEL, { filter: true, list: true }),
  ]),
  ...section('评估信息', [
    field.personName('doctorSignature', '评估医生', { required: true, list: true, maxLength: 50 }),
    hospitalField('评估机构'),
    field.textarea('remark', '备注', { maxLength: 500 }),
  ]),
  ...auditTrailFields(),
];

/** 医养结合服务: no national form; the items a 医养结合 visit records (卫健委 医养结合 guidance). */
export const MEDICAL_CARE_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', residentFields()),
  ...section('服务信息', [
    field.date('visitDate', '服务日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.select(
      'serviceType',
      '服务类型',
      codes('签约服务', '上门巡诊', '健康管理', '康复护理', '安宁疗护', '转诊绿色通道', '其他'),
      { required: true, filter: true, list: true },
    ),
    field.text('serviceOrg', '服务场所', { required: true, list: true, maxLength: 100 }),
    field.select('livingArrangement', '养老方式', codes('居家养老', '社区养老', '机构养老')),
  ]),
  ...section('健康状况评估', [
    field.select(
      'healthStatus',
      '健康状态自我评估',
      codes('满意', '基本满意', '说不清楚', '不太满意', '不满意'),
      { required: true },
    ),
    field.select('selfCareLevel', '生活自理能力', SELF_CARE_LEVEL, { required: true, list: true }),
    field.select('cognitiveScreen', '认知功能粗筛', codes('粗筛阴性', '粗筛阳性')),
    field.text('chronicDiseases', '主要慢性病', { maxLength: 200 }),
  ]),
  ...section('服务内容', [
    field.multiselect(
      'serviceItems',
      '服务项目',
      codes(
        '健康评估',
        '慢病随访',
        '用药指导',
        '康复训练',
        '中医药保健',
        '生活照护指导',
        '心理慰藉',
        '健康教育',
      ),
      { required: true },
    ),
    field.select(
      'nursingLevel',
      '护理等级',
      codes('三级护理', '二级护理', '一级护理', '特级护理'),
      {
        required: true,
        filter: true,
        list: true,
      },
    ),
    field.textarea('serviceRecord', '服务记录', { required: true, maxLength: 1000 }),
    field.date('nextServiceDate', '下次服务日期'),
  ]),
  ...section('服务人员', [
    field.personName('doctorSignature', '服务医生', { required: true, list: true, maxLength: 50 }),
    hospitalField('服务机构'),
    field.textarea('remark', '备注', { maxLength: 500 }),
  ]),
  ...auditTrailFields(),
];
