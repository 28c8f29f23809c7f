import { classifyCopdVisit } from '@/domain/copd';
import {
  assessFollowUp,
  CHRONIC_FOLLOW_UP_FAMILIES,
  classifyVisit,
  type ChronicDisease,
  consecutiveUncontrolledReason,
  dangerSigns,
  type VisitFindings,
} from '@/domain/followUp';
import { parseFollowUpRuleOverrides, resolveFollowUpRules } from '@/domain/followUp';
import { classifyTumourVisit } from '@/domain/tumour';

const TODAY = '2026-11-25';

/** The platform's follow-ups without a national form: stroke, COPD, tumour and high-risk. */
describe('classifyVisit for the other chronic follow-ups', () => {
  it.each<[ChronicDisease, VisitFindings, string | undefined]>([
    // Blood pressure against the target, 65+ relaxed, for stroke and the high-risk group.
    ['stroke', { sbp: 139, dbp: 89, age: 60 }, '1'],
    ['stroke', { sbp: 140, dbp: 80, age: 60 }, '2'],
    ['stroke', { sbp: 145, dbp: 85, age: 70 }, '1'],
    ['stroke', { sbp: 150, dbp: 85, age: 70 }, '2'],
    ['stroke', { sbp: 130, dbp: 90, age: 70 }, '2'],
    ['highRisk', { sbp: 135, dbp: 85, age: 40 }, '1'],
    ['highRisk', { sbp: 142, dbp: 85, age: 40 }, '2'],
    ['highRisk', { sbp: 148, dbp: 85, age: 65 }, '1'],
    ['stroke', { sbp: 130, dbp: 80, adverseReaction: '2' }, '3'],
    ['stroke', { sbp: 130, dbp: 80, complication: true }, '4'],
    ['stroke', { sbp: 130 }, undefined],
    // COPD: exacerbations since the last visit and CAT < 10.
    ['copd', { catScore: 9, exacerbations: 0 }, '1'],
    ['copd', { catScore: 10, exacerbations: 0 }, '2'],
    ['copd', { catScore: 4, exacerbations: 1 }, '2'],
    ['copd', { exacerbations: 2 }, '2'],
    ['copd', { catScore: 12 }, '2'],
    ['copd', { catScore: 5 }, undefined],
    ['copd', { exacerbations: 0 }, undefined],
    ['copd', { catScore: 5, exacerbations: 0, adverseReaction: '2' }, '3'],
    // Tumour: pain on the 0–10 scale, ≤ 3 controlled.
    ['tumour', { painScore: 3 }, '1'],
    ['tumour', { painScore: 0 }, '1'],
    ['tumour', { painScore: 4 }, '2'],
    ['tumour', {}, undefined],
    ['tumour', { painScore: 2, complication: true }, '4'],
  ])('%s %j → %s', (disease, findings, expected) => {
    expect(classifyVisit(disease, findings)).toBe(expected);
  });

  it('reads the COPD and tumour thresholds from the deployment’s rules', () => {
    const rules = resolveFollowUpRules(
      parseFollowUpRuleOverrides({ copd: { targetCat: 20 }, tumour: { targetPain: 4 } }),
    ).chronic;
    expect(classifyCopdVisit({ catScore: 15, exacerbations: 0 }, rules)).toBe('1');
    expect(classifyCopdVisit({ catScore: 20, exacerbations: 0 }, rules)).toBe('2');
    expect(classifyTumourVisit({ painScore: 4 }, rules)).toBe('1');
    expect(classifyTumourVisit({ painScore: 5 }, rules)).toBe('2');
  });

  it('refuses inconsistent or unknown COPD and tumour overrides', () => {
    expect(() => parseFollowUpRuleOverrides({ tumour: { targetPain: 7 } })).toThrow(
      '疼痛控制目标应低于重度疼痛转诊阈值',
    );
    expect(() => parseFollowUpRuleOverrides({ copd: { dangerSpo2: 50 } })).toThrow(
      /copd\.dangerSpo2 应为 70-99 之间的整数/,
    );
    expect(() => parseFollowUpRuleOverrides({ dangerSymptoms: { tumour: ['1'] } })).toThrow(
      /dangerSymptoms\.tumour 不是可配置项/,
    );
    expect(parseFollowUpRuleOverrides({ dangerSymptoms: { stroke: ['3'] } })).toEqual({
      dangerSymptoms: { stroke: ['3'] },
    });
  });
});

