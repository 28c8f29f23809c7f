-- One row per due service of a resident (every programme's schedule, src/domain/schedule):
-- when its window opens, when it is due, the last day before it is overdue, and when it was
-- done. States (today / this week / overdue / not done this year) are date comparisons at read
-- time, so nothing is recomputed as days pass. Kept on write by deriveResident.
CREATE TABLE service_due (
  programme TEXT NOT NULL,        -- hypertension | diabetes | mental | tuberculosis | child | maternal | elderly | vaccination | contract
  service_key TEXT NOT NULL,      -- stable within the programme: 'visit', 'check-8m', 'antenatal-2', 'postpartum-visit', 'annual-check-2026', 'dose-MMR-1', 'contract-expiry'
  person_num TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  doctor TEXT NOT NULL,           -- responsible doctor ('' when none), as programme_patients.doctor
  service TEXT NOT NULL,          -- Chinese name shown to the doctor: 8月龄健康检查, 第2次产前随访, 麻腮风疫苗第1剂
  form_family TEXT NOT NULL,      -- catalogue family whose saved record closes it (the form the row opens)
  earliest_date TEXT NOT NULL,    -- 'YYYY-MM-DD' the window opens
  due_date TEXT NOT NULL,         -- the planned / due date
  overdue_after TEXT NOT NULL,    -- last day of the window; overdue from the next day
  last_service_date TEXT,         -- the programme's latest service record of this resident
  done_date TEXT,                 -- date of the record that closed it; NULL while open
  done_record_id TEXT,            -- that record's id
  PRIMARY KEY (programme, service_key, person_num)
) WITHOUT ROWID;
CREATE INDEX service_due_open ON service_due (hospital_id, programme, done_date, due_date);
CREATE INDEX service_due_doctor ON service_due (doctor, programme, done_date, due_date);
CREATE INDEX service_due_person ON service_due (person_num);

-- Only residents a schedule can hold are derived again at the next start: those with a
-- management card, a pregnancy or an agreement, children under 8 and residents of 64 and over
-- (a margin around the schedules' ages). Everyone else has no rows here.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT DISTINCT person_num FROM resource_records
  WHERE person_num IS NOT NULL
    AND family IN ('signRegistes', 'hypertensionCard', 'diabetesManager', 'mentalcard',
      'pulmonarycard', 'prenatalFirstChecks');
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT person_num FROM person_facts
  WHERE in_file = 1 AND birth_date IS NOT NULL
    AND (birth_date >= date('now', '-8 years') OR birth_date <= date('now', '-64 years'));
