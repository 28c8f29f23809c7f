-- The resource families of the catalogue (spec 7.3) in one generic store: a record is its family,
-- its id, the hospital it belongs to (scoping), a few indexed key columns copied from its data,
-- who created and last changed it, and the data itself as JSON (field names of the catalogue).
CREATE TABLE resource_records (
  family TEXT NOT NULL,
  id TEXT NOT NULL,
  -- NULL for platform-wide reference data (dictionaries, regions)
  hospital_id TEXT REFERENCES hospitals (hosp_id),
  person_num TEXT,
  id_card_no TEXT,
  name TEXT,
  -- the family's main date (visitDate, checkDate, signDate…), 'YYYY-MM-DD'
  record_date TEXT,
  -- the value of the family's first lifecycle field (manageStatus, status, signStatus…)
  status TEXT,
  created_by TEXT NOT NULL DEFAULT '',
  -- 'YYYY-MM-DD HH:mm:ss', China Standard Time
  created_at TEXT NOT NULL,
  updated_by TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  PRIMARY KEY (family, id)
);
CREATE INDEX resource_records_hospital ON resource_records (family, hospital_id);
CREATE INDEX resource_records_person ON resource_records (person_num, family, record_date);
CREATE INDEX resource_records_id_card ON resource_records (family, id_card_no);
CREATE INDEX resource_records_name ON resource_records (family, name);
CREATE INDEX resource_records_created ON resource_records (family, created_at);
-- One health record per citizen ID number on the whole platform.
CREATE UNIQUE INDEX resource_records_person_id_card ON resource_records (id_card_no)
  WHERE family = 'persons' AND id_card_no IS NOT NULL;

-- Named counters: record ids per family, personNum / fileNum / familyCode per region.
CREATE TABLE resource_sequences (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);

-- Who did what to which record: creates, updates, deletes and lifecycle steps.
CREATE TABLE resource_actions (
  action_id INTEGER PRIMARY KEY,
  family TEXT NOT NULL,
  record_id TEXT NOT NULL,
  action TEXT NOT NULL,
  field TEXT,
  from_value TEXT,
  to_value TEXT,
  operator TEXT NOT NULL,
  operator_account TEXT NOT NULL,
  acted_at TEXT NOT NULL
);
CREATE INDEX resource_actions_record ON resource_actions (family, record_id);
