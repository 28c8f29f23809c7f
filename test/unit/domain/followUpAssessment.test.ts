import { fieldProblem } from '@/domain/fields';
import { assessFollowUp, blockingIssues, type FollowUpValues } from '@/domain/followUp';
import { checkPlausibility, isOutsideBounds } from '@/domain/measures';
import { getFamily } from '@/services/contract';

const TODAY = '2026-11-25';

describe('checkPlausibility and the field bounds', () => {
  /** The follow-up form's own fields (their bounds come from the kernel's measureBounds). */
  const FIELDS = new Map(
    (getFamily('hypertensionFollowUp').fields ?? []).map((field) => [field.name, field]),
  );
  FIELDS.set(
    'fastingBloodGlucose',
    (getFamily('diabetesFollowUP').fields ?? []).find(
      (field) => field.name === 'fastingBloodGlucose',
    )!,
  );
  /** What the field checks (the form's and the server's) refuse among the values. */
  const refusedByFields = (values: Record<string, number | null | undefined>) =>
    Object.entries(values)
      .filter(([name, value]) => {
        const field = FIELDS.get(name);
        return field && value != null && fieldProblem(field, value, { today: TODAY }) !== undefined;
      })
      .map(([name]) => name);

  it.each<{
    values: Parameters<typeof checkPlausibility>[0];
    confirm: string[];
    refused: string[];
  }>([
    { values: { sbp: 300, dbp: 20 }, confirm: ['sbp'], refused: ['dbp'] },
    { values: { sbp: 301, dbp: 90 }, confirm: [], refused: ['sbp'] },
    { values: { sbp: 59, dbp: 40 }, confirm: ['dbp'], refused: ['sbp'] },
    { values: { sbp: 250, dbp: 100 }, confirm: ['sbp'], refused: [] },
    { values: { sbp: 240, dbp: 140 }, confirm: [], refused: [] },
    // 舒张压 against 收缩压 is the pair the fields declare (fieldChecks.test.ts), not a range.
    { values: { sbp: 120, dbp: 115 }, confirm: [], refused: [] },
    { values: { sbp: 90, dbp: 95 }, confirm: [], refused: [] },
    { values: { sbp: 120, dbp: 110 }, confirm: [], refused: [] },
    { values: { fastingBloodGlucose: 36 }, confirm: [], refused: ['fastingBloodGlucose'] },
    { values: { fastingBloodGlucose: 28 }, confirm: ['fastingBloodGlucose'], refused: [] },
    { values: { fastingBloodGlucose: 0.5 }, confirm: [], refused: ['fastingBloodGlucose'] },
    { values: { heartRate: 220 }, confirm: [], refused: ['heartRate'] },
    { values: { weight: 15 }, confirm: [], refused: ['weight'] },
    { values: { height: 175, weight: 70 }, confirm: [], refused: [] },
    { values: { sbp: null, dbp: undefined }, confirm: [], refused: [] },
  ])(
    '$values: confirm $confirm, refused by the fields $refused',
    ({ values, confirm, refused }) => {
      const issues = checkPlausibility(values);
      expect(issues.map((issue) => [issue.field, issue.severity])).toEqual(
        confirm.map((field) => [field, 'confirm']),
      );
      expect(refusedByFields(values)).toEqual(refused);
      expect(isOutsideBounds(values)).toBe(refused.length > 0);
    },
  );

  it("refuses with the field checks' one sentence", () => {
    expect(fieldProblem(FIELDS.get('dbp')!, 20, { today: TODAY })).toBe(
      '舒张压应在30到200 mmHg之间',
    );
    expect(fieldProblem(FIELDS.get('sbp')!, 301, { today: TODAY })).toBe(
      '收缩压应在60到300 mmHg之间',
    );
  });
});

