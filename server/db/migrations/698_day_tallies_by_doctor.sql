-- 月度工作量统计 by 责任医生 (server/chronic/workload.ts): the day tallies of migration 670 keep a
-- part per doctor: the 责任医生 the resident's archive names (封面 责任医生, national-forms.md §1,
-- as person_facts.doctor of migration 695; '' where none is named or the record has no resident).
-- The archive's doctor, not the record's own signature: every family has it in one place (a
-- form's 随访医生签名 is free text, often absent, and named differently per form), it is the
-- doctor 公卫服务汇总表's 按医生 view and the work list count a resident under, and a doctor's
-- rows then add up across reports. A record counts under the doctor the archive names now: a
-- change of 责任医生 moves the resident's tallies (their records, not the county's), so the kept
-- tallies always equal a count from the records (server/chronic/dayTallies.ts rebuilds them).
-- A read groups about doctors × days rows per hospital and family, never residents.
DROP TRIGGER service_day_tallies_insert;
DROP TRIGGER service_day_tallies_delete;
DROP TRIGGER service_day_tallies_update_old;
DROP TRIGGER service_day_tallies_update_new;
DROP TABLE service_day_tallies;

CREATE TABLE service_day_tallies (
  hospital_id TEXT NOT NULL,
  family TEXT NOT NULL,
  day TEXT NOT NULL,
  doctor TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (family, hospital_id, day, doctor)
) WITHOUT ROWID;

