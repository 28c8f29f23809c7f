import {
  hasRunOrRepeat,
  isStrongPassword,
  PASSWORD_HINT_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_SPECIALS,
} from '@/shared/password';

describe('PASSWORD_SPECIALS', () => {
  it('is the set of spec section 5', () => {
    expect(PASSWORD_SPECIALS).toBe('_!@#$%^&*`~()-+=');
  });

  it('has the messages of the dialog', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('新密码为8-16位字符（数字+大小写字母+特殊符号）');
    expect(PASSWORD_HINT_MESSAGE).toBe('字符或数字不能连续或重复3位及以上');
  });
});

describe('isStrongPassword', () => {
  it.each(Array.from(PASSWORD_SPECIALS))('accepts the special character %p', (special) => {
    expect(isStrongPassword(`Aa1bC2d${special}`)).toBe(true);
    expect(isStrongPassword(`${special}Aa1bC2d`)).toBe(true);
  });

  it.each(Array.from(PASSWORD_SPECIALS))('needs more than the special character %p', (special) => {
    expect(isStrongPassword(special.repeat(8))).toBe(false);
  });

  it.each<[string, string | null | undefined, boolean]>([
    ['7 characters', 'Aa1!bC2', false],
    ['8 characters', 'Aa1!bC2d', true],
    ['16 characters', 'Aa1!bC2dEf3@gH4#', true],
    ['17 characters', 'Aa1!bC2dEf3@gH4#i', false],
    ['no digit', 'Aab!bCcd', false],
    ['no upper case', 'aa1!bc2d', false],
    ['no lower case', 'AA1!BC2D', false],
    ['no special', 'Aa1bbC2d', false],
    ['a space', 'Aa1! bC2d', false],
    ['a dot', 'Aa1!.bC2d', false],
    ['a question mark', 'Aa1!?bC2d', false],
    ['a backslash', 'Aa1!\\bC2d', false],
    ['square brackets', 'Aa1![]bC2d', false],
    ['a Chinese character', 'Aa1!中bC2d', false],
    ['a full-width digit', 'Aa!bC２d３', false],
    ['empty', '', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s: %p → %s', (_label, value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });
});

describe('hasRunOrRepeat', () => {
  it.each<[string | null | undefined, boolean]>([
    ['abc', true],
    ['cba', true],
    ['123', true],
    ['321', true],
    ['aaa', true],
    ['111', true],
    ['!!!', true],
    ['aBc', true],
    ['CbA', true],
    ['AAa', true],
    ['XYZ', true],
    ['Aa1!xyz', true],
    ['Pass789!', true],
    ['Aa1!bC2d', false],
    ['abd', false],
    ['aab', false],
    ['ab1', false],
    ['12a', false],
    ['135', false],
    ['yza', false],
    ['890', false],
    ['098', false],
    ['9:;', false],
    ['Z[\\', false],
    ['`ab', false],
    ['ab', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p → %s', (value, expected) => {
    expect(hasRunOrRepeat(value)).toBe(expected);
  });
});
