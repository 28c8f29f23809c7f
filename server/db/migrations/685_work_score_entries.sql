-- 考核汇总's assessor entries (src/domain/workScore/assessment.ts): a score for an item the
-- template leaves to the assessor (hand) or an adjustment of a computed item (adjust), with who
-- entered it, when and why. A history: rows are only added (the newest per institution, period
-- and item counts), never changed or removed, so an earlier score stays readable.
CREATE TABLE work_score_entries (
  id INTEGER PRIMARY KEY,
  hospital_id TEXT NOT NULL,
  period_key TEXT NOT NULL,
  item_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('hand', 'adjust')),
  score REAL NOT NULL,
  reason TEXT NOT NULL,
  entered_by TEXT NOT NULL,
  entered_by_name TEXT NOT NULL,
  entered_at TEXT NOT NULL
);

CREATE INDEX work_score_entries_by_period ON work_score_entries (period_key, hospital_id, item_id, id);

CREATE TRIGGER work_score_entries_no_update BEFORE UPDATE ON work_score_entries
BEGIN
  SELECT RAISE(ABORT, 'work_score_entries keeps its history: add an entry instead');
END;
CREATE TRIGGER work_score_entries_no_delete BEFORE DELETE ON work_score_entries
BEGIN
  SELECT RAISE(ABORT, 'work_score_entries keeps its history: add an entry instead');
END;
