import { SELF_CARE_BANDS, selfCareForCheck } from '@/domain/elderly/selfCare';
import {
  assessHealthCheck,
  blockingCheckIssues,
  hiddenDetails,
  isCompleteHealthCheck,
  judgeGds,
  judgeMmse,
} from '@/domain/healthCheck';
import {
  bodyMassBand,
  glucoseMgPerDl,
  glucoseMmolPerL,
  weightForBodyMass,
} from '@/domain/measures';

/** 健康体检表 rules (national-forms.md §3, national-forms-2.md §6) at their boundaries. */

describe('体质指数评价 (WS/T 428-2013)', () => {
  it.each([
    [18.49, '偏瘦'],
    [18.5, '正常'],
    [23.99, '正常'],
    [24, '超重'],
    [27.99, '超重'],
    [28, '肥胖'],
  ])('BMI %p is %s', (bmi, label) => {
    expect(bodyMassBand(bmi)?.label).toBe(label);
  });

  it('has no band without a BMI', () => {
    expect(bodyMassBand(undefined)).toBeUndefined();
    expect(bodyMassBand(0)).toBeUndefined();
  });

  it('proposes a 减体重 target just under BMI 24', () => {
    // 1.70 m: 24 × 2.89 = 69.36 kg.
    expect(weightForBodyMass(170)).toBe(69.3);
    // 1.50 m: exactly 54 kg is BMI 24, so the target is below it.
    expect(weightForBodyMass(150)).toBe(53.9);
    expect(weightForBodyMass(undefined)).toBeUndefined();
  });
});

describe('空腹血糖 in both units (factor 18)', () => {
  it('converts each way', () => {
    expect(glucoseMgPerDl(7)).toBe(126);
    expect(glucoseMmolPerL(126)).toBe(7);
    expect(glucoseMmolPerL(100)).toBe(5.6);
    expect(glucoseMgPerDl(0)).toBeUndefined();
  });
});

describe('认知功能 and 情感状态 scores', () => {
  it.each([
    ['9', 17, true],
    ['9', 18, false],
    ['8', 20, true],
    ['8', 21, false],
    ['3', 24, true],
    ['3', 25, false],
    [undefined, 24, true],
  ])('MMSE with 文化程度 %p: %p is impaired = %p', (education, score, abnormal) => {
    expect(judgeMmse(score, education)?.abnormal).toBe(abnormal);
  });

  it.each([
    [10, '无抑郁症状'],
    [11, '轻度抑郁'],
    [20, '轻度抑郁'],
    [21, '中重度抑郁'],
    [30, '中重度抑郁'],
  ])('GDS %p is %s', (score, label) => {
    expect(judgeGds(score)?.label).toBe(label);
  });

  it('judges no score outside 0–30', () => {
    expect(judgeGds(31)).toBeUndefined();
    expect(judgeMmse(-1)).toBeUndefined();
  });
});

describe('老年人生活自理能力 from the latest §10 assessment', () => {
  const records = [
    { checkDate: '2025-01-10', totalScore: 2 },
    { checkDate: '2025-06-01', totalScore: 5 },
    { checkDate: '2025-09-01', totalScore: 20 },
  ];

  it('takes the newest on or before the check, within twelve months', () => {
    expect(selfCareForCheck(records, '2025-08-31')).toEqual({
      band: SELF_CARE_BANDS[1],
      total: 5,
      assessedOn: '2025-06-01',
    });
    expect(selfCareForCheck(records, '2025-09-01')?.band.code).toBe('4');
  });

  it('ignores one older than twelve months', () => {
    expect(selfCareForCheck(records.slice(0, 1), '2026-01-10')?.total).toBe(2);
    expect(selfCareForCheck(records.slice(0, 1), '2026-01-11')).toBeUndefined();
  });
});

