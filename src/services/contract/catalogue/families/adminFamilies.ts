import { family, wildcardFamily } from '../family';
import { SANITARY_PATROL_FIELDS } from '../fields/publicHealthEventFields';
import {
  MONTHLY_WORK_FIELDS,
  SERVICE_SUMMARY_FIELDS,
  SIGN_TEAM_SUMMARY_FIELDS,
} from '../fields/reportFields';
import { SYS_USER_FIELDS } from '../fields/systemFields';
import { WORK_SCORE_TEMPLATE_FIELDS, WORK_SCORE_TOTAL_FIELDS } from '../fields/workScoreFields';
import { download, getQuery, putMutation } from '../verbs';

/** A seeded report: computed figures that are read and exported, never typed. */
const REPORT_VERBS = ['list', 'get', 'excel'] as const;

/** Spec 7.3: 卫生监督与组织, 报表, 系统, 工作考核. */
export const adminFamilies = [
  wildcardFamily({
    id: 'sanitarycontrol',
    title: '卫生监督协管',
    group: '卫生监督与组织',
    pattern: '/api/sanitarycontrol*',
  }),
  // The spec gives only the prefix; the patrol register is a concrete family under it (its own
  // routes are matched before the wildcard's), so it has fields, a page and records.
  family({
    id: 'sanitarycontrolpatrols',
    title: '卫生监督协管巡查',
    group: '卫生监督与组织',
    fields: SANITARY_PATROL_FIELDS,
  }),
  family({ id: 'organizationmanagement', title: '组织管理', group: '卫生监督与组织' }),
  family({ id: 'plansummary', title: '计划总结', group: '卫生监督与组织' }),
  family({ id: 'publicityreport', title: '宣传报道', group: '卫生监督与组织' }),

  wildcardFamily({ id: 'report', title: '统计报表', group: '报表', pattern: '/api/report/*' }),
  wildcardFamily({
    id: 'lyxreport',
    title: '统计报表（lyx）',
    group: '报表',
    pattern: '/api/lyxreport/*',
  }),
  // Concrete reports under the wildcards (as sanitarycontrolpatrols above): figures per
  // institution that the seed computes from the records.
  family({
    id: 'reportServiceSummary',
    path: '/api/report/serviceSummary',
    title: '基本公共卫生服务汇总表',
    group: '报表',
    base: REPORT_VERBS,
    fields: SERVICE_SUMMARY_FIELDS,
  }),
  family({
    id: 'lyxreportMonthlyWork',
    path: '/api/lyxreport/monthlyWork',
    title: '月度工作量统计',
    group: '报表',
    base: REPORT_VERBS,
    fields: MONTHLY_WORK_FIELDS,
  }),
  family({
    id: 'signReportTeamSummary',
    path: '/api/signReport/teamSummary',
    title: '签约团队统计',
    group: '报表',
    base: REPORT_VERBS,
    fields: SIGN_TEAM_SUMMARY_FIELDS,
  }),

  family({
    id: 'sysUsers',
    title: '系统用户',
    group: '系统',
    fields: SYS_USER_FIELDS,
    extras: {
      state: putMutation({ withId: true, label: '启用/停用' }),
      unlock: putMutation({ withId: true, label: '解锁' }),
      // Spec 7.1 changes a password by GET {path}/{account}/{newPassword}?oldPassword: a GET
      // that changes data, so a mutation (never cached).
      password: { method: 'GET', kind: 'mutation', withId: true, label: '修改密码' },
      userExcel: download({ label: '导出用户' }),
    },
  }),
  family({
    id: 'systemParams',
    title: '系统参数',
    group: '系统',
    // Spec 7.1: GET {systemParamsKey}/IsAllowInputCOPD reads Response.SystemValue.
    extras: { IsAllowInputCOPD: getQuery({ label: '慢阻肺录入开关' }) },
  }),
  family({ id: 'sysUserParam', title: '用户参数', group: '系统' }),
  family({ id: 'defaultParam', title: '默认参数', group: '系统' }),
  family({ id: 'codeCategorys', title: '代码类别', group: '系统' }),
  family({ id: 'taskAccount', title: '任务台账', group: '系统' }),
  family({ id: 'MedicalCommunityGroups', title: '医共体', group: '系统' }),
  family({ id: 'sysuserFaceCollects', title: '用户人脸采集', group: '系统' }),

  family({
    id: 'workscoretemplate',
    title: '考核模板',
    group: '工作考核',
    fields: WORK_SCORE_TEMPLATE_FIELDS,
  }),
  // 总分 and 等级 are computed on save (server/resources/hooks/workScoreHooks.ts).
  family({
    id: 'workscoretotal',
    title: '考核汇总',
    group: '工作考核',
    fields: WORK_SCORE_TOTAL_FIELDS,
  }),
  family({ id: 'towntrain', title: '乡镇培训', group: '工作考核' }),
  family({ id: 'townAssessment', title: '乡镇考核', group: '工作考核' }),
  family({ id: 'performance', title: '绩效考核', group: '工作考核' }),
  family({ id: 'agriculturalbanks', title: '农商银行账户', group: '工作考核' }),
] as const;
