import { amountInWords } from '../../../../src/features/print/model/amountInWords';

describe('amountInWords: 人民币大写 on a receipt', () => {
  it.each([
    [0, '零元整'],
    [12, '壹拾贰元整'],
    [120, '壹佰贰拾元整'],
    [132.5, '壹佰叁拾贰元伍角'],
    [1005, '壹仟零伍元整'],
    [10_010, '壹万零壹拾元整'],
    [100_000, '壹拾万元整'],
    [0.05, '伍分'],
    [3.07, '叁元零柒分'],
    [2_000_300, '贰佰万零叁佰元整'],
  ])('%d → %s', (yuan, words) => {
    expect(amountInWords(yuan)).toBe(words);
  });
});
