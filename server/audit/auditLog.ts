import { type FastifyRequest } from 'fastify';

import { dateTimeText } from '../../src/domain/calendar';
import { type AuthUser } from '../auth/authUser';
import { type Db } from '../db/openDatabase';

/** Personal identifiers in a filter are not repeated into the trail (DESIGN.md: no full ID). */
const PERSONAL_FILTER = /idcard|phone|^(person|patient|real|user)?name$/i;

/** An export's filter as `name=value&…`, for the trail's detail, identifiers written as ***. */
export const filterDetail = (query: Readonly<Record<string, unknown>>): string =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${PERSONAL_FILTER.test(name) ? '***' : String(value)}`)
    .join('&')
    .slice(0, 500);

export type AuditAction = 'view' | 'print' | 'export';

/** One entry of the trail: what the server served, to whom, about whom. */
export interface AuditEventInput {
  action: AuditAction;
  /** The catalogue family (persons, hypertensionFollowUp…) or the print route's name. */
  resource: string;
  recordIds?: readonly string[];
  personNum?: string | null;
  detail?: string;
}

export interface AuditEventRow {
  eventId: number;
  occurredAt: string;
  userAccount: string;
  userName: string;
  hospitalId: string;
  action: AuditAction;
  resource: string;
  recordIds: string;
  personNum: string | null;
  clientAddress: string;
  detail: string;
}

/**
 * Appends to `audit_events` (migration 150). Routes call it while they serve the data, so the
 * trail does not depend on the client; the table itself refuses updates and deletes.
 */
export const recordAuditEvent = (
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  event: AuditEventInput,
): void => {
  const userName =
    db
      .prepare<[number], { user_name: string }>('SELECT user_name FROM users WHERE user_id = ?')
      .get(user.id)?.user_name ?? '';
  db.prepare(
    `INSERT INTO audit_events
       (occurred_at, user_account, user_name, hospital_id, action, resource, record_ids, person_num,
        client_address, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    dateTimeText(),
    user.account,
    userName,
    user.hospitalId,
    event.action,
    event.resource,
    (event.recordIds ?? []).join(','),
    event.personNum ?? null,
    request.ip,
    event.detail ?? '',
  );
};
