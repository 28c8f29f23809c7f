import { controlledVerbs } from '@/features/resources';
import {
  AUDIT_EXPORT_CODE,
  concreteFamilies,
  DUPLICATE_PAGE_COMPONENT,
  GROUP_CODES_OF_PAGE,
  GROUPS_PAGE_COMPONENT,
  PERSON_MERGE_CODE,
  PERSON_VIEW_FULL_CODE,
} from '@/services/contract';
import { TEAM_SUMMARY_COMPONENT, WORK_SCORE_ASSESS_BUTTON } from '@/services/contract/reportPaths';

import { freshDemoDatabase } from '../../utils/demoDatabase';

/**
 * Pages of their own (not the generic resource page) and the codes each renders a control for:
 * 工作提醒/待办 (its 导出, src/features/serviceDue), 随访工作台 and 管理指标报表 (their 导出, see
 * src/features/chronic), 签约团队统计 (its 导出), 考核汇总 (its 评分/调整), 操作日志, 用户组管理 and 重复档案 (合并 and 非重复
 * in its comparison, src/features/archives/duplicates).
 */
const DEDICATED_PAGE_CODES: Readonly<Record<string, readonly string[]>> = {
  serviceDueList: ['serviceDueList:excel'],
  conditionQuery: ['conditionQuery:excel'],
  followUpWorklist: ['followUpWorklist:excel'],
  chronicIndicators: ['chronicIndicators:excel'],
  workScoreComputed: [WORK_SCORE_ASSESS_BUTTON],
  [TEAM_SUMMARY_COMPONENT]: [`${TEAM_SUMMARY_COMPONENT}:excel`],
  auditEvents: [AUDIT_EXPORT_CODE],
  [GROUPS_PAGE_COMPONENT]: Object.values(GROUP_CODES_OF_PAGE),
  [DUPLICATE_PAGE_COMPONENT]: [PERSON_MERGE_CODE],
};

/**
 * Codes that are no button: they change what a page shows. persons:viewFull lifts the masking of
 * the ID number, phone and name on 档案信息查看 (test/unit/features/archives/ViewPersonInfoPage).
 */
const CAPABILITY_CODES: ReadonlySet<string> = new Set([PERSON_VIEW_FULL_CODE]);

interface HeldCode {
  group: string;
  code: string;
  component: string;
}

/**
 * Every button code a seeded group holds shows its button on the page it belongs to.
 * Walks the seeded grants (group_function_details) and the page each code's formBtns row hangs
 * under, and asks the model the generic page decides its buttons with (familyControls).
 */
describe('buttons the seeded groups hold', () => {
  const db = freshDemoDatabase();
  const held = db
    .prepare<[], HeldCode>(
      `SELECT g.group_code AS "group", gd.fun_detail_id AS code, page.menu_componet AS component
       FROM group_function_details gd
       JOIN user_groups g ON g.group_id = gd.group_id
       JOIN function_details d ON d.fun_detail_id = gd.fun_detail_id
       JOIN functions btns ON btns.function_id = d.function_id
       JOIN functions page ON page.function_id = btns.parent_id
       ORDER BY g.group_id, gd.fun_detail_id`,
    )
    .all();
  afterAll(() => db.close());

  it('holds codes to walk, for every seeded group', () => {
    expect(new Set(held.map((row) => row.group))).toEqual(new Set(['QYGL', 'XZYS', 'CY']));
    expect(held.length).toBeGreaterThan(50);
  });

  const expectControl = (code: string, component: string) => {
    const [familyId, verb] = code.split(':');
    expect(familyId).toBe(component);
    if (CAPABILITY_CODES.has(code)) return;
    const dedicated = DEDICATED_PAGE_CODES[component];
    if (dedicated) {
      expect(dedicated).toContain(code);
      return;
    }
    const family = concreteFamilies.find((spec) => spec.id === component);
    expect(family).toBeDefined();
    expect([...controlledVerbs(family!)]).toContain(verb);
  };
  const cases = (rows: readonly HeldCode[]) =>
    rows.map((row) => [row.group, row.code, row.component] as const);

  it.each(cases(held))('%s holds %s: a control renders on the %s page', (_group, code, component) =>
    expectControl(code, component),
  );
});
