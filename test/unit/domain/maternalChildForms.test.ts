import { assessNewbornVisit, assessPrenatalFirstCheck } from '@/domain/child';
import { pairIssues } from '@/domain/fields';
import { getFamily } from '@/services/contract';

describe('assessNewbornVisit', () => {
  it('names a baby without a name after the mother', () => {
    expect(assessNewbornVisit({ motherName: '李芳', sex: '2' }).computed).toEqual({
      name: '李芳之女',
    });
    expect(assessNewbornVisit({ name: '王乐', motherName: '李芳', sex: '2' }).computed).toEqual({});
  });

  it('asks for a name when neither the baby nor the mother has one', () => {
    expect(assessNewbornVisit({ sex: '1' }).issues.map((issue) => issue.field)).toEqual(['name']);
  });

  it('leaves 吃奶量 to artificial feeding', () => {
    const issue = { field: 'milkAmount', message: '纯母乳或混合喂养不填写吃奶量' };
    expect(assessNewbornVisit({ name: 'a', feeding: '1', milkAmount: 60 }).issues).toEqual([issue]);
    expect(assessNewbornVisit({ name: 'a', feeding: '2', milkAmount: 60 }).issues).toEqual([issue]);
    expect(assessNewbornVisit({ name: 'a', feeding: '3', milkAmount: 60 }).issues).toEqual([]);
  });

  it('wants the text of 其他 and 有 choices, and Apgar after asphyxia', () => {
    const fields = assessNewbornVisit({
      name: 'a',
      birthSituation: '7',
      malformation: '2',
      diseaseScreening: ['1', '3'],
      asphyxia: '2',
      referral: '2',
    }).issues.map((issue) => issue.field);
    expect(fields).toEqual([
      'birthSituationOther',
      'malformationDesc',
      'diseaseScreening',
      'referralReason',
      'apgar1',
    ]);
    expect(assessNewbornVisit({ name: 'a', asphyxia: '2', apgarUnknown: true }).issues).toEqual([]);
  });
});

describe('assessPrenatalFirstCheck', () => {
  const base = {
    checkDate: '2026-11-20',
    lastMenstrualPeriod: '2026-09-01',
    gravidity: 2,
    vaginalDeliveries: 1,
    weight: 60,
    height: 160,
    sbp: 110,
    dbp: 70,
  };

  it('computes 预产期 and 体质指数', () => {
    expect(assessPrenatalFirstCheck(base)).toEqual({
      computed: { dueDate: '2027-06-08', bmi: 23.44 },
      issues: [],
    });
  });

  it('wants 末次月经 or 不详, not both', () => {
    const { lastMenstrualPeriod: _, ...withoutLmp } = base;
    expect(assessPrenatalFirstCheck(withoutLmp).issues.map((issue) => issue.field)).toEqual([
      'lastMenstrualPeriod',
    ]);
    expect(assessPrenatalFirstCheck({ ...withoutLmp, lastMenstrualPeriodUnknown: true })).toEqual({
      computed: { bmi: 23.44 },
      issues: [],
    });
    expect(
      assessPrenatalFirstCheck({ ...base, lastMenstrualPeriodUnknown: true }).issues.map(
        (issue) => issue.field,
      ),
    ).toEqual(['lastMenstrualPeriodUnknown']);
  });

  it('refuses 末次月经 after the check or more than 44 weeks before it', () => {
    expect(
      assessPrenatalFirstCheck({ ...base, lastMenstrualPeriod: '2026-11-21' }).issues[0]?.message,
    ).toBe('末次月经不能晚于填表日期');
    expect(
      assessPrenatalFirstCheck({ ...base, lastMenstrualPeriod: '2025-10-01' }).issues[0]?.message,
    ).toBe('末次月经距填表日期超过44周，请核对');
  });

  it('checks 孕次 against earlier deliveries and abortions', () => {
    expect(
      assessPrenatalFirstCheck({ ...base, gravidity: 2, cesareanDeliveries: 1 }).issues,
    ).toEqual([
      { field: 'gravidity', message: '孕次（含本次）应不少于既往分娩与流产次数之和加1（3次）' },
    ]);
    expect(assessPrenatalFirstCheck({ ...base, gravidity: 3, inducedAbortions: 1 }).issues).toEqual(
      [],
    );
  });

  it('refuses a diastolic pressure at or above the systolic by the pair its fields declare', () => {
    const values = { ...base, dbp: 110 };
    expect(assessPrenatalFirstCheck(values).issues).toEqual([]);
    const fields = getFamily('prenatalFirstChecks').fields ?? [];
    expect(pairIssues(fields, values, { today: base.checkDate })).toEqual([
      { field: 'dbp', message: '舒张压应低于收缩压至少10 mmHg' },
    ]);
  });

  it('refuses 无特殊 with another personal history and wants 其他 text', () => {
    expect(
      assessPrenatalFirstCheck({
        ...base,
        personalHistory: ['1', '2'],
        pastHistory: ['8'],
        overallAssessment: '2',
      }).issues.map((issue) => issue.field),
    ).toEqual(['personalHistory', 'pastHistoryOther', 'overallAbnormalDesc']);
  });
});
