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
  wildcardFamily('sanitarycontrol', '卫生监督协管', '卫生监督与组织', '/api/sanitarycontrol*'),
  // The spec gives only the prefix; the patrol register is a concrete family under it (its own
  // routes are matched before the wildcard's), so it has fields, a page and records.
  family('sanitarycontrolpatrols', '卫生监督协管巡查', '卫生监督与组织', {
    fields: SANITARY_PATROL_FIELDS,
  }),
  family('organizationmanagement', '组织管理', '卫生监督与组织'),
  family('plansummary', '计划总结', '卫生监督与组织'),
  family('publicityreport', '宣传报道', '卫生监督与组织'),

  wildcardFamily('report', '统计报表', '报表'),
  wildcardFamily('lyxreport', '统计报表（lyx）', '报表'),
  // Concrete reports under the wildcards (as sanitarycontrolpatrols above): figures per
  // institution that the seed computes from the records.
  family('reportServiceSummary', '基本公共卫生服务汇总表', '报表', {
    path: '/api/report/serviceSummary',
    base: REPORT_VERBS,
    fields: SERVICE_SUMMARY_FIELDS,
  }),
  family('lyxreportMonthlyWork', '月度工作量统计', '报表', {
    path: '/api/lyxreport/monthlyWork',
    base: REPORT_VERBS,
    fields: MONTHLY_WORK_FIELDS,
  }),
  family('signReportTeamSummary', '签约团队统计', '报表', {
    path: '/api/signReport/teamSummary',
    base: REPORT_VERBS,
    fields: SIGN_TEAM_SUMMARY_FIELDS,
  }),

  family('sysUsers', '系统用户', '系统', {
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
  family('systemParams', '系统参数', '系统', {
    // Spec 7.1: GET {systemParamsKey}/IsAllowInputCOPD reads Response.SystemValue.
    extras: { IsAllowInputCOPD: getQuery({ label: '慢阻肺录入开关' }) },
  }),
  family('sysUserParam', '用户参数', '系统'),
  family('defaultParam', '默认参数', '系统'),
  family('codeCategorys', '代码类别', '系统'),
  family('taskAccount', '任务台账', '系统'),
  family('MedicalCommunityGroups', '医共体', '系统'),
  family('sysuserFaceCollects', '用户人脸采集', '系统'),

  family('workscoretemplate', '考核模板', '工作考核', { fields: WORK_SCORE_TEMPLATE_FIELDS }),
  // 总分 and 等级 are computed on save (server/resources/hooks/workScoreHooks.ts).
  family('workscoretotal', '考核汇总', '工作考核', { fields: WORK_SCORE_TOTAL_FIELDS }),
  family('towntrain', '乡镇培训', '工作考核'),
  family('townAssessment', '乡镇考核', '工作考核'),
  family('performance', '绩效考核', '工作考核'),
  family('agriculturalbanks', '农商银行账户', '工作考核'),
] as const;
