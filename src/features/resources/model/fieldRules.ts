import { type FormRule as Rule } from 'antd';

import { hasEmoji, isDecimal2, isDecimal4, unsafeTextProblem } from '@/domain/fields';
import { isValidIdCard } from '@/domain/identity';
import { isPhoneOrLandline } from '@/domain/identity';
import { type FieldKind, type FieldSpec } from '@/services/contract';

/**
 * The validation rules of a form field (spec 5), with the messages staff see. Each check is
 * separate so the message names the one thing that is wrong; the format checks skip empty
 * values and leave those to the required rule.
 */

export const MESSAGES = {
  idCard: '身份证号码格式不正确',
  phone: '手机号码格式不正确',
  emoji: (label: string) => `${label}不能包含表情符号`,
  number: (label: string) => `${label}必须是数字`,
  integer: (label: string) => `${label}必须是整数`,
  decimals: (label: string, places: number) => `${label}最多保留${places}位小数`,
  maxLength: (label: string, max: number) => `${label}不能超过${max}个字符`,
} as const;

/** Kinds picked from a list rather than typed: their required message says 请选择. */
const CHOSEN: readonly FieldKind[] = [
  'select',
  'multiselect',
  'lookup',
  'date',
  'datetime',
  'boolean',
];
const NUMERIC: readonly FieldKind[] = ['number', 'integer', 'decimal2', 'decimal4'];
const TYPED_TEXT: readonly FieldKind[] = ['text', 'textarea', 'name', 'idCard', 'phone'];
/** The kinds the server checks as free text (server/resources/validation/fieldRules.ts). */
const FREE_TEXT: readonly FieldKind[] = ['text', 'textarea', 'name', 'lookup'];

export const requiredMessage = (field: FieldSpec): string =>
  `${CHOSEN.includes(field.kind) ? '请选择' : '请输入'}${field.label}`;

const withUnit = (value: number, unit: string | undefined): string =>
  unit ? `${value} ${unit}` : String(value);

/** '收缩压应在10到500 mmHg之间', or the one bound the field has. */
export const rangeMessage = (field: FieldSpec): string => {
  const { label, min, max, unit } = field;
  if (min !== undefined && max !== undefined) {
    return `${label}应在${min}到${withUnit(max, unit)}之间`;
  }
  if (min !== undefined) return `${label}不能小于${withUnit(min, unit)}`;
  return `${label}不能大于${withUnit(max ?? 0, unit)}`;
};

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A rule whose check runs only on a filled-in value. */
const check = (isValid: (value: unknown) => boolean, message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    isBlank(value) || isValid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * Control, bidirectional and zero-width characters (NUL, U+202E, U+200B…), refused with the
 * server's message by the check the server runs (textSafety), so the form says it first.
 */
const safeTextRule = (field: FieldSpec): Rule => ({
  validator: (_rule, value: unknown) => {
    const problem =
      typeof value === 'string'
        ? unsafeTextProblem(field.label, value.trim(), field.kind === 'textarea')
        : undefined;
    return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));
  },
});

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value).trim());

const numberRules = (field: FieldSpec): Rule[] => {
  const rules: Rule[] = [
    check((value) => Number.isFinite(asNumber(value)), MESSAGES.number(field.label)),
  ];
  const finite = (test: (n: number) => boolean) => (value: unknown) => {
    const n = asNumber(value);
    return !Number.isFinite(n) || test(n);
  };
  if (field.kind === 'integer') {
    rules.push(check(finite(Number.isInteger), MESSAGES.integer(field.label)));
  }
  if (field.kind === 'decimal2' || field.kind === 'decimal4') {
    const places = field.kind === 'decimal2' ? 2 : 4;
    const pattern = places === 2 ? isDecimal2 : isDecimal4;
    // The shared check is for non-negative text; the sign is the range rule's business.
    rules.push(
      check(
        finite((n) => pattern(String(Math.abs(n)))),
        MESSAGES.decimals(field.label, places),
      ),
    );
  }
  if (field.min !== undefined || field.max !== undefined) {
    const { min = -Infinity, max = Infinity } = field;
    rules.push(
      check(
        finite((n) => n >= min && n <= max),
        rangeMessage(field),
      ),
    );
  }
  return rules;
};

export const rulesFor = (field: FieldSpec): Rule[] => {
  const rules: Rule[] = [];
  if (field.required && !field.readonly) {
    rules.push({
      required: true,
      message: requiredMessage(field),
      ...(field.kind === 'multiselect' || field.kind === 'medications'
        ? { type: 'array' as const }
        : {}),
      ...(TYPED_TEXT.includes(field.kind) ? { whitespace: true } : {}),
    });
  }
  if (field.kind === 'idCard') {
    rules.push(check((value) => isValidIdCard(String(value).trim()), MESSAGES.idCard));
  }
  if (field.kind === 'phone') {
    rules.push(check((value) => isPhoneOrLandline(String(value).trim()), MESSAGES.phone));
  }
  if (NUMERIC.includes(field.kind)) rules.push(...numberRules(field));
  if (FREE_TEXT.includes(field.kind)) rules.push(safeTextRule(field));
  if (TYPED_TEXT.includes(field.kind)) {
    rules.push(check((value) => !hasEmoji(String(value)), MESSAGES.emoji(field.label)));
    if (field.maxLength !== undefined) {
      const max = field.maxLength;
      rules.push(
        check(
          (value) => Array.from(String(value)).length <= max,
          MESSAGES.maxLength(field.label, max),
        ),
      );
    }
  }
  return rules;
};
