import { addMonths, dateText, dateTimeText, isDateText } from '../calendar';
import { type ContractItem, SERVICE_ITEM_LIMITS } from '../contract/fulfilment';
import { idCardProblem, isMaskedValue, isPhoneOrLandline, normalizeIdCard } from '../identity';
import { hasEmoji } from './formats';
import { unsafeTextProblem } from './textSafety';

/**
 * The check of a form field's value by its kind (spec 5), the one the antd form and the server
 * both run: a user reads the same Chinese sentence whichever side catches the problem. Each
 * check takes the value as it travels in a request body, answers the value to store or the
 * first thing wrong with it, and names the field by its label.
 */

/** The kinds of field there are (the catalogue's FieldKind). */
export type CheckedKind =
  | 'text'
  | 'textarea'
  | 'name'
  | 'lookup'
  | 'number'
  | 'integer'
  | 'decimal2'
  | 'decimal4'
  | 'date'
  | 'datetime'
  | 'select'
  | 'multiselect'
  | 'idCard'
  | 'phone'
  | 'boolean'
  | 'medications'
  | 'serviceItems'
  | 'table';

/**
 * Two values of a record that are only right together, declared on one of them: 舒张压 stays
 * below 收缩压 by at least MIN_PULSE_PRESSURE. A problem is reported on the declaring field.
 */
export interface FieldPairing {
  /** The other field, by name, in the same record. */
  readonly field: string;
  /** This field's value against the other's. */
  readonly relation: 'lessThan' | 'greaterThan';
  /** The least difference; without it any difference in the right direction will do. */
  readonly minGap?: number;
}

/**
 * A column of a `table` field (the 健康体检表's 住院史, 主要用药情况…): one cell of each row, a
 * text, a date ('YYYY-MM-DD'), a month ('YYYY-MM', the paper's 年 月) or a code.
 */
export interface TableColumn {
  readonly name: string;
  readonly label: string;
  readonly kind: 'text' | 'date' | 'month' | 'select';
  readonly options?: readonly { readonly value: string; readonly label?: string }[];
  readonly maxLength?: number;
  /** A row with anything in it needs this cell (药物名称 of a drug row). */
  readonly required?: boolean;
}

/** One row of a `table` field as stored: its cells by column name, blanks left out. */
export type TableRow = Record<string, string>;

/** What the checks need of a field; the catalogue's FieldSpec is one. */
export interface CheckedField {
  readonly name: string;
  readonly label: string;
  readonly kind: CheckedKind;
  readonly required?: boolean;
  /** Written by the server, never typed: not required of the user. */
  readonly readonly?: boolean;
  /** Inclusive bounds of the numeric kinds. */
  readonly min?: number;
  readonly max?: number;
  /** Characters (code points) of the text kinds; each has a default. */
  readonly maxLength?: number;
  readonly unit?: string;
  /** The codes of select and multiselect. */
  readonly options?: readonly { readonly value: string }[];
  /** A date of something that has happened (出生日期, 随访日期): not later than today. */
  readonly notAfterToday?: boolean;
  readonly pairedWith?: FieldPairing;
  /** The columns of a `table` field, and how many rows the paper has. */
  readonly columns?: readonly TableColumn[];
  readonly maxRows?: number;
}

/**
 * The dates a record may hold at all (a configurable plausible range): none before `earliest`,
 * none more than `futureYears` after today. A past event is further held to today
 * (`notAfterToday`), a record's dates to the resident's birth and a next visit to its window
 * (recordChecks.ts).
 */
export interface PlausibleDateRange {
  /** 'YYYY-MM-DD'. */
  readonly earliest: string;
  readonly futureYears: number;
}

/** The range when the deployment does not set its own. */
export const DEFAULT_PLAUSIBLE_DATES: PlausibleDateRange = {
  earliest: '1900-01-01',
  futureYears: 5,
};

export interface FieldCheckContext {
  /** 'YYYY-MM-DD' in the deployment's zone. */
  today: string;
  /** DEFAULT_PLAUSIBLE_DATES unless the deployment sets its own. */
  dateRange?: PlausibleDateRange;
}

/** The latest date the plausible range allows on `today`. */
export const latestPlausibleDate = (context: FieldCheckContext): string =>
  addMonths(context.today, 12 * (context.dateRange ?? DEFAULT_PLAUSIBLE_DATES).futureYears);

