import { type FieldSpec, type MedicationEntry, optionLabel } from '@/services/contract';

/**
 * How values read on paper. Pure: the layouts and their tests share it. Nothing is masked: a
 * printed form is the resident's own record, filed or handed to them (spec 5 masks lists, logs
 * and traces, not the paper).
 */

export type PrintRecord = Record<string, unknown>;

export const scalarText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A multiselect value as its codes ('1', '2'), whatever shape it was stored in. */
export const codeList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(scalarText).filter(Boolean);
  const text = scalarText(value);
  return text ? text.split(',').filter(Boolean) : [];
};

export const medicationList = (value: unknown): MedicationEntry[] =>
  Array.isArray(value)
    ? value.filter(
        (entry): entry is MedicationEntry =>
          typeof entry === 'object' && entry !== null && 'drug' in entry,
      )
    : [];

/** 用法用量 of a drug row as the forms write it. */
export const dosageText = (entry: MedicationEntry): string =>
  `每日${entry.timesPerDay}次 每次${entry.dose}`;

/** 服务项目 on paper: each item and its times a year, with what was done when the reply says. */
export const serviceItemsText = (value: unknown): string =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : [])
    .filter((entry) => typeof entry === 'object' && entry !== null)
    .map((entry) => {
      const done = typeof entry.done === 'number' ? `，已完成${entry.done}次` : '';
      return `${scalarText(entry.name)}（每年${scalarText(entry.times)}次${done}）`;
    })
    .join('；');

/** A value in words: option codes as their labels, lists joined, numbers with the field's unit. */
export const paperText = (field: FieldSpec | undefined, value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  if (field?.kind === 'select') return optionLabel(field, scalarText(value));
  if (field?.kind === 'multiselect') {
    return codeList(value)
      .map((code) => optionLabel(field, code))
      .join('、');
  }
  if (field?.kind === 'medications' || (Array.isArray(value) && medicationList(value).length)) {
    return medicationList(value)
      .map((entry) => `${entry.drug}（${dosageText(entry)}）`)
      .join('；');
  }
  if (field?.kind === 'serviceItems') return serviceItemsText(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map(scalarText).join('、');
  const text = scalarText(value);
  return text && field?.unit && typeof value === 'number' ? `${text}${field.unit}` : text;
};

/** The options of a coded field as the paper lists them: '1门诊 2家庭 3电话'. */
export const optionsText = (field: FieldSpec | undefined): string =>
  (field?.options ?? []).map((option) => `${option.value}${option.label}`).join(' ');

/** The codes written in the boxes of a coded field (one box for a single choice). */
export const boxCodes = (field: FieldSpec | undefined, value: unknown): string[] => {
  if (field?.kind === 'multiselect') return codeList(value);
  const code = scalarText(value);
  return code ? [code] : [];
};

/**
 * The header's 编号 `□□□-□□□□□` (national-forms.md §0): the last 8 digits of the 17-digit
 * archive number, village then serial. Empty when the number is not 17 digits. A number the
 * server sent masked (a user without 查看完整信息, decision 0041) prints masked: ***-***01.
 */
export const archiveSerial = (fileNum: unknown): string => {
  const text = scalarText(fileNum);
  return /^[\d*]{17}$/.test(text) ? `${text.slice(9, 12)}-${text.slice(12)}` : '';
};

/** 'YYYY-MM-DD' as the paper's 年 月 日. */
export const paperDate = (value: unknown): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(scalarText(value));
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : scalarText(value);
};

/** 'YYYY-MM' (a 确诊时间) as the paper's 年 月. */
export const paperMonth = (value: unknown): string => {
  const match = /^(\d{4})-(\d{2})/.exec(scalarText(value));
  return match ? `${match[1]}年${match[2]}月` : scalarText(value);
};

/** A now/target pair as the follow-up forms print it: '6 / 1'. */
export const pairText = (now: unknown, target: unknown, unit = ''): string => {
  const a = scalarText(now);
  const b = scalarText(target);
  if (!a && !b) return '';
  return `${a || '—'} / ${b || '—'}${unit ? ` ${unit}` : ''}`;
};
