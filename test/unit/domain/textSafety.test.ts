import { findUnsafeCharacter, stripUnsafeText, unsafeTextMessage } from '@/domain/fields';

describe('textSafety', () => {
  it.each([
    ['张三', undefined],
    ['Zhang San', undefined],
    ['王\u0000五', 'U+0000'],
    ['李\r\n四', 'U+000D'],
    ['赵\u202e六', 'U+202E'],
    ['钱\u200b七', 'U+200B'],
    ['孙\u2066八', 'U+2066'],
    ['\ufeff周九', 'U+FEFF'],
    ['吴\u0085十', 'U+0085'],
  ])('%j → %s', (text, expected) => {
    expect(findUnsafeCharacter(text)).toBe(expected);
  });

  it('strips every unsafe character and keeps the rest', () => {
    expect(stripUnsafeText('a\u0000b\u202ec\u200bd\r\ne')).toBe('abcde');
  });

  it('says which character, in Chinese', () => {
    expect(unsafeTextMessage('姓名', 'U+202E')).toBe('姓名不能包含控制字符或不可见字符（U+202E）');
  });
});
