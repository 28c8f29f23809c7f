/** Small display helpers of the 重复档案 page. */

export const SEX_TEXT: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

export const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
