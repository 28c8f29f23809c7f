-- Read models (docs/decisions/0004-read-models.md): what lists, work lists, home counts, the
-- 健康画像 and the indicators read, kept on write so a read costs what its page costs, not what
-- the county holds. Rows are derived per resident by the domain kernel (server/readModels);
-- triggers only note which residents changed, so every write path (the store, hooks that run SQL,
-- the seed, a test fixture) is covered, and the notes are worked off in the writing transaction
-- and, as a safety net, before any read of the models.

-- The hospital subtree as a closure table: one row per (ancestor, descendant) with the distance
-- between them (0 for a hospital and itself). A user's scope is the rows under their root.
CREATE TABLE hospital_tree (
  ancestor TEXT NOT NULL,
  descendant TEXT NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (ancestor, descendant)
) WITHOUT ROWID;
CREATE INDEX hospital_tree_up ON hospital_tree (descendant, depth);

INSERT INTO hospital_tree (ancestor, descendant, depth)
WITH RECURSIVE up (descendant, ancestor, depth) AS (
  SELECT hosp_id, hosp_id, 0 FROM hospitals
  UNION ALL
  SELECT up.descendant, h.parent_id, up.depth + 1
  FROM up JOIN hospitals h ON h.hosp_id = up.ancestor
  WHERE h.parent_id IS NOT NULL
)
SELECT ancestor, descendant, depth FROM up;

-- A new hospital: itself, its parent's ancestors, and the subtrees of children inserted before it.
CREATE TRIGGER hospital_tree_insert AFTER INSERT ON hospitals BEGIN
  INSERT INTO hospital_tree (ancestor, descendant, depth) VALUES (NEW.hosp_id, NEW.hosp_id, 0);
  INSERT INTO hospital_tree (ancestor, descendant, depth)
    SELECT ancestor, NEW.hosp_id, depth + 1 FROM hospital_tree WHERE descendant = NEW.parent_id;
  INSERT OR IGNORE INTO hospital_tree (ancestor, descendant, depth)
    SELECT a.ancestor, d.descendant, a.depth + d.depth + 1
    FROM hospital_tree a, hospitals c, hospital_tree d
    WHERE a.descendant = NEW.hosp_id AND c.parent_id = NEW.hosp_id AND d.ancestor = c.hosp_id;
END;

-- A hospital moved under another parent: its subtree leaves the old ancestors, joins the new.
CREATE TRIGGER hospital_tree_move AFTER UPDATE OF parent_id ON hospitals
WHEN OLD.parent_id IS NOT NEW.parent_id BEGIN
  DELETE FROM hospital_tree
  WHERE descendant IN (SELECT descendant FROM hospital_tree WHERE ancestor = NEW.hosp_id)
    AND ancestor NOT IN (SELECT descendant FROM hospital_tree WHERE ancestor = NEW.hosp_id);
  INSERT INTO hospital_tree (ancestor, descendant, depth)
    SELECT a.ancestor, d.descendant, a.depth + d.depth + 1
    FROM hospital_tree a, hospital_tree d
    WHERE a.descendant = NEW.parent_id AND d.ancestor = NEW.hosp_id;
END;

CREATE TRIGGER hospital_tree_delete AFTER DELETE ON hospitals BEGIN
  DELETE FROM hospital_tree WHERE descendant = OLD.hosp_id OR ancestor = OLD.hosp_id;
END;

-- How many records of each family each hospital holds, kept by triggers: an unfiltered list's
-- total and the size of a scope, without counting the rows.
CREATE TABLE family_counts (
  family TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (family, hospital_id)
) WITHOUT ROWID;

INSERT INTO family_counts (family, hospital_id, n)
  SELECT family, COALESCE(hospital_id, ''), COUNT(*) FROM resource_records
  GROUP BY family, COALESCE(hospital_id, '');

CREATE TRIGGER family_counts_insert AFTER INSERT ON resource_records BEGIN
  INSERT INTO family_counts (family, hospital_id, n)
    VALUES (NEW.family, COALESCE(NEW.hospital_id, ''), 1)
    ON CONFLICT (family, hospital_id) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER family_counts_delete AFTER DELETE ON resource_records BEGIN
  UPDATE family_counts SET n = n - 1
  WHERE family = OLD.family AND hospital_id = COALESCE(OLD.hospital_id, '');
END;

CREATE TRIGGER family_counts_move AFTER UPDATE OF family, hospital_id ON resource_records
WHEN OLD.family IS NOT NEW.family OR OLD.hospital_id IS NOT NEW.hospital_id BEGIN
  UPDATE family_counts SET n = n - 1
  WHERE family = OLD.family AND hospital_id = COALESCE(OLD.hospital_id, '');
  INSERT INTO family_counts (family, hospital_id, n)
    VALUES (NEW.family, COALESCE(NEW.hospital_id, ''), 1)
    ON CONFLICT (family, hospital_id) DO UPDATE SET n = n + 1;
