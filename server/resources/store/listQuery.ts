import { isDateText } from '../../../src/domain/calendar';
import { normalizeIdCard } from '../../../src/domain/identity';
import { type FieldKind, type FieldSpec } from '../../../src/services/contract/catalogue';
import { badRequest, outOfScope } from '../../http/resourceErrors';
import { type Access } from '../access';
import { AUDIT_FIELDS, FIELD_NAME, type FamilyModel } from '../familyModel';
import { residentSearch } from './residentSearch';

/** Query parameters as Fastify parses them (a repeated key gives an array). */
export type QueryParams = Record<string, string | string[] | undefined>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

/** Paging, sorting and search words every list takes besides its field filters. */
const RESERVED = new Set(['PageNumber', 'PageSize', 'SortField', 'SortOrder', 'keyword']);
/** Cache breakers some clients add. */
const IGNORED = new Set(['_', '_t', 't', 'timestamp']);

export interface ListQuery {
  /** WHERE conditions on alias r, joined by AND, and their parameters in order. */
  where: string[];
  params: unknown[];
  orderBy: string;
  /** The family's default order (no SortField, no search box): an index walks it. */
  defaultOrder: boolean;
  /** No condition but the family and the user's scope. */
  unfiltered: boolean;
  /** The user's scope alone, on alias r (family_counts can answer it too). */
  scope: { sql: string; params: unknown[] };
  /**
   * The residents' search box given a short name fragment and nothing else (no filter, no sort):
   * its gram, so the count and the page read person_name_grams alone (residentSearch).
   */
  nameGramOnly?: string;
  pageNumber: number;
  pageSize: number;
}

type FilterKind = FieldKind | 'free';

interface Filterable {
  expr: string;
  kind: FilterKind;
  field?: FieldSpec;
  /** Text compared exactly (codes, numbers of records) rather than by LIKE. */
  exact: boolean;
}

const jsonPath = (name: string): string => `json_extract(r.data, '$.${name}')`;

const EXACT_TEXT = /(Num|No|Code|Id|ID|SN|Acc)$/;

const auditColumn: Readonly<Record<string, string>> = {
  createdBy: 'r.created_by',
  createdAt: 'r.created_at',
  updatedBy: 'r.updated_by',
  updatedAt: 'r.updated_at',
};

/** How a field name is read in SQL, or undefined when the family has no such field. */
export const filterable = (model: FamilyModel, name: string): Filterable | undefined => {
  const field = model.fieldByName.get(name);
  const lifecycle = model.lifecycles.find((item) => item.field === name);
  let expr: string | undefined;
  if (name === model.idField) expr = 'r.id';
  else if (name === model.hospitalField) expr = 'r.hospital_id';
  else if (name === 'personNum' && (model.id === 'persons' || model.personLinked)) {
    expr = 'r.person_num';
  } else if (name === 'IDCardNo' && field) expr = 'r.id_card_no';
  else if (name === model.nameField) expr = 'r.name';
  else if (name === model.statusField) expr = 'r.status';
  else if (name === model.dateField) expr = 'r.record_date';
  else if (name === 'fileNum' && model.id === 'persons') expr = 'r.file_num';
  else if (name === 'familyCode' && model.id === 'persons') expr = 'r.family_code';
  // Own keys only: a query parameter named valueOf or constructor must not find Object's.
  else expr = Object.hasOwn(auditColumn, name) ? auditColumn[name] : undefined;

  if ((AUDIT_FIELDS as readonly string[]).includes(name)) {
    return {
      expr: expr ?? jsonPath(name),
      kind: name.endsWith('At') ? 'datetime' : 'text',
      exact: true,
    };
  }
  if (field) {
    return {
      expr: expr ?? jsonPath(name),
      kind: field.kind,
      field,
      exact: name === model.idField || EXACT_TEXT.test(name),
    };
  }
  if (lifecycle) return { expr: expr ?? jsonPath(name), kind: 'select', exact: true };
  if (expr) return { expr, kind: 'text', exact: true };
  if (!model.declared && FIELD_NAME.test(name)) {
    return { expr: jsonPath(name), kind: 'free', exact: !/(name|Name|title|Title)$/.test(name) };
  }
  return undefined;
};

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const valuesOf = (raw: string | string[] | undefined): string[] =>
  (Array.isArray(raw) ? raw : [raw ?? ''])
    .map((value) => value.trim())
    .filter((value) => value !== '');

