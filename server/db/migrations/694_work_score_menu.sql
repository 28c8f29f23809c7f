-- The menu's 考核汇总 opens the computed work score (server/chronic/workScores.ts, decision 0045);
-- the hand-typed yearly results (family workscoretotal) stay as 考核结果登记. A database seeded
-- before gets the titles the seed (server/seed/menus.ts) now gives; ids and grants are unchanged.
UPDATE functions SET function_name = '考核结果登记' WHERE menu_componet = 'workscoretotal';
UPDATE functions SET function_name = '考核汇总' WHERE menu_componet = 'workScoreComputed';
-- Each page's buttons row is its child, named after it.
UPDATE functions SET function_name = '考核结果登记按钮' WHERE parent_id IN
  (SELECT function_id FROM functions WHERE menu_componet = 'workscoretotal');
UPDATE functions SET function_name = '考核汇总按钮' WHERE parent_id IN
  (SELECT function_id FROM functions WHERE menu_componet = 'workScoreComputed');
