import { type FormRule } from 'antd';

import { FIELD_MESSAGES, rangeMessage, requiredMessage, rulesFor } from '@/features/resources';
import { type ConcreteFamilySpec, type FieldSpec, getFamily } from '@/services/contract';

import { checkField } from '../../../../server/resources/validation/fieldRules';
import { validId, withWrongCheckDigit } from './fakeApi';

const fieldOf = (familyId: string, name: string): FieldSpec => {
  const family = getFamily(familyId) as ConcreteFamilySpec;
  const field = family.fields?.find((item) => item.name === name);
  if (!field) throw new Error(`${familyId}.${name} missing`);
  return field;
};

/** The messages the field's rules give for a value, in rule order (antd stops at the first). */
const problems = async (field: FieldSpec, value: unknown): Promise<string[]> => {
  const messages: string[] = [];
  for (const rule of rulesFor(field) as Exclude<FormRule, (...args: never[]) => unknown>[]) {
    if (rule.required) {
      const blank =
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '') ||
        (Array.isArray(value) && value.length === 0);
      if (blank && typeof rule.message === 'string') messages.push(rule.message);
      continue;
    }
    if (!rule.validator) continue;
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      messages.push((error as Error).message);
    }
  }
  return messages;
};

describe('form rules of the catalogue fields (spec 5)', () => {
  const idCard = fieldOf('persons', 'IDCardNo');
  const phone = fieldOf('persons', 'phone');
  const sbp = fieldOf('hypertensionFollowUp', 'sbp');
  const weight = fieldOf('hypertensionFollowUp', 'weight');

  it.each([
    [validId('19850312', '124'), []],
    [withWrongCheckDigit(validId('19850312', '124')), ['身份证号码格式不正确']],
    ['34088119851312124X', ['身份证号码格式不正确']],
    ['3408811985', ['身份证号码格式不正确']],
    ['', ['请输入身份证号']],
  ])('ID number %s → %j', async (value, expected) => {
    expect(await problems(idCard, value)).toEqual(expected);
  });

  it.each([
    ['13812345678', []],
    ['0556-5551234', []],
    ['12345678901', ['手机号码格式不正确']],
    ['138123', ['手机号码格式不正确']],
    ['', []],
  ])('phone %s → %j', async (value, expected) => {
    expect(await problems(phone, value)).toEqual(expected);
  });

  it.each([
    [120, []],
    [10, []],
    [500, []],
    [9, ['收缩压应在10到500 mmHg之间']],
    [600, ['收缩压应在10到500 mmHg之间']],
    [120.5, ['收缩压必须是整数']],
    [undefined, ['请输入收缩压']],
  ])('systolic pressure %s → %j', async (value, expected) => {
    expect(await problems(sbp, value)).toEqual(expected);
  });

  it.each([
    [65.12, []],
    [65.123, ['体重最多保留2位小数']],
    [600, ['体重应在0到500 kg之间']],
    ['abc', ['体重必须是数字']],
  ])('weight %s → %j', async (value, expected) => {
    expect(await problems(weight, value)).toEqual(expected);
  });

  it('says 请选择 for choices and 请输入 for what is typed', () => {
    expect(requiredMessage(fieldOf('persons', 'sex'))).toBe('请选择性别');
    expect(requiredMessage(fieldOf('persons', 'birthDate'))).toBe('请选择出生日期');
    expect(requiredMessage(fieldOf('persons', 'name'))).toBe('请输入姓名');
    expect(requiredMessage(fieldOf('hypertensionFollowUp', 'symptoms'))).toBe('请选择症状');
  });

  it('words ranges with one bound too', () => {
    const base: FieldSpec = { name: 'n', label: '心率', kind: 'integer', unit: '次/分钟' };
    expect(rangeMessage({ ...base, min: 0, max: 300 })).toBe('心率应在0到300 次/分钟之间');
    expect(rangeMessage({ ...base, min: 0 })).toBe('心率不能小于0 次/分钟');
    expect(rangeMessage({ ...base, max: 300 })).toBe('心率不能大于300 次/分钟');
  });

  it('refuses emoji and over-long text', async () => {
    const name = fieldOf('persons', 'name');
    expect(await problems(name, '张三😀')).toEqual([FIELD_MESSAGES.emoji('姓名')]);
    expect(await problems(name, '张'.repeat(51))).toEqual([FIELD_MESSAGES.maxLength('姓名', 50)]);
  });

  describe('control, bidirectional and zero-width characters (the server’s check)', () => {
    const name = fieldOf('persons', 'name');
    const address = fieldOf('persons', 'address');
    const remark = fieldOf('hypertensionFollowUp', 'remark');

    it.each([
      [name, '王\u0000五', ['姓名不能包含控制字符或不可见字符（U+0000）']],
      [name, '赵\u202e六', ['姓名不能包含控制字符或不可见字符（U+202E）']],
      [name, '钱\u200b七', ['姓名不能包含控制字符或不可见字符（U+200B）']],
      [name, '周\ufeff九', ['姓名不能包含控制字符或不可见字符（U+FEFF）']],
      [name, '李\r\n四', ['姓名不能包含控制字符或不可见字符（U+000D）']],
      [name, '  张三  ', []],
      [address, '孔城镇\u2066桐梓村', ['现住址不能包含控制字符或不可见字符（U+2066）']],
      [address, '孔城镇\u0085桐梓村', ['现住址不能包含控制字符或不可见字符（U+0085）']],
      // Line breaks and tabs belong in a multi-line text, and nothing else invisible does.
      [remark, '头晕\r\n\t乏力', []],
      [remark, '头晕\u0007乏力', ['备注不能包含控制字符或不可见字符（U+0007）']],
    ])('%#: %j → %j, as the server says', async (field, value, expected) => {
      expect(await problems(field, value)).toEqual(expected);
      const server = checkField(field, value, '2026-11-15');
      expect(server.kind === 'error' ? [server.message] : []).toEqual(expected);
    });
  });

  it('does not check a read-only field', () => {
    expect(
      rulesFor({ ...fieldOf('persons', 'name'), readonly: true }).some(
        (rule) => 'required' in rule,
      ),
    ).toBe(false);
  });
});