/** The value to store, `empty` for a blank (undefined, null, '', an empty list), or the problem. */
export type FieldCheck =
  { kind: 'value'; value: unknown } | { kind: 'empty' } | { kind: 'error'; message: string };

/** One row of a medications field. */
export interface MedicationRow {
  drug: string;
  timesPerDay: number;
  dose: string;
}

export type MedicationPart = keyof MedicationRow;

/** Text kinds without a declared maxLength still have one. */
export const DEFAULT_MAX_LENGTH = { text: 500, textarea: 5000, name: 50, lookup: 64 } as const;

/** 用药情况: at most so many rows, and what each cell may hold. */
export const MEDICATION_LIMITS = {
  rows: 20,
  drugLength: 100,
  doseLength: 50,
  minTimesPerDay: 1,
  /** More daily doses than this is a typing error, not a regimen. */
  maxTimesPerDay: 24,
} as const;

/** Kinds picked from a list, a calendar or a switch rather than typed: 请选择, not 请填写. */
const CHOSEN: ReadonlySet<CheckedKind> = new Set([
  'select',
  'multiselect',
  'lookup',
  'date',
  'datetime',
  'boolean',
]);

const withUnit = (value: number, unit: string | undefined): string =>
  unit ? `${value} ${unit}` : String(value);

const rowOf = (field: Pick<CheckedField, 'label'>, index: number): string =>
  `${field.label}第${index + 1}行：`;

/** Every sentence the checks say, by what is wrong. */
export const FIELD_MESSAGES = {
  required: (field: Pick<CheckedField, 'label' | 'kind'>) =>
    `${CHOSEN.has(field.kind) ? '请选择' : '请填写'}${field.label}`,
  text: (label: string) => `${label}应为文本`,
  number: (label: string) => `${label}应为数字`,
  integer: (label: string) => `${label}应为整数`,
  decimals: (label: string, places: number) => `${label}最多保留${places}位小数`,
  /** '收缩压应在10到500 mmHg之间', or the one bound the field has. */
  range: ({ label, min, max, unit }: Pick<CheckedField, 'label' | 'min' | 'max' | 'unit'>) => {
    if (min !== undefined && max !== undefined)
      return `${label}应在${min}到${withUnit(max, unit)}之间`;
    if (min !== undefined) return `${label}不能小于${withUnit(min, unit)}`;
    return `${label}不能大于${withUnit(max ?? 0, unit)}`;
  },
  maxLength: (label: string, max: number) => `${label}不能超过${max}个字符`,
  emoji: (label: string) => `${label}不能包含表情符号`,
  date: (label: string) => `${label}应为有效日期（YYYY-MM-DD）`,
  dateTime: (label: string) => `${label}应为有效日期时间（YYYY-MM-DD HH:mm:ss）`,
  notAfterToday: (label: string) => `${label}不能晚于今天`,
  /** '随访日期应在1900-01-01到2031-12-05之间'. */
  dateRange: (label: string, earliest: string, latest: string) =>
    `${label}应在${earliest}到${latest}之间`,
  /** Digits, symbols or stars in a name: '姓名只能包含汉字、字母、间隔号（·）和空格'. */
  nameCharacters: (label: string) => `${label}只能包含汉字、字母、间隔号（·）和空格`,
  code: (label: string) => `${label}应为代码值`,
  codeList: (label: string) => `${label}应为代码值列表`,
  unknownCode: (label: string, code: string) => `${label}的取值“${code}”无效`,
  idCardFormat: (label: string) => `${label}格式不正确，应为18位`,
  idCardBirthDate: (label: string) => `${label}中的出生日期无效`,
  idCardCheckDigit: (label: string) => `${label}校验码不正确`,
  phone: (label: string) => `${label}格式不正确，应为手机号或固定电话`,
  boolean: (label: string) => `${label}应为是或否`,
  list: (label: string) => `${label}应为列表`,
  tooManyRows: (label: string, rows: number = MEDICATION_LIMITS.rows) => `${label}最多${rows}行`,
  month: (label: string) => `${label}应为有效年月（YYYY-MM）`,
  monthAfterToday: (label: string) => `${label}不能晚于本月`,
  rowNotObject: (label: string, index: number) => `${rowOf({ label }, index)}格式不正确`,
  rowUnknownKeys: (label: string, index: number, keys: readonly string[]) =>
    `${rowOf({ label }, index)}未知字段：${keys.join('、')}`,
  timesPerDay: (label: string, index: number) =>
    `${rowOf({ label }, index)}每日次数应为${MEDICATION_LIMITS.minTimesPerDay}到${MEDICATION_LIMITS.maxTimesPerDay}之间的整数`,
  /** '舒张压应低于收缩压至少10 mmHg'. */
  pair: (
    field: Pick<CheckedField, 'label' | 'unit'>,
    partner: Pick<CheckedField, 'label'>,
    pairing: FieldPairing,
  ) => {
    const direction = pairing.relation === 'lessThan' ? '低于' : '高于';
    const gap = pairing.minGap ? `至少${withUnit(pairing.minGap, field.unit)}` : '';
    return `${field.label}应${direction}${partner.label}${gap}`;
  },
} as const;

