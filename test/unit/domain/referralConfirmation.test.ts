import {
  assessFollowUp,
  countsAsStandardVisit,
  DEFAULT_CHRONIC_RULES,
  isReferred,
  NO_REFERRAL_REASON_MESSAGE,
  referralUnconfirmed,
  standardVisitFlags,
} from '@/domain/followUp';
import { unconfirmedReferralIssues } from '@/domain/maternal';
import { assessMentalVisit } from '@/domain/mental';
import { assessTuberculosisVisit } from '@/domain/tuberculosis';

const TODAY = '2026-11-25';
/** 150/95 at 50: 控制不满意, no danger sign. */
const UNCONTROLLED = { visitDate: '2026-11-20', visitMethod: '1', sbp: 150, dbp: 95 };
const CONTROLLED = { visitDate: '2026-08-20', visitMethod: '1', sbp: 128, dbp: 82 };
const context = (previousClassification?: string) => ({
  age: 50,
  previousClassification,
  today: TODAY,
});
const referralIssue = (values: Record<string, unknown>, previous?: string) =>
  assessFollowUp('hypertension', values, context(previous), DEFAULT_CHRONIC_RULES).issues.find(
    (issue) => issue.field === 'noReferralReason',
  );

describe('the referral a follow-up calls for cannot be missed', () => {
  it('a first 控制不满意 calls for no referral: nothing to confirm', () => {
    expect(referralIssue(UNCONTROLLED, '1')).toBeUndefined();
    expect(referralIssue(UNCONTROLLED)).toBeUndefined();
  });

  it('a second 控制不满意 without referral is refused until 未转诊原因 is given', () => {
    expect(referralIssue(UNCONTROLLED, '2')).toEqual({
      field: 'noReferralReason',
      severity: 'error',
      message: NO_REFERRAL_REASON_MESSAGE,
    });
    expect(referralIssue({ ...UNCONTROLLED, noReferralReason: '  ' }, '2')).toBeDefined();
    expect(
      referralIssue({ ...UNCONTROLLED, noReferralReason: '患者拒绝转诊' }, '2'),
    ).toBeUndefined();
  });

  it('a referral written (reason or destination) needs no 未转诊原因', () => {
    expect(
      referralIssue({ ...UNCONTROLLED, referralReason: '连续两次控制不满意' }, '2'),
    ).toBeUndefined();
    expect(
      referralIssue({ ...UNCONTROLLED, referralHospital: '县医院心内科' }, '2'),
    ).toBeUndefined();
  });

  it('a danger sign calls for referral on a first visit too (180 mmHg, not 179)', () => {
    expect(referralIssue({ ...UNCONTROLLED, sbp: 179, dbp: 95 })).toBeUndefined();
    expect(referralIssue({ ...UNCONTROLLED, sbp: 180, dbp: 95 })).toBeDefined();
  });

  it('isReferred and referralUnconfirmed at their edges', () => {
    expect(isReferred({})).toBe(false);
    expect(isReferred({ referralReason: ' ' })).toBe(false);
    expect(isReferred({ referralHospital: '县医院' })).toBe(true);
    expect(referralUnconfirmed(false, false, undefined)).toBe(false);
    expect(referralUnconfirmed(true, true, undefined)).toBe(false);
    expect(referralUnconfirmed(true, false, '拒绝')).toBe(false);
    expect(referralUnconfirmed(true, false, '')).toBe(true);
  });

  it('the maternal forms ask by the same rule, in their own words', () => {
    const prompts = [{ field: 'sbp', message: '血压高', referral: true }];
    expect(unconfirmedReferralIssues({}, prompts, false)).toHaveLength(1);
    expect(unconfirmedReferralIssues({ noReferralReason: '拒绝' }, prompts, false)).toEqual([]);
    expect(unconfirmedReferralIssues({}, prompts, true)).toEqual([]);
  });
});

describe('规范管理 counts a visit that heeded its referral', () => {
  it('face to face only; a called-for referral needs referral or 未转诊原因', () => {
    expect(countsAsStandardVisit('1', false, {})).toBe(true);
    expect(countsAsStandardVisit('2', false, {})).toBe(true);
    expect(countsAsStandardVisit('3', false, {})).toBe(false);
    expect(countsAsStandardVisit(undefined, false, {})).toBe(false);
    expect(countsAsStandardVisit('1', true, {})).toBe(false);
    expect(countsAsStandardVisit('1', true, { referralReason: '连续两次控制不满意' })).toBe(true);
    expect(countsAsStandardVisit('1', true, { noReferralReason: '患者拒绝转诊' })).toBe(true);
  });

  it('judges each visit with the one before it', () => {
    const visits = [
      CONTROLLED,
      { ...UNCONTROLLED, visitDate: '2026-09-20', visitClassification: '2' },
      { ...UNCONTROLLED, visitDate: '2026-10-20', visitClassification: '2' },
      {
        ...UNCONTROLLED,
        visitDate: '2026-11-20',
        visitClassification: '2',
        noReferralReason: '拒绝',
      },
      { ...UNCONTROLLED, visitDate: '2026-11-24', visitClassification: '2', visitMethod: '3' },
    ].map((data) => ({ visitDate: data.visitDate, data }));
    expect(standardVisitFlags('hypertension', visits, '1976-01-01', DEFAULT_CHRONIC_RULES)).toEqual(
      [true, true, false, true, false],
    );
  });
});

describe('the mental-disorder and TB visits ask by the same rule', () => {
  const hasReferralIssue = (issues: readonly { field: string }[]) =>
    issues.some((issue) => issue.field === 'noReferralReason');

  it('a 危险性评估 3级 visit: refused unless 是否转诊 是, a reason, or 未转诊原因', () => {
    const visit = { visitDate: '2026-11-20', riskLevel: '3' };
    expect(hasReferralIssue(assessMentalVisit({ ...visit, riskLevel: '2' }, TODAY).issues)).toBe(
      false,
    );
    expect(hasReferralIssue(assessMentalVisit(visit, TODAY).issues)).toBe(true);
    expect(
      hasReferralIssue(
        assessMentalVisit({ ...visit, referral: '2', referralHospital: '市精神卫生中心' }, TODAY)
          .issues,
      ),
    ).toBe(false);
    expect(
      hasReferralIssue(assessMentalVisit({ ...visit, noReferralReason: '家属拒绝' }, TODAY).issues),
    ).toBe(false);
  });

  it('a TB visit with an adverse reaction: refused unless 科别, 原因 or 未转诊原因', () => {
    const visit = { visitDate: '2026-11-20', nextVisitDate: '2026-12-04', adverseReaction: '2' };
    const issuesOf = (values: Record<string, unknown>) =>
      assessTuberculosisVisit(values, { today: TODAY }).issues;
    expect(hasReferralIssue(issuesOf({ ...visit, adverseReaction: '1' }))).toBe(false);
    expect(hasReferralIssue(issuesOf(visit))).toBe(true);
    expect(hasReferralIssue(issuesOf({ ...visit, referralDepartment: '县结核病定点医院' }))).toBe(
      false,
    );
    expect(hasReferralIssue(issuesOf({ ...visit, noReferralReason: '症状轻微，已对症处理' }))).toBe(
      false,
    );
  });
});