/** A full check of a 68-year-old diabetic, as a village doctor fills it. */
const DIABETIC = { age: 68, sex: '1', diabetes: true, education: '8' } as const;
const COMPLETE = {
  checkDate: '2026-11-20',
  leftSbp: 128,
  leftDbp: 78,
  height: 170,
  weight: 66,
  elderlyHealthSelfAssessment: '2',
  elderlyCognition: '1',
  elderlyEmotion: '1',
  exerciseFrequency: '1',
  dietHabits: ['1'],
  smokingStatus: '1',
  drinkingFrequency: '1',
  dorsalisPedis: '2',
  fastingBloodGlucose: 6.5,
  cerebrovascularDisease: ['1'],
  kidneyDisease: ['1'],
  heartDisease: ['1'],
  vascularDisease: ['1'],
  eyeDisease: ['1'],
  nervousDisease: '1',
  otherSystemDisease: '1',
  healthEvaluation: '1',
  healthGuidance: ['1'],
  riskFactorControl: ['6'],
  vaccineAdvice: '流感疫苗、肺炎球菌疫苗',
};
const CONTEXT = {
  person: DIABETIC,
  selfCareAssessments: [{ checkDate: '2026-10-01', totalScore: 0 }],
};

describe('assessHealthCheck: the completeness rule (national-forms §3.12)', () => {
  it('passes a complete check of a 68-year-old diabetic, computing BMI and self-care', () => {
    const assessment = assessHealthCheck(COMPLETE, CONTEXT);
    expect(blockingCheckIssues(assessment)).toEqual([]);
    expect(isCompleteHealthCheck(assessment)).toBe(true);
    expect(assessment.computed).toMatchObject({
      bmi: 22.84,
      bmiAssessment: '2',
      elderlySelfCareAssessment: '1',
      fastingBloodGlucoseMg: 117,
    });
  });

  it('needs 足背动脉搏动 of a diabetic, not of others', () => {
    const { dorsalisPedis: _omitted, ...values } = COMPLETE;
    const fields = (person: typeof DIABETIC | Omit<typeof DIABETIC, 'diabetes'>) =>
      blockingCheckIssues(assessHealthCheck(values, { ...CONTEXT, person })).map(
        (issue) => issue.field,
      );
    expect(fields(DIABETIC)).toEqual(['dorsalisPedis']);
    expect(fields({ age: 68, sex: '1', education: '8' })).not.toContain('dorsalisPedis');
  });

  it('needs every row of 现存主要健康问题', () => {
    const { heartDisease: _omitted, ...values } = COMPLETE;
    const issues = blockingCheckIssues(assessHealthCheck(values, CONTEXT));
    expect(issues.map((issue) => issue.field)).toEqual(['heartDisease']);
    expect(issues[0]?.message).toContain('心脏疾病');
  });

  it('refuses 未发现 ticked with a disease', () => {
    const issues = blockingCheckIssues(
      assessHealthCheck({ ...COMPLETE, eyeDisease: ['1', '4'] }, CONTEXT),
    );
    expect(issues.map((issue) => issue.field)).toContain('eyeDisease');
  });

  it('needs a self-care assessment of the last twelve months from 65', () => {
    const issues = blockingCheckIssues(
      assessHealthCheck(COMPLETE, { ...CONTEXT, selfCareAssessments: [] }),
    );
    expect(issues.map((issue) => issue.field)).toEqual(['elderlySelfCareAssessment']);
    const younger = assessHealthCheck(COMPLETE, { ...CONTEXT, person: { ...DIABETIC, age: 64 } });
    expect(younger.hidden.has('elderlyCognition')).toBe(true);
    expect(blockingCheckIssues(younger).map((issue) => issue.field)).not.toContain(
      'elderlySelfCareAssessment',
    );
  });

  it('calls a check with findings 有异常 and proposes the guidance', () => {
    const values = { ...COMPLETE, weight: 81, fastingBloodGlucose: 8.2 };
    const assessment = assessHealthCheck(values, CONTEXT);
    expect(assessment.findings.map((finding) => finding.field)).toEqual([
      'bmi',
      'fastingBloodGlucose',
    ]);
    expect(assessment.proposal).toMatchObject({
      healthEvaluation: '2',
      healthGuidance: ['1', '2'],
      riskFactorControl: ['5', '6'],
      weightTarget: 69.3,
    });
    const fields = blockingCheckIssues(assessment).map((issue) => issue.field);
    expect(fields).toEqual(['healthEvaluation', 'riskFactorControl']);
  });

  it('needs the score of a positive screen', () => {
    const values = { ...COMPLETE, elderlyCognition: '2' };
    expect(hiddenDetails(values).has('mmseScore')).toBe(false);
    expect(hiddenDetails(COMPLETE).has('mmseScore')).toBe(true);
    const fields = blockingCheckIssues(assessHealthCheck(values, CONTEXT)).map(
      (issue) => issue.field,
    );
    expect(fields).toContain('mmseScore');
  });
});
