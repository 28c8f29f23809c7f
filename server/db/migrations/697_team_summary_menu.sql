-- The menu's 签约团队统计 opens the live page (server/chronic/teamSummary.ts, decision 0045); the
-- seed's overnight snapshot (family signReportTeamSummary) stays as 签约统计存档. A database
-- seeded before gets what the seed (server/seed/menus.ts) now gives: the live page next to the
-- snapshot's entry, with its 导出 button, granted to every group that saw the snapshot. A fresh
-- database has no menu yet here (the seed writes it after the migrations): nothing to do.
INSERT INTO functions (function_id, parent_id, menu_link, menu_componet, menu_name,
    function_name, ico_name, sort_no)
  SELECT function_id || 'L', parent_id, replace(menu_link, 'signReportTeamSummary',
      'signTeamComputed'), 'signTeamComputed', 'SignTeamComputed', '签约团队统计', ico_name, sort_no
  FROM functions
  WHERE menu_componet = 'signReportTeamSummary'
    AND NOT EXISTS (SELECT 1 FROM functions WHERE menu_componet = 'signTeamComputed');
INSERT INTO functions (function_id, parent_id, menu_link, menu_componet, menu_name,
    function_name, ico_name, sort_no)
  SELECT b.function_id || 'L', b.parent_id || 'L', b.menu_link, '', 'SignTeamComputedBtns',
    '签约团队统计按钮', b.ico_name, b.sort_no
  FROM functions b JOIN functions p ON p.function_id = b.parent_id
  WHERE p.menu_componet = 'signReportTeamSummary'
    AND EXISTS (SELECT 1 FROM functions WHERE function_id = p.function_id || 'L'
      AND menu_componet = 'signTeamComputed')
    AND NOT EXISTS (SELECT 1 FROM functions WHERE function_id = b.function_id || 'L');
INSERT OR IGNORE INTO function_details (fun_detail_id, function_id, detail_name, sort_no)
  SELECT 'signTeamComputed:' || substr(d.fun_detail_id, length('signReportTeamSummary:') + 1),
    d.function_id || 'L', d.detail_name, d.sort_no
  FROM function_details d
  WHERE d.fun_detail_id LIKE 'signReportTeamSummary:%'
    AND EXISTS (SELECT 1 FROM functions WHERE function_id = d.function_id || 'L');
INSERT OR IGNORE INTO group_functions (group_id, function_id)
  SELECT g.group_id, g.function_id || 'L' FROM group_functions g
  WHERE EXISTS (SELECT 1 FROM functions f WHERE f.function_id = g.function_id || 'L'
    AND (f.menu_componet = 'signTeamComputed' OR f.menu_name = 'SignTeamComputedBtns'));
INSERT OR IGNORE INTO group_function_details (group_id, fun_detail_id)
  SELECT g.group_id, 'signTeamComputed:' || substr(g.fun_detail_id,
      length('signReportTeamSummary:') + 1)
  FROM group_function_details g
  WHERE g.fun_detail_id LIKE 'signReportTeamSummary:%'
    AND EXISTS (SELECT 1 FROM function_details
      WHERE fun_detail_id = 'signTeamComputed:' || substr(g.fun_detail_id,
        length('signReportTeamSummary:') + 1));
UPDATE functions SET function_name = '签约统计存档' WHERE menu_componet = 'signReportTeamSummary';
UPDATE functions SET function_name = '签约统计存档按钮' WHERE parent_id IN
  (SELECT function_id FROM functions WHERE menu_componet = 'signReportTeamSummary');
