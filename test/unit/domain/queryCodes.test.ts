import {
  codeLabel,
  COMBINATION_CODES,
  COMBINATION_OPTIONS,
  COMPARISON_OPTIONS,
  QUARTER_CODES,
  QUARTER_OPTIONS,
  type QuarterCode,
  quarterCodeOfMonth,
} from '@/domain/codes';

describe('business codes', () => {
  it('uses 2, 4, 8, 16 for the quarters', () => {
    expect(QUARTER_CODES).toEqual({ Q1: 2, Q2: 4, Q3: 8, Q4: 16 });
    expect(QUARTER_OPTIONS.map(({ value, label }) => `${value}${label}`)).toEqual([
      '2第一季度',
      '4第二季度',
      '8第三季度',
      '16第四季度',
    ]);
  });

  it('uses 0 or, 1 and, 2 only for combinations', () => {
    expect(COMBINATION_CODES).toEqual({ OR: 0, AND: 1, ONLY: 2 });
    expect(codeLabel(COMBINATION_OPTIONS, COMBINATION_CODES.OR)).toBe('或');
    expect(codeLabel(COMBINATION_OPTIONS, COMBINATION_CODES.AND)).toBe('且');
    expect(codeLabel(COMBINATION_OPTIONS, COMBINATION_CODES.ONLY)).toBe('仅');
  });

  it('has the six comparison operators', () => {
    expect(COMPARISON_OPTIONS.map(({ value }) => value)).toEqual(['>', '>=', '=', '<>', '<', '<=']);
    expect(codeLabel(COMPARISON_OPTIONS, '<>')).toBe('不等于');
  });

  it('gives no label for an unknown code', () => {
    expect(codeLabel(QUARTER_OPTIONS, 3 as QuarterCode)).toBeUndefined();
  });
});

describe('quarterCodeOfMonth', () => {
  it.each<[number, QuarterCode | undefined]>([
    [1, 2],
    [3, 2],
    [4, 4],
    [6, 4],
    [7, 8],
    [9, 8],
    [10, 16],
    [12, 16],
    [0, undefined],
    [13, undefined],
    [1.5, undefined],
  ])('month %p → %p', (month, expected) => {
    expect(quarterCodeOfMonth(month)).toBe(expected);
  });
});
