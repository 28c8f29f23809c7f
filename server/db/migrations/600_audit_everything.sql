-- The trail records every access and change (server/audit/auditLog.ts): reads of lists and
-- records with their count, writes with the changed fields before and after, lifecycle steps,
-- sign-ins, logouts, password and permission changes, and refused requests. A CHECK cannot be
-- altered in SQLite, so the table is rebuilt with its rows; still append-only for everyone.
CREATE TABLE audit_events_new (
  event_id INTEGER PRIMARY KEY,
  -- 'YYYY-MM-DD HH:mm:ss', the deployment's time zone
  occurred_at TEXT NOT NULL,
  -- the signed-in account, or the account typed at a failed sign-in
  user_account TEXT NOT NULL,
  user_name TEXT NOT NULL DEFAULT '',
  hospital_id TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('view', 'read', 'create', 'update', 'delete',
    'lifecycle', 'print', 'export', 'signIn', 'logout', 'password', 'permission', 'denied')),
  result TEXT NOT NULL DEFAULT 'ok' CHECK (result IN ('ok', 'fail', 'denied')),
  -- the catalogue family, a print route, a group, or a route's path
  resource TEXT NOT NULL,
  -- the record ids concerned, comma separated
  record_ids TEXT NOT NULL DEFAULT '',
  -- the resident concerned, when there is one
  person_num TEXT,
  client_address TEXT NOT NULL DEFAULT '',
  -- the query (identifiers as ***), the lifecycle step, the reason of a refusal
  detail TEXT NOT NULL DEFAULT '',
  -- rows handed out by a read or an export
  item_count INTEGER,
  -- a write's changed fields as JSON [{field, label, before, after}]
  changes TEXT NOT NULL DEFAULT ''
);
INSERT INTO audit_events_new (event_id, occurred_at, user_account, user_name, hospital_id,
    action, resource, record_ids, person_num, client_address, detail)
  SELECT event_id, occurred_at, user_account, user_name, hospital_id, action, resource,
    record_ids, person_num, client_address, detail FROM audit_events;
DROP TABLE audit_events;
ALTER TABLE audit_events_new RENAME TO audit_events;
CREATE INDEX audit_events_time ON audit_events (occurred_at);
CREATE INDEX audit_events_user ON audit_events (user_account, occurred_at);
CREATE INDEX audit_events_person ON audit_events (person_num, occurred_at);
CREATE INDEX audit_events_hospital ON audit_events (hospital_id, occurred_at);
CREATE INDEX audit_events_action ON audit_events (action, occurred_at);

CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
