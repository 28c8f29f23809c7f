-- The residents' search box by name (a fragment anywhere in the name, as LIKE '%…%' finds it)
-- answered from an index: every substring of up to 6 characters of each resident's name, with
-- the list's order (record_date, created_at, rowid) and the hospital, so a county's page 1 and
-- its count read the matches of one gram in scope, never every name. Kept by triggers.

-- Substring positions: start 1..64 (a name longer than the field's 50 characters is refused),
-- length 1..6.
CREATE TABLE name_gram_positions (
  start INTEGER NOT NULL,
  len INTEGER NOT NULL,
  PRIMARY KEY (start, len)
) WITHOUT ROWID;
INSERT INTO name_gram_positions (start, len)
  WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 64),
    l(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM l WHERE n < 6)
  SELECT s.n, l.n FROM s, l;

CREATE TABLE person_name_grams (
  gram TEXT NOT NULL,
  record_date TEXT,
  created_at TEXT NOT NULL,
  rid INTEGER NOT NULL,
  hospital_id TEXT,
  PRIMARY KEY (gram, record_date, created_at, rid)
) WITHOUT ROWID;
CREATE INDEX person_name_grams_record ON person_name_grams (rid);

-- How many residents of each hospital hold each gram (the search's total: a sum over the scope's
-- hospitals, not a count of the matches). An ignored duplicate gram fires no trigger.
CREATE TABLE name_gram_counts (
  gram TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (gram, hospital_id)
) WITHOUT ROWID;

CREATE TRIGGER name_gram_counts_insert AFTER INSERT ON person_name_grams BEGIN
  INSERT INTO name_gram_counts (gram, hospital_id, n)
    VALUES (NEW.gram, COALESCE(NEW.hospital_id, ''), 1)
    ON CONFLICT (gram, hospital_id) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER name_gram_counts_delete AFTER DELETE ON person_name_grams BEGIN
  UPDATE name_gram_counts SET n = n - 1
    WHERE gram = OLD.gram AND hospital_id = COALESCE(OLD.hospital_id, '');
END;

CREATE TRIGGER person_name_grams_insert AFTER INSERT ON resource_records
WHEN NEW.family = 'persons' AND NEW.name IS NOT NULL BEGIN
  INSERT OR IGNORE INTO person_name_grams (gram, record_date, created_at, rid, hospital_id)
    SELECT lower(substr(NEW.name, p.start, p.len)), NEW.record_date, NEW.created_at, NEW.rowid,
      NEW.hospital_id
    FROM name_gram_positions p WHERE p.start + p.len - 1 <= length(NEW.name);
END;

CREATE TRIGGER person_name_grams_update
AFTER UPDATE OF family, name, record_date, created_at, hospital_id ON resource_records
WHEN NEW.family = 'persons' OR OLD.family = 'persons' BEGIN
  DELETE FROM person_name_grams WHERE rid = OLD.rowid;
  INSERT OR IGNORE INTO person_name_grams (gram, record_date, created_at, rid, hospital_id)
    SELECT lower(substr(NEW.name, p.start, p.len)), NEW.record_date, NEW.created_at, NEW.rowid,
      NEW.hospital_id
    FROM name_gram_positions p
    WHERE NEW.family = 'persons' AND NEW.name IS NOT NULL
      AND p.start + p.len - 1 <= length(NEW.name);
END;

CREATE TRIGGER person_name_grams_delete AFTER DELETE ON resource_records
WHEN OLD.family = 'persons' BEGIN
  DELETE FROM person_name_grams WHERE rid = OLD.rowid;
END;

INSERT OR IGNORE INTO person_name_grams (gram, record_date, created_at, rid, hospital_id)
  SELECT lower(substr(r.name, p.start, p.len)), r.record_date, r.created_at, r.rowid,
    r.hospital_id
  FROM resource_records r JOIN name_gram_positions p ON p.start + p.len - 1 <= length(r.name)
  WHERE r.family = 'persons' AND r.name IS NOT NULL;
