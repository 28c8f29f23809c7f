import dayjs from 'dayjs';

import { addDays, dateText } from '@/domain/calendar';
import { FIELD_MESSAGES } from '@/domain/fields';
import { ruleDependencies, rulesFor } from '@/features/resources';
import { type ConcreteFamilySpec, type FieldSpec, getFamily } from '@/services/contract';

import { validId, withWrongCheckDigit } from './fakeApi';

const fieldOf = (familyId: string, name: string): FieldSpec => {
  const family = getFamily(familyId) as ConcreteFamilySpec;
  const field = family.fields?.find((item) => item.name === name);
  if (!field) throw new Error(`${familyId}.${name} missing`);
  return field;
};

/** The messages the field's rules give for a value, in rule order, with the form's other values. */
const problems = async (field: FieldSpec, value: unknown, others: Record<string, unknown> = {}) => {
  const family = getFamily('hypertensionFollowUp') as ConcreteFamilySpec;
  const values = { ...others, [field.name]: value };
  const form = { getFieldValue: (name: string) => values[name] } as never;
  const messages: string[] = [];
  for (const entry of rulesFor(field, family.fields ?? [])) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    try {
      await rule.validator?.(rule, value, () => undefined);
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
    [withWrongCheckDigit(validId('19850312', '124')), ['身份证号校验码不正确']],
    ['34088119851312124X', ['身份证号中的出生日期无效']],
    ['3408811985', ['身份证号格式不正确，应为18位']],
    ['', ['请填写身份证号']],
  ])('ID number %s → %j', async (value, expected) => {
    expect(await problems(idCard, value)).toEqual(expected);
  });

  it.each([
    ['13812345678', []],
    ['0556-5551234', []],
    ['0556-5551234-801', []],
    ['12345678901', ['本人电话格式不正确，应为手机号或固定电话']],
    ['138123', ['本人电话格式不正确，应为手机号或固定电话']],
    ['', []],
  ])('phone %s → %j', async (value, expected) => {
    expect(await problems(phone, value)).toEqual(expected);
  });

  it.each([
    [120, []],
    [60, []],
    [300, []],
    [59, ['收缩压应在60到300 mmHg之间']],
    [600, ['收缩压应在60到300 mmHg之间']],
    [120.5, ['收缩压应为整数']],
    [undefined, ['请填写收缩压']],
  ])('systolic pressure %s → %j', async (value, expected) => {
    expect(await problems(sbp, value)).toEqual(expected);
  });

  it.each([
    [65.12, []],
    [65.123, ['体重最多保留2位小数']],
    [600, ['体重应在20到300 kg之间']],
    [19, ['体重应在20到300 kg之间']],
    ['abc', ['体重应为数字']],
  ])('weight %s → %j', async (value, expected) => {
    expect(await problems(weight, value)).toEqual(expected);
  });

  it('says 请选择 for choices and 请填写 for what is typed', async () => {
    expect(await problems(fieldOf('persons', 'sex'), undefined)).toEqual(['请选择性别']);
    expect(await problems(fieldOf('persons', 'birthDate'), null)).toEqual(['请选择出生日期']);
    expect(await problems(fieldOf('persons', 'name'), '  ')).toEqual(['请填写姓名']);
    expect(await problems(fieldOf('hypertensionFollowUp', 'symptoms'), [])).toEqual(['请选择症状']);
  });

  it('words ranges with one bound too', () => {
    const base: FieldSpec = { name: 'n', label: '心率', kind: 'integer', unit: '次/分钟' };
    expect(FIELD_MESSAGES.range({ ...base, min: 0, max: 300 })).toBe('心率应在0到300 次/分钟之间');
    expect(FIELD_MESSAGES.range({ ...base, min: 0 })).toBe('心率不能小于0 次/分钟');
    expect(FIELD_MESSAGES.range({ ...base, max: 300 })).toBe('心率不能大于300 次/分钟');
  });

  it('checks a picked day as the text the save sends, and a past event is not ahead', async () => {
    const visitDate = fieldOf('hypertensionFollowUp', 'visitDate');
    const today = dateText();
    expect(await problems(visitDate, dayjs(today))).toEqual([]);
    expect(await problems(visitDate, dayjs(addDays(today, 1)))).toEqual(['随访日期不能晚于今天']);
    expect(
      await problems(fieldOf('hypertensionFollowUp', 'nextVisitDate'), dayjs(addDays(today, 30))),
    ).toEqual([]);
  });

  it('checks 舒张压 against 收缩压 as the field declares, re-checked when 收缩压 changes', async () => {
    const dbp = fieldOf('hypertensionFollowUp', 'dbp');
    expect(ruleDependencies(dbp)).toEqual(['sbp']);
    expect(await problems(dbp, 80, { sbp: 120 })).toEqual([]);
    expect(await problems(dbp, 115, { sbp: 120 })).toEqual(['舒张压应低于收缩压至少10 mmHg']);
    expect(await problems(dbp, 95, { sbp: 90 })).toEqual(['舒张压应低于收缩压至少10 mmHg']);
    // Without a systolic value there is nothing to compare.
    expect(await problems(dbp, 95, {})).toEqual([]);
  });

  it('refuses emoji and over-long text', async () => {
    const name = fieldOf('persons', 'name');
    expect(await problems(name, '张三😀')).toEqual([FIELD_MESSAGES.emoji('姓名')]);
    expect(await problems(name, '张'.repeat(51))).toEqual([FIELD_MESSAGES.maxLength('姓名', 50)]);
  });

  describe('control, bidirectional and zero-width characters', () => {
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
    ])('%#: %j → %j', async (field, value, expected) => {
      expect(await problems(field, value)).toEqual(expected);
    });
  });

  it('does not require a read-only field', async () => {
    const name = { ...fieldOf('persons', 'name'), readonly: true };
    expect(rulesFor(name).some((rule) => 'required' in rule && rule.required)).toBe(false);
    expect(await problems(name, '')).toEqual([]);
  });
});