export const requiredMessage = FIELD_MESSAGES.required;

const value = (v: unknown): FieldCheck => ({ kind: 'value', value: v });
const error = (message: string): FieldCheck => ({ kind: 'error', message });
const EMPTY: FieldCheck = { kind: 'empty' };

export const isBlankValue = (raw: unknown): boolean =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'string' && raw.trim() === '') ||
  (Array.isArray(raw) && raw.length === 0);

/** What is wrong with a typed text, or undefined: emoji, invisible characters, length. */
const textProblem = (
  label: string,
  text: string,
  maxLength: number,
  multiline = false,
): string | undefined => {
  // Emoji first: a family emoji holds zero-width joiners, and is an emoji to whoever typed it.
  if (hasEmoji(text)) return FIELD_MESSAGES.emoji(label);
  const unsafe = unsafeTextProblem(label, text, multiline);
  if (unsafe) return unsafe;
  return Array.from(text).length > maxLength
    ? FIELD_MESSAGES.maxLength(label, maxLength)
    : undefined;
};

const asText = (field: CheckedField, raw: unknown): FieldCheck => {
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return error(FIELD_MESSAGES.text(field.label));
  const text = String(raw).trim();
  const max =
    field.maxLength ??
    DEFAULT_MAX_LENGTH[field.kind as keyof typeof DEFAULT_MAX_LENGTH] ??
    DEFAULT_MAX_LENGTH.text;
  const problem = textProblem(field.label, text, max, field.kind === 'textarea');
  return problem ? error(problem) : value(text);
};

/**
 * A person's name: Chinese characters (any Han block, rare ones outside the BMP included), Latin
 * letters (pinyin or foreign names), the 间隔号 of minority and foreign names (· and its
 * look-alikes) and single spaces between parts. A number or a symbol is no name.
 */
const NAME_PART = '[\\p{Script=Han}A-Za-z\\u00B7\\u2022\\u30FB\\uFF0E.]+';
const NAME_TEXT = new RegExp(`^${NAME_PART}(?: ${NAME_PART})*$`, 'u');

const asName = (field: CheckedField, raw: unknown): FieldCheck => {
  const checked = asText(field, raw);
  if (checked.kind !== 'value') return checked;
  return NAME_TEXT.test(String(checked.value))
    ? checked
    : error(FIELD_MESSAGES.nameCharacters(field.label));
};

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** A number, or a plain decimal text ('12', '-3.5'); NaN for anything else (1e3, 0x10, true). */
const numberOf = (raw: unknown): number =>
  typeof raw === 'number'
    ? raw
    : typeof raw === 'string' && NUMERIC_TEXT.test(raw.trim())
      ? Number(raw.trim())
      : Number.NaN;

const DECIMAL_PLACES: Partial<Record<CheckedKind, number>> = { decimal2: 2, decimal4: 4 };

