import { maskName } from '../../src/domain/identity';
import {
  AUDIT_ACTIONS,
  AUDIT_RESULTS,
  type AuditChange,
  type AuditEventItem,
} from '../../src/services/contract/audit';
import { type Db } from '../db/openDatabase';
import { badRequest } from '../http/resourceErrors';

type Query = Readonly<Record<string, string | string[] | undefined>>;

const first = (query: Query, name: string): string | undefined => {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS.map((action) => action.value));
const RESULTS: ReadonlySet<string> = new Set(AUDIT_RESULTS.map((result) => result.value));

/** The WHERE of a filtered trail; a malformed filter is a 400 with a Chinese message. */
export const auditWhere = (query: Query): { sql: string; params: string[] } => {
  const where: string[] = ['1 = 1'];
  const params: string[] = [];
  const user = first(query, 'user');
  if (user) {
    where.push("(e.user_account LIKE ? ESCAPE '\\' OR e.user_name LIKE ? ESCAPE '\\')");
    const like = `%${user.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    params.push(like, like);
  }
  const personNum = first(query, 'personNum');
  if (personNum) {
    where.push('e.person_num = ?');
    params.push(personNum);
  }
  const recordId = first(query, 'recordId');
  if (recordId) {
    // One of the comma-separated ids, exactly.
    where.push("(',' || e.record_ids || ',') LIKE ? ESCAPE '\\'");
    params.push(`%,${recordId.replace(/[\\%_]/g, (char) => `\\${char}`)},%`);
  }
  const result = first(query, 'result');
  if (result) {
    if (!RESULTS.has(result)) throw badRequest('操作结果不正确', 'result');
    where.push('e.result = ?');
    params.push(result);
  }
  const action = first(query, 'action');
  if (action) {
    if (!ACTIONS.has(action)) throw badRequest('操作类型不正确', 'action');
    where.push('e.action = ?');
    params.push(action);
  }
  const from = first(query, 'from');
  const to = first(query, 'to');
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value && !DAY.test(value)) throw badRequest('日期格式应为YYYY-MM-DD', name);
  }
  if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期', 'from');
  if (from) {
    where.push('e.occurred_at >= ?');
    params.push(`${from} 00:00:00`);
  }
  if (to) {
    where.push('e.occurred_at <= ?');
    params.push(`${to} 23:59:59`);
  }
  return { sql: where.join(' AND '), params };
};

interface EventRow {
  event_id: number;
  occurred_at: string;
  user_account: string;
  user_name: string;
  hospital_id: string;
  hosp_name: string | null;
  action: AuditEventItem['action'];
  result: AuditEventItem['result'];
  resource: string;
  record_ids: string;
  person_num: string | null;
  person_name: string | null;
  client_address: string;
  detail: string;
  item_count: number | null;
  changes: string;
}

const changesOf = (text: string): AuditChange[] => {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as AuditChange[]) : [];
  } catch {
    return [];
  }
};

const SELECT = `SELECT e.*, h.hosp_name, p.name AS person_name FROM audit_events e
  LEFT JOIN hospitals h ON h.hosp_id = e.hospital_id
  LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = e.person_num`;

const toItem = (row: EventRow): AuditEventItem => ({
  eventId: row.event_id,
  occurredAt: row.occurred_at,
  userAccount: row.user_account,
  userName: row.user_name,
  hospitalId: row.hospital_id,
  hospitalName: row.hosp_name,
  action: row.action,
  result: row.result,
  resource: row.resource,
  recordIds: row.record_ids,
  personNum: row.person_num,
  personName: row.person_name ? maskName(row.person_name) : null,
  clientAddress: row.client_address,
  detail: row.detail,
  itemCount: row.item_count,
  changes: changesOf(row.changes),
});

const pageNumber = (value: string | undefined, fallback: number, max: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
};

/** One page of the trail, newest first. */
export const listAuditEvents = (db: Db, query: Query) => {
  const { sql, params } = auditWhere(query);
  const page = pageNumber(first(query, 'PageNumber'), 1, 1_000_000);
  const size = pageNumber(first(query, 'PageSize'), 20, 200);
  const total =
    db
      .prepare<string[], { n: number }>(`SELECT COUNT(*) AS n FROM audit_events e WHERE ${sql}`)
      .get(...params)?.n ?? 0;
  const rows = db
    .prepare<unknown[], EventRow>(
      `${SELECT} WHERE ${sql} ORDER BY e.event_id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, size, (page - 1) * size);
  return { items: rows.map(toItem), total, PageNumber: page, PageSize: size };
};

/** How many events a filter matches (an export is refused over its cap before reading any). */
export const countAuditEvents = (db: Db, query: Query): number => {
  const { sql, params } = auditWhere(query);
  return (
    db
      .prepare<string[], { n: number }>(`SELECT COUNT(*) AS n FROM audit_events e WHERE ${sql}`)
      .get(...params)?.n ?? 0
  );
};

/**
 * Every matching event, newest first, `size` at a time: each batch one statement that walks the
 * event ids down from where the last stopped (no cursor stays open between batches, and events
 * added meanwhile, above the first batch, are not taken in).
 */
export function* auditEventBatches(
  db: Db,
  query: Query,
  size: number,
): Generator<AuditEventItem[]> {
  const { sql, params } = auditWhere(query);
  const first = db.prepare<unknown[], EventRow>(
    `${SELECT} WHERE ${sql} ORDER BY e.event_id DESC LIMIT ?`,
  );
  const next = db.prepare<unknown[], EventRow>(
    `${SELECT} WHERE ${sql} AND e.event_id < ? ORDER BY e.event_id DESC LIMIT ?`,
  );
  let last: number | undefined;
  for (;;) {
    const rows = last === undefined ? first.all(...params, size) : next.all(...params, last, size);
    if (rows.length === 0) return;
    last = rows[rows.length - 1]!.event_id;
    yield rows.map(toItem);
    if (rows.length < size) return;
  }
}
