-- The signing indicators' read models (签约率, 续约率, 履约率; server/chronic/contractIndicatorQuery.ts),
-- derived per resident with the kernel like the others (server/readModels/deriveResident.ts) and
-- kept in the writing transaction.

-- One row per 签约登记: its days in force as one range (kernel lastDayInForce), whether a later
-- agreement renews it, and its service items due and delivered (kernel contractFacts).
CREATE TABLE contract_facts (
  contract_id TEXT PRIMARY KEY,
  person_num TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  last_day_in_force TEXT NOT NULL,
  renewed INTEGER NOT NULL,
  items_due INTEGER NOT NULL,
  items_done INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX contract_facts_person ON contract_facts (person_num);

-- The 人群分类 periods of a resident that do not follow from the birth date (kernel crowdPeriods:
-- management cards, pregnancies, disability, poverty); until_date NULL: still.
CREATE TABLE person_crowds (
  person_num TEXT NOT NULL,
  crowd TEXT NOT NULL,
  from_date TEXT NOT NULL,
  until_date TEXT
);
CREATE INDEX person_crowds_person ON person_crowds (person_num, crowd);

-- Only residents who have rows in these tables are derived again (at the next refresh): those
-- with an agreement, a management card or a pregnancy, and those whose archive records a
-- disability or 贫困救助. Everyone else's rows here are none, so a county's start-up derives a
-- fraction of its residents, not all of them.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT DISTINCT person_num FROM resource_records
  WHERE person_num IS NOT NULL
    AND family IN ('signRegistes', 'hypertensionCard', 'diabetesManager', 'mentalcard',
      'pulmonarycard', 'prenatalFirstChecks');
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT r.id FROM resource_records r
  WHERE r.family = 'persons' AND (
    EXISTS (SELECT 1 FROM json_each(r.data, '$.disability')
      WHERE value NOT IN ('', '1'))
    OR EXISTS (SELECT 1 FROM json_each(r.data, '$.paymentMethods')
      WHERE value = '4'));
