import { readFileSync } from 'node:fs';
import path from 'node:path';

import { useSeededDatabase } from './seededDatabase';

const MIGRATION = path.join(__dirname, '../../../server/db/migrations/697_team_summary_menu.sql');

const TEAM_MENU = `SELECT f.menu_componet AS component, f.function_name AS title,
    (SELECT b.function_name FROM functions b WHERE b.parent_id = f.function_id) AS buttons
  FROM functions f
  WHERE f.menu_componet IN ('signReportTeamSummary', 'signTeamComputed')
  ORDER BY f.sort_no, f.function_id`;

/** Who sees each entry and holds each of its buttons, by component. */
const GRANTS = `SELECT f.menu_componet AS component, g.group_id AS groupId
  FROM group_functions g JOIN functions f ON f.function_id = g.function_id
  WHERE f.menu_componet IN ('signReportTeamSummary', 'signTeamComputed')
  UNION ALL
  SELECT d.fun_detail_id, g.group_id FROM group_function_details g
  JOIN function_details d ON d.fun_detail_id = g.fun_detail_id
  WHERE d.fun_detail_id LIKE 'signReportTeamSummary:%' OR d.fun_detail_id LIKE 'signTeamComputed:%'
  ORDER BY 1, 2`;

/**
 * The menu's 签约团队统计 opens the live page (signTeamComputed, src/app/pageTable.ts); the seed's
 * snapshot is 签约统计存档. A database seeded before the live page gets it from migration
 * 697, granted (with 导出) to the groups that saw the snapshot.
 */
describe('签约团队统计 menu', () => {
  const seeded = useSeededDatabase();

  const expected = [
    {
      component: 'signReportTeamSummary',
      title: '签约统计存档',
      buttons: '签约统计存档按钮',
    },
    { component: 'signTeamComputed', title: '签约团队统计', buttons: '签约团队统计按钮' },
  ];

  it('names the live page 签约团队统计 in a freshly seeded database', () => {
    expect(seeded.db.prepare(TEAM_MENU).all()).toEqual(expected);
  });

  it('adds the live page to a database seeded before, for the groups that saw the snapshot', () => {
    const db = seeded.db;
    const grants = () =>
      (db.prepare(GRANTS).all() as { component: string; groupId: number }[]).map(
        ({ component, groupId }) => `${component.replace('signTeamComputed', 'LIVE')}@${groupId}`,
      );
    const fresh = grants();
    expect(fresh.filter((grant) => grant.startsWith('LIVE')).length).toBeGreaterThan(0);
    // The menu as the seed wrote it before: the snapshot titled 签约团队统计, no live page.
    db.exec(`
      DELETE FROM group_function_details WHERE fun_detail_id LIKE 'signTeamComputed:%';
      DELETE FROM function_details WHERE fun_detail_id LIKE 'signTeamComputed:%';
      DELETE FROM group_functions WHERE function_id IN (SELECT function_id FROM functions
        WHERE menu_componet = 'signTeamComputed' OR parent_id IN
          (SELECT function_id FROM functions WHERE menu_componet = 'signTeamComputed'));
      DELETE FROM functions WHERE parent_id IN
        (SELECT function_id FROM functions WHERE menu_componet = 'signTeamComputed');
      DELETE FROM functions WHERE menu_componet = 'signTeamComputed';
      UPDATE functions SET function_name = '签约团队统计' WHERE menu_componet = 'signReportTeamSummary';
      UPDATE functions SET function_name = '签约团队统计按钮' WHERE parent_id IN
        (SELECT function_id FROM functions WHERE menu_componet = 'signReportTeamSummary');`);
    expect(db.prepare(TEAM_MENU).all()).toHaveLength(1);
    db.exec(readFileSync(MIGRATION, 'utf8'));
    expect(db.prepare(TEAM_MENU).all()).toEqual(expected);
    expect(grants()).toEqual(fresh);
    // Run again, it changes nothing.
    db.exec(readFileSync(MIGRATION, 'utf8'));
    expect(db.prepare(TEAM_MENU).all()).toEqual(expected);
    expect(grants()).toEqual(fresh);
  });
});
