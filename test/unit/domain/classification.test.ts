import { type VisitClass } from '@/domain/codes';
import { classifyDiabetesVisit, isGlucoseControlled } from '@/domain/diabetes';
import {
  classificationContradicts,
  DEFAULT_CHRONIC_RULES,
  isSecondConsecutiveUncontrolled,
  type VisitFindings,
  withRuleOverrides,
} from '@/domain/followUp';
import { classifyHypertensionVisit, isBloodPressureControlled } from '@/domain/hypertension';

describe('isBloodPressureControlled', () => {
  it.each<{ sbp: number; dbp: number; age: number | undefined; controlled: boolean }>([
    { sbp: 139, dbp: 89, age: 40, controlled: true },
    { sbp: 140, dbp: 89, age: 40, controlled: false },
    { sbp: 139, dbp: 90, age: 40, controlled: false },
    { sbp: 139, dbp: 89, age: undefined, controlled: true },
    { sbp: 145, dbp: 80, age: undefined, controlled: false },
    { sbp: 145, dbp: 80, age: 64, controlled: false },
    { sbp: 145, dbp: 80, age: 65, controlled: true },
    { sbp: 149, dbp: 89, age: 80, controlled: true },
    { sbp: 150, dbp: 89, age: 65, controlled: false },
    { sbp: 149, dbp: 90, age: 65, controlled: false },
  ])('$sbp/$dbp at age $age → $controlled', ({ sbp, dbp, age, controlled }) => {
    expect(isBloodPressureControlled(sbp, dbp, age)).toBe(controlled);
  });

  it('reads the thresholds from the config, so a deployment can keep 140/90 for the elderly', () => {
    const strict = withRuleOverrides({ bloodPressure: { elderlyTargetSbp: 140 } });
    expect(isBloodPressureControlled(145, 80, 70, strict)).toBe(false);
    expect(DEFAULT_CHRONIC_RULES.bloodPressure.elderlyTargetSbp).toBe(150);
  });
});

describe('isGlucoseControlled', () => {
  it.each<{ fbg: number; controlled: boolean }>([
    { fbg: 6.99, controlled: true },
    { fbg: 7, controlled: false },
    { fbg: 7.01, controlled: false },
    { fbg: 4.5, controlled: true },
  ])('FBG $fbg → $controlled', ({ fbg, controlled }) => {
    expect(isGlucoseControlled(fbg)).toBe(controlled);
  });
});

describe('classifyHypertensionVisit', () => {
  it.each<{ case: string; findings: VisitFindings; expected: string | undefined }>([
    { case: 'at target', findings: { sbp: 130, dbp: 80, age: 50 }, expected: '1' },
    { case: 'SBP at 140', findings: { sbp: 140, dbp: 80, age: 50 }, expected: '2' },
    { case: 'DBP at 90', findings: { sbp: 130, dbp: 90, age: 50 }, expected: '2' },
    { case: '65+ at 148/85', findings: { sbp: 148, dbp: 85, age: 65 }, expected: '1' },
    { case: '64 at 148/85', findings: { sbp: 148, dbp: 85, age: 64 }, expected: '2' },
    {
      case: 'danger values are not at target',
      findings: { sbp: 186, dbp: 112, age: 50 },
      expected: '2',
    },
    {
      case: 'adverse reaction beats uncontrolled',
      findings: { sbp: 160, dbp: 95, adverseReaction: '2' },
      expected: '3',
    },
    {
      case: 'no adverse reaction',
      findings: { sbp: 120, dbp: 70, adverseReaction: '1' },
      expected: '1',
    },
    {
      case: 'complication beats all',
      findings: { sbp: 160, dbp: 95, adverseReaction: '2', complication: true },
      expected: '4',
    },
    { case: 'no BP yet', findings: { sbp: 130 }, expected: undefined },
    { case: 'no BP but adverse reaction', findings: { adverseReaction: '2' }, expected: '3' },
  ])('$case → $expected', ({ findings, expected }) => {
    expect(classifyHypertensionVisit(findings)).toBe(expected);
  });
});

describe('classifyDiabetesVisit', () => {
  it.each<{ findings: VisitFindings; expected: string | undefined }>([
    { findings: { fbg: 6.9 }, expected: '1' },
    { findings: { fbg: 7.0 }, expected: '2' },
    { findings: { fbg: 6.5, sbp: 190, dbp: 100 }, expected: '1' },
    { findings: { fbg: 6.5, adverseReaction: '2' }, expected: '3' },
    { findings: { fbg: 6.5, complication: true }, expected: '4' },
    { findings: {}, expected: undefined },
  ])('$findings → $expected', ({ findings, expected }) => {
    expect(classifyDiabetesVisit(findings)).toBe(expected);
  });
});

describe('classificationContradicts', () => {
  it.each<{ chosen: string | undefined; proposed: VisitClass | undefined; contradicts: boolean }>([
    { chosen: '1', proposed: '2', contradicts: true },
    { chosen: '2', proposed: '1', contradicts: true },
    { chosen: '3', proposed: '2', contradicts: true },
    { chosen: '2', proposed: '2', contradicts: false },
    { chosen: '4', proposed: '1', contradicts: false },
    { chosen: '', proposed: '2', contradicts: false },
    { chosen: undefined, proposed: '2', contradicts: false },
    { chosen: '1', proposed: undefined, contradicts: false },
  ])('chose $chosen, values say $proposed → $contradicts', ({ chosen, proposed, contradicts }) => {
    expect(classificationContradicts(chosen, proposed)).toBe(contradicts);
  });
});

describe('isSecondConsecutiveUncontrolled', () => {
  it.each<{ current: string; previous: string | undefined; second: boolean }>([
    { current: '2', previous: '2', second: true },
    { current: '2', previous: '1', second: false },
    { current: '2', previous: undefined, second: false },
    { current: '1', previous: '2', second: false },
    { current: '3', previous: '2', second: false },
  ])('$current after $previous → $second', ({ current, previous, second }) => {
    expect(isSecondConsecutiveUncontrolled(current, previous)).toBe(second);
  });
});
