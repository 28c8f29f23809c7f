import {
  type CheckedField,
  checkFieldValue,
  DEFAULT_MAX_LENGTH,
  fieldProblem,
  medicationPartProblem,
  pairIssues,
  pairProblem,
} from '@/domain/fields';
import { idCardCheckDigit } from '@/domain/identity';
import { MIN_PULSE_PRESSURE } from '@/domain/measures';

/**
 * The field checks of spec 5, by kind: the one wording the form and the server both show. The
 * client/server equality over the whole catalogue is test/integration/server/fieldMessages.test.ts.
 */

const TODAY = '2026-11-15';
const context = { today: TODAY };
const problem = (field: CheckedField, raw: unknown) => fieldProblem(field, raw, context);

const withCheck = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;
const VALID_ID = withCheck('34088119850312124');
const WRONG_CHECK = `${VALID_ID.slice(0, 17)}${VALID_ID.endsWith('1') ? '2' : '1'}`;

const of = (kind: CheckedField['kind'], label: string, extra: Partial<CheckedField> = {}) => ({
  name: 'f',
  label,
  kind,
  ...extra,
});

describe('the field check of each kind (spec 5)', () => {
  const sbp = of('integer', '收缩压', { required: true, min: 10, max: 500, unit: 'mmHg' });
  const weight = of('decimal2', '体重', { min: 0, max: 500, unit: 'kg' });
  const glucose = of('decimal4', '糖化血红蛋白', { max: 20 });
  const heartRate = of('number', '心率', { min: 0 });
  const name = of('name', '姓名', { required: true });
  const address = of('text', '现住址', { required: true, maxLength: 200 });
  const remark = of('textarea', '备注');
  const hospital = of('lookup', '所属机构', { required: true });
  const visitDate = of('date', '随访日期', { required: true, notAfterToday: true });
  const dueDate = of('date', '预产期');
  const deathDate = of('datetime', '死亡日期', { notAfterToday: true });
  const visitMethod = of('select', '随访方式', {
    required: true,
    options: [{ value: '1' }, { value: '2' }],
  });
  const symptoms = of('multiselect', '症状', { required: true, options: [{ value: '1' }] });
  const idCard = of('idCard', '身份证号', { required: true });
  const phone = of('phone', '本人电话');
  const confirmed = of('boolean', '异常值已核实', { required: true });
  const medications = of('medications', '用药情况');

  const cases: [CheckedField, unknown, string | undefined][] = [
    // Numbers: the type, the integer, the decimals, the bounds with their unit.
    [sbp, 120, undefined],
    [sbp, '120', undefined],
    [sbp, undefined, '请填写收缩压'],
    [sbp, '  ', '请填写收缩压'],
    [sbp, 'abc', '收缩压应为数字'],
    [sbp, '1e3', '收缩压应为数字'],
    [sbp, true, '收缩压应为数字'],
    [sbp, 120.5, '收缩压应为整数'],
    [sbp, 9, '收缩压应在10到500 mmHg之间'],
    [sbp, 501, '收缩压应在10到500 mmHg之间'],
    [weight, 65.12, undefined],
    [weight, '65.10', undefined],
    [weight, 65.123, '体重最多保留2位小数'],
    [weight, -1, '体重应在0到500 kg之间'],
    [weight, undefined, undefined],
    [glucose, 6.12345, '糖化血红蛋白最多保留4位小数'],
    [glucose, 21, '糖化血红蛋白不能大于20'],
    [heartRate, -1, '心率不能小于0'],
    // Text: emoji, invisible characters, the length in characters (a 𠮷 is one).
    [name, '张三', undefined],
    [name, '', '请填写姓名'],
    [name, '张三😀', '姓名不能包含表情符号'],
    [name, '👨‍👩‍👧', '姓名不能包含表情符号'],
    [name, '王\u0000五', '姓名不能包含控制字符或不可见字符（U+0000）'],
    [name, '𠮷'.repeat(DEFAULT_MAX_LENGTH.name), undefined],
    [name, '张'.repeat(DEFAULT_MAX_LENGTH.name + 1), '姓名不能超过50个字符'],
    [name, { first: '张' }, '姓名应为文本'],
    [address, '孔'.repeat(201), '现住址不能超过200个字符'],
    [remark, '头晕\r\n\t乏力', undefined],
    [remark, '头晕\u0007乏力', '备注不能包含控制字符或不可见字符（U+0007）'],
    [hospital, undefined, '请选择所属机构'],
    [hospital, 'x'.repeat(65), '所属机构不能超过64个字符'],
    // Dates: a real day, and not ahead when it records an event.
    [visitDate, TODAY, undefined],
    [visitDate, undefined, '请选择随访日期'],
    [visitDate, '2025-02-30', '随访日期应为有效日期（YYYY-MM-DD）'],
    [visitDate, 20250101, '随访日期应为有效日期（YYYY-MM-DD）'],
    [visitDate, '2026-11-16', '随访日期不能晚于今天'],
    [dueDate, '2027-06-01', undefined],
    [deathDate, '2026-11-15 23:59:59', undefined],
    [deathDate, '2026-11-16 00:00:00', '死亡日期不能晚于今天'],
    [deathDate, '2026-11-15 24:00:00', '死亡日期应为有效日期时间（YYYY-MM-DD HH:mm:ss）'],
    // Codes.
    [visitMethod, '2', undefined],
    [visitMethod, undefined, '请选择随访方式'],
    [visitMethod, '9', '随访方式的取值“9”无效'],
    [visitMethod, { code: '1' }, '随访方式应为代码值'],
    [symptoms, ['1'], undefined],
    [symptoms, [], '请选择症状'],
    [symptoms, [''], '请选择症状'],
    [symptoms, ['1', '99'], '症状的取值“99”无效'],
    [symptoms, 7, '症状应为代码值列表'],
    // The ID number: shape, birth date, check character.
    [idCard, VALID_ID, undefined],
    [idCard, VALID_ID.toLowerCase(), undefined],
    [idCard, '', '请填写身份证号'],
    [idCard, '3408811985', '身份证号格式不正确，应为18位'],
    [idCard, withCheck('34088119851312124'), '身份证号中的出生日期无效'],
    [idCard, withCheck('34088120991231124'), '身份证号中的出生日期无效'],
    [idCard, WRONG_CHECK, '身份证号校验码不正确'],
    // Phones: a mobile, or a landline with area code and extension.
    [phone, '13812345678', undefined],
    [phone, '0556-5551234', undefined],
    [phone, '0556-5551234-801', undefined],
    [phone, '12345678901', '本人电话格式不正确，应为手机号或固定电话'],
    [phone, '138123', '本人电话格式不正确，应为手机号或固定电话'],
    [phone, '', undefined],
    // Flags.
    [confirmed, false, undefined],
    [confirmed, '1', undefined],
    [confirmed, 'yes', '异常值已核实应为是或否'],
    [confirmed, undefined, '请选择异常值已核实'],
    // 用药情况: every cell of every row, in the row's words.
    [medications, [{ drug: '硝苯地平', timesPerDay: 2, dose: '10mg' }], undefined],
    [medications, 'x', '用药情况应为列表'],
    [medications, [{ drug: '', timesPerDay: 1, dose: '5mg' }], '用药情况第1行：请填写药物名称'],
    [
      medications,
      [
        { drug: '硝苯地平', timesPerDay: 2, dose: '10mg' },
        { drug: '氨氯地平', timesPerDay: 0, dose: '5mg' },
      ],
      '用药情况第2行：每日次数应为1到24之间的整数',
    ],
    [medications, [{ drug: '氨氯地平', timesPerDay: 1 }], '用药情况第1行：请填写每次剂量'],
    [
      medications,
      [{ drug: '氨氯地平', timesPerDay: 1, dose: '5mg💊' }],
      '用药情况第1行：每次剂量不能包含表情符号',
    ],
    [
      medications,
      [{ drug: '氨'.repeat(101), timesPerDay: 1, dose: '5mg' }],
      '用药情况第1行：药物名称不能超过100个字符',
    ],
    [
      medications,
      [{ drug: '氨氯地平', timesPerDay: 1, dose: '5mg', note: 'x' }],
      '用药情况第1行：未知字段：note',
    ],
    [medications, Array(21).fill({ drug: '氨', timesPerDay: 1, dose: '1' }), '用药情况最多20行'],
  ];

  it.each(cases.map(([field, raw, expected]) => [field.label, raw, expected, field] as const))(
    '%#: %s %j → %s',
    (_label, raw, expected, field) => {
      expect(problem(field, raw)).toBe(expected);
    },
  );

  it('is not required of a field the server writes', () => {
    expect(problem({ ...name, readonly: true }, '')).toBeUndefined();
  });

  it('coerces to the stored form', () => {
    expect(checkFieldValue(sbp, ' 120 ', context)).toEqual({ kind: 'value', value: 120 });
    expect(checkFieldValue(name, '  张三  ', context)).toEqual({ kind: 'value', value: '张三' });
    expect(checkFieldValue(idCard, VALID_ID.toLowerCase(), context)).toEqual({
      kind: 'value',
      value: VALID_ID,
    });
    expect(checkFieldValue(symptoms, '1,1', context)).toEqual({ kind: 'value', value: ['1'] });
    expect(checkFieldValue(deathDate, '2026-11-15 08:30', context)).toEqual({
      kind: 'value',
      value: '2026-11-15 08:30:00',
    });
    // A browser's instant is read as its day in the deployment zone (China, UTC+8).
    expect(checkFieldValue(dueDate, '2026-11-14T16:30:00.000Z', context)).toEqual({
      kind: 'value',
      value: '2026-11-15',
    });
    expect(
      checkFieldValue(medications, [{ drug: ' 硝苯地平 ', timesPerDay: '2', dose: 10 }], context),
    ).toEqual({ kind: 'value', value: [{ drug: '硝苯地平', timesPerDay: 2, dose: '10' }] });
    expect(checkFieldValue(name, null, context)).toEqual({ kind: 'empty' });
  });

  it('checks one medication cell as the whole list does', () => {
    expect(medicationPartProblem(medications, 2, 'timesPerDay', 25)).toBe(
      '用药情况第3行：每日次数应为1到24之间的整数',
    );
    expect(medicationPartProblem(medications, 0, 'drug', ' ')).toBe(
      '用药情况第1行：请填写药物名称',
    );
    expect(medicationPartProblem(medications, 0, 'dose', '5mg')).toBeUndefined();
  });
});

