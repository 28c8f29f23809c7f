-- 档案注销 (kernel src/domain/archives/closing): the day a closed archive left the file. The
-- current figures count in-file residents (in_file = 1); a past year's also counts a resident
-- closed after its end (closed_on > the year's end), so an archive leaves the denominators from
-- its closing date and not before. NULL while in the file, or closed before the day was kept.
ALTER TABLE person_facts ADD COLUMN closed_on TEXT;

-- Every resident is derived again at the next refresh, so the column is filled.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT id FROM resource_records WHERE family = 'persons';
