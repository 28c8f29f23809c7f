import { assessMentalVisit, mentalVisitRulePrompts } from '@/domain/mental';
import { assessTuberculosisVisit, tuberculosisVisitRulePrompts } from '@/domain/tuberculosis';

const TODAY = '2026-12-05';

describe('mentalVisitRulePrompts (service-rules §2)', () => {
  const promptsOf = (values: Record<string, unknown>) =>
    mentalVisitRulePrompts(values, assessMentalVisit(values, TODAY));

  it('says nothing of a stable visit', () => {
    expect(promptsOf({ visitDate: TODAY, riskLevel: '0', insight: '1' })).toEqual([]);
  });

  it('puts each finding that makes the patient 不稳定 under its own field', () => {
    const prompts = promptsOf({
      visitDate: TODAY,
      riskLevel: '3',
      currentSymptoms: ['1'],
      insight: '3',
      severeCondition: '2',
    });
    expect(prompts.map((prompt) => prompt.field)).toEqual([
      'riskLevel',
      'currentSymptoms',
      'insight',
      'severeCondition',
    ]);
    expect(prompts[0]).toEqual({
      field: 'riskLevel',
      message: '危险性3级，病情不稳定，建议立即转诊',
      referral: true,
    });
  });

  it('starts at 危险性 3级: 2级 alone calls for no referral', () => {
    expect(promptsOf({ visitDate: TODAY, riskLevel: '2' })).toEqual([]);
    expect(promptsOf({ visitDate: TODAY, riskLevel: '3' })).toHaveLength(1);
  });

  it('puts a 不稳定 class chosen without such a finding under 本次随访分类', () => {
    expect(promptsOf({ visitDate: TODAY, riskLevel: '1', visitClassification: '1' })).toEqual([
      { field: 'visitClassification', message: '病情不稳定，建议立即转诊', referral: true },
    ]);
  });
});

describe('tuberculosisVisitRulePrompts (service-rules §1–§4)', () => {
  const promptsOf = (values: Record<string, unknown>) =>
    tuberculosisVisitRulePrompts(values, assessTuberculosisVisit(values, { today: TODAY }));

  it('says nothing of a regular visit', () => {
    expect(
      promptsOf({ visitDate: TODAY, adverseReaction: '1', complication: '1', missedDoses: 0 }),
    ).toEqual([]);
  });

  it('asks for referral under 不良反应 and under 并发症', () => {
    expect(promptsOf({ visitDate: TODAY, adverseReaction: '2', complication: '2' })).toEqual([
      { field: 'adverseReaction', message: '出现药物不良反应，建议立即转诊', referral: true },
      { field: 'complication', message: '出现并发症或合并症，建议立即转诊', referral: true },
    ]);
  });

  it('reports more than a week of missed daily doses, not a week', () => {
    expect(promptsOf({ visitDate: TODAY, usage: '1', missedDoses: 7 })).toEqual([]);
    expect(promptsOf({ visitDate: TODAY, usage: '1', missedDoses: 8 })).toEqual([
      { field: 'missedDoses', message: '漏服药超过1周，请报告上级专业机构' },
    ]);
  });

  it('says a closed case below 90% under 实际服药次数', () => {
    const closed = { visitDate: TODAY, stopDate: TODAY, stopReason: '1', plannedDoses: 100 };
    expect(promptsOf({ ...closed, actualDoses: 90 })).toEqual([]);
    expect(promptsOf({ ...closed, actualDoses: 89 })).toEqual([
      { field: 'actualDoses', message: '全程服药率 89%，低于规则服药标准（90%）' },
    ]);
  });
});
