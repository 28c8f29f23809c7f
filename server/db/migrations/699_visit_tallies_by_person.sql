-- Deriving a resident again clears their rows first (server/readModels/deriveResident.ts,
-- `DELETE … WHERE person_num = ?`), on every save and for every resident of a rebuild. The
-- primary keys of programme_visit_years and programme_visit_months lead with the programme, so
-- without planner statistics (a database just seeded or migrated) that delete scans the whole
-- table: quadratic in a rebuild of a county. An index by resident, as programme_patients has,
-- makes it a lookup whatever the statistics say.
CREATE INDEX programme_visit_years_person ON programme_visit_years (person_num);
CREATE INDEX programme_visit_months_person ON programme_visit_months (person_num);
