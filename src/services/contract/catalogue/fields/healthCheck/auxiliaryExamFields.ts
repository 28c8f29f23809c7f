import { measureBounds } from '../../../../../domain/measures';
import { type FieldSpec } from '../../types';
import { field, section } from '../fieldHelpers';
import { codedWithLine } from './examinationFields';
import { NEGATIVE_POSITIVE, NORMAL_ABNORMAL } from './healthCheckOptions';

const URINE = { maxLength: 30 } as const;
const MMOL = 'mmol/L';
const UMOL = 'μmol/L';

/**
 * §3.6 辅助检查, in the print order of national-forms-2 §6 item 2. Urine results are written as
 * the laboratory gives them: −, ±, +… or a value with its unit.
 */
export const AUXILIARY_EXAM_FIELDS: readonly FieldSpec[] = section('辅助检查', [
  field.integer('hemoglobin', '血红蛋白', { min: 30, max: 250, unit: 'g/L' }),
  field.decimal2('whiteBloodCells', '白细胞', { min: 0.1, max: 100, unit: '×10⁹/L' }),
  field.integer('platelets', '血小板', { min: 1, max: 1500, unit: '×10⁹/L' }),
  field.text('bloodRoutineOther', '血常规其他', { maxLength: 200 }),
  field.text('urineProtein', '尿蛋白', URINE),
  field.text('urineGlucose', '尿糖', URINE),
  field.text('urineKetone', '尿酮体', URINE),
  field.text('urineOccultBlood', '尿潜血', URINE),
  field.text('urineOther', '尿常规其他', { maxLength: 200 }),
  field.decimal2('fastingBloodGlucose', '空腹血糖', measureBounds('fastingBloodGlucose')),
  field.integer('fastingBloodGlucoseMg', '空腹血糖（mg/dL）', { min: 18, max: 630, unit: 'mg/dL' }),
  ...codedWithLine('ecg', '心电图', NORMAL_ABNORMAL, '心电图异常'),
  field.decimal2('urineMicroalbumin', '尿微量白蛋白', { min: 0, max: 1000, unit: 'mg/dL' }),
  field.select('fecalOccultBlood', '大便潜血', NEGATIVE_POSITIVE),
  field.decimal2('hba1c', '糖化血红蛋白', { min: 3, max: 20, unit: '%' }),
  field.select('hbsag', '乙型肝炎表面抗原', NEGATIVE_POSITIVE),
  field.integer('alt', '血清谷丙转氨酶', { min: 0, max: 5000, unit: 'U/L' }),
  field.integer('ast', '血清谷草转氨酶', { min: 0, max: 5000, unit: 'U/L' }),
  field.decimal2('albumin', '白蛋白', { min: 5, max: 80, unit: 'g/L' }),
  field.decimal2('totalBilirubin', '总胆红素', { min: 0, max: 1000, unit: UMOL }),
  field.decimal2('directBilirubin', '结合胆红素', { min: 0, max: 800, unit: UMOL }),
  field.decimal2('serumCreatinine', '血清肌酐', { min: 5, max: 3000, unit: UMOL }),
  field.decimal2('bloodUrea', '血尿素', { min: 0.5, max: 100, unit: MMOL }),
  field.decimal2('bloodPotassium', '血钾浓度', { min: 1, max: 10, unit: MMOL }),
  field.decimal2('bloodSodium', '血钠浓度', { min: 100, max: 200, unit: MMOL }),
  field.decimal2('totalCholesterol', '总胆固醇', { min: 0.5, max: 30, unit: MMOL }),
  field.decimal2('triglyceride', '甘油三酯', { min: 0.1, max: 50, unit: MMOL }),
  field.decimal2('ldlCholesterol', '血清低密度脂蛋白胆固醇', { min: 0.1, max: 20, unit: MMOL }),
  field.decimal2('hdlCholesterol', '血清高密度脂蛋白胆固醇', { min: 0.1, max: 10, unit: MMOL }),
  ...codedWithLine('chestXray', '胸部X线片', NORMAL_ABNORMAL, '胸部X线片异常'),
  ...codedWithLine('abdominalUltrasound', '腹部B超', NORMAL_ABNORMAL, '腹部B超异常'),
  ...codedWithLine('otherUltrasound', '其他B超', NORMAL_ABNORMAL, '其他B超部位及异常'),
  ...codedWithLine('cervicalSmear', '宫颈涂片', NORMAL_ABNORMAL, '宫颈涂片异常'),
  field.text('auxiliaryOther', '辅助检查其他', { maxLength: 500 }),
]);
