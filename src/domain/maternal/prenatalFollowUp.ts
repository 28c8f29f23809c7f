import { addDays } from '../calendar/dates';
import {
  detailIssues,
  type MaternalChildIssue,
  num,
  present,
  referralIssues,
  type Values,
} from '../child/maternalChildChecks';
import {
  ANTENATAL_GUIDANCE_FIELDS,
  ANTENATAL_GUIDANCE_OTHER_CODE,
  antenatalVisitNumber,
  antenatalWindowNote,
  nextAntenatalVisitDate,
} from './antenatalVisits';
import { gestationalAge } from './gestation';
import { type MaternalAssessment, type MaternalPrompt } from './maternalAssessment';
import { bloodPressurePrompt, unconfirmedReferralIssues } from './maternalFindings';

/**
 * 第2～5次产前随访服务记录表 (national-forms-2.md §4): 孕周 from the first check's 末次月经, the
 * visit's window, the next visit, the items a visit must record unless it only urged the woman
 * to a qualified institution (note 12), and the findings that call for referral.
 */

/** 胎心率 normal range, 次/分钟 [K]. */
export const FETAL_HEART_RATE_NORMAL = { low: 110, high: 160 } as const;
/** 血红蛋白 below this, g/L: anaemia in pregnancy [K]. */
export const PREGNANCY_ANAEMIA_HEMOGLOBIN = 110;
/** A referral's result is followed up within this many days [W13]. */
export const REFERRAL_FOLLOW_UP_DAYS = 14;

/** Recorded at every visit except one that only urged (督促) the woman [B not-null; M note 12]. */
const MEASURED: readonly [field: string, label: string][] = [
  ['weight', '体重'],
  ['fundalHeight', '宫底高度'],
  ['abdominalCircumference', '腹围'],
  ['sbp', '收缩压'],
  ['dbp', '舒张压'],
];

/** The 指导 lists of the other visits: not shown, saved empty. */
export const prenatalFollowUpHiddenFields = (visitTimes: unknown): ReadonlySet<string> => {
  const visit = antenatalVisitNumber(visitTimes);
  const own = visit ? ANTENATAL_GUIDANCE_FIELDS[visit] : undefined;
  return new Set(Object.values(ANTENATAL_GUIDANCE_FIELDS).filter((name) => name !== own));
};

const findings = (values: Values): MaternalPrompt[] => {
  const prompts: MaternalPrompt[] = [];
  const fetal = num(values.fetalHeartRate);
  if (
    fetal !== undefined &&
    (fetal < FETAL_HEART_RATE_NORMAL.low || fetal > FETAL_HEART_RATE_NORMAL.high)
  ) {
    prompts.push({
      field: 'fetalHeartRate',
      message: `胎心率${fetal}次/分钟，超出正常范围${FETAL_HEART_RATE_NORMAL.low}～${FETAL_HEART_RATE_NORMAL.high}，建议转诊`,
      referral: true,
    });
  }
  prompts.push(...bloodPressurePrompt(values));
  const hemoglobin = num(values.hemoglobin);
  if (hemoglobin !== undefined && hemoglobin < PREGNANCY_ANAEMIA_HEMOGLOBIN) {
    prompts.push({
      field: 'hemoglobin',
      message: `血红蛋白低于${PREGNANCY_ANAEMIA_HEMOGLOBIN}g/L，提示妊娠期贫血，请给予营养指导并复查`,
    });
  }
  if (values.classification === '2') {
    prompts.push({
      field: 'classification',
      message: '分类为异常，建议转诊，并在2周内随访转诊结果',
      referral: true,
    });
  }
  return prompts;
};

export const assessPrenatalFollowUp = (values: Values): MaternalAssessment => {
  const computed: Record<string, unknown> = {};
  const issues: MaternalChildIssue[] = [];
  const prompts: MaternalPrompt[] = [];
  const { lastMenstrualPeriod: lmp, visitDate } = values;
  if (typeof lmp === 'string' && typeof visitDate === 'string') {
    if (visitDate < lmp) {
      issues.push({ field: 'visitDate', message: '随访日期不能早于末次月经' });
    } else {
      const age = gestationalAge(lmp, visitDate);
      if (age) {
        computed.gestationalWeeks = age.weeks;
        computed.gestationalDays = age.days;
      } else {
        issues.push({ field: 'visitDate', message: '随访日期距末次月经超过44周，请核对' });
      }
    }
  }
  const visit = antenatalVisitNumber(values.visitTimes);
  const weeks = num(values.gestationalWeeks) ?? num(computed.gestationalWeeks);
  if (visit && weeks !== undefined) {
    const note = antenatalWindowNote(visit, weeks);
    if (note) prompts.push({ field: 'gestationalWeeks', message: note });
  }
  if (values.urgedOnly !== true) {
    for (const [field, label] of MEASURED) {
      if (!present(values[field])) {
        issues.push({ field, message: `请填写${label}（仅督促就诊时可不填）` });
      }
    }
  }
  if (visit) {
    issues.push(
      ...detailIssues(values, [
        [
          ANTENATAL_GUIDANCE_FIELDS[visit],
          ANTENATAL_GUIDANCE_OTHER_CODE[visit],
          'guidanceOther',
          '请填写其他指导',
        ],
      ]),
    );
  }
  issues.push(
    ...detailIssues(values, [
      ['classification', '2', 'classificationDesc', '分类异常时请填写异常情况'],
    ]),
    ...referralIssues(values),
  );
  prompts.push(...findings(values));
  issues.push(...unconfirmedReferralIssues(values, prompts, values.referral === '2'));
  if (values.referral === '2' && typeof visitDate === 'string') {
    computed.nextVisitDate = addDays(visitDate, REFERRAL_FOLLOW_UP_DAYS);
  } else if (visit && typeof lmp === 'string') {
    const next = nextAntenatalVisitDate(lmp, visit);
    // A late visit: the next one two weeks on rather than on a day already past.
    if (next) {
      computed.nextVisitDate =
        typeof visitDate === 'string' && next <= visitDate
          ? addDays(visitDate, REFERRAL_FOLLOW_UP_DAYS)
          : next;
    }
  }
  return { computed, issues, prompts };
};
