import { normalizeIdCard } from '../../../src/domain/identity';

/**
 * What the residents' one search box was given. The kind decides the
 * condition, and every kind but a name fragment is answered from an index of migration 330.
 */
export type ResidentSearchKind =
  | 'idCard' // 18 characters: the ID number, or a 个人编号 (also 18 digits)
  | 'tail' // 4-8 digits (an ID's may end in X): the end of an ID number or of a phone
  | 'phone' // 11 digits
  | 'fileNum' // 17 digits: 档案编号
  | 'number' // other digit strings: the start of an ID, 个人编号 or 档案编号
  | 'name';

export interface ResidentSearch {
  kind: ResidentSearchKind;
  /** SQL on alias r (a rowid set of the matches), to be ANDed with the family's and the scope's conditions. */
  sql: string;
  params: unknown[];
  /**
   * A name fragment of at most NAME_GRAM_MAX characters: the gram whose rows in
   * person_name_grams (migration 540) are exactly the matches, in the list's order with their
   * hospital, so a search with no other filter is counted and paged from that index alone.
   */
  nameGram?: string;
}

/** The longest substring of a name person_name_grams holds (migration 540). */
export const NAME_GRAM_MAX = 6;

/** The gram a name fragment is looked up by: its first NAME_GRAM_MAX characters, ASCII lowered as SQLite's lower() does. */
export const nameGramOf = (text: string): string =>
  [...text]
    .slice(0, NAME_GRAM_MAX)
    .join('')
    .replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Tails are searched reversed (id_tail_rev, phone_tail_rev hold the last 8, reversed). */
const reversed = (text: string): string => [...text].reverse().join('');

/** Every stored value of the tail columns is digits or X, all below '~'. */
const prefixRange = (column: string, prefix: string, params: unknown[]): string => {
  params.push(prefix, `${prefix}~`);
  return `(${column} >= ? AND ${column} < ?)`;
};

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const classifyResidentSearch = (input: string): ResidentSearchKind => {
  const text = input.trim();
  if (/^\d{17}[\dXx]$/.test(text)) return 'idCard';
  if (/^\d{3,7}[\dXx]$/.test(text)) return 'tail';
  if (/^\d{11}$/.test(text)) return 'phone';
  if (/^\d{17}$/.test(text)) return 'fileNum';
  if (/^\d+$/.test(text)) return 'number';
  return 'name';
};

/** The conditions (on alias s) whose matches are united, each answered by one index. */
const conditionsOf = (kind: ResidentSearchKind, text: string, params: unknown[]): string[] => {
  switch (kind) {
    case 'idCard':
      params.push(normalizeIdCard(text), text);
      return ['s.id_card_no = ?', 's.person_num = ?'];
    case 'tail': {
      const tail = reversed(text.toUpperCase());
      const tails = [prefixRange('s.id_tail_rev', tail, params)];
      if (/^\d+$/.test(text)) tails.push(prefixRange('s.phone_tail_rev', tail, params));
      return tails;
    }
    case 'phone':
      params.push(text);
      return ['s.phone = ?'];
    case 'fileNum':
      params.push(text);
      return ['s.file_num = ?'];
    case 'number':
      return ['s.id_card_no', 's.person_num', 's.file_num'].map((column) =>
        prefixRange(column, text, params),
      );
    default:
      return [];
  }
};

/**
 * A name fragment: the residents holding its gram (every name containing the fragment holds its
 * first characters), each checked by LIKE, so a fragment longer than a gram is still exact.
 */
const nameMatches = (text: string, params: unknown[]): string => {
  params.push(nameGramOf(text), likePattern(text));
  return `SELECT g.rid FROM person_name_grams g
    JOIN resource_records s ON s.rowid = g.rid
    WHERE g.gram = ? AND s.family = 'persons' AND s.name LIKE ? ESCAPE '\\'`;
};

/**
 * The condition for one search box input on the residents (family persons): the rowids of the
 * matches, a UNION of one indexed SELECT per condition, so the planner starts from the search's
 * indexes. (The list's ORDER BY must not be answerable by an index either, or SQLite walks
 * every resident in created_at order instead: see buildListQuery.)
 */
export const residentSearch = (input: string): ResidentSearch => {
  const text = input.trim();
  const kind = classifyResidentSearch(text);
  const params: unknown[] = [];
  if (kind === 'name') {
    const sql = `r.rowid IN (${nameMatches(text, params)})`;
    return [...text].length <= NAME_GRAM_MAX
      ? { kind, sql, params, nameGram: nameGramOf(text) }
      : { kind, sql, params };
  }
  const selects = conditionsOf(kind, text, params).map(
    (condition) =>
      `SELECT s.rowid FROM resource_records s WHERE s.family = 'persons' AND ${condition}`,
  );
  return { kind, sql: `r.rowid IN (${selects.join(' UNION ')})`, params };
};
