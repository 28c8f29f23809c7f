import { withRuleOverrides } from '@/domain/followUp';
import {
  assessTwoDisease,
  CONTROL_CODE,
  missingCardsMessage,
  proposeNextAssessmentDate,
  TWO_DISEASE_CARDS,
  TWO_DISEASE_RESULT,
  type TwoDiseaseResult,
  twoDiseaseIssues,
} from '@/domain/twoDisease';
import { getFamily } from '@/services/contract';

const { met, unmet } = CONTROL_CODE;

describe('两病综合评估 rule', () => {
  it.each<[string, number, number, number | undefined, string]>([
    ['139/89 under 65', 139, 89, 64, met],
    ['140 under 65', 140, 80, 64, unmet],
    ['90 diastolic', 130, 90, 50, unmet],
    ['149 at 65', 149, 80, 65, met],
    ['150 at 65', 150, 80, 65, unmet],
    ['145 at 64', 145, 80, 64, unmet],
    ['145 of an unknown age (the stricter target)', 145, 80, undefined, unmet],
  ])('judges the blood pressure %s', (_case, sbp, dbp, age, expected) => {
    expect(assessTwoDisease({ sbp, dbp, fbg: 6, age }).bloodPressureControl).toBe(expected);
  });

  it.each<[number, string]>([
    [6.9, met],
    [7.0, unmet],
    [7.1, unmet],
  ])('judges a fasting glucose of %d', (fbg, expected) => {
    expect(assessTwoDisease({ sbp: 120, dbp: 80, fbg }).glucoseControl).toBe(expected);
  });

  it.each<[number, number, string]>([
    [139, 6.9, TWO_DISEASE_RESULT.bothMet],
    [140, 6.9, TWO_DISEASE_RESULT.bloodPressureUnmet],
    [139, 7.0, TWO_DISEASE_RESULT.glucoseUnmet],
    [140, 7.0, TWO_DISEASE_RESULT.bothUnmet],
  ])('combines SBP %d and FBG %d', (sbp, fbg, expected) => {
    expect(assessTwoDisease({ sbp, dbp: 80, fbg, age: 50 }).result).toBe(expected);
  });

  it('leaves an assessment open until its values are known', () => {
    expect(assessTwoDisease({ sbp: 130 })).toEqual({
      bloodPressureControl: undefined,
      glucoseControl: undefined,
      result: undefined,
    });
    expect(assessTwoDisease({ fbg: 6 })).toEqual({
      bloodPressureControl: undefined,
      glucoseControl: met,
      result: undefined,
    });
  });

  it('follows a deployment’s thresholds', () => {
    const rules = withRuleOverrides({
      bloodPressure: { targetSbp: 130 },
      glucose: { targetFbg: 6.1 },
    });
    expect(assessTwoDisease({ sbp: 135, dbp: 80, fbg: 6.5, age: 50 }, rules)).toEqual({
      bloodPressureControl: unmet,
      glucoseControl: unmet,
      result: TWO_DISEASE_RESULT.bothUnmet,
    });
  });

  it.each<[TwoDiseaseResult, string]>([
    // Three months after both on target, else one; the 31st falls back to the month's last day.
    [TWO_DISEASE_RESULT.bothMet, '2026-04-30'],
    [TWO_DISEASE_RESULT.bloodPressureUnmet, '2026-02-28'],
    [TWO_DISEASE_RESULT.glucoseUnmet, '2026-02-28'],
    [TWO_DISEASE_RESULT.bothUnmet, '2026-02-28'],
  ])('proposes the next assessment after result %s on 2026-01-31: %s', (result, expected) => {
    expect(proposeNextAssessmentDate('2026-01-31', result)).toBe(expected);
  });

  it('proposes no next date without a result or a date', () => {
    expect(proposeNextAssessmentDate('2026-02-28', undefined)).toBeUndefined();
    expect(proposeNextAssessmentDate('', TWO_DISEASE_RESULT.bothMet)).toBeUndefined();
  });

  it('refuses 无 beside an organ and a next date not after the assessment', () => {
    expect(twoDiseaseIssues({ targetOrganDamage: ['1'] })).toEqual([]);
    expect(twoDiseaseIssues({ targetOrganDamage: ['2', '3'] })).toEqual([]);
    expect(twoDiseaseIssues({ targetOrganDamage: ['1', '3'] })).toEqual([
      { field: 'targetOrganDamage', message: '选择“无”时不能同时选择受损器官' },
    ]);
    expect(
      twoDiseaseIssues({ checkDate: '2026-03-01', nextAssessDate: '2026-03-01' }).map(
        (issue) => issue.field,
      ),
    ).toEqual(['nextAssessDate']);
    expect(twoDiseaseIssues({ checkDate: '2026-03-01', nextAssessDate: '2026-03-02' })).toEqual([]);
  });

  it('names the missing cards', () => {
    expect(missingCardsMessage([TWO_DISEASE_CARDS.diabetes.cardTitle])).toBe(
      '该居民尚无有效的糖尿病患者管理卡，请先建立管理卡',
    );
  });

  it('uses the codes the catalogue lists, in its order', () => {
    const fields = getFamily('twodiseaseassesss').fields ?? [];
    const labels = (name: string) =>
      Object.fromEntries(
        (fields.find((field) => field.name === name)?.options ?? []).map((option) => [
          option.value,
          option.label,
        ]),
      );
    expect(labels('bloodPressureControl')).toEqual({ [met]: '达标', [unmet]: '未达标' });
    expect(labels('twoDiseaseResult')).toEqual({
      [TWO_DISEASE_RESULT.bothMet]: '均达标',
      [TWO_DISEASE_RESULT.bloodPressureUnmet]: '血压未达标',
      [TWO_DISEASE_RESULT.glucoseUnmet]: '血糖未达标',
      [TWO_DISEASE_RESULT.bothUnmet]: '均未达标',
    });
  });
});