const dateParam = (name: string, value: string): string => {
  const date = value.slice(0, 10);
  if (!isDateText(date)) throw badRequest(`查询参数${name}应为日期（YYYY-MM-DD）`, name);
  return date;
};

const numberParam = (name: string, value: string): number => {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) throw badRequest(`查询参数${name}应为数字`, name);
  return number;
};

const NUMBER_KINDS: readonly FilterKind[] = ['number', 'integer', 'decimal2', 'decimal4'];
const DATE_KINDS: readonly FilterKind[] = ['date', 'datetime', 'free'];

/** The day of a date or date-time; record_date holds days already, so its index answers. */
const dayOf = (expr: string): string =>
  expr === 'r.record_date' ? expr : `substr(${expr}, 1, 10)`;

const inList = (expr: string, values: readonly unknown[], params: unknown[]): string => {
  params.push(...values);
  return values.length === 1 ? `${expr} = ?` : `${expr} IN (${values.map(() => '?').join(', ')})`;
};

/** One `name=value` filter as a condition. */
const condition = (
  name: string,
  target: Filterable,
  values: string[],
  params: unknown[],
): string => {
  const { expr, kind } = target;
  if (NUMBER_KINDS.includes(kind)) {
    return inList(
      expr,
      values.map((value) => numberParam(name, value)),
      params,
    );
  }
  switch (kind) {
    case 'date':
    case 'datetime':
      return inList(
        dayOf(expr),
        values.map((v) => dateParam(name, v)),
        params,
      );
    case 'boolean':
      return inList(
        expr,
        values.map((v) => (v === 'true' || v === '1' ? 1 : 0)),
        params,
      );
    case 'multiselect':
      params.push(...values);
      return `EXISTS (SELECT 1 FROM json_each(r.data, '$.${name}') WHERE value IN (${values
        .map(() => '?')
        .join(', ')}))`;
    case 'medications':
    case 'serviceItems':
    case 'table':
      throw badRequest(`不支持按${target.field?.label ?? name}查询`, name);
    case 'idCard':
      return inList(expr, values.map(normalizeIdCard), params);
    case 'select':
    case 'lookup':
      return inList(expr, values, params);
    case 'free':
      if (target.exact) return inList(`CAST(${expr} AS TEXT)`, values, params);
      break;
    default:
      if (target.exact) return inList(expr, values, params);
  }
  const likes = values.map((value) => {
    params.push(likePattern(value));
    return `${expr} LIKE ? ESCAPE '\\'`;
  });
  return likes.length === 1 ? (likes[0] ?? '') : `(${likes.join(' OR ')})`;
};

/** `{field}Start` / `{field}End` (dates) and `{field}Min` / `{field}Max` (numbers). */
const rangeCondition = (
  model: FamilyModel,
  name: string,
  value: string,
  params: unknown[],
): string | undefined => {
  const match = /^(.+)(Start|End|Min|Max)$/.exec(name);
  if (!match?.[1] || !match[2]) return undefined;
  const target = filterable(model, match[1]);
  if (!target) return undefined;
  const op = match[2] === 'Start' || match[2] === 'Min' ? '>=' : '<=';
  if ((match[2] === 'Start' || match[2] === 'End') && DATE_KINDS.includes(target.kind)) {
    params.push(dateParam(name, value));
    return `${dayOf(target.expr)} ${op} ?`;
  }
  if ((match[2] === 'Min' || match[2] === 'Max') && NUMBER_KINDS.includes(target.kind)) {
    params.push(numberParam(name, value));
    return `${target.expr} ${op} ?`;
  }
  return undefined;
};

/**
 * A hospital filter means the hospital and every hospital below it (a township centre's
 * residents include its clinics'); a hospital the user may not read is refused (403).
 */
const hospitalCondition = (
  model: FamilyModel,
  values: string[],
  access: Access,
  params: unknown[],
): string => {
  for (const value of values) {
    if (!access.canRead(model, value)) throw outOfScope();
  }
  params.push(...values);
  return `r.hospital_id IN (SELECT descendant FROM hospital_tree
    WHERE ancestor IN (${values.map(() => '?').join(', ')}))`;
};

/**
 * The last page a list may ask for. Without a bound, PageNumber=1e18 passes as an integer and
 * its OFFSET overflows SQLite's 64-bit integer (a 500); no list holds a million pages.
 */
export const MAX_PAGE_NUMBER = 1_000_000;

