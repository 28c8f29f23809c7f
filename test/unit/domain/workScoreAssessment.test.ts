import { assessableItem, assessmentProblem, effectiveScore } from '@/domain/workScore';

describe("考核汇总's assessor entries", () => {
  it('knows hand-scored and computed items of the template, and nothing else', () => {
    expect(assessableItem('archiveQuality')).toEqual({
      kind: 'hand',
      label: '档案真实性与完整性',
      points: 8,
    });
    expect(assessableItem('htnStandardRate')).toMatchObject({ kind: 'adjust', points: 7 });
    expect(assessableItem('persons')).toBeUndefined();
  });

  it.each([
    [{ itemId: 'archiveQuality', score: 6.5, reason: '抽查20份档案' }, undefined],
    [{ itemId: 'archiveQuality', score: 0, reason: '未开展现场核查' }, undefined],
    [{ itemId: 'archiveQuality', score: 8.5, reason: '抽查20份档案' }, '应在0到8分之间'],
    [{ itemId: 'archiveQuality', score: -1, reason: '抽查20份档案' }, '应在0到8分之间'],
    [{ itemId: 'archiveQuality', score: 6.3, reason: '抽查20份档案' }, '以0.5分为单位'],
    [{ itemId: 'archiveQuality', score: '6', reason: '抽查20份档案' }, '请填写'],
    [{ itemId: 'archiveQuality', score: 6, reason: '  好 ' }, '请写明评分依据'],
    [{ itemId: 'htnStandardRate', score: 6, reason: '' }, '请写明调整理由'],
    [{ itemId: 'htnStandardRate', score: 6, reason: '理'.repeat(201) }, '不超过200个字'],
    [{ itemId: 'x', score: 1, reason: '抽查20份档案' }, '不在考核模板中'],
  ])('%j: %s', (entry, expected) => {
    const problem = assessmentProblem(entry);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(expected);
  });

  it('counts the newest entry instead of the computed score', () => {
    expect(effectiveScore(5, undefined)).toBe(5);
    expect(effectiveScore(5, { score: 2 })).toBe(2);
    expect(effectiveScore(5, { score: 0 })).toBe(0);
  });
});
