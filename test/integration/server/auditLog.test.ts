import { type FastifyRequest } from 'fastify';

import { recordAuditEvent, type AuditEventInput } from '../../../server/audit/auditLog';
import { type AuthUser } from '../../../server/auth/authUser';
import { type Db } from '../../../server/db/openDatabase';
import { prepareDatabase } from '../../../server/db/prepareDatabase';

describe('audit trail', () => {
  let db: Db;
  let user: AuthUser;

  beforeAll(() => {
    db = prepareDatabase(':memory:');
    const row = db
      .prepare<[], { user_id: number; account: string; hospital_id: string; group_id: number }>(
        "SELECT user_id, account, hospital_id, group_id FROM users WHERE account = 'xzys01'",
      )
      .get()!;
    user = {
      id: row.user_id,
      account: row.account,
      hospitalId: row.hospital_id,
      groupId: row.group_id,
      isAdmin: false,
      managedHospitalIds: [row.hospital_id],
    };
  });
  afterAll(() => db.close());

  const request = { ip: '127.0.0.9' } as FastifyRequest;
  const event: AuditEventInput = {
    action: 'print',
    resource: 'hypertensionFollowPrint',
    recordIds: ['a1', 'a2'],
    personNum: 'P001',
  };

  it('appends who did what to whose record, and from where', () => {
    recordAuditEvent(db, request, user, event);
    const stored = db
      .prepare<[], Record<string, unknown>>('SELECT * FROM audit_events ORDER BY event_id DESC')
      .get();
    expect(stored).toMatchObject({
      user_account: 'xzys01',
      hospital_id: user.hospitalId,
      action: 'print',
      resource: 'hypertensionFollowPrint',
      record_ids: 'a1,a2',
      person_num: 'P001',
      client_address: '127.0.0.9',
    });
    expect(String(stored?.user_name)).not.toBe('');
  });

  it('refuses to change or remove an entry', () => {
    expect(() => db.prepare("UPDATE audit_events SET action = 'view'").run()).toThrow(
      /append-only/,
    );
    expect(() => db.prepare('DELETE FROM audit_events').run()).toThrow(/append-only/);
  });

  it('refuses an action outside view, print and export', () => {
    expect(() =>
      recordAuditEvent(db, request, user, { ...event, action: 'delete' as never }),
    ).toThrow();
  });
});
