import { addMonths } from '../../calendar/dates';
import { type DueRuleConfig, quotaSoFar } from '../../followUp/due';
import {
  assessHealthCheck,
  blockingCheckIssues,
  type HealthCheckContext,
} from '../../healthCheck/assessment';
import {
  HEALTH_CHECK_CARD_FAMILIES,
  hasActiveCard,
  healthCheckPerson,
} from '../../healthCheck/person';
import { birthDateFromIdCard, idCardProblem, sexFromIdCard } from '../../identity/idCard';
import { diseasesMissingFromHistory, firstFreePastDiseaseField } from './pastHistory';
import { type QualityFailure } from './rules';

/**
 * The checks of QUALITY_RULES (rules.ts). Those on the archive alone and on its records give
 * QualityFailure rows the server keeps per resident; those that depend on today (非动态档案, the
 * follow-up quota so far) are predicates the server also writes as SQL bounds.
 */

type Values = Readonly<Record<string, unknown>>;

const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** 居民健康档案封面's R fields (national-forms.md §1). */
export const COVER_REQUIRED_FIELDS = [
  'fileNum',
  'name',
  'address',
  'coverPhone',
  'responsibleDoctor',
  'buildDate',
] as const;
/** 个人基本信息表's R fields (national-forms.md §2). */
export const INFO_REQUIRED_FIELDS = [
  'sex',
  'birthDate',
  'IDCardNo',
  'residenceType',
  'nation',
] as const;

const emptyOf = (person: Values, fields: readonly string[]): string[] =>
  fields.filter((name) => blank(person[name]));

/** Required fields of the cover and of 个人基本信息表 left empty. */
export const requiredFieldFailures = (person: Values): QualityFailure[] => {
  const cover = emptyOf(person, COVER_REQUIRED_FIELDS);
  const info = emptyOf(person, INFO_REQUIRED_FIELDS);
  return [
    ...(cover.length ? [{ code: 'coverRequired' as const, fields: cover }] : []),
    ...(info.length ? [{ code: 'infoRequired' as const, fields: info }] : []),
  ];
};

const SEX_WORDS: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

/**
 * 身份证号 not a valid citizen number (identity/idCard.ts, judged on `today`), or saying another
 * birth date or sex than the archive (national-forms.md §2 cross-check). An empty number is
 * infoRequired's.
 */
export const idCardFailures = (person: Values, today: string): QualityFailure[] => {
  const id = typeof person.IDCardNo === 'string' ? person.IDCardNo.trim() : '';
  if (id === '') return [];
  if (idCardProblem(id, today)) return [{ code: 'idCardInvalid', fields: ['IDCardNo'] }];
  const fields: string[] = [];
  const details: string[] = [];
  const birthDate = typeof person.birthDate === 'string' ? person.birthDate : '';
  const idBirth = birthDateFromIdCard(id);
  if (birthDate && idBirth && idBirth !== birthDate) {
    fields.push('birthDate');
    details.push(`身份证号出生日期为${idBirth}`);
  }
  const sex = typeof person.sex === 'string' ? person.sex : '';
  const idSex = sexFromIdCard(id);
  if (SEX_WORDS[sex] && idSex && idSex !== sex) {
    fields.push('sex');
    details.push(`身份证号性别为${SEX_WORDS[idSex]}`);
  }
  return fields.length
    ? [{ code: 'idCardMismatch', fields: ['IDCardNo', ...fields], detail: details.join('，') }]
    : [];
};

/** A managed disease (active card) without its 既往史 row, one failure naming every such disease. */
export const pastHistoryFailures = (
  person: Values,
  cardsByFamily: Readonly<Record<string, readonly Values[]>>,
): QualityFailure[] => {
  const missing = diseasesMissingFromHistory(person, cardsByFamily);
  return missing.length
    ? [
        {
          code: 'pastHistoryMissing',
          fields: [firstFreePastDiseaseField(person)],
          detail: `既往史未记录：${missing.map((disease) => disease.label).join('、')}`,
        },
      ]
    : [];
};

export interface HealthCheckInputs {
  /** The resident's 个人基本信息表. */
  person: Values;
  /** The 健康体检表 to judge. */
  check: Values;
  cardsByFamily: Readonly<Record<string, readonly Values[]>>;
  selfCareAssessments?: HealthCheckContext['selfCareAssessments'];
  chronic?: HealthCheckContext['chronic'];
}

/**
 * A 健康体检表 that is not complete for its resident as they are now (the kernel's
 * assessHealthCheck, the same rule the form and the save hook apply): e.g. a diabetes card opened
 * after the check leaves 足背动脉 missing.
 */
export const healthCheckFailures = (inputs: HealthCheckInputs): QualityFailure[] => {
  const checkDate = typeof inputs.check.checkDate === 'string' ? inputs.check.checkDate : undefined;
  const managed = Object.fromEntries(
    Object.entries(HEALTH_CHECK_CARD_FAMILIES).map(([programme, family]) => [
      programme,
      hasActiveCard(inputs.cardsByFamily[family] ?? []),
    ]),
  );
  const assessment = assessHealthCheck(inputs.check, {
    person: healthCheckPerson(inputs.person, checkDate, managed),
    ...(inputs.selfCareAssessments ? { selfCareAssessments: inputs.selfCareAssessments } : {}),
    ...(inputs.chronic ? { chronic: inputs.chronic } : {}),
  });
  const issues = blockingCheckIssues(assessment).filter(
    (issue) => !assessment.hidden.has(issue.field),
  );
  if (issues.length === 0) return [];
  return [
    {
      code: 'healthCheckIncomplete',
      fields: [...new Set(issues.map((issue) => issue.field))],
      detail: issues.map((issue) => issue.message).join('；'),
    },
  ];
};

/**
 * 非动态档案: no service record in the 12 months up to today, as 健康档案使用率 counts 使用
 * (indicators/chronic.ts: a service on or after `dynamicSince(today)`).
 */
export const dynamicSince = (today: string): string => addMonths(today, -12);
export const isNotDynamic = (lastServiceDate: string | null | undefined, today: string): boolean =>
  !lastServiceDate || lastServiceDate < dynamicSince(today);

/** Fewer face-to-face follow-ups this year than the quota so far (followUp/due.ts quotaSoFar). */
export const isBelowQuota = (
  faceToFaceThisYear: number,
  cardDate: string,
  today: string,
  config?: DueRuleConfig,
): boolean => faceToFaceThisYear < quotaSoFar(today, cardDate, config);
