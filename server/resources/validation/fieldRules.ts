import { dateText, dateTimeText, isDateText } from '../../../src/domain/calendar';
import { idCardProblem, isMobile, normalizeIdCard } from '../../../src/domain/identity';
import { type FieldSpec, type MedicationEntry } from '../../../src/services/contract/catalogue';
import { unsafeTextProblem } from '../../../src/domain/fields';

/**
 * One field's value: coerced to the stored form, or a Chinese message saying what is wrong.
 * `empty` means the client left the field blank (undefined, null, '' or an empty list).
 */
export type FieldResult =
  { kind: 'value'; value: unknown } | { kind: 'empty' } | { kind: 'error'; message: string };

const value = (v: unknown): FieldResult => ({ kind: 'value', value: v });
const error = (message: string): FieldResult => ({ kind: 'error', message });
const EMPTY: FieldResult = { kind: 'empty' };

const LANDLINE = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Text kinds without a declared maxLength still have one. */
const DEFAULT_MAX_LENGTH = { text: 500, textarea: 5000, name: 50, lookup: 64 } as const;
const MAX_MEDICATIONS = 20;

export const typeMessage = (field: FieldSpec, what: string): string =>
  `字段“${field.label}”应为${what}`;

export const rangeMessage = (field: FieldSpec): string => {
  const { label, min, max } = field;
  if (min !== undefined && max !== undefined) return `${label}应在${min}到${max}之间`;
  if (min !== undefined) return `${label}不能小于${min}`;
  return `${label}不能大于${String(max)}`;
};

const isBlank = (raw: unknown): boolean =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'string' && raw.trim() === '') ||
  (Array.isArray(raw) && raw.length === 0);

const asText = (field: FieldSpec, raw: unknown): FieldResult => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return error(typeMessage(field, '文本'));
  const text = String(raw).trim();
  const max =
    field.maxLength ??
    DEFAULT_MAX_LENGTH[field.kind as keyof typeof DEFAULT_MAX_LENGTH] ??
    DEFAULT_MAX_LENGTH.text;
  if (text.length > max) return error(`${field.label}不能超过${max}个字符`);
  const unsafe = unsafeTextProblem(field.label, text, field.kind === 'textarea');
  if (unsafe) return error(unsafe);
  return value(text);
};

const decimalsOf = (raw: unknown): number => {
  const text = String(raw);
  const at = text.indexOf('.');
  return at === -1 || /e/i.test(text) ? 0 : text.length - at - 1;
};

const asNumber = (field: FieldSpec, raw: unknown): FieldResult => {
  const number =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && NUMERIC_TEXT.test(raw.trim())
        ? Number(raw.trim())
        : Number.NaN;
  if (!Number.isFinite(number)) return error(typeMessage(field, '数字'));
  if (field.kind === 'integer' && !Number.isInteger(number)) {
    return error(typeMessage(field, '整数'));
  }
  const places = field.kind === 'decimal2' ? 2 : field.kind === 'decimal4' ? 4 : undefined;
  if (places !== undefined && decimalsOf(raw) > places) {
    return error(`${field.label}最多保留${places}位小数`);
  }
  if (
    (field.min !== undefined && number < field.min) ||
    (field.max !== undefined && number > field.max)
  ) {
    return error(rangeMessage(field));
  }
  return value(number);
};

/** 'YYYY-MM-DD'; a date-time or an ISO instant (antd sends UTC) is read as its China date. */
const asDate = (field: FieldSpec, raw: unknown): FieldResult => {
  const message = typeMessage(field, '日期（YYYY-MM-DD）');
  if (typeof raw !== 'string') return error(message);
  const text = raw.trim();
  let date: string | undefined;
  if (DATE_ONLY.test(text)) date = text;
  else if (ZONED_DATE_TIME.test(text)) date = dateText(Date.parse(text));
  else date = LOCAL_DATE_TIME.exec(text)?.[1];
  return date && isDateText(date) ? value(date) : error(message);
};

const asDateTime = (field: FieldSpec, raw: unknown): FieldResult => {
  const message = typeMessage(field, '日期时间（YYYY-MM-DD HH:mm:ss）');
  if (typeof raw !== 'string') return error(message);
  const text = raw.trim();
  if (DATE_ONLY.test(text)) return isDateText(text) ? value(`${text} 00:00:00`) : error(message);
  if (ZONED_DATE_TIME.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? error(message) : value(dateTimeText(ms));
  }
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match?.[1] || !isDateText(match[1])) return error(message);
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return error(message);
  return value(`${match[1]} ${match[2]}:${match[3]}:${match[4] ?? '00'}`);
};

const asCode = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;

const asSelect = (field: FieldSpec, raw: unknown): FieldResult => {
  const code = asCode(raw);
  if (code === undefined) return error(typeMessage(field, '代码值'));
  if (field.options && !field.options.some((option) => option.value === code)) {
    return error(`${field.label}的取值“${code}”无效`);
  }
  return value(code);
};

