import { hasEmoji, isDecimal2, isDecimal4, isDigits, isPositiveInteger } from '@/domain/fields';
import { isMobile, isPhoneOrLandline } from '@/domain/identity';

type Case = [string | null | undefined, boolean];

describe('isMobile', () => {
  it.each<Case>([
    ['13812345678', true],
    ['19912345678', true],
    ['13312345678', true],
    ['12812345678', false],
    ['10812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['23812345678', false],
    ['1381234567a', false],
    [' 13812345678', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p → %s', (value, expected) => {
    expect(isMobile(value)).toBe(expected);
  });
});

describe('isPhoneOrLandline', () => {
  it.each<Case>([
    ['0551-12345678', true],
    ['05511234567', true],
    ['010-1234567', true],
    ['0101234567', true],
    ['0556-5551234-801', true],
    ['05565551234-1', true],
    ['1234567', true],
    ['12345678', true],
    ['13812345678', true],
    ['123456', false],
    ['123456789', false],
    ['0551-123456', false],
    ['0551-123456789', false],
    ['551-12345678', false],
    ['0551--12345678', false],
    ['12345678-', false],
    ['0556-5551234-', false],
    ['0556-5551234-1234567', false],
    ['+86 13812345678', false],
    ['abcdefg', false],
    ['', false],
    [null, false],
  ])('%p → %s', (value, expected) => {
    expect(isPhoneOrLandline(value)).toBe(expected);
  });
});

describe('hasEmoji', () => {
  it.each<Case>([
    ['😀', true],
    ['你好👍', true],
    ['👍🏽', true],
    ['🇨🇳', true],
    ['1️⃣', true],
    ['❤', true],
    ['👨‍👩‍👧', true],
    ['张三，你好！（测试）【备注】“引号”', false],
    ['abc 123 #*', false],
    ['０１２', false],
    ['', false],
    [null, false],
  ])('%p → %s', (value, expected) => {
    expect(hasEmoji(value)).toBe(expected);
  });
});

describe('isDecimal2 / isDecimal4', () => {
  it.each<[string | null | undefined, boolean, boolean]>([
    ['12', true, true],
    ['0', true, true],
    ['12.5', true, true],
    ['12.34', true, true],
    ['0.05', true, true],
    ['12.345', false, true],
    ['12.3456', false, true],
    ['12.34567', false, false],
    ['-1', false, false],
    ['-1.5', false, false],
    ['01', false, false],
    ['00.5', false, false],
    ['12.', false, false],
    ['.5', false, false],
    ['1,000', false, false],
    ['1e3', false, false],
    [' 12', false, false],
    ['', false, false],
    [null, false, false],
  ])('%p → 2 decimals %s, 4 decimals %s', (value, two, four) => {
    expect(isDecimal2(value)).toBe(two);
    expect(isDecimal4(value)).toBe(four);
  });
});

describe('isPositiveInteger', () => {
  it.each<Case>([
    ['1', true],
    ['10', true],
    ['2147483648', true],
    ['0', false],
    ['01', false],
    ['-1', false],
    ['1.0', false],
    ['1a', false],
    ['', false],
    [undefined, false],
  ])('%p → %s', (value, expected) => {
    expect(isPositiveInteger(value)).toBe(expected);
  });
});

describe('isDigits', () => {
  it.each<Case>([
    ['0', true],
    ['007', true],
    ['1234567890', true],
    ['12a', false],
    ['1.2', false],
    ['-1', false],
    ['１２３', false],
    ['', false],
    [null, false],
  ])('%p → %s', (value, expected) => {
    expect(isDigits(value)).toBe(expected);
  });
});
