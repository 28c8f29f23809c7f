import {
  assessSelfCare,
  SELF_CARE_ITEMS,
  SELF_CARE_MAX_TOTAL,
  selfCareBand,
} from '@/domain/elderly';

/** Answers by item label, as the paper's scores. */
const answers = (scores: Record<string, number | string | undefined>) =>
  Object.fromEntries(SELF_CARE_ITEMS.map((item) => [item.field, scores[item.label] ?? 0] as const));

describe('the self-care table (national-forms §10)', () => {
  it('holds the exact option scores of the paper', () => {
    expect(
      Object.fromEntries(
        SELF_CARE_ITEMS.map((item) => [item.label, item.options.map((option) => option.score)]),
      ),
    ).toEqual({
      进餐: [0, 3, 5],
      梳洗: [0, 1, 3, 7],
      穿衣: [0, 3, 5],
      如厕: [0, 1, 5, 10],
      活动: [0, 1, 5, 10],
    });
  });

  it('allows a total of 0–37', () => {
    expect(SELF_CARE_MAX_TOTAL).toBe(37);
  });
});

describe('selfCareBand', () => {
  it.each([
    [0, '可自理'],
    [3, '可自理'],
    [4, '轻度依赖'],
    [8, '轻度依赖'],
    [9, '中度依赖'],
    [18, '中度依赖'],
    [19, '不能自理'],
    [37, '不能自理'],
  ])('%i → %s', (total, label) => {
    expect(selfCareBand(total)?.label).toBe(label);
  });

  it.each([-1, 38, 3.5])('has no band for %p', (total) => {
    expect(selfCareBand(total)).toBeUndefined();
  });
});

describe('assessSelfCare', () => {
  it.each<[Record<string, number>, number, string, string]>([
    [{}, 0, '1', '可自理'],
    [{ 梳洗: 1, 如厕: 1, 活动: 1 }, 3, '1', '可自理'],
    [{ 进餐: 3, 梳洗: 1 }, 4, '2', '轻度依赖'],
    [{ 进餐: 3, 穿衣: 3, 活动: 1, 如厕: 1 }, 8, '2', '轻度依赖'],
    [{ 进餐: 3, 梳洗: 1, 如厕: 5 }, 9, '3', '中度依赖'],
    [{ 进餐: 3, 梳洗: 7, 穿衣: 3, 如厕: 5 }, 18, '3', '中度依赖'],
    [{ 进餐: 3, 梳洗: 1, 如厕: 5, 活动: 10 }, 19, '4', '不能自理'],
    [{ 进餐: 5, 梳洗: 7, 穿衣: 5, 如厕: 10, 活动: 10 }, 37, '4', '不能自理'],
  ])('%j → %i (%s %s)', (scores, total, code, label) => {
    const result = assessSelfCare(answers(scores));
    expect(result.issues).toEqual([]);
    expect(result.total).toBe(total);
    expect(result.band?.code).toBe(code);
    expect(result.band?.label).toBe(label);
  });

  it('reads scores stored as text, as the select fields keep them', () => {
    const values = Object.fromEntries(SELF_CARE_ITEMS.map((item) => [item.field, '5']));
    values.eatingScore = '3';
    values.groomingScore = '7';
    values.dressingScore = '3';
    expect(assessSelfCare(values)).toMatchObject({ total: 3 + 7 + 3 + 5 + 5 });
  });

  it('names every unanswered item and computes nothing', () => {
    const result = assessSelfCare({ eatingScore: 0, groomingScore: '' });
    expect(result.total).toBeUndefined();
    expect(result.band).toBeUndefined();
    expect(result.issues).toEqual([
      { field: 'groomingScore', message: '请评估梳洗' },
      { field: 'dressingScore', message: '请评估穿衣' },
      { field: 'toiletScore', message: '请评估如厕' },
      { field: 'activityScore', message: '请评估活动' },
    ]);
  });

  it('refuses a score the item does not print (进餐 has no 1)', () => {
    const result = assessSelfCare(answers({ 进餐: 1 }));
    expect(result.total).toBeUndefined();
    expect(result.issues).toEqual([{ field: 'eatingScore', message: '进餐的评分只能是 0、3、5' }]);
  });
});
