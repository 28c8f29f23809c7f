import {
  assessMentalVisit,
  classifyMentalVisit,
  DEFAULT_MENTAL_RULES,
  type MentalVisitValues,
  proposeMentalNextVisit,
} from '@/domain/mental';

/** The 转诊 block of a visit whose rules call for referral. */
const REFERRED: MentalVisitValues = { referral: '2', referralHospital: '市精神卫生中心' };

const STABLE: MentalVisitValues = {
  visitDate: '2026-11-20',
  riskLevel: '0',
  currentSymptoms: [],
  insight: '1',
  selfCare: '1',
  housework: '2',
  productiveWork: '9',
  learningAbility: '1',
  socialInteraction: '2',
  severeCondition: '1',
};

describe('classifyMentalVisit (national-forms §7.1)', () => {
  it.each<{ case: string; values: MentalVisitValues; cls: string | undefined }>([
    { case: 'nothing known yet', values: {}, cls: undefined },
    { case: 'risk 0, no symptoms, insight, function fair or good', values: STABLE, cls: '3' },
    { case: 'risk 1', values: { ...STABLE, riskLevel: '1' }, cls: '2' },
    { case: 'risk 2', values: { ...STABLE, riskLevel: 2 }, cls: '2' },
    { case: 'risk 3', values: { ...STABLE, riskLevel: '3' }, cls: '1' },
    { case: 'risk 4', values: { ...STABLE, riskLevel: '4' }, cls: '1' },
    { case: 'risk 5', values: { ...STABLE, riskLevel: '5' }, cls: '1' },
    {
      case: 'a residual symptom (孤僻懒散)',
      values: { ...STABLE, currentSymptoms: ['11'] },
      cls: '2',
    },
    { case: 'hallucinations (marked)', values: { ...STABLE, currentSymptoms: ['1'] }, cls: '1' },
    {
      case: 'violence (伤人毁物, marked)',
      values: { ...STABLE, currentSymptoms: '2,7' },
      cls: '1',
    },
    { case: 'insight incomplete', values: { ...STABLE, insight: '2' }, cls: '2' },
    { case: 'insight lacking', values: { ...STABLE, insight: '3' }, cls: '1' },
    { case: 'one social function poorer', values: { ...STABLE, learningAbility: '3' }, cls: '2' },
    { case: 'severe reaction or illness', values: { ...STABLE, severeCondition: '2' }, cls: '1' },
  ])('$case → $cls', ({ values, cls }) => {
    expect(classifyMentalVisit(values).classification).toBe(cls);
  });

  it('names the reasons of an unstable visit', () => {
    expect(classifyMentalVisit({ ...STABLE, riskLevel: '3', insight: '3' }).reasons).toEqual([
      '危险性3级',
      '自知力缺失',
    ]);
  });

  it('reads the marked symptoms from the config', () => {
    const rules = { ...DEFAULT_MENTAL_RULES, markedSymptoms: ['11'] };
    expect(classifyMentalVisit({ ...STABLE, currentSymptoms: ['11'] }, rules).classification).toBe(
      '1',
    );
  });
});

describe('proposeMentalNextVisit (service-rules §3)', () => {
  it.each<{ cls: string; next: string | undefined }>([
    { cls: '3', next: '2027-02-20' },
    { cls: '2', next: '2026-12-04' },
    { cls: '1', next: '2026-12-04' },
    { cls: '0', next: undefined },
  ])('class $cls → $next', ({ cls, next }) => {
    expect(proposeMentalNextVisit('2026-11-20', cls, '2026-11-20')).toBe(next);
  });

  it('never proposes a day before today (a late-recorded visit)', () => {
    expect(proposeMentalNextVisit('2026-10-01', '2', '2026-11-20')).toBe('2026-11-20');
  });
});

describe('assessMentalVisit', () => {
  const today = '2026-11-20';

  it('advises referral at 危险性 3–5级 and plans two weeks', () => {
    const result = assessMentalVisit({ ...STABLE, riskLevel: '4', ...REFERRED }, today);
    expect(result).toMatchObject({
      proposedClassification: '1',
      referralAdvised: true,
      proposedNextVisitDate: '2026-12-04',
      issues: [],
    });
    // Not referred: refused until 未转诊原因 is given.
    expect(assessMentalVisit({ ...STABLE, riskLevel: '4' }, today).issues).toEqual([
      {
        field: 'noReferralReason',
        severity: 'error',
        message: '随访结果提示需要转诊；不转诊时请填写未转诊原因',
      },
    ]);
  });

  it('does not advise referral for a stable visit, and plans three months', () => {
    expect(assessMentalVisit(STABLE, today)).toMatchObject({
      referralAdvised: false,
      proposedNextVisitDate: '2027-02-20',
    });
  });

  it('plans from the doctor’s class when they chose one', () => {
    const result = assessMentalVisit({ ...STABLE, visitClassification: '2' }, today);
    expect(result.proposedNextVisitDate).toBe('2026-12-04');
  });

  it('needs a reason for a class milder than the findings, not for a stricter one', () => {
    const milder = assessMentalVisit(
      { ...STABLE, riskLevel: '3', visitClassification: '3', ...REFERRED },
      today,
    );
    expect(milder.issues).toEqual([
      {
        field: 'classificationReason',
        severity: 'error',
        message: '所选随访分类与本次评估（危险性3级）不符，请填写分类说明',
      },
    ]);
    const explained = assessMentalVisit(
      {
        ...STABLE,
        riskLevel: '3',
        visitClassification: '3',
        classificationReason: '误报',
        ...REFERRED,
      },
      today,
    );
    expect(explained.issues).toEqual([]);
    expect(
      assessMentalVisit({ ...STABLE, visitClassification: '1', ...REFERRED }, today).issues,
    ).toEqual([]);
  });

  it('refuses a referral without its destination, and a next date in the past', () => {
    const result = assessMentalVisit(
      { ...STABLE, referral: '2', nextVisitDate: '2026-11-01' },
      today,
    );
    expect(result.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['referralHospital', '已选择转诊，请填写转诊至机构及科室'],
      ['nextVisitDate', '下次随访日期不能早于今天'],
    ]);
  });
});