describe('paired values (舒张压 below 收缩压)', () => {
  const sbp = of('integer', '收缩压', { name: 'sbp', unit: 'mmHg' });
  const dbp = of('integer', '舒张压', {
    name: 'dbp',
    unit: 'mmHg',
    pairedWith: { field: 'sbp', relation: 'lessThan', minGap: MIN_PULSE_PRESSURE },
  });
  const message = '舒张压应低于收缩压至少10 mmHg';

  it.each<[unknown, unknown, string | undefined]>([
    [120, 80, undefined],
    [120, 110, undefined],
    [120, 111, message],
    [90, 95, message],
    [95, 95, message],
    ['130', '125', message],
    // A blank or a bad value is its own field's problem.
    [undefined, 95, undefined],
    [120, 'abc', undefined],
  ])('%p/%p → %s', (systolic, diastolic, expected) => {
    expect(pairProblem(dbp, sbp, diastolic, systolic, context)).toBe(expected);
    expect(pairIssues([sbp, dbp], { sbp: systolic, dbp: diastolic }, context)).toEqual(
      expected ? [{ field: 'dbp', message: expected }] : [],
    );
  });

  it('words a pair without a gap, and the other direction', () => {
    const below = { ...dbp, pairedWith: { field: 'sbp', relation: 'lessThan' as const } };
    expect(pairProblem(below, sbp, 120, 120, context)).toBe('舒张压应低于收缩压');
    expect(pairProblem(below, sbp, 119, 120, context)).toBeUndefined();
    const above = { ...sbp, pairedWith: { field: 'dbp', relation: 'greaterThan' as const } };
    expect(pairProblem(above, dbp, 80, 90, context)).toBe('收缩压应高于舒张压');
  });

  it('skips a pair whose partner the record does not have', () => {
    expect(pairIssues([dbp], { dbp: 200 }, context)).toEqual([]);
  });
});
