import { type Statement } from 'better-sqlite3';
import { type FastifyRequest } from 'fastify';

import { dateTimeText } from '../../src/domain/calendar';
import { maskIdCard, maskName, maskPhone, MOBILE_IN_TEXT } from '../../src/domain/identity';
import {
  type AuditActionCode,
  type AuditChange,
  type AuditResultCode,
} from '../../src/services/contract/audit';
import { type AuthUser } from '../auth/authUser';
import { type DeferredWrites } from '../db/deferredWrites';
import { type Db } from '../db/openDatabase';

/** Personal identifiers in a filter are not repeated into the trail (DESIGN.md: no full ID). */
const PERSONAL_FILTER = /idcard|phone|^(person|patient|real|user|child|head)?name$|keyword/i;

/** A query or filter as `name=value&…` for the trail's detail, identifiers written as ***. */
export const filterDetail = (query: Readonly<Record<string, unknown>>): string =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${PERSONAL_FILTER.test(name) ? '***' : String(value)}`)
    .join('&')
    .slice(0, 500);

export type AuditAction = AuditActionCode;

/** One entry of the trail: what the server served or changed, for whom, about whom. */
export interface AuditEventInput {
  action: AuditAction;
  /** The catalogue family (persons, hypertensionFollowUp…), a print route, a group or a path. */
  resource: string;
  recordIds?: readonly string[];
  personNum?: string | null;
  /** The query of a read, the step of a lifecycle action, the reason of a refusal (≤ 500). */
  detail?: string;
  /** Rows handed out by a read or an export. */
  count?: number;
  /** A write's changed fields, before and after. */
  changes?: readonly AuditChange[];
  /** ok unless said otherwise. */
  result?: AuditResultCode;
}

/** Who acted: the signed-in user, or the account typed at a failed sign-in. */
export interface AuditActor {
  account: string;
  userName: string;
  hospitalId: string;
  clientAddress: string;
}

const INSERT = `INSERT INTO audit_events
  (occurred_at, user_account, user_name, hospital_id, action, result, resource, record_ids,
   person_num, client_address, detail, item_count, changes)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const userNames = new WeakMap<Db, (userId: number) => string>();

/** The acting user's name, read once per request from `users`. */
const userNameOf = (db: Db, userId: number): string => {
  let lookup = userNames.get(db);
  if (!lookup) {
    const select = db.prepare<[number], { user_name: string }>(
      'SELECT user_name FROM users WHERE user_id = ?',
    );
    lookup = (id) => select.get(id)?.user_name ?? '';
    userNames.set(db, lookup);
  }
  return lookup(userId);
};

export const actorOf = (
  db: Db,
  user: AuthUser,
  request: Pick<FastifyRequest, 'ip'>,
): AuditActor => ({
  account: user.account,
  userName: userNameOf(db, user.id),
  hospitalId: user.hospitalId,
  clientAddress: request.ip,
});

/** Changes beyond this many characters of JSON are cut (a deleted record's every field, say). */
const MAX_CHANGES_LENGTH = 8000;

const changesText = (changes: readonly AuditChange[] | undefined): string => {
  if (!changes || changes.length === 0) return '';
  const kept: AuditChange[] = [];
  let length = 2;
  for (const change of changes) {
    const size = JSON.stringify(change).length + 1;
    if (length + size > MAX_CHANGES_LENGTH) break;
    kept.push(change);
    length += size;
  }
  return JSON.stringify(kept);
};

const paramsOf = (actor: AuditActor, event: AuditEventInput): unknown[] => [
  dateTimeText(),
  actor.account.slice(0, 64),
  actor.userName,
  actor.hospitalId,
  event.action,
  event.result ?? 'ok',
  event.resource.slice(0, 200),
  (event.recordIds ?? []).join(','),
  event.personNum ?? null,
  actor.clientAddress,
  (event.detail ?? '').slice(0, 500),
  event.count ?? null,
  changesText(event.changes),
];

/**
 * Queued: reads, sign-ins, logouts and refusals. One transaction at the end of the event loop's
 * turn writes them all, so an audited read pays no commit of its own; while the disk is full they
 * wait in memory (server/db/deferredWrites.ts).
 */
export const queueAuditEvent = (
  writes: DeferredWrites,
  actor: AuditActor,
  event: AuditEventInput,
): void => {
  writes.later(INSERT, paramsOf(actor, event));
};

const inserts = new WeakMap<Db, Statement<unknown[]>>();

/**
 * Written at once, inside the caller's transaction: a write's trail commits or rolls back with
 * the write itself. The table refuses updates and deletes (migrations 150 and 600).
 */
export const appendAuditEvent = (db: Db, actor: AuditActor, event: AuditEventInput): void => {
  let insert = inserts.get(db);
  if (!insert) {
    insert = db.prepare<unknown[]>(INSERT);
    inserts.set(db, insert);
  }
  insert.run(...paramsOf(actor, event));
};

/** The signed-in user's trail entry, written at once (prints, exports, archive views). */
export const recordAuditEvent = (
  db: Db,
  request: Pick<FastifyRequest, 'ip'>,
  user: AuthUser,
  event: AuditEventInput,
): void => appendAuditEvent(db, actorOf(db, user, request), event);

/** Longest value kept in a change (a long remark is cut, not left out). */
const MAX_VALUE_LENGTH = 200;

const ID_IN_TEXT = /(?<!\d)(\d{17}[\dXx]|\d{15})(?!\d)/g;
const NAME_FIELD =
  /^(person|patient|resident|head|guardian|contact|child|mother|father|real)?name$/i;

/** The trail shows identifiers masked (spec 5): ID numbers and mobiles by their form, names by field. */
const maskedValue = (field: string, value: string): string =>
  NAME_FIELD.test(field)
    ? maskName(value)
    : value
        .replace(ID_IN_TEXT, (match) => maskIdCard(match))
        .replace(MOBILE_IN_TEXT, (match) => maskPhone(match));

const kept = (field: string, value: unknown): unknown => {
  if (value === undefined || value === '' || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const masked = maskedValue(field, text);
  const short = masked.length > MAX_VALUE_LENGTH ? `${masked.slice(0, MAX_VALUE_LENGTH)}…` : masked;
  return typeof value === 'string' || short !== text ? short : value;
};

const comparable = (value: unknown): string =>
  value === undefined || value === null || value === '' ? '' : JSON.stringify(value);

/** Fields whose change says nothing of its own (the write's stamp). */
const STAMPS: ReadonlySet<string> = new Set(['updatedBy', 'updatedAt', 'createdBy', 'createdAt']);

/**
 * The fields that differ between two versions of a record, in the record's order: before and after
 * (an empty value is null), labelled and masked. A create compares with {}, a delete with {}.
 */
export const fieldChanges = (
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  labelOf: (field: string) => string,
): AuditChange[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => !STAMPS.has(name) && comparable(before[name]) !== comparable(after[name]))
    .map((name) => ({
      field: name,
      label: labelOf(name),
      before: kept(name, before[name]),
      after: kept(name, after[name]),
    }));
