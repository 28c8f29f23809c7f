import {
  BALANCED_KEY,
  CONSTITUTIONS,
  questionField,
  RESULT_CODES,
  scaleOf,
  TCM_QUESTIONS,
} from '../../../../domain/tcm';
import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { codes, field, section } from './fieldHelpers';

/**
 * 老年人中医药健康管理服务记录表 (national-forms §11), kept in `questionnaireMains`: the TCM family
 * whose records the print routes 老年人中医药健康管理服务记录表 (/print/printServicePeport/
 * :questionnaireMainSN) and the questionnaire prints name. (questionGroup and questionLib are
 * the question bank, questionnaireGuides the guidance texts.) Questions, scales and constitutions
 * come from the pure rule (rules/tcmConstitution.ts) that also scores them.
 */

/** 中医药保健指导, one multiselect per constitution. */
export const TCM_GUIDANCE = codes(
  '情志调摄',
  '饮食调养',
  '起居调摄',
  '运动保健',
  '穴位保健',
  '其他',
);

/** The constitutions as a coded choice (主要体质 of the list). */
export const CONSTITUTION_OPTIONS = CONSTITUTIONS.map((constitution) => ({
  value: constitution.code,
  label: constitution.name,
}));

const resultOptions = (key: string) => [
  { value: RESULT_CODES.yes, label: '是' },
  { value: RESULT_CODES.leaning, label: key === BALANCED_KEY ? '基本是' : '倾向是' },
  { value: RESULT_CODES.no, label: '否' },
];

/** 老年人中医药健康管理服务记录表. */
export const TCM_CONSTITUTION_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', residentFields()),
  ...section(
    '体质辨识问卷（按近一年的体验和感觉作答）',
    TCM_QUESTIONS.map((question, index) =>
      field.select(
        questionField(index + 1),
        `(${index + 1})${question.short}`,
        // The code (1–5) is shown beside each answer by the form (a coded choice).
        scaleOf(index + 1).map((option) => ({ value: String(option.score), label: option.label })),
        { required: true, scale: { columns: 5 } },
      ),
    ),
  ),
  // Computed from the answers, by the form as they are chosen and again by the server.
  ...section('体质辨识结果', [
    ...CONSTITUTIONS.flatMap((constitution) => [
      field.integer(`${constitution.key}Score`, `${constitution.name}得分`, { min: 0, max: 25 }),
      field.select(
        `${constitution.key}Result`,
        `${constitution.name}判定`,
        resultOptions(constitution.key),
      ),
    ]),
    // Written by the server from the answers (a client's copy is ignored), shown, never typed.
    field.text('constitutionResult', '体质辨识结果', {
      list: true,
      maxLength: 200,
      readonly: true,
    }),
    field.select('primaryConstitution', '主要体质', CONSTITUTION_OPTIONS, {
      filter: true,
      list: true,
    }),
  ]),
  ...section('中医药保健指导', [
    ...CONSTITUTIONS.map((constitution) =>
      field.multiselect(`${constitution.key}Guidance`, constitution.name, TCM_GUIDANCE),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
  ]),
  ...section('填表信息', [
    // checkDate: the date column the platform lists and sorts records by (填表日期 on the paper).
    field.date('checkDate', '填表日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.personName('doctorSignature', '医生签名', { required: true, list: true, maxLength: 50 }),
    hospitalField('服务机构'),
    field.textarea('remark', '备注', { maxLength: 500 }),
  ]),
  ...auditTrailFields(),
];
