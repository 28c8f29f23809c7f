import fc from 'fast-check';

import { idCardCheckDigit } from '@/domain/identity';
import { maskIdCard, maskName, maskPhone } from '@/domain/identity';

type Case = [string | null | undefined, string];

describe('maskPhone', () => {
  it.each<Case>([
    ['13812341234', '138****1234'],
    ['05511234567', '055****4567'],
    ['0551-1234567', '055*********'],
    ['1234567', '123****'],
    ['1381234', '138****'],
    ['1234', '123*'],
    ['123', '123'],
    ['12', '12'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (value, expected) => {
    expect(maskPhone(value)).toBe(expected);
  });
});

describe('maskIdCard', () => {
  it.each<Case>([
    ['340802200002291237', '3408************37'],
    ['11010519491231002X', '1101************2X'],
    ['340802850615101', '3408*********01'],
    ['1234567', '1234*67'],
    ['123456', '1234**'],
    ['12345', '1234*'],
    ['1234', '1234'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (value, expected) => {
    expect(maskIdCard(value)).toBe(expected);
  });
});

describe('maskName', () => {
  it.each<Case>([
    ['张三丰', '张*丰'],
    ['张三', '张*'],
    ['张', '张'],
    ['欧阳小锋', '欧**锋'],
    ['𠀀小明', '𠀀*明'],
    ['李𠀀', '李*'],
    ['Tom Lee', 'T*****e'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (value, expected) => {
    expect(maskName(value)).toBe(expected);
  });
});

describe('properties', () => {
  const digit = fc.constantFrom(...'0123456789');
  const digits = (length: number): fc.Arbitrary<string> =>
    fc.array(digit, { minLength: length, maxLength: length }).map((list) => list.join(''));

  it('a masked mobile keeps its length, its first 3 and last 4 digits', () => {
    const mobile = fc
      .tuple(fc.constantFrom(...'3456789'), digits(9))
      .map(([second, rest]) => `1${second}${rest}`);
    fc.assert(
      fc.property(mobile, (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('a masked ID keeps its length, its first 4 and last 2 characters', () => {
    const id = digits(17).map((first17) => first17 + idCardCheckDigit(first17));
    fc.assert(
      fc.property(id, (value) => {
        const masked = maskIdCard(value);
        expect(masked).toHaveLength(18);
        expect(masked).toBe(`${value.slice(0, 4)}************${value.slice(16)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('masking any non-empty text keeps its length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        expect(maskPhone(value)).toHaveLength(value.length);
        expect(maskIdCard(value)).toHaveLength(value.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('a masked name keeps its character count and its first and last character', () => {
    const name = fc.array(fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 1 }), {
      minLength: 3,
      maxLength: 6,
    });
    fc.assert(
      fc.property(name, (chars) => {
        const value = chars.join('');
        const masked = Array.from(maskName(value));
        const original = Array.from(value);
        expect(masked).toHaveLength(original.length);
        expect(masked[0]).toBe(original[0]);
        expect(masked[masked.length - 1]).toBe(original[original.length - 1]);
      }),
      { numRuns: 1000 },
    );
  });
});
