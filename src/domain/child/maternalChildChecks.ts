import { violatesExclusiveNone } from '../archives/personalInfo';
import { expectedDeliveryDate, gestationalAge } from '../maternal/gestation';
import { bodyMassIndex } from '../measures/bodyMass';
import {
  childCheckAgeLabel,
  isChildCheckAge,
  itemsNotCheckedAt,
  nextChildCheckDate,
} from './checkAges';
import { DEVELOPMENT_WARNING_SIGNS, developmentResult } from './developmentScreening';
import { newbornName } from './newbornName';

/**
 * The checks and computed values of the three maternal and child forms (national-forms.md
 * §12–§14), in one place for the form (proposals, messages next to the fields) and the server
 * (the same values computed on save, the same refusals). Each takes the record's values and
 * returns the values it computes and the problems it finds, each naming its field.
 */

export type MaternalChildFamily = 'newbornVisits' | 'childHealthChecks' | 'prenatalFirstChecks';

export interface MaternalChildIssue {
  field: string;
  message: string;
}

export interface MaternalChildAssessment {
  /** Values the rules compute (name, 预产期, 体质指数, 发育评估结果, 下次随访日期). */
  computed: Record<string, unknown>;
  issues: MaternalChildIssue[];
}

export type Values = Readonly<Record<string, unknown>>;

export const present = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const codesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];

const chose = (value: unknown, code: string): boolean =>
  value === code || codesOf(value).includes(code);

/**
 * A choice whose code asks for text (其他__, 有__, 异常__): [the choice's field, that code, the
 * text's field, the message when the text is missing].
 */
export type DetailRule = readonly [field: string, code: string, detail: string, message: string];

export const detailIssues = (values: Values, rules: readonly DetailRule[]): MaternalChildIssue[] =>
  rules.flatMap(([field, code, detail, message]) =>
    chose(values[field], code) && !present(values[detail]) ? [{ field: detail, message }] : [],
  );

/** A multiple choice and the label of its code 1, which excludes the other ticks. */
export type ExclusiveRule = readonly [field: string, none: string];

/** 无 (or 未进行, 无特殊, 未见异常: code 1) excludes the other ticks (national-forms.md §0). */
const exclusiveIssues = (values: Values, rules: readonly ExclusiveRule[]): MaternalChildIssue[] =>
  rules.flatMap(([field, none]) =>
    violatesExclusiveNone(codesOf(values[field]))
      ? [{ field, message: `“${none}”不能与其他选项同时勾选` }]
      : [],
  );

/** 指导 其他 on all three forms. */
const GUIDANCE_OTHER: DetailRule = ['guidance', '6', 'guidanceOther', '请填写其他指导'];

export const referralIssues = (values: Values): MaternalChildIssue[] =>
  detailIssues(values, [['referral', '2', 'referralReason', '建议转诊时请填写转诊原因']]);

/** A form's 无 ticks and the choices that ask for text, besides 指导 其他 and 转诊. */
export interface TickRules {
  exclusive: readonly ExclusiveRule[];
  details: readonly DetailRule[];
}

/**
 * The ticks of a form, checked in the order the check-up forms list their messages: the 无
 * ticks, the choices that ask for text (指导 其他 last), then the referral's reason. The newborn
 * visit lists its text messages before its 无 ticks.
 */
export const tickIssues = (
  values: Values,
  { exclusive, details }: TickRules,
): MaternalChildIssue[] => [
  ...exclusiveIssues(values, exclusive),
  ...detailIssues(values, [...details, GUIDANCE_OTHER]),
  ...referralIssues(values),
];

/** A visit cannot come before the birth it follows. */
export const visitBeforeBirth = (values: Values, message: string): MaternalChildIssue[] => {
  const { birthDate, visitDate } = values;
  return typeof birthDate === 'string' && typeof visitDate === 'string' && visitDate < birthDate
    ? [{ field: 'visitDate', message }]
    : [];
};

/** 新生儿家庭访视记录表. */
export const assessNewbornVisit = (values: Values): MaternalChildAssessment => {
  const computed: Record<string, unknown> = {};
  const name = newbornName(values.name, values.motherName, values.sex);
  if (name && !present(values.name)) computed.name = name;
  const issues: MaternalChildIssue[] = [
    ...detailIssues(values, [
      ['maternalIllness', '4', 'maternalIllnessOther', '请填写其他妊娠期疾病'],
      ['birthSituation', '7', 'birthSituationOther', '请填写其他出生情况'],
      ['malformation', '2', 'malformationDesc', '有畸形时请填写畸形描述'],
      ['diseaseScreening', '5', 'diseaseScreeningOther', '请填写其他遗传代谢病'],
      GUIDANCE_OTHER,
    ]),
    ...exclusiveIssues(values, [
      ['diseaseScreening', '未进行'],
      ['jaundiceSites', '无'],
    ]),
    ...referralIssues(values),
  ];
  if (!present(values.name) && !name) {
    issues.push({
      field: 'name',
      message: '请填写姓名；尚未取名时填写母亲姓名，按“母亲姓名+之男/之女”记录',
    });
  }
  // 吃奶量 is measured only for 人工 feeding: the form leaves it blank otherwise [M].
  if (present(values.milkAmount) && (values.feeding === '1' || values.feeding === '2')) {
    issues.push({ field: 'milkAmount', message: '纯母乳或混合喂养不填写吃奶量' });
  }
  if (values.asphyxia === '2' && !present(values.apgar1) && values.apgarUnknown !== true) {
    issues.push({ field: 'apgar1', message: '有窒息时请填写Apgar评分，或勾选“Apgar评分不详”' });
  }
  issues.push(...visitBeforeBirth(values, '访视日期不能早于出生日期'));
  return { computed, issues };
};