END;

-- 家庭编号 of a resident, filtered on the residents' list, as an indexed column.
ALTER TABLE resource_records ADD COLUMN family_code TEXT
  GENERATED ALWAYS AS (CASE WHEN family = 'persons' THEN json_extract(data, '$.familyCode') END) VIRTUAL;
CREATE INDEX resource_records_family_code ON resource_records (family, family_code);

-- A list's default order (its date, then entry time) walked in order: page 1 of a large scope.
CREATE INDEX resource_records_listed ON resource_records (family, record_date, created_at);

-- Residents whose read-model rows must be derived again.
CREATE TABLE read_model_dirty (person_num TEXT PRIMARY KEY) WITHOUT ROWID;

CREATE TRIGGER read_model_insert AFTER INSERT ON resource_records
WHEN NEW.person_num IS NOT NULL BEGIN
  INSERT OR IGNORE INTO read_model_dirty (person_num) VALUES (NEW.person_num);
END;

CREATE TRIGGER read_model_update AFTER UPDATE ON resource_records BEGIN
  INSERT OR IGNORE INTO read_model_dirty (person_num)
    SELECT OLD.person_num WHERE OLD.person_num IS NOT NULL;
  INSERT OR IGNORE INTO read_model_dirty (person_num)
    SELECT NEW.person_num WHERE NEW.person_num IS NOT NULL;
END;

CREATE TRIGGER read_model_delete AFTER DELETE ON resource_records
WHEN OLD.person_num IS NOT NULL BEGIN
  INSERT OR IGNORE INTO read_model_dirty (person_num) VALUES (OLD.person_num);
END;

-- Which rules the rows were derived with ('rules' = the deployment's follow-up rules); rows of
-- other rules are derived again at start-up.
CREATE TABLE read_model_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- One row per management card of a programme judged by the due rules (hypertension, diabetes):
-- the card, the latest visit and the planned date (the stored 下次随访日期, else the rule's).
-- on_list: the card runs and the resident is alive (the work list's patients).
CREATE TABLE programme_patients (
  programme TEXT NOT NULL,
  card_id TEXT NOT NULL,
  person_num TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  name TEXT NOT NULL,
  id_card_no TEXT NOT NULL,
  build_date TEXT NOT NULL,
  card_status TEXT NOT NULL,
  terminated_on TEXT,
  on_list INTEGER NOT NULL,
  last_visit_id TEXT,
  last_visit_date TEXT,
  classification TEXT,
  sbp REAL,
  dbp REAL,
  glucose REAL,
  doctor TEXT NOT NULL,
  planned_date TEXT NOT NULL,
  two_week INTEGER NOT NULL,
  PRIMARY KEY (programme, card_id)
) WITHOUT ROWID;
CREATE INDEX programme_patients_person ON programme_patients (person_num);
CREATE INDEX programme_patients_plan
  ON programme_patients (programme, on_list, planned_date, person_num);
CREATE INDEX programme_patients_hospital
  ON programme_patients (programme, hospital_id, on_list, planned_date);
CREATE INDEX programme_patients_doctor ON programme_patients (programme, doctor);

-- A patient's follow-ups of a programme in one calendar year: how many, how many face to face
-- (门诊 or 家庭), the latest, and whether the latest met the target (service-rules §4).
CREATE TABLE programme_visit_years (
  programme TEXT NOT NULL,
  person_num TEXT NOT NULL,
  year INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  face_to_face INTEGER NOT NULL,
  last_visit_date TEXT NOT NULL,
  last_controlled INTEGER NOT NULL,
  PRIMARY KEY (programme, person_num, year)
) WITHOUT ROWID;

-- A resident as the file indicators count them: in the file (status 1), filed (档案编号), born,
-- the latest service record of any family and the latest 健康体检.
CREATE TABLE person_facts (
  person_num TEXT PRIMARY KEY,
  hospital_id TEXT NOT NULL,
  in_file INTEGER NOT NULL,
  filed INTEGER NOT NULL,
  birth_date TEXT,
  last_service_date TEXT,
  last_check_date TEXT
) WITHOUT ROWID;
CREATE INDEX person_facts_service
  ON person_facts (hospital_id, in_file, filed, last_service_date);
CREATE INDEX person_facts_elderly
  ON person_facts (hospital_id, in_file, birth_date, last_check_date);

-- A resident's service records in one calendar year (the indicators of past years).
CREATE TABLE person_service_years (
  person_num TEXT NOT NULL,
  year INTEGER NOT NULL,
  hospital_id TEXT NOT NULL,
  first_date TEXT NOT NULL,
  last_date TEXT NOT NULL,
  first_check_date TEXT,
  PRIMARY KEY (person_num, year)
) WITHOUT ROWID;
CREATE INDEX person_service_years_year ON person_service_years (year, hospital_id);

-- Every resident of an existing database is derived once, at the next start.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT id FROM resource_records WHERE family = 'persons';