const asNumber = (field: CheckedField, raw: unknown): FieldCheck => {
  const number = numberOf(raw);
  if (!Number.isFinite(number)) return error(FIELD_MESSAGES.number(field.label));
  if (field.kind === 'integer' && !Number.isInteger(number)) {
    return error(FIELD_MESSAGES.integer(field.label));
  }
  const places = DECIMAL_PLACES[field.kind];
  // By the value, not the text: '65.10' has two places whatever it was typed as.
  if (places !== undefined && Number(number.toFixed(places)) !== number) {
    return error(FIELD_MESSAGES.decimals(field.label, places));
  }
  if (
    (field.min !== undefined && number < field.min) ||
    (field.max !== undefined && number > field.max)
  ) {
    return error(FIELD_MESSAGES.range(field));
  }
  return value(number);
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A date outside the plausible range, or a past event after today. */
const implausibleDate = (field: CheckedField, date: string, context: FieldCheckContext) => {
  const day = date.slice(0, 10);
  // A past event after today: the plainer message, however far ahead.
  if (field.notAfterToday && day > context.today) {
    return error(FIELD_MESSAGES.notAfterToday(field.label));
  }
  const { earliest } = context.dateRange ?? DEFAULT_PLAUSIBLE_DATES;
  const latest = latestPlausibleDate(context);
  return day < earliest || day > latest
    ? error(FIELD_MESSAGES.dateRange(field.label, earliest, latest))
    : undefined;
};

/** 'YYYY-MM-DD'; a date-time or an ISO instant (what a browser sends) is read as its local date. */
const asDate = (field: CheckedField, raw: unknown, context: FieldCheckContext): FieldCheck => {
  const message = FIELD_MESSAGES.date(field.label);
  if (typeof raw !== 'string') return error(message);
  const text = raw.trim();
  let date: string | undefined;
  if (DATE_ONLY.test(text)) date = text;
  else if (ZONED_DATE_TIME.test(text)) date = dateText(Date.parse(text));
  else date = LOCAL_DATE_TIME.exec(text)?.[1];
  if (!date || !isDateText(date)) return error(message);
  return implausibleDate(field, date, context) ?? value(date);
};

/** 'YYYY-MM-DD HH:mm:ss'; a bare date is its midnight, an ISO instant its local time. */
const asDateTime = (field: CheckedField, raw: unknown, context: FieldCheckContext): FieldCheck => {
  const message = FIELD_MESSAGES.dateTime(field.label);
  if (typeof raw !== 'string') return error(message);
  const text = raw.trim();
  let stamp: string | undefined;
  if (DATE_ONLY.test(text)) {
    stamp = isDateText(text) ? `${text} 00:00:00` : undefined;
  } else if (ZONED_DATE_TIME.test(text)) {
    const ms = Date.parse(text);
    stamp = Number.isNaN(ms) ? undefined : dateTimeText(ms);
  } else {
    const match = LOCAL_DATE_TIME.exec(text);
    const [hours, minutes, seconds] = [
      Number(match?.[2]),
      Number(match?.[3]),
      Number(match?.[4] ?? 0),
    ];
    if (match?.[1] && isDateText(match[1]) && hours <= 23 && minutes <= 59 && seconds <= 59) {
      stamp = `${match[1]} ${match[2]}:${match[3]}:${match[4] ?? '00'}`;
    }
  }
  if (!stamp) return error(message);
  return implausibleDate(field, stamp, context) ?? value(stamp);
};

const codeOf = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;

const isKnownCode = (field: CheckedField, code: string): boolean =>
  !field.options || field.options.some((option) => option.value === code);

const asSelect = (field: CheckedField, raw: unknown): FieldCheck => {
  const code = codeOf(raw);
  if (code === undefined) return error(FIELD_MESSAGES.code(field.label));
  return isKnownCode(field, code)
    ? value(code)
    : error(FIELD_MESSAGES.unknownCode(field.label, code));
};

/** A list of codes; a comma-separated text ('1,3') is read as a list too. */
const asMultiselect = (field: CheckedField, raw: unknown): FieldCheck => {
  const items = typeof raw === 'string' ? raw.split(/[,，]/) : raw;
  if (!Array.isArray(items)) return error(FIELD_MESSAGES.codeList(field.label));
  const codes: string[] = [];
  for (const item of items as unknown[]) {
    const code = codeOf(item);
    if (code === undefined) return error(FIELD_MESSAGES.codeList(field.label));
    if (code === '') continue;
    if (!isKnownCode(field, code)) return error(FIELD_MESSAGES.unknownCode(field.label, code));
    if (!codes.includes(code)) codes.push(code);
  }
  return codes.length === 0 ? EMPTY : value(codes);
};

/**
 * GB 11643: 18 characters, a real birth date up to today, the right check character. A masked
 * value (3408************12, as a user without 查看完整信息 reads it) stands for the stored one:
 * the server puts that back before it checks, and refuses a mask that stands for nothing
 * (docs/decisions/0041-masking-on-the-server.md).
 */
const asIdCard = (field: CheckedField, raw: unknown, context: FieldCheckContext): FieldCheck => {
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return error(FIELD_MESSAGES.text(field.label));
  if (typeof raw === 'string' && isMaskedValue(raw)) return value(raw);
  const id = normalizeIdCard(String(raw));
  switch (idCardProblem(id, context.today)) {
    case 'format':
      return error(FIELD_MESSAGES.idCardFormat(field.label));
    case 'birthDate':
      return error(FIELD_MESSAGES.idCardBirthDate(field.label));
    case 'checkDigit':
      return error(FIELD_MESSAGES.idCardCheckDigit(field.label));
    default:
      return value(id);
  }
};

/** A mobile, or a landline with optional area code and extension; a masked one as asIdCard. */
const asPhone = (field: CheckedField, raw: unknown): FieldCheck => {
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return error(FIELD_MESSAGES.text(field.label));
  if (typeof raw === 'string' && isMaskedValue(raw)) return value(raw);
  const text = String(raw).trim();
  return isPhoneOrLandline(text) ? value(text) : error(FIELD_MESSAGES.phone(field.label));
};

const asBoolean = (field: CheckedField, raw: unknown): FieldCheck => {
  if (typeof raw === 'boolean') return value(raw);
  if (raw === 1 || raw === '1' || raw === 'true') return value(true);
  if (raw === 0 || raw === '0' || raw === 'false') return value(false);
  return error(FIELD_MESSAGES.boolean(field.label));
};

const MEDICATION_PARTS: ReadonlySet<string> = new Set<MedicationPart>([
  'drug',
  'timesPerDay',
  'dose',
]);

/**
 * One cell of a 用药情况 row (`index` from 0): what is wrong with it, or undefined. Every cell is
 * needed: a drug without its daily times and dose is no regimen.
 */
export const medicationPartProblem = (
  field: Pick<CheckedField, 'label'>,
  index: number,
  part: MedicationPart,
  raw: unknown,
): string | undefined => {
  const row = rowOf(field, index);
  if (part === 'timesPerDay') {
    if (isBlankValue(raw)) return `${row}请填写每日次数`;
    const times = numberOf(raw);
    const { minTimesPerDay: min, maxTimesPerDay: max } = MEDICATION_LIMITS;
    return Number.isInteger(times) && times >= min && times <= max
      ? undefined
      : FIELD_MESSAGES.timesPerDay(field.label, index);
  }
  const [name, maxLength] =
    part === 'drug'
      ? ['药物名称', MEDICATION_LIMITS.drugLength]
      : ['每次剂量', MEDICATION_LIMITS.doseLength];
  if (isBlankValue(raw)) return `${row}请填写${name}`;
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return `${row}${FIELD_MESSAGES.text(name)}`;
  const problem = textProblem(name, String(raw).trim(), maxLength);
  return problem && `${row}${problem}`;
};

/** 用药情况: rows of {drug, timesPerDay, dose}. */
const asMedications = (field: CheckedField, raw: unknown): FieldCheck => {
  if (!Array.isArray(raw)) return error(FIELD_MESSAGES.list(field.label));
  if (raw.length > MEDICATION_LIMITS.rows) return error(FIELD_MESSAGES.tooManyRows(field.label));
  const rows: MedicationRow[] = [];
  for (const [index, entry] of (raw as unknown[]).entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return error(FIELD_MESSAGES.rowNotObject(field.label, index));
    }
    const item = entry as Record<string, unknown>;
    const unknown = Object.keys(item).filter((key) => !MEDICATION_PARTS.has(key));
    if (unknown.length > 0)
      return error(FIELD_MESSAGES.rowUnknownKeys(field.label, index, unknown));
    for (const part of ['drug', 'timesPerDay', 'dose'] as const) {
      const problem = medicationPartProblem(field, index, part, item[part]);
      if (problem) return error(problem);
    }
    rows.push({
      drug: String(item.drug).trim(),
      timesPerDay: numberOf(item.timesPerDay),
      dose: String(item.dose).trim(),
    });
  }
  return rows.length === 0 ? EMPTY : value(rows);
};

