import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { bloodPressurePair, codes, field, section } from './fieldHelpers';
import { weightAndBmi } from './followUpParts';

/**
 * 两病综合评估 (spec §1 两病管理): a resident with both a hypertension and a diabetes card is
 * assessed on both diseases at once. The codes of the three computed assessments are those of
 * rules/twoDiseaseAssessment.ts (CONTROL_CODE, TWO_DISEASE_RESULT), in the same order.
 */

const CONTROL = codes('达标', '未达标');
const TWO_DISEASE_RESULT = codes('均达标', '血压未达标', '血糖未达标', '均未达标');
/** Code 1 无 excludes the organs (rules NO_ORGAN_DAMAGE). */
const TARGET_ORGANS = codes('无', '心脏', '肾脏', '眼底', '周围血管', '脑');

/** Lipid bounds the platform accepts (mmol/L). */
const LIPID = { min: 0, max: 30, unit: 'mmol/L' } as const;

export const TWO_DISEASE_ASSESSMENT_FIELDS: readonly FieldSpec[] = [
  ...section('评估信息', [
    ...residentFields(),
    // Named checkDate so the record is dated and sorted by it like the other checks.
    field.date('checkDate', '评估日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
  ]),
  // The list shows the assessments rather than the values, so they fit beside the resident.
  ...section('体征与检验', [
    ...bloodPressurePair(['sbp', '收缩压'], ['dbp', '舒张压'], { required: true }),
    ...weightAndBmi(),
    field.decimal2('fastingBloodGlucose', '空腹血糖', {
      required: true,
      min: 0,
      max: 50,
      unit: 'mmol/L',
    }),
    field.decimal2('hba1c', '糖化血红蛋白', { min: 2, max: 20, unit: '%' }),
    field.decimal2('totalCholesterol', '总胆固醇', LIPID),
    // LDL-C, named as lab reports (血脂四项) print it: the full 低密度脂蛋白胆固醇 wraps the label.
    field.decimal2('ldlCholesterol', '低密度脂蛋白', LIPID),
  ]),
  ...section('综合评估', [
    // Computed from the values above: the form shows them live (not typed in), the server stores
    // its own whatever a client sent.
    field.select('bloodPressureControl', '血压控制', CONTROL, { list: true }),
    field.select('glucoseControl', '血糖控制', CONTROL, { list: true }),
    field.select('twoDiseaseResult', '两病综合评估', TWO_DISEASE_RESULT, {
      filter: true,
      list: true,
    }),
    field.multiselect('targetOrganDamage', '靶器官损害', TARGET_ORGANS),
    field.textarea('managementAdvice', '管理建议', { maxLength: 500 }),
  ]),
  field.date('nextAssessDate', '下次评估日期', { list: true }),
  field.personName('assessDoctor', '评估医生', { required: true, list: true, maxLength: 50 }),
  hospitalField('评估机构'),
  ...auditTrailFields(),
];
