import {
  ageInMonths,
  assessChildHealthCheck,
  assessPreschoolCheck,
  assessToddlerCheck,
  growthBand,
  growthLimits,
  isCheckedAt,
  itemsNotCheckedInColumn,
  nextColumnCheckDate,
  PRESCHOOL_CHECK,
  proposeColumn,
  tcmGuidanceAt,
  TODDLER_CHECK,
} from '@/domain/child';
import { PRESCHOOL_HEALTH_CHECK_FIELDS } from '@/services/contract/catalogue/fields/preschoolHealthCheckFields';
import { TODDLER_HEALTH_CHECK_FIELDS } from '@/services/contract/catalogue/fields/toddlerHealthCheckFields';

const BIRTH = '2024-03-15';

describe('columns of the 12～30月龄 and 3～6岁 checks', () => {
  it.each([
    ['2025-03-14', undefined], // 11 months 30 days: still the 1～8月龄 form's age
    ['2025-03-15', '1'],
    ['2025-06-14', '1'],
    ['2025-06-15', '2'],
    ['2025-12-14', '2'],
    ['2025-12-15', '3'],
    ['2026-06-15', '4'],
    ['2027-03-14', '4'],
    ['2027-03-15', undefined], // 36 months: the 3～6岁 form
  ])('a 12～30月龄 visit on %s falls in column %s', (visit, column) => {
    expect(proposeColumn(TODDLER_CHECK, BIRTH, visit)).toBe(column);
  });

  it.each([
    ['2027-03-14', undefined],
    ['2027-03-15', '1'],
    ['2028-03-14', '1'],
    ['2028-03-15', '2'],
    ['2030-03-15', '4'],
    ['2031-03-15', undefined],
  ])('a 3～6岁 visit on %s falls in column %s', (visit, column) => {
    expect(proposeColumn(PRESCHOOL_CHECK, BIRTH, visit)).toBe(column);
  });

  it('counts 月龄 in whole months, the day of the month reached', () => {
    expect(ageInMonths(BIRTH, '2025-09-14')).toBe(17);
    expect(ageInMonths(BIRTH, '2025-09-15')).toBe(18);
    expect(ageInMonths(BIRTH, '2024-03-14')).toBeUndefined();
  });

  it('strikes out the items the paper marks "——" at each age', () => {
    expect(itemsNotCheckedInColumn(TODDLER_CHECK, '1')).toEqual(
      expect.arrayContaining(['gait', 'hemoglobin', 'developmentSigns18m', 'tcmGuidance18to24m']),
    );
    expect(itemsNotCheckedInColumn(TODDLER_CHECK, '1')).not.toContain('hearing');
    expect(itemsNotCheckedInColumn(TODDLER_CHECK, '2')).toContain('hearing');
    expect(itemsNotCheckedInColumn(TODDLER_CHECK, '4')).not.toContain('hemoglobin');
    expect(itemsNotCheckedInColumn(PRESCHOOL_CHECK, '1')).toEqual(
      expect.arrayContaining(['visionLeft', 'visionRight', 'developmentSigns4y']),
    );
    expect(itemsNotCheckedInColumn(PRESCHOOL_CHECK, '2')).toEqual(
      expect.arrayContaining(['hearing', 'tcmGuidance30to36m']),
    );
  });

  it('names only fields the forms declare', () => {
    for (const [form, fields] of [
      [TODDLER_CHECK, TODDLER_HEALTH_CHECK_FIELDS],
      [PRESCHOOL_CHECK, PRESCHOOL_HEALTH_CHECK_FIELDS],
    ] as const) {
      const declared = new Set(fields.map((field) => field.name));
      expect(Object.keys(form.ageLimited).filter((name) => !declared.has(name))).toEqual([]);
    }
  });

  it('proposes the next check at the next column, then the next form', () => {
    expect(nextColumnCheckDate(TODDLER_CHECK, BIRTH, '1')).toBe('2025-09-15');
    expect(nextColumnCheckDate(TODDLER_CHECK, BIRTH, '4')).toBe('2027-03-15');
    expect(nextColumnCheckDate(PRESCHOOL_CHECK, BIRTH, '4')).toBe('2031-03-15');
  });

  it('gives the massage each TCM age is taught', () => {
    expect(tcmGuidanceAt(12)?.options[2]).toBe('传授摩腹、捏脊方法');
    expect(tcmGuidanceAt(24)?.options[2]).toBe('传授按揉迎香穴、足三里穴方法');
    expect(tcmGuidanceAt(36)?.options[2]).toBe('传授按揉四神聪穴方法');
    expect(tcmGuidanceAt(42)).toBeUndefined();
  });
});

