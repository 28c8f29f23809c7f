import {
  assessConstitution,
  balancedResult,
  biasedResult,
  bmiAnswer,
  CONSTITUTIONS,
  constitutionSummary,
  questionField,
  RESULT_CODES,
  resultLabel,
  reverseScore,
  scaleOf,
  TCM_QUESTIONS,
} from '@/domain/tcm';

import { byExpected } from '../../utils/byExpected';

/** All 33 answers at `base`, then the listed questions set. */
const answers = (base: number, set: Record<number, number> = {}) =>
  Object.fromEntries(
    TCM_QUESTIONS.map((_question, index) => [questionField(index + 1), set[index + 1] ?? base]),
  );

const resultsOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    assessConstitution(values).results.map((entry) => [
      entry.constitution.name,
      [entry.score, resultLabel(entry.constitution, entry.result)],
    ]),
  );

describe('the TCM questionnaire (national-forms §11)', () => {
  it('has the 33 questions and the nine constitutions with their items', () => {
    expect(TCM_QUESTIONS).toHaveLength(33);
    expect(CONSTITUTIONS.map((c) => [c.name, c.items])).toEqual([
      ['气虚质', [2, 3, 4, 14]],
      ['阳虚质', [11, 12, 13, 29]],
      ['阴虚质', [10, 21, 26, 31]],
      ['痰湿质', [9, 16, 28, 32]],
      ['湿热质', [23, 25, 27, 30]],
      ['血瘀质', [19, 22, 24, 33]],
      ['气郁质', [5, 6, 7, 8]],
      ['特禀质', [15, 17, 18, 20]],
      ['平和质', [1, 2, 4, 5, 13]],
    ]);
  });

  it('gives (9)(14)(17)(28) their own scales and the others the default one', () => {
    expect(scaleOf(9).map((o) => o.label)[4]).toBe('BMI≥28');
    expect(scaleOf(14).map((o) => o.label)[3]).toBe('一年8次以上');
    expect(scaleOf(17).map((o) => o.label)[4]).toBe('每次遇到上述原因都过敏');
    expect(scaleOf(28).map((o) => o.label)[0]).toContain('＜80cm');
    expect(scaleOf(1).map((o) => o.label[0])).toEqual(['没', '很', '有', '经', '总']);
    for (const n of [9, 14, 17, 28, 1, 33]) {
      expect(scaleOf(n).map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});

describe('biasedResult (偏颇体质)', () => {
  it.each(
    byExpected([
      ['0', [4, 8]],
      ['3', [9, 10]],
      ['2', [11, 20]],
    ]),
  )('%i → %s', (score, code) => {
    expect(biasedResult(score)).toBe(code);
  });
});

describe('balancedResult (平和质)', () => {
  it.each<[number, number[], string]>([
    [17, [8, 8, 4], RESULT_CODES.yes],
    [25, [8], RESULT_CODES.yes],
    [16, [4, 4], RESULT_CODES.no],
    [17, [9, 4], RESULT_CODES.leaning],
    [17, [10], RESULT_CODES.leaning],
    [20, [11], RESULT_CODES.no],
  ])('%i with others %j → %s', (score, others, code) => {
    expect(balancedResult(score, others)).toBe(code);
  });
});

describe('assessConstitution', () => {
  it('reverses (2)(4)(5)(13) for 平和质 only', () => {
    expect([1, 2, 3, 4, 5].map(reverseScore)).toEqual([5, 4, 3, 2, 1]);
    // All answered 1: 平和质 = 1 + 5 + 5 + 5 + 5 = 21, every biased = 4 × 1.
    expect(resultsOf(answers(1))).toEqual({
      气虚质: [4, '否'],
      阳虚质: [4, '否'],
      阴虚质: [4, '否'],
      痰湿质: [4, '否'],
      湿热质: [4, '否'],
      血瘀质: [4, '否'],
      气郁质: [4, '否'],
      特禀质: [4, '否'],
      平和质: [21, '是'],
    });
  });

  it('answers 3 everywhere: every biased 12 (是), 平和质 15 (否)', () => {
    const result = assessConstitution(answers(3));
    expect(result.results.map((e) => e.score)).toEqual([12, 12, 12, 12, 12, 12, 12, 12, 15]);
    expect(result.results.at(-1)!.result).toBe(RESULT_CODES.no);
  });

  it('finds 倾向是 at 9–10 and makes 平和质 基本是 when no other passes 10', () => {
    // 气虚质 (2)(3)(4)(14): 1+3+1+4 → 9; 阳虚质 (11)(12)(13)(29): 2+1+1+5 → 9.
    const values = answers(1, { 3: 3, 14: 4, 29: 5, 11: 2 });
    const result = resultsOf(values);
    expect(result.气虚质).toEqual([9, '倾向是']);
    expect(result.阳虚质).toEqual([2 + 1 + 1 + 5, '倾向是']);
    // 平和质: (1)=1, (2)=1→5, (4)=1→5, (5)=1→5, (13)=1→5 → 21; others ≤ 10 → 基本是.
    expect(result.平和质).toEqual([21, '基本是']);
  });

  it('makes 平和质 否 when one biased constitution reaches 11', () => {
    const result = resultsOf(answers(1, { 15: 5, 17: 4, 18: 3 }));
    expect(result.特禀质).toEqual([13, '是']);
    expect(result.平和质).toEqual([21, '否']);
  });

  it('guides by the strongest constitution: 是 before 倾向是, then the higher score', () => {
    const values = answers(1, { 3: 5, 14: 4, 16: 5, 28: 5, 32: 2, 9: 1 });
    const result = assessConstitution(values);
    // 气虚质 1+5+1+4 = 11 (是); 痰湿质 1+5+5+2 = 13 (是).
    expect(result.primary?.constitution.name).toBe('痰湿质');
    expect(constitutionSummary(result)).toBe('气虚质（是）、痰湿质（是）');
  });

  it('flags 阴虚 with 阳虚 for a recheck', () => {
    const values = answers(1, { 10: 3, 21: 3, 26: 3, 11: 3, 12: 3, 13: 3 });
    const result = assessConstitution(values);
    expect(result.contradictory).toBe(true);
    expect(assessConstitution(answers(1)).contradictory).toBe(false);
  });

  it('says when nothing qualifies', () => {
    // (2)(4)(5)(13) at 3 keep 平和质 below 17 while every biased stays ≤ 8.
    const result = assessConstitution(answers(1, { 1: 1, 2: 3, 4: 3, 5: 3, 13: 3 }));
    expect(result.primary).toBeUndefined();
    expect(constitutionSummary(result)).toBe('未达判定标准（2周后复测）');
  });

  it('leaves no question blank and accepts only 1–5', () => {
    const values: Record<string, unknown> = answers(1);
    values.q7 = '';
    values.q20 = 6;
    delete values.q33;
    const result = assessConstitution(values);
    expect(result.results).toEqual([]);
    expect(result.issues).toEqual([
      { field: 'q7', message: '第(7)题不能为空' },
      { field: 'q20', message: '第(20)题的得分只能是 1～5' },
      { field: 'q33', message: '第(33)题不能为空' },
    ]);
  });

  it('reads answers stored as text', () => {
    const values = Object.fromEntries(
      Object.entries(answers(2)).map(([name, value]) => [name, String(value)]),
    );
    expect(assessConstitution(values).results[0]!.score).toBe(8);
  });
});

describe('bmiAnswer (question 9)', () => {
  it.each([
    [18.5, 1],
    [23.99, 1],
    [24, 2],
    [24.99, 2],
    [25, 3],
    [25.99, 3],
    [26, 4],
    [27.99, 4],
    [28, 5],
    [35, 5],
  ])('BMI %p → %i', (bmi, answer) => {
    expect(bmiAnswer(bmi)).toBe(answer);
  });
});
