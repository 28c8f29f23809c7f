-- The rate trends of 管理指标报表 and 公卫服务汇总表 (server/chronic/figureTrend.ts): a rate at the
-- end of each month of the year needs the programme's visits up to that month, where
-- programme_visit_years holds the whole year's. One row per patient, programme and month with a
-- visit: the year's 规范 (standard) visits up to the month's end, and whether the month's latest
-- visit met the target (service-rules §4). Derived per resident with the others
-- (server/readModels/deriveResident.ts), so kept on write and rebuilt with them.
CREATE TABLE programme_visit_months (
  programme TEXT NOT NULL,
  person_num TEXT NOT NULL,
  month TEXT NOT NULL,
  standard_visits INTEGER NOT NULL,
  last_controlled INTEGER NOT NULL,
  PRIMARY KEY (programme, person_num, month)
) WITHOUT ROWID;

-- The reports by 责任医生 (server/chronic/doctorReport.ts): each resident's responsible doctor
-- as the archive names it (封面 责任医生, national-forms.md §1), so the indicator tallies keep a
-- part per doctor ('' where the archive names none).
ALTER TABLE person_facts ADD COLUMN doctor TEXT NOT NULL DEFAULT '';

-- Every resident is derived again at the next refresh, so both are filled.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT id FROM resource_records WHERE family = 'persons';