const SERVICE_ITEM_PARTS: ReadonlySet<string> = new Set(['itemId', 'name', 'rule', 'times']);
export type ServiceItemPart = 'name' | 'rule' | 'times';

/**
 * One cell of a 服务项目 row (`index` from 0): the item's name, its 履约依据 (a rule code among
 * the field's options) and its times a year.
 */
export const serviceItemPartProblem = (
  field: Pick<CheckedField, 'label' | 'options'>,
  index: number,
  part: ServiceItemPart,
  raw: unknown,
): string | undefined => {
  const row = rowOf(field, index);
  if (part === 'times') {
    if (isBlankValue(raw)) return `${row}请填写每年次数`;
    const times = numberOf(raw);
    const { minTimes: min, maxTimes: max } = SERVICE_ITEM_LIMITS;
    return Number.isInteger(times) && times >= min && times <= max
      ? undefined
      : `${row}每年次数应为${min}到${max}之间的整数`;
  }
  if (part === 'rule') {
    if (isBlankValue(raw)) return `${row}请选择履约依据`;
    const code = codeOf(raw);
    return code !== undefined && (field.options ?? []).some((option) => option.value === code)
      ? undefined
      : `${row}履约依据的取值“${String(code ?? '')}”无效`;
  }
  if (isBlankValue(raw)) return `${row}请填写服务项目名称`;
  if (typeof raw !== 'string') return `${row}${FIELD_MESSAGES.text('服务项目名称')}`;
  const problem = textProblem('服务项目名称', raw.trim(), SERVICE_ITEM_LIMITS.nameLength);
  return problem && `${row}${problem}`;
};

