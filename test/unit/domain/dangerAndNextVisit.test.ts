import { addDays, addMonths, ageOn } from '@/domain/calendar';
import {
  type ChronicDisease,
  type DangerFindings,
  dangerSigns,
  emergencyReferralReason,
  proposeNextVisitDate,
  withRuleOverrides,
} from '@/domain/followUp';
import { bodyMassIndex } from '@/domain/measures';

describe('dangerSigns', () => {
  it.each<{ disease: ChronicDisease; findings: DangerFindings; fields: string[] }>([
    { disease: 'hypertension', findings: { sbp: 179, dbp: 109 }, fields: [] },
    { disease: 'hypertension', findings: { sbp: 180, dbp: 100 }, fields: ['sbp'] },
    { disease: 'hypertension', findings: { sbp: 170, dbp: 110 }, fields: ['dbp'] },
    { disease: 'hypertension', findings: { sbp: 186, dbp: 112 }, fields: ['sbp', 'dbp'] },
    { disease: 'hypertension', findings: { fbg: 20 }, fields: [] },
    { disease: 'hypertension', findings: { symptoms: ['1'] }, fields: [] },
    { disease: 'hypertension', findings: { symptoms: ['2'] }, fields: [] },
    { disease: 'hypertension', findings: { symptoms: ['3'] }, fields: ['symptoms'] },
    {
      disease: 'hypertension',
      findings: { symptoms: ['5', '6'] },
      fields: ['symptoms', 'symptoms'],
    },
    { disease: 'diabetes', findings: { fbg: 16.6 }, fields: [] },
    { disease: 'diabetes', findings: { fbg: 16.7 }, fields: ['fastingBloodGlucose'] },
    { disease: 'diabetes', findings: { fbg: 3.9 }, fields: ['fastingBloodGlucose'] },
    { disease: 'diabetes', findings: { fbg: 4.0 }, fields: [] },
    { disease: 'diabetes', findings: { sbp: 180, dbp: 80 }, fields: ['sbp'] },
    { disease: 'diabetes', findings: { heartRate: 100 }, fields: [] },
    { disease: 'diabetes', findings: { heartRate: 101 }, fields: ['heartRate'] },
    { disease: 'diabetes', findings: { symptoms: ['2'] }, fields: ['symptoms'] },
    { disease: 'diabetes', findings: { symptoms: ['4'] }, fields: ['symptoms'] },
    { disease: 'diabetes', findings: { symptoms: ['3', '9'] }, fields: [] },
  ])('$disease $findings → $fields', ({ disease, findings, fields }) => {
    expect(dangerSigns(disease, findings).map((sign) => sign.field)).toEqual(fields);
  });

  it('names the values and the symptoms in the referral reason', () => {
    const signs = dangerSigns('hypertension', { sbp: 186, symptoms: ['3'] }, { '3': '恶心呕吐' });
    expect(emergencyReferralReason(signs)).toBe('危急情况：收缩压 186 mmHg ≥ 180；症状：恶心呕吐');
  });

  it('takes the danger thresholds from the config', () => {
    const rules = withRuleOverrides({ bloodPressure: { dangerSbp: 200 } });
    expect(dangerSigns('hypertension', { sbp: 186 }, {}, rules)).toEqual([]);
  });
});

describe('proposeNextVisitDate', () => {
  it.each<{
    visitDate: string;
    classification: string | undefined;
    referred: boolean;
    today: string | undefined;
    expected: string | undefined;
  }>([
    {
      visitDate: '2026-01-10',
      classification: '1',
      referred: false,
      today: undefined,
      expected: '2026-04-10',
    },
    {
      visitDate: '2026-11-30',
      classification: '1',
      referred: false,
      today: undefined,
      expected: '2027-02-28',
    },
    {
      visitDate: '2026-01-10',
      classification: '2',
      referred: false,
      today: undefined,
      expected: '2026-01-24',
    },
    {
      visitDate: '2026-01-10',
      classification: '3',
      referred: false,
      today: undefined,
      expected: '2026-01-24',
    },
    {
      visitDate: '2026-01-10',
      classification: '4',
      referred: false,
      today: undefined,
      expected: '2026-01-24',
    },
    {
      visitDate: '2026-01-10',
      classification: '1',
      referred: true,
      today: undefined,
      expected: '2026-01-24',
    },
    {
      visitDate: '2026-01-10',
      classification: undefined,
      referred: false,
      today: undefined,
      expected: undefined,
    },
    {
      visitDate: 'bad',
      classification: '1',
      referred: false,
      today: undefined,
      expected: undefined,
    },
    {
      visitDate: '2026-01-10',
      classification: '2',
      referred: false,
      today: '2026-03-01',
      expected: '2026-03-01',
    },
    {
      visitDate: '2026-01-10',
      classification: '2',
      referred: false,
      today: '2026-01-11',
      expected: '2026-01-24',
    },
  ])(
    '$visitDate class $classification referred $referred today $today → $expected',
    ({ visitDate, classification, referred, today, expected }) => {
      expect(proposeNextVisitDate({ visitDate, classification, referred, today })).toBe(expected);
    },
  );
});

describe('calendar helpers', () => {
  it.each<{ date: string; days: number; expected: string }>([
    { date: '2026-12-25', days: 14, expected: '2027-01-08' },
    { date: '2028-02-20', days: 14, expected: '2028-03-05' },
    { date: '2026-03-01', days: -1, expected: '2026-02-28' },
  ])('addDays($date, $days) → $expected', ({ date, days, expected }) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each<{ date: string; months: number; expected: string }>([
    { date: '2026-01-31', months: 1, expected: '2026-02-28' },
    { date: '2026-10-15', months: 3, expected: '2027-01-15' },
  ])('addMonths($date, $months) → $expected', ({ date, months, expected }) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each<{ birth: string; day: string; age: number | undefined }>([
    { birth: '1961-11-25', day: '2026-11-25', age: 65 },
    { birth: '1961-11-26', day: '2026-11-25', age: 64 },
    { birth: '2024-06-01', day: '2026-11-25', age: 2 },
    { birth: 'x', day: '2026-11-25', age: undefined },
  ])('ageOn($birth, $day) → $age', ({ birth, day, age }) => {
    expect(ageOn(birth, day)).toBe(age);
  });

  it.each<{ weight: number | undefined; height: number; bmi: number | undefined }>([
    { weight: 70, height: 175, bmi: 22.86 },
    { weight: 60, height: 160, bmi: 23.44 },
    { weight: undefined, height: 170, bmi: undefined },
    { weight: 70, height: 0, bmi: undefined },
  ])('bodyMassIndex($weight, $height) → $bmi', ({ weight, height, bmi }) => {
    expect(bodyMassIndex(weight, height)).toBe(bmi);
  });
});
