import { followUpRulePrompts } from '@/domain/followUp';

describe('followUpRulePrompts (service-rules §2)', () => {
  it('shows 连续两次控制不满意 under the value that controls each disease', () => {
    const second = (disease: Parameters<typeof followUpRulePrompts>[0], reason: string) =>
      followUpRulePrompts(disease, { dangerSigns: [], routineReferralReasons: [reason] });
    expect(second('hypertension', '连续两次血压控制不满意')).toEqual([
      { field: 'sbp', message: '连续两次血压控制不满意，建议转诊', referral: true },
    ]);
    expect(second('diabetes', '连续两次空腹血糖控制不满意')[0]!.field).toBe('fastingBloodGlucose');
    expect(second('stroke', '连续两次血压控制不满意')[0]!.field).toBe('sbp');
    expect(second('tumour', '连续两次疼痛控制不满意')[0]!.field).toBe('painScore');
  });

  it('puts the danger signs first, each under its value, and the other reasons under theirs', () => {
    const prompts = followUpRulePrompts('hypertension', {
      dangerSigns: [{ field: 'sbp', message: '收缩压 182 mmHg ≥ 180' }],
      routineReferralReasons: ['药物不良反应难以控制', '原有并发症加重'],
    });
    expect(prompts.map((prompt) => [prompt.field, prompt.message])).toEqual([
      ['sbp', '收缩压 182 mmHg ≥ 180，建议紧急转诊'],
      ['adverseReactionUncontrolled', '药物不良反应难以控制，建议转诊'],
      ['complication', '原有并发症加重，建议转诊'],
    ]);
    expect(prompts.every((prompt) => prompt.referral)).toBe(true);
  });

  it('says nothing when the rules call for no referral', () => {
    expect(
      followUpRulePrompts('diabetes', { dangerSigns: [], routineReferralReasons: [] }),
    ).toEqual([]);
  });

  it('points out a class chosen against the measured values, under 此次随访分类', () => {
    const assessed = {
      dangerSigns: [],
      routineReferralReasons: [],
      proposedClassification: '2' as const,
    };
    expect(followUpRulePrompts('hypertension', assessed, '1')).toEqual([
      {
        field: 'visitClassification',
        message: '按本次测量值应为“控制不满意”，所选分类不符，请写明分类说明',
      },
    ]);
    // The proposed class itself, nothing chosen yet, or 并发症 (the doctor's judgement): none.
    expect(followUpRulePrompts('hypertension', assessed, '2')).toEqual([]);
    expect(followUpRulePrompts('hypertension', assessed, undefined)).toEqual([]);
    expect(followUpRulePrompts('hypertension', assessed, '4')).toEqual([]);
  });
});