describe('dangerSigns for the other chronic follow-ups', () => {
  it.each<[ChronicDisease, Parameters<typeof dangerSigns>[1], string[]]>([
    ['stroke', { sbp: 180, dbp: 100 }, ['sbp']],
    ['stroke', { sbp: 179, dbp: 110 }, ['dbp']],
    ['stroke', { symptoms: ['1', '2'] }, []],
    ['stroke', { symptoms: ['3', '5'] }, ['symptoms', 'symptoms']],
    ['highRisk', { sbp: 150, dbp: 95 }, []],
    ['highRisk', { fbg: 16.7 }, ['fastingBloodGlucose']],
    ['highRisk', { fbg: 3.9 }, ['fastingBloodGlucose']],
    ['highRisk', { heartRate: 120 }, []],
    ['copd', { spo2: 89 }, ['spo2']],
    ['copd', { spo2: 90 }, []],
    ['copd', { symptoms: ['6'] }, ['symptoms']],
    ['copd', { symptoms: ['2', '3'] }, []],
    ['tumour', { painScore: 7 }, ['painScore']],
    ['tumour', { painScore: 6 }, []],
    ['tumour', { fbg: 20, spo2: 80 }, []],
  ])('%s %j → %j', (disease, findings, fields) => {
    expect(dangerSigns(disease, findings).map((sign) => sign.field)).toEqual(fields);
  });

  it('names the value and the threshold in the message', () => {
    expect(dangerSigns('copd', { spo2: 86 })[0]?.message).toBe('指脉氧饱和度 86% < 90%');
    expect(dangerSigns('tumour', { painScore: 8 })[0]?.message).toBe('疼痛评分 8 ≥ 7（重度疼痛）');
    expect(
      dangerSigns('stroke', { symptoms: ['4'] }, { '4': '言语不清或口角歪斜' })[0]?.message,
    ).toBe('症状：言语不清或口角歪斜');
  });

  it('words the second 控制不满意 by what each disease is judged on', () => {
    expect(consecutiveUncontrolledReason('stroke')).toBe('连续两次血压控制不满意');
    expect(consecutiveUncontrolledReason('highRisk')).toBe('连续两次血压控制不满意');
    expect(consecutiveUncontrolledReason('copd')).toBe(
      '连续两次病情控制不满意（急性加重或CAT评分偏高）',
    );
    expect(consecutiveUncontrolledReason('tumour')).toBe('连续两次疼痛控制不满意');
  });
});

describe('assessFollowUp for the other chronic follow-ups', () => {
  /** A visit made today, assessed today. */
  const assessedToday = (
    disease: Parameters<typeof assessFollowUp>[0],
    values: Parameters<typeof assessFollowUp>[1],
    context: Omit<Parameters<typeof assessFollowUp>[2], 'today'> = {},
  ) => assessFollowUp(disease, { visitDate: TODAY, ...values }, { ...context, today: TODAY });

  it('stroke 186/112 at 70: 控制不满意, emergency referral, two weeks', () => {
    const result = assessedToday('stroke', { sbp: 186, dbp: 112 }, { age: 70 });
    expect(result.proposedClassification).toBe('2');
    expect(result.dangerSigns.map((sign) => sign.field)).toEqual(['sbp', 'dbp']);
    expect(result.referralAdvised).toBe(true);
    expect(result.proposedNextVisitDate).toBe('2026-12-09');
  });

  it('high-risk 146/86 at 66 is controlled: three months', () => {
    const result = assessedToday('highRisk', { sbp: 146, dbp: 86 }, { age: 66 });
    expect(result.proposedClassification).toBe('1');
    expect(result.referralAdvised).toBe(false);
    expect(result.proposedNextVisitDate).toBe('2027-02-25');
  });

  it('COPD: an exacerbation after an uncontrolled visit advises referral', () => {
    const result = assessedToday(
      'copd',
      { catScore: '8', exacerbations: '1', spo2: 95 },
      { previousClassification: '2' },
    );
    expect(result.proposedClassification).toBe('2');
    expect(result.secondUncontrolled).toBe(true);
    expect(result.routineReferralReasons).toEqual([
      '连续两次病情控制不满意（急性加重或CAT评分偏高）',
    ]);
    expect(result.proposedNextVisitDate).toBe('2026-12-09');
  });

  it('tumour: a contradicting class needs a reason; severe pain refers', () => {
    const result = assessedToday('tumour', {
      painScore: 8,
      visitClassification: '1',
      referralReason: '疼痛难以控制',
    });
    expect(result.proposedClassification).toBe('2');
    expect(result.dangerSigns.map((sign) => sign.field)).toEqual(['painScore']);
    expect(result.issues.map((issue) => issue.field)).toEqual(['classificationReason']);
  });

  it('every follow-up family names a card family and a disease the rules know', () => {
    expect(
      Object.entries(CHRONIC_FOLLOW_UP_FAMILIES).map(([id, family]) => [
        id,
        family.disease,
        family.cardFamilyId,
      ]),
    ).toEqual([
      ['hypertensionFollowUp', 'hypertension', 'hypertensionCard'],
      ['diabetesFollowUP', 'diabetes', 'diabetesManager'],
      ['cerebralapoplexyfollowUps', 'stroke', 'cerebralapoplexycards'],
      ['copdfollowups', 'copd', 'copdcards'],
      ['tumourfollowUps', 'tumour', 'tumourcards'],
      ['chronicDiseaseHighFollowUp', 'highRisk', 'chronicDiseaseHighCard'],
    ]);
  });
});
