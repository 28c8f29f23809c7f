import { type FastifyRequest } from 'fastify';

import { recordAuditEvent, type AuditEventInput } from '../../../server/audit/auditLog';
import { type AuthUser } from '../../../server/auth/authUser';
import { useSeededDatabase } from './seededDatabase';

describe('audit trail', () => {
  const seeded = useSeededDatabase();
  let user: AuthUser;

  beforeAll(() => {
    const row = seeded.db
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
      manageRoot: row.hospital_id,
      managedHospitalIds: [row.hospital_id],
    };
  });

  const request = { ip: '127.0.0.9' } as FastifyRequest;
  const event: AuditEventInput = {
    action: 'print',
    resource: 'hypertensionFollowPrint',
    recordIds: ['a1', 'a2'],
    personNum: 'P001',
  };

  it('appends who did what to whose record, and from where', () => {
    recordAuditEvent(seeded.db, request, user, event);
    const stored = seeded.db
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
    expect(() => seeded.db.prepare("UPDATE audit_events SET action = 'view'").run()).toThrow(
      /append-only/,
    );
    expect(() => seeded.db.prepare('DELETE FROM audit_events').run()).toThrow(/append-only/);
  });

  it('refuses an action the trail does not know, and an unknown result', () => {
    expect(() =>
      recordAuditEvent(seeded.db, request, user, { ...event, action: 'frobnicate' as never }),
    ).toThrow();
    expect(() =>
      recordAuditEvent(seeded.db, request, user, { ...event, result: 'maybe' as never }),
    ).toThrow();
  });
});
