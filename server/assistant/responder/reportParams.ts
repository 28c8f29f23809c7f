/** The body of a report stream: whatever the opening page passed, flat text or number values. */
export type ReportParams = Record<string, unknown>;

const MAX_VALUE_LENGTH = 2000;

const asText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim().slice(0, MAX_VALUE_LENGTH) || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

/** The first non-empty text among `keys` (callers name a field in several spellings). */
export const pickText = (params: ReportParams, keys: readonly string[]): string | undefined => {
  for (const key of keys) {
    const text = asText(params[key]);
    if (text) return text;
  }
  return undefined;
};

export const LECTURE_KEYS = {
  topic: ['topic', 'Topic', 'ActivityTheme', 'theme', 'title', 'Title'],
  audience: ['audience', 'Audience', 'ActivityObject'],
  speaker: ['speaker', 'Speaker', 'Lecturer'],
  time: ['time', 'date', 'ActivityTime', 'ActivityDate'],
  place: ['place', 'Place', 'ActivityPlace'],
} as const;

export const EXAMINATION_KEYS = {
  summary: ['summary', 'Summary', 'content', 'Content', 'CheckResult'],
  name: ['name', 'Name', 'PersonName', 'personnelName'],
  sex: ['sex', 'Sex', 'Gender'],
  age: ['age', 'Age'],
} as const;

/** Escapes what would break a markdown table cell or start markup in user-given text. */
export const cell = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ')
    .replace(/[<>]/g, ' ');

/** Demotes an entry's headings by one level and drops its top heading and closing quote. */
export const asSection = (markdown: string): string =>
  markdown
    .split('\n')
    .filter((line) => !/^## /.test(line) && !/^> 以上内容/.test(line))
    .map((line) => (/^#{3,5} /.test(line) ? `#${line}` : line))
    .join('\n')
    .trim();