describe('growth against the standard (±2SD)', () => {
  it('judges at the limits: the limits themselves are 中', () => {
    // Boys at 12 months: −2SD 7.7 kg, +2SD 12.0 kg.
    expect(growthBand('weight', '1', 12, 7.6)).toBe('3');
    expect(growthBand('weight', '1', 12, 7.7)).toBe('2');
    expect(growthBand('weight', '1', 12, 12.0)).toBe('2');
    expect(growthBand('weight', '1', 12, 12.1)).toBe('1');
  });

  it('interpolates between the reference ages and leaves other ages unjudged', () => {
    // Girls' height between 36 (87.4) and 48 months (94.1): 42 months ≈ 90.8.
    expect(growthLimits('height', '2', 42)?.minus2).toBe(90.8);
    // From 24 months the standing height of the WHO table, not the recumbent length (87.8).
    expect(growthLimits('height', '1', 24)).toMatchObject({
      minus2: 81.0,
      plus2: 93.2,
    });
    expect(growthLimits('height', '2', 24)).toMatchObject({
      minus2: 79.3,
      plus2: 92.2,
    });
    expect(growthBand('height', '2', 11, 70)).toBeUndefined();
    expect(growthBand('height', '9', 24, 85)).toBeUndefined();
  });
});

describe('the 12～30月龄 record', () => {
  const visit = {
    birthDate: BIRTH,
    sex: '1',
    checkAge: '2',
    visitDate: '2025-09-20',
    weight: 10.9,
    length: 82,
  };

  it('computes 月龄, 发育评估结果, the growth bands and the next check', () => {
    expect(assessToddlerCheck(visit)).toEqual({
      computed: {
        monthAge: 18,
        developmentResult: '1',
        weightBand: '2',
        lengthBand: '2',
        nextVisitDate: '2026-03-15',
      },
      issues: [],
    });
    expect(
      assessToddlerCheck({ ...visit, developmentSigns18m: ['4'], weight: 8.5 }).computed,
    ).toMatchObject({ developmentResult: '2', weightBand: '3' });
  });

  it('refuses an item the age does not check, more caries than teeth, a closed fontanelle with a size', () => {
    const { issues } = assessToddlerCheck({
      ...visit,
      hearing: '1',
      teethCount: 8,
      cariesCount: 9,
      fontanelle: '1',
      fontanelleLength: 0.5,
      tcmGuidance18to24m: ['4'],
    });
    expect(issues).toEqual([
      { field: 'tcmGuidanceOther', message: '请填写其他中医药健康管理服务' },
      { field: 'fontanelleLength', message: '前囟已闭合，不填写大小' },
      { field: 'cariesCount', message: '龋齿数不能多于牙数（8颗）' },
      { field: 'hearing', message: '18月龄不检查此项，请留空' },
    ]);
  });
});

describe('the 3～6岁 record', () => {
  it('proposes 生长迟缓 before 低体重, and nothing when both are within ±2SD', () => {
    const base = { birthDate: BIRTH, sex: '2', checkAge: '2', visitDate: '2028-04-01' };
    expect(assessPreschoolCheck({ ...base, weight: 16, height: 102 }).computed).not.toHaveProperty(
      'physicalEvaluation',
    );
    expect(
      assessPreschoolCheck({ ...base, weight: 11.5, height: 102 }).computed.physicalEvaluation,
    ).toBe('2');
    expect(
      assessPreschoolCheck({ ...base, weight: 11.5, height: 92 }).computed.physicalEvaluation,
    ).toBe('4');
  });
});

describe('TCM guidance in the 6月 column of the 1～8月龄 check', () => {
  it('is checked at 6 months only and asks for 其他 in text', () => {
    expect(isCheckedAt('tcmGuidance6to12m', '3')).toBe(true);
    expect(isCheckedAt('tcmGuidance6to12m', '4')).toBe(false);
    const { issues } = assessChildHealthCheck({ checkAge: '3', tcmGuidance6to12m: ['4'] });
    expect(issues).toContainEqual({
      field: 'tcmGuidanceOther',
      message: '请填写其他中医药健康管理服务',
    });
  });
});
