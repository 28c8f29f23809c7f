import {
  antenatalVisitNumberAfter,
  antenatalWindowNote,
  assessPostpartum42Check,
  assessPostpartumVisit,
  assessPrenatalFollowUp,
  nextAntenatalVisitDate,
  prenatalFollowUpHiddenFields,
} from '@/domain/maternal';

const fieldsOf = (issues: readonly { field: string }[]) => issues.map((issue) => issue.field);

/** A complete 第3次 visit at 孕22周 (末次月经 2026-01-01). */
const prenatal = {
  visitTimes: '3',
  visitDate: '2026-06-04',
  lastMenstrualPeriod: '2026-01-01',
  weight: 60,
  fundalHeight: 21,
  abdominalCircumference: 88,
  sbp: 112,
  dbp: 70,
  fetalHeartRate: 140,
  classification: '1',
  referral: '1',
};

describe('第2～5次产前随访 (national-forms-2 §4, Schedule B)', () => {
  it('numbers follow-ups 第2次 to 第5次, none after', () => {
    expect([0, 1, 2, 3, 4].map(antenatalVisitNumberAfter)).toEqual([2, 3, 4, 5, undefined]);
  });

  it.each([
    [2, 15, '第2次产前随访应在孕16～20周，本次为孕15周'],
    [2, 16, undefined],
    [2, 20, undefined],
    [2, 21, '第2次产前随访应在孕16～20周，本次为孕21周'],
    [4, 27, '第4次产前随访应在孕28～36周，本次为孕27周'],
    [5, 40, undefined],
    [5, 41, '第5次产前随访应在孕37～40周，本次为孕41周'],
  ] as const)('第%i次 at 孕%i周: %s', (visit, weeks, note) => {
    expect(antenatalWindowNote(visit, weeks)).toBe(note);
  });

  it('proposes the next window’s first day from 末次月经, none after 第5次', () => {
    expect(nextAntenatalVisitDate('2026-01-01', 2)).toBe('2026-05-28'); // 孕21周+0
    expect(nextAntenatalVisitDate('2026-01-01', 4)).toBe('2026-09-17'); // 孕37周+0
    expect(nextAntenatalVisitDate('2026-01-01', 5)).toBeUndefined();
  });

  it('computes 孕周 from 末次月经 on the visit day, at the week’s boundary', () => {
    expect(assessPrenatalFollowUp(prenatal).computed).toMatchObject({
      gestationalWeeks: 22,
      gestationalDays: 0,
      nextVisitDate: '2026-07-16', // 第4次: 孕28周
    });
    expect(assessPrenatalFollowUp({ ...prenatal, visitDate: '2026-06-03' }).computed).toMatchObject(
      { gestationalWeeks: 21, gestationalDays: 6 },
    );
  });

  it('shows only the visit’s own 指导 list', () => {
    expect([...prenatalFollowUpHiddenFields('3')].sort()).toEqual([
      'guidanceVisit2',
      'guidanceVisit45',
    ]);
    expect([...prenatalFollowUpHiddenFields('5')].sort()).toEqual([
      'guidanceVisit2',
      'guidanceVisit3',
    ]);
  });

  it('needs the measurements unless the visit only urged the woman (note 12)', () => {
    const urged = { visitTimes: '2', visitDate: '2026-05-01', urgedOnly: true };
    expect(assessPrenatalFollowUp(urged).issues).toEqual([]);
    expect(fieldsOf(assessPrenatalFollowUp({ ...urged, urgedOnly: false }).issues)).toEqual([
      'weight',
      'fundalHeight',
      'abdominalCircumference',
      'sbp',
      'dbp',
    ]);
  });

  it.each([
    ['胎心率 109', { fetalHeartRate: 109 }, 'fetalHeartRate'],
    ['胎心率 161', { fetalHeartRate: 161 }, 'fetalHeartRate'],
    ['舒张压 90', { dbp: 90 }, 'sbp'],
    ['收缩压 140', { sbp: 140 }, 'sbp'],
    ['分类 异常', { classification: '2', classificationDesc: '水肿' }, 'classification'],
  ])('%s calls for referral: not referred asks for 未转诊原因', (_, change, field) => {
    const assessment = assessPrenatalFollowUp({ ...prenatal, ...change });
    expect(assessment.prompts).toContainEqual(expect.objectContaining({ field, referral: true }));
    expect(fieldsOf(assessment.issues)).toEqual(['noReferralReason']);
    const confirmed = { ...prenatal, ...change, noReferralReason: '孕妇拒绝转诊' };
    expect(assessPrenatalFollowUp(confirmed).issues).toEqual([]);
    const referred = { ...prenatal, ...change, referral: '2', referralReason: '胎心异常' };
    expect(assessPrenatalFollowUp(referred).issues).toEqual([]);
    expect(assessPrenatalFollowUp(referred).computed.nextVisitDate).toBe('2026-06-18');
  });

  it('the normal edges call for nothing (胎心率 110 and 160, 139/89)', () => {
    for (const change of [
      { fetalHeartRate: 110 },
      { fetalHeartRate: 160 },
      { sbp: 139, dbp: 89 },
    ]) {
      expect(assessPrenatalFollowUp({ ...prenatal, ...change }).prompts).toEqual([]);
    }
  });
});

