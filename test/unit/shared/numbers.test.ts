import { abbreviateNumber, NUMBER_SUFFIXES } from '@/shared/numbers';

describe('abbreviateNumber', () => {
  it.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [7, undefined, '7'],
    [999, undefined, '999'],
    [12.345, undefined, '12.3'],
    [12.345, 2, '12.35'],
    [1000, undefined, '1k'],
    [1234, undefined, '1.2k'],
    [1234, 2, '1.23k'],
    [1234, 0, '1k'],
    [1250, 2, '1.25k'],
    [999.96, undefined, '1k'],
    [999_949, undefined, '999.9k'],
    [999_960, undefined, '1M'],
    [1_500_000, undefined, '1.5M'],
    [1e9, undefined, '1G'],
    [2.5e12, undefined, '2.5T'],
    [1e15, undefined, '1P'],
    [1e18, undefined, '1E'],
    [1.234e21, undefined, '1234E'],
    [-1234, undefined, '-1.2k'],
    [-999, undefined, '-999'],
    [1234, -1, '1k'],
    [Number.NaN, undefined, 'NaN'],
    [Number.POSITIVE_INFINITY, undefined, 'Infinity'],
  ])('%p with %p digits → %p', (num, digits, expected) => {
    expect(abbreviateNumber(num, digits)).toBe(expected);
  });

  it('uses the metric suffixes in order', () => {
    expect(NUMBER_SUFFIXES).toEqual(['', 'k', 'M', 'G', 'T', 'P', 'E']);
  });
});
