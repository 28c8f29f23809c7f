-- 档案合并 and its 撤销 (archive quality control, duplicates; kernel
-- src/domain/archives/duplicates): one row per archive merged away, naming the archive kept,
-- exactly the records the merge moved (family, id and a digest of each as the merge left it), who
-- merged, when and why; 撤销合并 moves back those records alone, restores the archive and signs
-- the row with who undid it, when and why. A record changed since the merge (its digest differs)
-- refuses the undo. The 已合并 list reads a scope's rows by the two archives' institutions.
CREATE TABLE archive_merges (
  merge_id INTEGER PRIMARY KEY,
  kept TEXT NOT NULL,
  merged TEXT NOT NULL,
  kept_hospital TEXT NOT NULL,
  merged_hospital TEXT NOT NULL,
  -- 1 when the merge closed the archive (it was in the file), so the undo restores it.
  closed_by_merge INTEGER NOT NULL,
  -- the merged archive's digest after the merge closed it
  merged_digest TEXT NOT NULL,
  -- [{"family": …, "id": …, "digest": …}] of every record moved
  moved TEXT NOT NULL CHECK (json_valid(moved)),
  reason TEXT NOT NULL,
  merged_by TEXT NOT NULL,
  merged_by_account TEXT NOT NULL,
  merged_at TEXT NOT NULL,
  undone_by TEXT,
  undone_by_account TEXT,
  undone_at TEXT,
  undo_reason TEXT
);
CREATE INDEX archive_merges_merged ON archive_merges (merged);
CREATE INDEX archive_merges_scope ON archive_merges (merged_hospital, merge_id);