describe('assessFollowUp', () => {
  it('186/112 proposes 控制不满意, a referral and a two-week date', () => {
    const result = assessFollowUp(
      'hypertension',
      { visitDate: TODAY, sbp: '186', dbp: 112, referralHospital: '县医院心内科' },
      { age: 58, today: TODAY },
    );
    expect(result.proposedClassification).toBe('2');
    expect(result.dangerSigns.map((sign) => sign.field)).toEqual(['sbp', 'dbp']);
    expect(result.referralAdvised).toBe(true);
    expect(result.proposedNextVisitDate).toBe('2026-12-09');
    expect(result.issues).toEqual([]);
    // Not referred: the save waits for 未转诊原因.
    expect(
      assessFollowUp(
        'hypertension',
        { visitDate: TODAY, sbp: '186', dbp: 112 },
        { age: 58, today: TODAY },
      ).issues.map((issue) => issue.field),
    ).toEqual(['noReferralReason']);
  });

  it('advises referral at the second 控制不满意 in a row', () => {
    const result = assessFollowUp(
      'hypertension',
      { visitDate: TODAY, sbp: 150, dbp: 85 },
      { age: 50, today: TODAY, previousClassification: '2' },
    );
    expect(result.secondUncontrolled).toBe(true);
    expect(result.referralAdvised).toBe(true);
  });

  it('a controlled diabetic is seen again in three months', () => {
    const result = assessFollowUp(
      'diabetes',
      { visitDate: TODAY, sbp: 130, dbp: 80, fastingBloodGlucose: 6.2 },
      { today: TODAY },
    );
    expect(result.proposedClassification).toBe('1');
    expect(result.proposedNextVisitDate).toBe('2027-02-25');
    expect(result.referralAdvised).toBe(false);
  });

  it.each<{ case: string; values: FollowUpValues; fields: string[] }>([
    // 20 is outside 舒张压's bounds: the field checks refuse it (above); the rules ask to
    // confirm 300 and judge no class on a refused reading.
    {
      case: '300/20 控制满意',
      values: { sbp: 300, dbp: 20, visitClassification: '1' },
      fields: ['sbp'],
    },
    {
      case: '控制满意 for 186/112 without a reason',
      values: { sbp: 186, dbp: 112, referralReason: '危急情况', visitClassification: '1' },
      fields: ['classificationReason'],
    },
    {
      case: '控制满意 for 186/112 with a reason',
      values: {
        sbp: 186,
        dbp: 112,
        referralReason: '危急情况',
        visitClassification: '1',
        classificationReason: '诊室高血压',
      },
      fields: [],
    },
    {
      // The declared pair refuses 80/90 (the form and the server say so next to 舒张压); a class
      // is not judged on a reading that is refused.
      case: '控制满意 for 80/90, a reading the pair refuses',
      values: { sbp: 80, dbp: 90, visitClassification: '1' },
      fields: [],
    },
    {
      case: '并发症 needs no reason',
      values: { sbp: 130, dbp: 80, visitClassification: '4' },
      fields: [],
    },
    {
      case: 'next date yesterday',
      values: { sbp: 130, dbp: 80, nextVisitDate: '2026-11-24' },
      fields: ['nextVisitDate'],
    },
    {
      case: 'next date on the visit day',
      values: { sbp: 130, dbp: 80, nextVisitDate: TODAY },
      fields: ['nextVisitDate'],
    },
    {
      case: 'next date tomorrow',
      values: { sbp: 130, dbp: 80, nextVisitDate: '2026-11-26' },
      fields: [],
    },
  ])('$case → issues on $fields', ({ values, fields }) => {
    const result = assessFollowUp(
      'hypertension',
      { visitDate: TODAY, ...values },
      { age: 50, today: TODAY },
    );
    expect(result.issues.map((issue) => issue.field)).toEqual(fields);
  });

  it('values to confirm block the save until the doctor confirms them', () => {
    const result = assessFollowUp(
      'hypertension',
      { visitDate: TODAY, sbp: 250, dbp: 100, referralReason: '危急情况' },
      { today: TODAY },
    );
    expect(blockingIssues(result, false).map((issue) => issue.field)).toEqual(['sbp']);
    expect(blockingIssues(result, true)).toEqual([]);
  });
});