/** 服务项目 of a package or an agreement: rows of {itemId?, name, rule, times}. */
const asServiceItems = (field: CheckedField, raw: unknown): FieldCheck => {
  if (!Array.isArray(raw)) return error(FIELD_MESSAGES.list(field.label));
  if (raw.length > SERVICE_ITEM_LIMITS.rows) {
    return error(`${field.label}最多${SERVICE_ITEM_LIMITS.rows}项`);
  }
  const rows: ContractItem[] = [];
  for (const [index, entry] of (raw as unknown[]).entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return error(FIELD_MESSAGES.rowNotObject(field.label, index));
    }
    const item = entry as Record<string, unknown>;
    const unknown = Object.keys(item).filter((key) => !SERVICE_ITEM_PARTS.has(key));
    if (unknown.length > 0)
      return error(FIELD_MESSAGES.rowUnknownKeys(field.label, index, unknown));
    for (const part of ['name', 'rule', 'times'] as const) {
      const problem = serviceItemPartProblem(field, index, part, item[part]);
      if (problem) return error(problem);
    }
    const itemId = codeOf(item.itemId);
    rows.push({
      ...(itemId ? { itemId } : {}),
      name: String(item.name).trim(),
      rule: codeOf(item.rule) ?? '',
      times: numberOf(item.times),
    });
  }
  return rows.length === 0 ? EMPTY : value(rows);
};

/** A `table` field without its own row limit keeps to this many rows. */
export const DEFAULT_TABLE_ROWS = 10;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const isBlankRow = (row: Readonly<Record<string, unknown>>): boolean =>
  Object.values(row).every(isBlankValue);

/**
 * One cell of a `table` row (`index` from 0): what is wrong with it, or undefined; the message
 * names the row and the column as the server's check of the whole table does.
 */
export const tableCellProblem = (
  field: Pick<CheckedField, 'label'>,
  index: number,
  column: TableColumn,
  raw: unknown,
  context: FieldCheckContext,
): string | undefined => {
  const row = rowOf(field, index);
  if (isBlankValue(raw)) {
    return column.required
      ? `${row}${FIELD_MESSAGES.required({ label: column.label, kind: column.kind === 'text' ? 'text' : 'select' })}`
      : undefined;
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    return `${row}${FIELD_MESSAGES.text(column.label)}`;
  }
  const text = String(raw).trim();
  switch (column.kind) {
    case 'date': {
      const checked = asDate(
        { name: column.name, label: column.label, kind: 'date', notAfterToday: true },
        text,
        context,
      );
      return checked.kind === 'error' ? `${row}${checked.message}` : undefined;
    }
    case 'month': {
      const match = MONTH.exec(text);
      if (!match) return `${row}${FIELD_MESSAGES.month(column.label)}`;
      return context.today && text > context.today.slice(0, 7)
        ? `${row}${FIELD_MESSAGES.monthAfterToday(column.label)}`
        : undefined;
    }
    case 'select':
      return column.options && !column.options.some((option) => option.value === text)
        ? `${row}${FIELD_MESSAGES.unknownCode(column.label, text)}`
        : undefined;
    default: {
      const problem = textProblem(column.label, text, column.maxLength ?? DEFAULT_MAX_LENGTH.text);
      return problem && `${row}${problem}`;
    }
  }
};

