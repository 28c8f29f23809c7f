-- Follow-up work list and management indicators (service-rules §4 and §6): SQL over
-- resource_records, indexed. The visit method of a follow-up (1 门诊, 2 家庭, 3 电话) as a virtual
-- column, so the count of face-to-face visits of one patient in a year is answered from an index,
-- never the JSON.
ALTER TABLE resource_records ADD COLUMN visit_method TEXT
  GENERATED ALWAYS AS (json_extract(data, '$.visitMethod')) VIRTUAL;
CREATE INDEX resource_records_visits
  ON resource_records (person_num, family, record_date, visit_method);

-- Population figures an institution reports for the year (常住人口, 65岁及以上常住人口, expected
-- hypertension and diabetes cases). An indicator whose denominator is such a figure uses it when
-- present and says 未配置 (or falls back to the counted residents) when not.
CREATE TABLE indicator_denominators (
  hosp_id TEXT NOT NULL REFERENCES hospitals (hosp_id),
  year INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('population', 'elderlyPopulation', 'htnExpected', 'dmExpected')),
  value INTEGER NOT NULL CHECK (value > 0),
  PRIMARY KEY (hosp_id, year, kind)
);
