import { TCM_GUIDANCE_OTHER, CHILD_TCM_GUIDANCE } from './childTcmGuidance';
import {
  ageInMonths,
  type ColumnCheckForm,
  columnOf,
  itemsNotCheckedInColumn,
  nextColumnCheckDate,
} from './columnChecks';
import { growthBand, GROWTH_LOWER } from './growthStandard';
import {
  type DetailRule,
  type MaternalChildAssessment,
  type MaternalChildIssue,
  present,
  tickIssues,
  visitBeforeBirth,
} from './maternalChildChecks';
import { PHYSICAL_EVALUATION, PRESCHOOL_CHECK, PRESCHOOL_WARNING_SIGNS } from './preschoolChecks';
import { TODDLER_CHECK, TODDLER_WARNING_SIGNS } from './toddlerChecks';

/**
 * The checks and computed values of the 12～30月龄 and 3～6岁 child check forms
 * (national-forms-2.md §1–§3), for the form and the server alike: 月龄, 发育评估 from the ticked
 * warning signs, the growth bands against the growth standard, the next check, and the refusals
 * each naming its field.
 */

export type OlderChildCheckFamily = 'toddlerHealthChecks' | 'preschoolHealthChecks';

type Values = Readonly<Record<string, unknown>>;

/** 发育评估结果: 1 未见异常 (no sign ticked), 2 提示有发育偏异的可能 (any) [M note 6]. */
export const DEVELOPMENT_NO_DEVIATION = '1';
export const DEVELOPMENT_POSSIBLE_DEVIATION = '2';

type WarningSigns = Readonly<Record<string, { field: string; signs: readonly string[] }>>;

const codesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The names of the warning signs ticked in the record's column, for the referral prompt. */
const tickedIn = (signs: WarningSigns, values: Values): string[] => {
  const screening = signs[String(values.checkAge)];
  if (!screening) return [];
  return codesOf(values[screening.field])
    .map((code) => screening.signs[Number(code) - 1])
    .filter((sign): sign is string => sign !== undefined);
};

export const toddlerTickedSigns = (values: Values): string[] =>
  tickedIn(TODDLER_WARNING_SIGNS, values);
export const preschoolTickedSigns = (values: Values): string[] =>
  tickedIn(PRESCHOOL_WARNING_SIGNS, values);

const TCM_OTHER_RULES: DetailRule[] = CHILD_TCM_GUIDANCE.map(({ field }) => [
  field,
  TCM_GUIDANCE_OTHER,
  'tcmGuidanceOther',
  '请填写其他中医药健康管理服务',
]);

const ILLNESS_OTHER: DetailRule = ['illness', '5', 'illnessOther', '请填写其他疾病'];

/** What both forms check the same way: the column's items, 发育评估, 月龄, the next check. */
const assessColumns = (
  form: ColumnCheckForm,
  signs: WarningSigns,
  values: Values,
  issues: MaternalChildIssue[],
): Record<string, unknown> => {
  const computed: Record<string, unknown> = {};
  issues.push(...visitBeforeBirth(values, '随访日期不能早于出生日期'));
  const months = ageInMonths(values.birthDate, values.visitDate);
  if (months !== undefined) computed.monthAge = months;
  const teeth = num(values.teethCount);
  const caries = num(values.cariesCount);
  if (teeth !== undefined && caries !== undefined && caries > teeth) {
    issues.push({ field: 'cariesCount', message: `龋齿数不能多于牙数（${teeth}颗）` });
  }
  const column = columnOf(form, values.checkAge);
  if (!column) return computed;
  for (const field of itemsNotCheckedInColumn(form, column.value)) {
    if (present(values[field]))
      issues.push({ field, message: `${column.label}不检查此项，请留空` });
  }
  const screening = signs[column.value];
  if (screening) {
    computed.developmentResult =
      codesOf(values[screening.field]).length > 0
        ? DEVELOPMENT_POSSIBLE_DEVIATION
        : DEVELOPMENT_NO_DEVIATION;
  }
  const next = nextColumnCheckDate(form, values.birthDate, column.value);
  if (next) computed.nextVisitDate = next;
  return computed;
};

/** 12～30月龄儿童健康检查记录表 (§1). */
export const assessToddlerCheck = (values: Values): MaternalChildAssessment => {
  const issues = tickIssues(values, {
    exclusive: [
      ['ricketsSigns', '无'],
      ['illness', '无'],
    ],
    details: [
      ['complexion', '2', 'complexionOther', '请填写面色情况'],
      ILLNESS_OTHER,
      ...TCM_OTHER_RULES,
    ],
  });
  if (
    values.fontanelle === '1' &&
    (present(values.fontanelleLength) || present(values.fontanelleWidth))
  ) {
    issues.push({ field: 'fontanelleLength', message: '前囟已闭合，不填写大小' });
  }
  const computed = assessColumns(TODDLER_CHECK, TODDLER_WARNING_SIGNS, values, issues);
  const months = computed.monthAge as number | undefined;
  const weightBand = growthBand('weight', values.sex, months, values.weight);
  if (weightBand) computed.weightBand = weightBand;
  const lengthBand = growthBand('height', values.sex, months, values.length);
  if (lengthBand) computed.lengthBand = lengthBand;
  return { computed, issues };
};

/**
 * 体格发育评价 proposed from the age references: 生长迟缓 (身高 below −2SD) before 低体重 (体重
 * below −2SD). 消瘦 and 超重 are judged by 身高别体重, which the doctor reads from the chart: with
 * neither age sign the evaluation is left to the doctor.
 */
const physicalEvaluation = (heightBand?: string, weightBand?: string): string | undefined => {
  if (heightBand === GROWTH_LOWER) return PHYSICAL_EVALUATION.stunted;
  if (weightBand === GROWTH_LOWER) return PHYSICAL_EVALUATION.underweight;
  return undefined;
};

/** 3～6岁儿童健康检查记录表 (§2). */
export const assessPreschoolCheck = (values: Values): MaternalChildAssessment => {
  const issues = tickIssues(values, {
    exclusive: [['illness', '无']],
    details: [ILLNESS_OTHER, ...TCM_OTHER_RULES],
  });
  const computed = assessColumns(PRESCHOOL_CHECK, PRESCHOOL_WARNING_SIGNS, values, issues);
  const months = computed.monthAge as number | undefined;
  const weightBand = growthBand('weight', values.sex, months, values.weight);
  if (weightBand) computed.weightBand = weightBand;
  const heightBand = growthBand('height', values.sex, months, values.height);
  if (heightBand) computed.heightBand = heightBand;
  const evaluation = physicalEvaluation(heightBand, weightBand);
  if (evaluation) computed.physicalEvaluation = evaluation;
  return { computed, issues };
};

export const OLDER_CHILD_CHECK_ASSESSMENTS: Readonly<
  Record<OlderChildCheckFamily, (values: Values) => MaternalChildAssessment>
> = {
  toddlerHealthChecks: assessToddlerCheck,
  preschoolHealthChecks: assessPreschoolCheck,
};