/** A list of codes; a comma-separated text ('1,3') is read as a list too. */
const asMultiselect = (field: FieldSpec, raw: unknown): FieldResult => {
  const items = typeof raw === 'string' ? raw.split(/[,，]/) : raw;
  if (!Array.isArray(items)) return error(typeMessage(field, '代码值列表'));
  const codes: string[] = [];
  for (const item of items as unknown[]) {
    const code = asCode(item);
    if (code === undefined) return error(typeMessage(field, '代码值列表'));
    if (code === '') continue;
    if (field.options && !field.options.some((option) => option.value === code)) {
      return error(`${field.label}的取值“${code}”无效`);
    }
    if (!codes.includes(code)) codes.push(code);
  }
  return codes.length === 0 ? EMPTY : value(codes);
};

const asIdCard = (field: FieldSpec, raw: unknown, today: string): FieldResult => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return error(typeMessage(field, '文本'));
  const id = normalizeIdCard(String(raw));
  switch (idCardProblem(id, today)) {
    case 'format':
      return error(`${field.label}格式不正确，应为18位`);
    case 'birthDate':
      return error(`${field.label}中的出生日期无效`);
    case 'checkDigit':
      return error(`${field.label}校验码不正确`);
    default:
      return value(id);
  }
};

const asPhone = (field: FieldSpec, raw: unknown): FieldResult => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return error(typeMessage(field, '文本'));
  const text = String(raw).trim();
  return isMobile(text) || LANDLINE.test(text) ? value(text) : error(`${field.label}格式不正确`);
};

const asBoolean = (field: FieldSpec, raw: unknown): FieldResult => {
  if (typeof raw === 'boolean') return value(raw);
  if (raw === 1 || raw === '1' || raw === 'true') return value(true);
  if (raw === 0 || raw === '0' || raw === 'false') return value(false);
  return error(typeMessage(field, '是或否（true/false）'));
};

const MEDICATION_KEYS = new Set(['drug', 'timesPerDay', 'dose']);

/** 用药情况: rows of {drug, timesPerDay, dose}. */
const asMedications = (field: FieldSpec, raw: unknown): FieldResult => {
  if (!Array.isArray(raw)) return error(typeMessage(field, '列表'));
  if (raw.length > MAX_MEDICATIONS) return error(`${field.label}最多${MAX_MEDICATIONS}行`);
  const rows: MedicationEntry[] = [];
  for (const [index, entry] of (raw as unknown[]).entries()) {
    const row = `${field.label}第${index + 1}行：`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return error(`${row}应为对象`);
    }
    const item = entry as Record<string, unknown>;
    const unknown = Object.keys(item).filter((key) => !MEDICATION_KEYS.has(key));
    if (unknown.length > 0) return error(`${row}未知字段：${unknown.join('、')}`);
    const drug = typeof item.drug === 'string' ? item.drug.trim() : '';
    if (!drug) return error(`${row}请填写药物名称`);
    if (drug.length > 100) return error(`${row}药物名称不能超过100个字符`);
    const times =
      typeof item.timesPerDay === 'string' ? Number(item.timesPerDay) : item.timesPerDay;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 0 || times > 24) {
      return error(`${row}每日次数应为0到24之间的整数`);
    }
    const dose = typeof item.dose === 'string' || typeof item.dose === 'number' ? item.dose : '';
    if (String(dose).length > 50) return error(`${row}每次剂量不能超过50个字符`);
    rows.push({ drug, timesPerDay: times, dose: String(dose).trim() });
  }
  return rows.length === 0 ? EMPTY : value(rows);
};

type Check = (field: FieldSpec, raw: unknown, today: string) => FieldResult;

/** The check of each kind; the text kinds (text, name, textarea, lookup) fall to asText. */
const CHECK_BY_KIND: Readonly<Partial<Record<FieldSpec['kind'], Check>>> = {
  number: asNumber,
  integer: asNumber,
  decimal2: asNumber,
  decimal4: asNumber,
  date: asDate,
  datetime: asDateTime,
  select: asSelect,
  multiselect: asMultiselect,
  idCard: asIdCard,
  phone: asPhone,
  boolean: asBoolean,
  medications: asMedications,
};

/** Checks and coerces one declared field's value. */
export const checkField = (field: FieldSpec, raw: unknown, today: string): FieldResult =>
  isBlank(raw) ? EMPTY : (CHECK_BY_KIND[field.kind] ?? asText)(field, raw, today);

/** '请选择' for choices, '请填写' for what is typed. */
export const requiredMessage = (field: FieldSpec): string =>
  ['select', 'multiselect', 'lookup', 'boolean'].includes(field.kind)
    ? `请选择${field.label}`
    : `请填写${field.label}`;

const MAX_FREE_TEXT = 10_000;
const MAX_FREE_DEPTH = 4;

const depthOf = (raw: unknown): number =>
  typeof raw === 'object' && raw !== null
    ? 1 + Math.max(0, ...Object.values(raw as Record<string, unknown>).map(depthOf))
    : 0;

/** A field of a family without declared fields: any JSON value of modest size. */
export const checkFreeField = (name: string, raw: unknown): FieldResult => {
  if (isBlank(raw)) return EMPTY;
  if (typeof raw === 'string') {
    const text = raw.trim();
    return text.length > MAX_FREE_TEXT
      ? error(`字段“${name}”不能超过${MAX_FREE_TEXT}个字符`)
      : value(text);
  }
  if (depthOf(raw) > MAX_FREE_DEPTH) return error(`字段“${name}”嵌套层级过深`);
  return value(raw);
};