-- The same statement as dayTallies.ts's rebuild.
INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
SELECT r.hospital_id, r.family, r.record_date,
  CASE WHEN r.family = 'persons' THEN (CASE WHEN json_type(r.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(r.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(r.data, '$.responsibleDoctor') ELSE '' END) ELSE COALESCE((CASE WHEN json_type(p.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(p.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(p.data, '$.responsibleDoctor') ELSE '' END), '') END,
  COUNT(*)
FROM resource_records r
LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = r.person_num
WHERE r.hospital_id IS NOT NULL AND r.record_date IS NOT NULL
GROUP BY 1, 2, 3, 4;

CREATE TRIGGER service_day_tallies_insert AFTER INSERT ON resource_records
WHEN NEW.hospital_id IS NOT NULL AND NEW.record_date IS NOT NULL
BEGIN
  INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
  VALUES (NEW.hospital_id, NEW.family, NEW.record_date, (CASE WHEN NEW.family = 'persons' THEN (CASE WHEN json_type(NEW.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(NEW.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(NEW.data, '$.responsibleDoctor') ELSE '' END) ELSE COALESCE((SELECT (CASE WHEN json_type(p.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(p.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(p.data, '$.responsibleDoctor') ELSE '' END) FROM resource_records p WHERE p.family = 'persons' AND p.id = NEW.person_num), '') END), 1)
  ON CONFLICT (family, hospital_id, day, doctor) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER service_day_tallies_delete AFTER DELETE ON resource_records
WHEN OLD.hospital_id IS NOT NULL AND OLD.record_date IS NOT NULL
BEGIN
  UPDATE service_day_tallies SET n = n - 1
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date
    AND doctor = (CASE WHEN OLD.family = 'persons' THEN (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) ELSE COALESCE((SELECT (CASE WHEN json_type(p.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(p.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(p.data, '$.responsibleDoctor') ELSE '' END) FROM resource_records p WHERE p.family = 'persons' AND p.id = OLD.person_num), '') END);
  DELETE FROM service_day_tallies
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date AND n <= 0;
END;

-- An update is the old row taken away and the new one added (a record's doctor is its archive's,
-- unchanged by the record's own update; an archive's own row counts under its own 责任医生).
CREATE TRIGGER service_day_tallies_update_old
AFTER UPDATE OF family, hospital_id, record_date, person_num, data ON resource_records
WHEN OLD.hospital_id IS NOT NULL AND OLD.record_date IS NOT NULL
BEGIN
  UPDATE service_day_tallies SET n = n - 1
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date
    AND doctor = (CASE WHEN OLD.family = 'persons' THEN (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) ELSE COALESCE((SELECT (CASE WHEN json_type(p.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(p.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(p.data, '$.responsibleDoctor') ELSE '' END) FROM resource_records p WHERE p.family = 'persons' AND p.id = OLD.person_num), '') END);
  DELETE FROM service_day_tallies
  WHERE family = OLD.family AND hospital_id = OLD.hospital_id AND day = OLD.record_date AND n <= 0;
END;

CREATE TRIGGER service_day_tallies_update_new
AFTER UPDATE OF family, hospital_id, record_date, person_num, data ON resource_records
WHEN NEW.hospital_id IS NOT NULL AND NEW.record_date IS NOT NULL
BEGIN
  INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
  VALUES (NEW.hospital_id, NEW.family, NEW.record_date, (CASE WHEN NEW.family = 'persons' THEN (CASE WHEN json_type(NEW.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(NEW.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(NEW.data, '$.responsibleDoctor') ELSE '' END) ELSE COALESCE((SELECT (CASE WHEN json_type(p.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(p.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(p.data, '$.responsibleDoctor') ELSE '' END) FROM resource_records p WHERE p.family = 'persons' AND p.id = NEW.person_num), '') END), 1)
  ON CONFLICT (family, hospital_id, day, doctor) DO UPDATE SET n = n + 1;
END;

-- An archive's 责任医生 changed: the resident's other records move to the new doctor.
CREATE TRIGGER service_day_tallies_archive_doctor AFTER UPDATE OF data ON resource_records
WHEN NEW.family = 'persons' AND OLD.family = 'persons' AND NEW.id = OLD.id
  AND (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) <> (CASE WHEN json_type(NEW.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(NEW.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(NEW.data, '$.responsibleDoctor') ELSE '' END)
BEGIN
  UPDATE service_day_tallies SET n = n - (
    SELECT COUNT(*) FROM resource_records r
    WHERE r.person_num = NEW.id AND r.family = service_day_tallies.family
      AND r.hospital_id = service_day_tallies.hospital_id AND r.record_date = service_day_tallies.day)
  WHERE doctor = (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) AND (family, hospital_id, day) IN (
    SELECT family, hospital_id, record_date FROM resource_records
    WHERE person_num = NEW.id AND family <> 'persons'
      AND hospital_id IS NOT NULL AND record_date IS NOT NULL);
  DELETE FROM service_day_tallies WHERE doctor = (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) AND n <= 0
    AND (family, hospital_id, day) IN (SELECT family, hospital_id, record_date
      FROM resource_records WHERE person_num = NEW.id AND family <> 'persons');
  INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
  SELECT hospital_id, family, record_date, (CASE WHEN json_type(NEW.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(NEW.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(NEW.data, '$.responsibleDoctor') ELSE '' END), COUNT(*) FROM resource_records
  WHERE person_num = NEW.id AND family <> 'persons'
    AND hospital_id IS NOT NULL AND record_date IS NOT NULL
  GROUP BY family, hospital_id, record_date
  ON CONFLICT (family, hospital_id, day, doctor) DO UPDATE SET n = n + excluded.n;
END;

-- An archive filed after records naming its resident (or removed before them, as a merge may):
-- those records move from no doctor to its doctor, or back.
CREATE TRIGGER service_day_tallies_archive_insert AFTER INSERT ON resource_records
WHEN NEW.family = 'persons' AND (CASE WHEN json_type(NEW.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(NEW.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(NEW.data, '$.responsibleDoctor') ELSE '' END) <> ''
BEGIN
  UPDATE service_day_tallies SET n = n - (
    SELECT COUNT(*) FROM resource_records r
    WHERE r.person_num = NEW.id AND r.family = service_day_tallies.family
      AND r.hospital_id = service_day_tallies.hospital_id AND r.record_date = service_day_tallies.day)
  WHERE doctor = '' AND (family, hospital_id, day) IN (
    SELECT family, hospital_id, record_date FROM resource_records
    WHERE person_num = NEW.id AND family <> 'persons'
      AND hospital_id IS NOT NULL AND record_date IS NOT NULL);
  DELETE FROM service_day_tallies WHERE doctor = '' AND n <= 0
    AND (family, hospital_id, day) IN (SELECT family, hospital_id, record_date
      FROM resource_records WHERE person_num = NEW.id AND family <> 'persons');
  INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
  SELECT hospital_id, family, record_date, (CASE WHEN json_type(NEW.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(NEW.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(NEW.data, '$.responsibleDoctor') ELSE '' END), COUNT(*) FROM resource_records
  WHERE person_num = NEW.id AND family <> 'persons'
    AND hospital_id IS NOT NULL AND record_date IS NOT NULL
  GROUP BY family, hospital_id, record_date
  ON CONFLICT (family, hospital_id, day, doctor) DO UPDATE SET n = n + excluded.n;
END;

CREATE TRIGGER service_day_tallies_archive_delete AFTER DELETE ON resource_records
WHEN OLD.family = 'persons' AND (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) <> ''
BEGIN
  UPDATE service_day_tallies SET n = n - (
    SELECT COUNT(*) FROM resource_records r
    WHERE r.person_num = OLD.id AND r.family = service_day_tallies.family
      AND r.hospital_id = service_day_tallies.hospital_id AND r.record_date = service_day_tallies.day)
  WHERE doctor = (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) AND (family, hospital_id, day) IN (
    SELECT family, hospital_id, record_date FROM resource_records
    WHERE person_num = OLD.id AND family <> 'persons'
      AND hospital_id IS NOT NULL AND record_date IS NOT NULL);
  DELETE FROM service_day_tallies WHERE doctor = (CASE WHEN json_type(OLD.data, '$.responsibleDoctor') = 'text' AND trim(json_extract(OLD.data, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> '' THEN json_extract(OLD.data, '$.responsibleDoctor') ELSE '' END) AND n <= 0
    AND (family, hospital_id, day) IN (SELECT family, hospital_id, record_date
      FROM resource_records WHERE person_num = OLD.id AND family <> 'persons');
  INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
  SELECT hospital_id, family, record_date, '', COUNT(*) FROM resource_records
  WHERE person_num = OLD.id AND family <> 'persons'
    AND hospital_id IS NOT NULL AND record_date IS NOT NULL
  GROUP BY family, hospital_id, record_date
  ON CONFLICT (family, hospital_id, day, doctor) DO UPDATE SET n = n + excluded.n;
END;
