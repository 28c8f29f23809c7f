import { DIABETES_FOLLOW_UP_FIELDS } from '@/services/contract/catalogue/fields/diabetesFields';
import { HIGH_RISK_FOLLOW_UP_FIELDS } from '@/services/contract/catalogue/fields/highRiskFields';
import { HYPERTENSION_FOLLOW_UP_FIELDS } from '@/services/contract/catalogue/fields/hypertensionFields';
import { type FieldSpec } from '@/services/contract/catalogue/types';
import { type FieldState, isEnterStop } from '@/shared/ui/keyboardEntry/enterStops';

const field = (state: Partial<FieldState>): FieldState => ({
  marked: false,
  required: false,
  filled: false,
  invalid: false,
  ...state,
});

const marked = (fields: readonly FieldSpec[]) =>
  fields.filter((spec) => spec.everyEntry).map((spec) => spec.label);

describe('the fields Enter stops at (keyboard-first forms)', () => {
  it('stops at every field of a form that marks none', () => {
    expect(isEnterStop(field({}), false)).toBe(true);
    expect(isEnterStop(field({ filled: true }), false)).toBe(true);
  });

  it('in a form that marks fields, stops at the marked ones, filled or not', () => {
    expect(isEnterStop(field({ marked: true }), true)).toBe(true);
    expect(isEnterStop(field({ marked: true, filled: true }), true)).toBe(true);
  });

  it('stops at an unmarked field only while it is required and empty, or in error', () => {
    expect(isEnterStop(field({}), true)).toBe(false);
    expect(isEnterStop(field({ filled: true }), true)).toBe(false);
    expect(isEnterStop(field({ required: true }), true)).toBe(true);
    expect(isEnterStop(field({ required: true, filled: true }), true)).toBe(false);
    expect(isEnterStop(field({ filled: true, invalid: true }), true)).toBe(true);
  });

  it('marks a hypertension visit’s per-visit measures and nothing from the archive or computed', () => {
    expect(marked(HYPERTENSION_FOLLOW_UP_FIELDS)).toEqual([
      '随访方式',
      '症状',
      '收缩压',
      '舒张压',
      '体重',
      '心率',
      '服药依从性',
      '药物不良反应',
      '此次随访分类',
    ]);
  });

  it('marks a diabetes visit’s own measures beside the shared ones', () => {
    expect(marked(DIABETES_FOLLOW_UP_FIELDS)).toEqual([
      '随访方式',
      '症状',
      '收缩压',
      '舒张压',
      '体重',
      '心率',
      '足背动脉搏动',
      '空腹血糖值',
      '服药依从性',
      '药物不良反应',
      '低血糖反应',
      '此次随访分类',
    ]);
  });

  it('leaves a form that reuses the parts without marking its own measures as it was', () => {
    expect(marked(HIGH_RISK_FOLLOW_UP_FIELDS)).toEqual([]);
  });
});
