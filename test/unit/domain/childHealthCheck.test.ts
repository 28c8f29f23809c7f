import {
  AGE_LIMITED_ITEMS,
  assessChildHealthCheck,
  DEVELOPMENT_WARNING_SIGNS,
  developmentResult,
  isCheckedAt,
  itemsNotCheckedAt,
  nextChildCheckDate,
  proposeCheckAge,
  tickedSigns,
} from '@/domain/child';
import { CHILD_HEALTH_CHECK_FIELDS } from '@/services/contract/catalogue/fields/childHealthCheckFields';

describe('visit-age items of the 1～8月龄 check', () => {
  it.each([
    [
      '1',
      ['oral', 'umbilicalCord'],
      ['hearing', 'teethCount', 'umbilicus', 'ricketsSymptoms', 'hemoglobin', 'developmentResult'],
    ],
    [
      '2',
      ['oral', 'umbilicus', 'ricketsSign3m', 'developmentSigns3m'],
      ['hearing', 'teethCount', 'umbilicalCord', 'ricketsSigns', 'hemoglobin'],
    ],
    [
      '3',
      ['hearing', 'teethCount', 'ricketsSigns', 'hemoglobin', 'developmentSigns6m'],
      ['oral', 'umbilicus', 'ricketsSign3m', 'developmentSigns3m'],
    ],
    [
      '4',
      ['teethCount', 'ricketsSigns', 'hemoglobin', 'developmentSigns8m'],
      ['hearing', 'oral', 'umbilicalCord', 'developmentSigns6m'],
    ],
  ] as const)('age %s checks %j and not %j', (age, checked, skipped) => {
    for (const field of checked)
      expect({ field, checked: isCheckedAt(field, age) }).toEqual({ field, checked: true });
    for (const field of skipped)
      expect({ field, checked: isCheckedAt(field, age) }).toEqual({ field, checked: false });
    expect(itemsNotCheckedAt(age)).toEqual(expect.arrayContaining([...skipped]));
    for (const field of checked) expect(itemsNotCheckedAt(age)).not.toContain(field);
  });

  it('checks the items of every age (体重, 前囟, 眼睛) at each age', () => {
    for (const age of ['1', '2', '3', '4'] as const) {
      for (const field of ['weight', 'fontanelle', 'eyes', 'outdoorHours']) {
        expect(isCheckedAt(field, age)).toBe(true);
      }
    }
  });

  it('names only fields the form declares', () => {
    const declared = new Set(CHILD_HEALTH_CHECK_FIELDS.map((field) => field.name));
    expect(Object.keys(AGE_LIMITED_ITEMS).filter((name) => !declared.has(name))).toEqual([]);
  });

  it.each([
    ['2026-06-01', '2026-06-20', undefined],
    ['2026-06-01', '2026-07-01', '1'],
    ['2026-06-01', '2026-09-03', '2'],
    ['2026-06-01', '2026-12-10', '3'],
    ['2026-06-01', '2027-02-01', '4'],
    ['2026-06-01', '2027-06-01', undefined],
  ])('born %s, seen %s: proposes 月龄 %s', (birth, visit, age) => {
    expect(proposeCheckAge(birth, visit)).toBe(age);
  });

  it.each([
    ['1', '2026-09-01'],
    ['2', '2026-12-01'],
    ['3', '2027-02-01'],
    ['4', '2027-06-01'],
  ] as const)('next check after age %s is on %s', (age, next) => {
    expect(nextChildCheckDate('2026-06-01', age)).toBe(next);
  });
});

describe('development screening (发育评估)', () => {
  it('passes with no warning sign ticked and fails with any', () => {
    for (const age of ['2', '3', '4'] as const) {
      expect(developmentResult(age, [])).toBe('1');
      expect(developmentResult(age, undefined)).toBe('1');
      for (let sign = 1; sign <= 4; sign += 1) {
        expect(developmentResult(age, [String(sign)])).toBe('2');
      }
    }
  });

  it('has no screening at 满月', () => {
    expect(developmentResult('1', ['1'])).toBeUndefined();
    expect(DEVELOPMENT_WARNING_SIGNS['1']).toBeUndefined();
  });

  it('lists four signs per age and names the ticked ones', () => {
    expect(DEVELOPMENT_WARNING_SIGNS['2']?.signs).toHaveLength(4);
    expect(tickedSigns('3', ['2', '4'])).toEqual(['不会伸手抓物', '不能扶坐']);
    expect(tickedSigns('4', ['1'])).toEqual(['听到声音无应答']);
  });
});

describe('assessChildHealthCheck', () => {
  const base = { checkAge: '3', birthDate: '2026-03-01', visitDate: '2026-09-02' };

  it('computes 发育评估结果 and 下次随访日期', () => {
    expect(assessChildHealthCheck({ ...base, developmentSigns6m: ['4'] }).computed).toEqual({
      developmentResult: '2',
      nextVisitDate: '2026-11-01',
    });
    expect(assessChildHealthCheck(base).computed.developmentResult).toBe('1');
  });

  it('refuses a value for an item the age does not check', () => {
    const { issues } = assessChildHealthCheck({
      ...base,
      oral: '1',
      umbilicalCord: '2',
      hearing: '1',
    });
    expect(issues).toEqual([
      { field: 'oral', message: '6月龄不检查此项，请留空' },
      { field: 'umbilicalCord', message: '6月龄不检查此项，请留空' },
    ]);
  });

  it('refuses 无 together with another tick, and a missing 其他 text', () => {
    const { issues } = assessChildHealthCheck({
      ...base,
      illness: ['1', '5'],
      ricketsSigns: ['1'],
    });
    expect(issues).toEqual([
      { field: 'illness', message: '“无”不能与其他选项同时勾选' },
      { field: 'illnessOther', message: '请填写其他疾病' },
    ]);
  });

  it('refuses a visit before the birth date', () => {
    const { issues } = assessChildHealthCheck({ ...base, visitDate: '2026-02-01' });
    expect(issues).toContainEqual({ field: 'visitDate', message: '随访日期不能早于出生日期' });
  });
});