const CHILD_CHECK_TICKS: TickRules = {
  exclusive: [
    ['ricketsSymptoms', '无'],
    ['ricketsSigns', '无'],
    ['illness', '无'],
  ],
  details: [
    ['illness', '5', 'illnessOther', '请填写其他疾病'],
    ['tcmGuidance6to12m', '4', 'tcmGuidanceOther', '请填写其他中医药健康管理服务'],
  ],
};

/** 1～8月龄儿童健康检查记录表. */
export const assessChildHealthCheck = (values: Values): MaternalChildAssessment => {
  const computed: Record<string, unknown> = {};
  const issues = tickIssues(values, CHILD_CHECK_TICKS);
  const age = values.checkAge;
  if (!isChildCheckAge(age)) return { computed, issues };
  const label = childCheckAgeLabel(age);
  for (const field of itemsNotCheckedAt(age)) {
    if (present(values[field])) issues.push({ field, message: `${label}不检查此项，请留空` });
  }
  const screening = DEVELOPMENT_WARNING_SIGNS[age];
  if (screening) computed.developmentResult = developmentResult(age, values[screening.field]);
  const next = nextChildCheckDate(values.birthDate, age);
  if (next) computed.nextVisitDate = next;
  issues.push(...visitBeforeBirth(values, '随访日期不能早于出生日期'));
  return { computed, issues };
};

const DELIVERY_FIELDS = ['vaginalDeliveries', 'cesareanDeliveries'];
const ABORTION_FIELDS = ['spontaneousAbortions', 'inducedAbortions'];
const sumOf = (values: Values, fields: readonly string[]): number =>
  fields.reduce((sum, field) => sum + (num(values[field]) ?? 0), 0);

const PRENATAL_FIRST_CHECK_TICKS: TickRules = {
  exclusive: [
    ['pastHistory', '无'],
    ['familyHistory', '无'],
    ['personalHistory', '无特殊'],
    ['vaginalDischarge', '未见异常'],
  ],
  details: [
    ['pastHistory', '8', 'pastHistoryOther', '请填写其他既往史'],
    ['familyHistory', '4', 'familyHistoryOther', '请填写其他家族史'],
    ['gynecologicSurgery', '2', 'gynecologicSurgeryDesc', '请填写手术名称'],
    ['overallAssessment', '2', 'overallAbnormalDesc', '总体评估异常时请填写异常情况'],
  ],
};

/** 第1次产前检查服务记录表. */
export const assessPrenatalFirstCheck = (values: Values): MaternalChildAssessment => {
  const computed: Record<string, unknown> = {};
  const issues = tickIssues(values, PRENATAL_FIRST_CHECK_TICKS);
  const lmp = values.lastMenstrualPeriod;
  const unknown = values.lastMenstrualPeriodUnknown === true;
  if (present(lmp) && unknown) {
    issues.push({ field: 'lastMenstrualPeriodUnknown', message: '已填写末次月经时不能勾选“不详”' });
  } else if (!present(lmp) && !unknown) {
    issues.push({ field: 'lastMenstrualPeriod', message: '请填写末次月经，或勾选“末次月经不详”' });
  }
  const due = expectedDeliveryDate(lmp);
  if (due) computed.dueDate = due;
  if (typeof lmp === 'string' && typeof values.checkDate === 'string') {
    if (lmp > values.checkDate) {
      issues.push({ field: 'lastMenstrualPeriod', message: '末次月经不能晚于填表日期' });
    } else {
      const age = gestationalAge(lmp, values.checkDate);
      if (!age)
        issues.push({
          field: 'lastMenstrualPeriod',
          message: '末次月经距填表日期超过44周，请核对',
        });
    }
  }
  const bmi = bodyMassIndex(num(values.weight), num(values.height));
  if (bmi !== undefined) computed.bmi = bmi;
  // 舒张压 against 收缩压 is the pair the fields declare (bloodPressurePair), checked with them.
  // 孕次 counts this pregnancy too: every earlier delivery or abortion was an earlier pregnancy.
  const gravidity = num(values.gravidity);
  const earlier = sumOf(values, DELIVERY_FIELDS) + sumOf(values, ABORTION_FIELDS);
  if (gravidity !== undefined && earlier > gravidity - 1) {
    issues.push({
      field: 'gravidity',
      message: `孕次（含本次）应不少于既往分娩与流产次数之和加1（${earlier + 1}次）`,
    });
  }
  return { computed, issues };
};

export const MATERNAL_CHILD_ASSESSMENTS: Readonly<
  Record<MaternalChildFamily, (values: Values) => MaternalChildAssessment>
> = {
  newbornVisits: assessNewbornVisit,
  childHealthChecks: assessChildHealthCheck,
  prenatalFirstChecks: assessPrenatalFirstCheck,
};

/** Proposed 孕周 from 末次月经 and 填表日期, for the form and for a record saved without it. */
export const proposedGestationalAge = (values: Values) =>
  gestationalAge(values.lastMenstrualPeriod, values.checkDate);
