-- 规范管理 counts a face-to-face visit only if, when its rules called for referral, it referred
-- or gave 未转诊原因 (src/domain/followUp/standardVisits.ts). Forgetting the rules' fingerprint
-- derives every resident again at start, so the new column holds the counts.
ALTER TABLE programme_visit_years ADD COLUMN standard_visits INTEGER NOT NULL DEFAULT 0;
DELETE FROM read_model_meta WHERE key = 'rules';
