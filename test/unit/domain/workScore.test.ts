import {
  overScoredPart,
  WORK_SCORE_PARTS,
  workScoreGrade,
  workScoreTotal,
} from '@/domain/workScore';

import { byExpected } from '../../utils/byExpected';

const full = (): Record<string, number> =>
  Object.fromEntries(WORK_SCORE_PARTS.map((part) => [part.field, part.max]));

describe('work-score assessment (绩效考核)', () => {
  it('gives the parts full marks that add up to 100', () => {
    expect(WORK_SCORE_PARTS.reduce((sum, part) => sum + part.max, 0)).toBe(100);
    expect(workScoreTotal(full())).toBe(100);
  });

  it('adds the parts to one decimal', () => {
    const scores = { ...full(), archiveScore: 17.5, chronicScore: 21.3, signScore: 12.25 };
    // 17.5 + 21.3 + 15 + 10 + 15 + 12.25 = 91.05, kept to one decimal.
    expect(workScoreTotal(scores)).toBe(91.1);
  });

  it('has no total while a part is missing or not a number', () => {
    const { elderlyScore: _left, ...missing } = full();
    expect(workScoreTotal(missing)).toBeUndefined();
    expect(workScoreTotal({ ...full(), educationScore: '8' })).toBeUndefined();
    expect(workScoreTotal({ ...full(), educationScore: Number.NaN })).toBeUndefined();
  });

  it.each(
    byExpected([
      ['1', [100, 90]],
      ['2', [89.9, 80]],
      ['3', [79.9, 60]],
      ['4', [59.9, 0]],
    ]),
  )('grades a total of %s as %s', (total, grade) => {
    expect(workScoreGrade(total)).toBe(grade);
  });

  it('names the first part scored above its full marks', () => {
    expect(overScoredPart(full())).toBeUndefined();
    expect(overScoredPart({ ...full(), educationScore: 10.5 })?.label).toBe('健康教育');
  });
});
