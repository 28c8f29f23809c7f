import { readFileSync } from 'node:fs';
import path from 'node:path';

import { useSeededDatabase } from './seededDatabase';

const MIGRATION = path.join(__dirname, '../../../server/db/migrations/694_work_score_menu.sql');

interface MenuRow {
  component: string;
  title: string;
  buttons: string | null;
}

const WORK_SCORE_MENU = `SELECT f.menu_componet AS component, f.function_name AS title,
    (SELECT b.function_name FROM functions b WHERE b.parent_id = f.function_id) AS buttons
  FROM functions f JOIN functions parent ON parent.function_id = f.parent_id
  WHERE parent.function_name = '绩效考核' ORDER BY f.sort_no`;

/**
 * The menu's 考核汇总 opens the computed work score (workScoreComputed, src/app/pageTable.ts);
 * the hand-typed yearly results (family workscoretotal) are 考核结果登记. A database seeded with
 * the former titles gets these from migration 694, with its ids and grants as they were.
 */
describe('绩效考核 menu', () => {
  const seeded = useSeededDatabase();

  const expected: MenuRow[] = [
    { component: 'workscoretemplate', title: '考核模板', buttons: '考核模板按钮' },
    { component: 'workscoretotal', title: '考核结果登记', buttons: '考核结果登记按钮' },
    { component: 'workScoreComputed', title: '考核汇总', buttons: '考核汇总按钮' },
  ];

  it('names the computed page 考核汇总 in a freshly seeded database', () => {
    expect(seeded.db.prepare(WORK_SCORE_MENU).all()).toEqual(expected);
  });

  it('renames the entries of a database seeded before, keeping ids and grants', () => {
    const db = seeded.db;
    const grants = () =>
      db
        .prepare(
          `SELECT group_id, function_id FROM group_functions WHERE function_id IN
             (SELECT function_id FROM functions WHERE menu_componet IN
               ('workscoretotal', 'workScoreComputed')) ORDER BY 1, 2`,
        )
        .all();
    const before = grants();
    expect(before.length).toBeGreaterThan(0);
    const idOf = (component: string) =>
      db
        .prepare<[string], string>('SELECT function_id FROM functions WHERE menu_componet = ?')
        .pluck()
        .get(component) as string;
    // The former titles (the buttons row took its page's title and 按钮).
    const rename = db.prepare<[string, string]>(
      'UPDATE functions SET function_name = ? WHERE function_id = ?',
    );
    const renameButtons = db.prepare<[string, string]>(
      'UPDATE functions SET function_name = ? WHERE parent_id = ?',
    );
    for (const [component, title] of [
      ['workscoretotal', '考核汇总'],
      ['workScoreComputed', '考核得分计算'],
    ] as const) {
      rename.run(title, idOf(component));
      renameButtons.run(`${title}按钮`, idOf(component));
    }
    expect(seeded.db.prepare(WORK_SCORE_MENU).all()).not.toEqual(expected);
    db.exec(readFileSync(MIGRATION, 'utf8'));
    expect(seeded.db.prepare(WORK_SCORE_MENU).all()).toEqual(expected);
    expect(grants()).toEqual(before);
  });
});
