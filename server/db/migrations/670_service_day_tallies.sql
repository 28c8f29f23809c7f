-- Workload per institution and day (月度工作量统计, the workload figures of the kernel's figure
-- catalogue, src/domain/indicators/figures.ts): how many records of a family carry a date in
-- a day, per hospital of the record. Kept by triggers in the writing statement's transaction, so
-- a save counts in the next request, and a year's report reads about 365 rows per hospital and
-- family instead of the county's records. Records without a date or a hospital count nowhere.
CREATE TABLE service_day_tallies (
  hospital_id TEXT NOT NULL,
  family TEXT NOT NULL,
  day TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (family, hospital_id, day)
) WITHOUT ROWID;

INSERT INTO service_day_tallies (hospital_id, family, day, n)
SELECT hospital_id, family, record_date, COUNT(*) FROM resource_records
WHERE hospital_id IS NOT NULL AND record_date IS NOT NULL
GROUP BY family, hospital_id, record_date;

CREATE TRIGGER service_day_tallies_insert AFTER INSERT ON resource_records
WHEN NEW.hospital_id IS NOT NULL AND NEW.record_date IS NOT NULL
BEGIN
  INSERT INTO service_day_tallies (hospital_id, family, day, n)
  VALUES (NEW.hospital_id, NEW.family, NEW.record_date, 1)
  ON CONFLICT (family, hospital_id, day) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER service_day_tallies_delete AFTER DELETE ON resource_records
WHEN OLD.hospital_id IS NOT NULL AND OLD.record_date IS NOT NULL
BEGIN
  UPDATE service_day_tallies SET n = n - 1
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date;
  DELETE FROM service_day_tallies
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date AND n <= 0;
END;

CREATE TRIGGER service_day_tallies_update_old
AFTER UPDATE OF family, hospital_id, record_date ON resource_records
WHEN OLD.hospital_id IS NOT NULL AND OLD.record_date IS NOT NULL
BEGIN
  UPDATE service_day_tallies SET n = n - 1
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date;
  DELETE FROM service_day_tallies
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date AND n <= 0;
END;

CREATE TRIGGER service_day_tallies_update_new
AFTER UPDATE OF family, hospital_id, record_date ON resource_records
WHEN NEW.hospital_id IS NOT NULL AND NEW.record_date IS NOT NULL
BEGIN
  INSERT INTO service_day_tallies (hospital_id, family, day, n)
  VALUES (NEW.hospital_id, NEW.family, NEW.record_date, 1)
  ON CONFLICT (family, hospital_id, day) DO UPDATE SET n = n + 1;
END;

-- A drill-down lists the records of a family in a hospital subtree and a period.
CREATE INDEX resource_records_family_hospital_date
  ON resource_records (family, hospital_id, record_date);