const positiveInteger = (
  name: string,
  raw: string | string[] | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) => {
  const [value] = valuesOf(raw);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw badRequest(`${name}应为正整数`, name);
  }
  if (number > max) throw badRequest(`${name}不能大于${max}`, name);
  return number;
};

const sortDirection = (raw: string | string[] | undefined): 'ASC' | 'DESC' => {
  const [value = 'desc'] = valuesOf(raw);
  const lower = value.toLowerCase();
  if (lower === 'asc' || lower === 'ascend') return 'ASC';
  if (lower === 'desc' || lower === 'descend') return 'DESC';
  throw badRequest('SortOrder应为asc或desc', 'SortOrder');
};

const defaultOrder = (model: FamilyModel): string =>
  model.dateField
    ? 'r.record_date DESC, r.created_at DESC, r.rowid DESC'
    : 'r.created_at DESC, r.rowid DESC';

export interface ListQueryOptions {
  /** Parameters the route reads itself (not filters). */
  ignore?: readonly string[];
}

/**
 * A list request's WHERE, ORDER BY and page: the user's scope, then each filter parameter of the
 * family's fields (exact for codes and ids, LIKE for names and text, `{date}Start`/`{date}End`
 * ranges), the keyword, and the sort. Unknown parameters are refused so typos do not go unseen.
 */
export const buildListQuery = (
  model: FamilyModel,
  query: QueryParams,
  access: Access,
  options: ListQueryOptions = {},
): ListQuery => {
  const scope = access.scopeSql(model);
  const [keyword] = valuesOf(query.keyword);
  const residentSearchBox = Boolean(keyword) && model.id === 'persons';
  // The search box's matches are few: the planner must start from them (unary plus), not walk
  // the scope's index and test every resident of the county against them.
  const where = residentSearchBox
    ? ['+r.family = ?', access.scopeSql(model, '+r.hospital_id').sql]
    : ['r.family = ?', scope.sql];
  const params: unknown[] = [model.id, ...scope.params];
  const unknown: string[] = [];
  const ignore = new Set(options.ignore ?? []);

  for (const [name, raw] of Object.entries(query)) {
    if (RESERVED.has(name) || IGNORED.has(name) || ignore.has(name)) continue;
    const values = valuesOf(raw);
    if (values.length === 0) continue;
    if (name === model.hospitalField && name !== model.idField) {
      where.push(hospitalCondition(model, values, access, params));
      continue;
    }
    const target = filterable(model, name);
    if (target) {
      where.push(condition(name, target, values, params));
      continue;
    }
    const range = rangeCondition(model, name, values[0] ?? '', params);
    if (range) where.push(range);
    else unknown.push(name);
  }
  if (unknown.length > 0) throw badRequest(`未知查询参数：${unknown.join('、')}`);

  const filtered = where.length > 2;
  let nameGramOnly: string | undefined;
  if (keyword && residentSearchBox) {
    // The residents' search box: the input's kind picks an indexed condition.
    const search = residentSearch(keyword);
    where.push(search.sql);
    params.push(...search.params);
    if (!filtered && !valuesOf(query.SortField).length) nameGramOnly = search.nameGram;
  } else if (keyword) {
    const pattern = likePattern(keyword);
    where.push(
      "(r.name LIKE ? ESCAPE '\\' OR r.person_num LIKE ? ESCAPE '\\' OR r.id_card_no LIKE ? ESCAPE '\\' OR r.id LIKE ? ESCAPE '\\')",
    );
    params.push(pattern, pattern, pattern, pattern);
  }

  let orderBy = defaultOrder(model);
  const unfiltered = where.length === 2;
  const [sortField] = valuesOf(query.SortField);
  if (sortField) {
    const target = filterable(model, sortField);
    if (!target) throw badRequest(`不支持的排序字段：${sortField}`, 'SortField');
    orderBy = `${target.expr} ${sortDirection(query.SortOrder)}, r.rowid DESC`;
  }
  // A unary + keeps the order from an index: the few matches of the search box are sorted,
  // rather than every resident walked in order and tested.
  if (residentSearchBox) orderBy = `+${orderBy}`;
  return {
    where,
    params,
    orderBy,
    defaultOrder: !sortField && !residentSearchBox,
    unfiltered,
    scope,
    nameGramOnly,
    pageNumber: positiveInteger('PageNumber', query.PageNumber, 1, MAX_PAGE_NUMBER),
    pageSize: Math.min(
      positiveInteger('PageSize', query.PageSize, DEFAULT_PAGE_SIZE),
      MAX_PAGE_SIZE,
    ),
  };
};