describe('assessFollowUp: complications and hard-to-control reactions (service-rules §2)', () => {
  const base = { visitDate: TODAY, sbp: 130, dbp: 80, fastingBloodGlucose: 6.0 };
  it.each<{
    disease: 'hypertension' | 'diabetes';
    values: FollowUpValues;
    previous?: string;
    proposed: string | undefined;
    reasons: string[];
    next: string | undefined;
  }>([
    { disease: 'hypertension', values: base, proposed: '1', reasons: [], next: '2027-02-25' },
    {
      disease: 'hypertension',
      values: { ...base, complication: '1' },
      proposed: '1',
      reasons: [],
      next: '2027-02-25',
    },
    {
      disease: 'hypertension',
      values: { ...base, complication: '2' },
      proposed: '4',
      reasons: ['出现新的并发症'],
      next: '2026-12-09',
    },
    {
      disease: 'diabetes',
      values: { ...base, complication: '3' },
      proposed: '4',
      reasons: ['原有并发症加重'],
      next: '2026-12-09',
    },
    {
      // 并发症 outranks 不良反应 and 控制不满意, and every reason is listed.
      disease: 'hypertension',
      values: { ...base, sbp: 150, complication: '2', adverseReaction: '2' },
      previous: '2',
      proposed: '4',
      reasons: ['出现新的并发症'],
      next: '2026-12-09',
    },
    {
      // A complication without any value yet still proposes 并发症.
      disease: 'diabetes',
      values: { visitDate: TODAY, complication: '2' },
      proposed: '4',
      reasons: ['出现新的并发症'],
      next: '2026-12-09',
    },
    {
      disease: 'hypertension',
      values: { ...base, adverseReaction: '2' },
      proposed: '3',
      reasons: [],
      next: '2026-12-09',
    },
    {
      disease: 'hypertension',
      values: { ...base, adverseReaction: '2', adverseReactionUncontrolled: true },
      proposed: '3',
      reasons: ['药物不良反应难以控制'],
      next: '2026-12-09',
    },
    {
      // 难以控制 ticked without 有: still a reaction.
      disease: 'diabetes',
      values: { ...base, adverseReactionUncontrolled: true },
      proposed: '3',
      reasons: ['药物不良反应难以控制'],
      next: '2026-12-09',
    },
    {
      disease: 'diabetes',
      values: { ...base, fastingBloodGlucose: 8.1 },
      previous: '2',
      proposed: '2',
      reasons: ['连续两次空腹血糖控制不满意'],
      next: '2026-12-09',
    },
    {
      disease: 'hypertension',
      values: {
        ...base,
        sbp: 150,
        visitClassification: '2',
        adverseReaction: '2',
        adverseReactionUncontrolled: true,
        complication: '3',
        classificationReason: '医生判断',
      },
      previous: '2',
      proposed: '4',
      reasons: ['连续两次血压控制不满意', '药物不良反应难以控制', '原有并发症加重'],
      next: '2026-12-09',
    },
  ])('$disease $values (previous $previous) → $proposed, $reasons', (row) => {
    const result = assessFollowUp(row.disease, row.values, {
      today: TODAY,
      age: 50,
      previousClassification: row.previous,
    });
    expect(result.proposedClassification).toBe(row.proposed);
    expect(result.routineReferralReasons).toEqual(row.reasons);
    expect(result.referralAdvised).toBe(row.reasons.length > 0);
    expect(result.proposedNextVisitDate).toBe(row.next);
  });

  it('a chosen 并发症 needs no reason even when the values are controlled', () => {
    const result = assessFollowUp(
      'hypertension',
      { ...base, visitClassification: '4' },
      { today: TODAY },
    );
    expect(result.issues).toEqual([]);
  });
});

describe('a next visit date later than the rule needs a reason', () => {
  const base: FollowUpValues = {
    visitDate: '2026-11-20',
    sbp: 150,
    dbp: 92,
    visitClassification: '2',
  };
  const context = { today: '2026-11-20' };
  const reasonIssues = (values: FollowUpValues) =>
    assessFollowUp('hypertension', values, context).issues.filter(
      (issue) => issue.field === 'nextVisitDateReason',
    );

  it.each<[string, string, number]>([
    ['the rule date itself (two weeks after 控制不满意)', '2026-12-04', 0],
    ['earlier than the rule', '2026-11-27', 0],
    ['one day later than the rule', '2026-12-05', 1],
    ['three months later', '2027-02-20', 1],
  ])('%s', (_case, nextVisitDate, issues) => {
    expect(reasonIssues({ ...base, nextVisitDate })).toHaveLength(issues);
  });

  it('names the rule date and accepts a written reason', () => {
    expect(reasonIssues({ ...base, nextVisitDate: '2027-01-04' })).toEqual([
      {
        field: 'nextVisitDateReason',
        severity: 'error',
        message: '下次随访日期晚于规范要求的 2026-12-04，请填写推迟原因',
      },
    ]);
    expect(
      reasonIssues({ ...base, nextVisitDate: '2027-01-04', nextVisitDateReason: '住院治疗中' }),
    ).toEqual([]);
  });

  it('allows three months after a 控制满意 visit', () => {
    const controlled = { ...base, sbp: 128, dbp: 80, visitClassification: '1' };
    expect(reasonIssues({ ...controlled, nextVisitDate: '2027-02-20' })).toEqual([]);
    expect(reasonIssues({ ...controlled, nextVisitDate: '2027-02-21' })).toHaveLength(1);
  });
});
