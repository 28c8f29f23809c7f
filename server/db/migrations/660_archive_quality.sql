-- 档案质控 (kernel src/domain/archives/quality): each in-file resident's failed quality rules that
-- the records alone decide, derived with the kernel in the writing transaction like the other
-- read models (server/readModels/deriveResident.ts). The rules that depend on the day (非动态档案,
-- follow-ups below the quota so far) are read from person_facts and programme_visit_years.
-- year: 0 for a rule of the archive; the check's year for healthCheckIncomplete (this year's
-- check is the one that counts).
CREATE TABLE person_quality (
  person_num TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  rule TEXT NOT NULL,
  year INTEGER NOT NULL,
  fields TEXT NOT NULL,
  detail TEXT,
  PRIMARY KEY (person_num, rule, year)
) WITHOUT ROWID;
CREATE INDEX person_quality_rule ON person_quality (rule, year, hospital_id);

-- Every resident is derived again at the next refresh, so the table is filled.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT id FROM resource_records WHERE family = 'persons';
