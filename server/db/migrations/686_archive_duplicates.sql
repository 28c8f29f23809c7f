-- 重复档案 (kernel src/domain/archives/duplicates): the suspected duplicate pairs, kept on write
-- like the other read models (server/readModels/deriveDuplicates.ts). Each in-file archive's keys
-- under the kernel's rules (the canonical ID number; name + birth date + village); a pair is two
-- archives with one key, found by the key's index when either is derived, never by a self-join
-- of the archives on a read.
CREATE TABLE person_duplicate_keys (
  person_num TEXT NOT NULL,
  rule TEXT NOT NULL,
  key TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  PRIMARY KEY (person_num, rule)
) WITHOUT ROWID;
CREATE INDEX person_duplicate_keys_key ON person_duplicate_keys (rule, key);

-- person_a < person_b; one row per rule that pairs them.
CREATE TABLE duplicate_pairs (
  person_a TEXT NOT NULL,
  person_b TEXT NOT NULL,
  rule TEXT NOT NULL,
  hospital_a TEXT NOT NULL,
  hospital_b TEXT NOT NULL,
  PRIMARY KEY (person_a, person_b, rule)
) WITHOUT ROWID;
CREATE INDEX duplicate_pairs_b ON duplicate_pairs (person_b);
CREATE INDEX duplicate_pairs_hospital ON duplicate_pairs (hospital_a, hospital_b);

-- 非重复: a pair a user judged to be two residents, with who, when and why. Not a read model:
-- it is what the user said, and it keeps the pair off the list for good.
CREATE TABLE duplicate_dismissals (
  person_a TEXT NOT NULL,
  person_b TEXT NOT NULL,
  reason TEXT NOT NULL,
  dismissed_by TEXT NOT NULL,
  dismissed_at TEXT NOT NULL,
  PRIMARY KEY (person_a, person_b)
) WITHOUT ROWID;

-- Every resident is derived again at the next refresh, so the tables are filled.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT id FROM resource_records WHERE family = 'persons';
