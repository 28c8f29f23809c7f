-- Who viewed, printed or exported whose data (the access trail: archive views, spec §2.3 prints,
-- exports). Written by the server while it serves the data, so a client cannot skip it; append-only
-- for everyone: the triggers refuse every UPDATE and DELETE, whatever account the server acts for.
CREATE TABLE audit_events (
  event_id INTEGER PRIMARY KEY,
  -- 'YYYY-MM-DD HH:mm:ss', China Standard Time
  occurred_at TEXT NOT NULL,
  user_account TEXT NOT NULL,
  user_name TEXT NOT NULL DEFAULT '',
  hospital_id TEXT NOT NULL,
  -- view | print | export
  action TEXT NOT NULL CHECK (action IN ('view', 'print', 'export')),
  -- the catalogue family (persons, hypertensionFollowUp…) or a print route name
  resource TEXT NOT NULL,
  -- the record ids concerned, comma separated ('' for a whole list export)
  record_ids TEXT NOT NULL DEFAULT '',
  -- the resident concerned, when there is one
  person_num TEXT,
  client_address TEXT NOT NULL DEFAULT '',
  -- a short free text: the export's filter, the print route…
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_events_time ON audit_events (occurred_at);
CREATE INDEX audit_events_user ON audit_events (user_account, occurred_at);
CREATE INDEX audit_events_person ON audit_events (person_num, occurred_at);
CREATE INDEX audit_events_hospital ON audit_events (hospital_id, occurred_at);

CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