/**
 * A `table` field: rows of cells by column name, at most `maxRows`; blank rows are dropped, a
 * row with anything in it needs its required cells, and every cell is checked by its column.
 */
const asTable = (field: CheckedField, raw: unknown, context: FieldCheckContext): FieldCheck => {
  if (!Array.isArray(raw)) return error(FIELD_MESSAGES.list(field.label));
  const columns = field.columns ?? [];
  const names = new Set(columns.map((column) => column.name));
  const rows: TableRow[] = [];
  for (const [index, entry] of (raw as unknown[]).entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return error(FIELD_MESSAGES.rowNotObject(field.label, index));
    }
    const item = entry as Record<string, unknown>;
    const unknown = Object.keys(item).filter((key) => !names.has(key));
    if (unknown.length > 0)
      return error(FIELD_MESSAGES.rowUnknownKeys(field.label, index, unknown));
    if (isBlankRow(item)) continue;
    const row: TableRow = {};
    for (const column of columns) {
      const problem = tableCellProblem(field, index, column, item[column.name], context);
      if (problem) return error(problem);
      const cell = item[column.name];
      if (!isBlankValue(cell)) row[column.name] = String(cell).trim();
    }
    rows.push(row);
  }
  const limit = field.maxRows ?? DEFAULT_TABLE_ROWS;
  if (rows.length > limit) return error(FIELD_MESSAGES.tooManyRows(field.label, limit));
  return rows.length === 0 ? EMPTY : value(rows);
};

type Check = (field: CheckedField, raw: unknown, context: FieldCheckContext) => FieldCheck;

const CHECK_BY_KIND: Readonly<Record<CheckedKind, Check>> = {
  text: asText,
  textarea: asText,
  name: asName,
  lookup: asText,
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
  serviceItems: asServiceItems,
  table: asTable,
};

/**
 * Checks one field's value and coerces it to the stored form. A blank is `empty`, required or
 * not: whether it may stay blank is the record's question (an update may leave a field out).
 */
export const checkFieldValue = (
  field: CheckedField,
  raw: unknown,
  context: FieldCheckContext,
): FieldCheck => (isBlankValue(raw) ? EMPTY : CHECK_BY_KIND[field.kind](field, raw, context));

/** The value's problem as the form shows it: a blank required field, or what checkFieldValue finds. */
export const fieldProblem = (
  field: CheckedField,
  raw: unknown,
  context: FieldCheckContext,
): string | undefined => {
  const result = checkFieldValue(field, raw, context);
  if (result.kind === 'error') return result.message;
  return result.kind === 'empty' && field.required && !field.readonly
    ? FIELD_MESSAGES.required(field)
    : undefined;
};

/**
 * A declared pair's problem (舒张压 not below 收缩压 by MIN_PULSE_PRESSURE), or undefined. Only
 * two acceptable numbers are compared: a blank or a bad value is its own field's problem.
 */
export const pairProblem = (
  field: CheckedField,
  partner: CheckedField,
  raw: unknown,
  partnerRaw: unknown,
  context: FieldCheckContext,
): string | undefined => {
  const pairing = field.pairedWith;
  if (!pairing || pairing.field !== partner.name) return undefined;
  const own = checkFieldValue(field, raw, context);
  const other = checkFieldValue(partner, partnerRaw, context);
  if (own.kind !== 'value' || other.kind !== 'value') return undefined;
  if (typeof own.value !== 'number' || typeof other.value !== 'number') return undefined;
  const difference =
    pairing.relation === 'lessThan' ? other.value - own.value : own.value - other.value;
  const gap = pairing.minGap ?? 0;
  const ok = gap > 0 ? difference >= gap : difference > 0;
  return ok ? undefined : FIELD_MESSAGES.pair(field, partner, pairing);
};

/** Every declared pair of a record's fields that its values break, on the declaring field. */
export const pairIssues = (
  fields: readonly CheckedField[],
  values: Readonly<Record<string, unknown>>,
  context: FieldCheckContext,
): { field: string; message: string }[] => {
  const byName = new Map(fields.map((field) => [field.name, field]));
  return fields.flatMap((field) => {
    const partner = field.pairedWith && byName.get(field.pairedWith.field);
    if (!partner) return [];
    const message = pairProblem(field, partner, values[field.name], values[partner.name], context);
    return message ? [{ field: field.name, message }] : [];
  });
};