const postpartum = {
  visitDate: '2026-10-10',
  deliveryDate: '2026-10-01',
  dischargeDate: '2026-10-03',
  temperature: 36.8,
  breast: '1',
  lochia: '1',
  uterus: '1',
  wound: '1',
  classification: '1',
  referral: '1',
};

describe('产后访视 (national-forms-2 §5.1)', () => {
  it('is due within a week of discharge; the 42-day check is proposed next', () => {
    const onTime = assessPostpartumVisit(postpartum);
    expect(onTime.prompts).toEqual([]);
    expect(onTime.computed.nextVisitDate).toBe('2026-11-12');
    expect(assessPostpartumVisit({ ...postpartum, visitDate: '2026-10-11' }).prompts).toEqual([
      { field: 'visitDate', message: '产后访视应在出院后1周内进行，本次为出院后第8天' },
    ]);
  });

  it('refuses dates out of order', () => {
    expect(
      fieldsOf(assessPostpartumVisit({ ...postpartum, dischargeDate: '2026-09-30' }).issues),
    ).toEqual(['dischargeDate']);
    expect(
      fieldsOf(assessPostpartumVisit({ ...postpartum, visitDate: '2026-10-02' }).issues),
    ).toEqual(['visitDate']);
  });

  it('体温 38℃ and an abnormal 子宫 call for referral; 37.9 does not', () => {
    expect(assessPostpartumVisit({ ...postpartum, temperature: 37.9 }).prompts).toEqual([]);
    expect(fieldsOf(assessPostpartumVisit({ ...postpartum, temperature: 38 }).issues)).toEqual([
      'noReferralReason',
    ]);
    expect(
      fieldsOf(
        assessPostpartumVisit({ ...postpartum, uterus: '2', uterusDesc: '复旧不佳' }).issues,
      ),
    ).toEqual(['noReferralReason']);
    expect(fieldsOf(assessPostpartumVisit({ ...postpartum, uterus: '2' }).issues)).toEqual([
      'uterusDesc',
      'noReferralReason',
    ]);
  });
});

describe('产后42天健康检查 (national-forms-2 §5.2)', () => {
  const check = { ...postpartum, visitDate: '2026-11-12', guidance: ['1'] };

  it.each([
    ['2026-11-11', '产后42天健康检查应在产后42天进行，本次为产后第41天'],
    ['2026-11-12', undefined],
    ['2026-11-26', undefined],
    ['2026-11-27', '产后42天健康检查已逾期（应在产后42～56天），本次为产后第57天'],
  ])('on %s: %s', (visitDate, message) => {
    const prompts = assessPostpartum42Check({ ...check, visitDate }).prompts;
    expect(prompts).toEqual(message ? [{ field: 'visitDate', message }] : []);
  });

  it('已恢复 proposes 结案, 未恢复 转诊 (or a reason not to)', () => {
    expect(assessPostpartum42Check(check).computed.handling).toBe('1');
    const notRecovered = { ...check, classification: '2', classificationDesc: '血压未恢复' };
    expect(assessPostpartum42Check(notRecovered).computed.handling).toBe('2');
    expect(fieldsOf(assessPostpartum42Check({ ...notRecovered, handling: '1' }).issues)).toEqual([
      'noReferralReason',
    ]);
    expect(fieldsOf(assessPostpartum42Check({ ...notRecovered, handling: '2' }).issues)).toEqual([
      'referralReason',
    ]);
  });
});
