-- 签约团队统计 counted live (server/chronic/teamSummary.ts, decision 0045): each agreement's
-- 家庭医生团队 is kept with its facts, so the signing tallies can keep a part per team.
ALTER TABLE contract_facts ADD COLUMN team_id TEXT NOT NULL DEFAULT '';
-- Residents with an agreement are derived again (at the next refresh) to fill their teams.
INSERT OR IGNORE INTO read_model_dirty (person_num)
  SELECT DISTINCT person_num FROM resource_records
  WHERE person_num IS NOT NULL AND family = 'signRegistes';
