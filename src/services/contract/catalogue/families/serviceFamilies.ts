import { family, wildcardFamily } from '../family';
import {
  HEALTH_EDUCATION_ACTIVITY_FIELDS,
  INDIVIDUAL_HEALTH_EDUCATION_FIELDS,
} from '../fields/educationFields';
import { MEDICAL_CARE_FIELDS, SELF_CARE_FIELDS } from '../fields/elderlyFields';
import { HEALTH_CHECK_FIELDS } from '../fields/healthCheckFields';
import { SIGN_REGISTE_FIELDS } from '../fields/signingFields';
import { TCM_CONSTITUTION_FIELDS } from '../fields/tcmFields';
import { SIGNING } from '../lifecycles';
import { getQuery } from '../verbs';

/** Spec 7.3: 健康体检, 签约, 中医体质, 健康教育, 老年人. */
export const serviceFamilies = [
  family({
    id: 'healthCheckTables',
    title: '健康体检表',
    group: '健康体检',
    fields: HEALTH_CHECK_FIELDS,
    verbs: ['history'],
    routes: { excel: { path: 'Excel' } },
    extras: { jkpj: getQuery({ withId: true, label: '健康评价' }) },
  }),
  wildcardFamily({
    id: 'interfaces',
    title: '外部检验检查接口',
    group: '健康体检',
    pattern: '/api/interfaces/*',
  }),
  family({ id: 'checkAppReceipts', title: '体检申请单', group: '健康体检' }),
  family({ id: 'checkReceiptMains', title: '体检登记', group: '健康体检' }),
  family({ id: 'checkReceiptPackages', title: '体检登记套餐', group: '健康体检' }),
  family({ id: 'checkItemsBases', title: '体检项目', group: '健康体检' }),
  family({ id: 'checkItemGroups', title: '体检项目组合', group: '健康体检' }),
  family({ id: 'bultrasonicappreports', title: 'B超检查报告', group: '健康体检' }),

  family({ id: 'signServiceItems', title: '签约服务项目', group: '签约' }),
  family({ id: 'signServiceItemSubs', title: '签约服务子项目', group: '签约' }),
  family({ id: 'signServicePackages', title: '签约服务包', group: '签约' }),
  family({ id: 'signTeams', title: '家庭医生团队', group: '签约' }),
  family({ id: 'signTeamDoctors', title: '团队医生', group: '签约' }),
  family({
    id: 'signRegistes',
    title: '家庭医生签约',
    group: '签约',
    fields: SIGN_REGISTE_FIELDS,
    lifecycles: [SIGNING],
    // 核实: the township checks a village's signing (the seeded groups hold its button).
    verbs: ['cancelTermination', 'print', 'charge', 'verify'],
    routes: {
      terminal: { path: 'termination', label: '解约' },
      cancelTermination: { label: '取消解约' },
      // 'appointment and its examine': examining an appointment is the examine verb.
      examine: { path: 'appointment/examine', label: '预约审核' },
    },
    extras: { appointment: getQuery({ label: '签约预约' }) },
  }),
  family({
    id: 'signRegisteCheckMains',
    title: '签约履约核查',
    group: '签约',
    verbs: ['verify', 'batchverify'],
    routes: { cancelVerify: { path: 'verifyNo' } },
  }),
  wildcardFamily({
    id: 'signReport',
    title: '签约统计报表',
    group: '签约',
    pattern: '/api/signReport/*',
  }),

  // The elderly TCM constitution record (national-forms §11): see fields/tcmFields.ts.
  family({
    id: 'questionnaireMains',
    title: '中医体质辨识',
    group: '中医体质',
    fields: TCM_CONSTITUTION_FIELDS,
  }),
  family({ id: 'questionnaireGuides', title: '中医药健康指导', group: '中医体质' }),
  family({ id: 'questionGroup', title: '问卷题组', group: '中医体质' }),
  family({ id: 'questionLib', title: '问卷题库', group: '中医体质' }),

  wildcardFamily({
    id: 'healtheducationactivity',
    title: '健康教育活动',
    group: '健康教育',
    pattern: '/api/healtheducationactivity/*',
  }),
  family({
    id: 'individualhealtheducation',
    title: '个体化健康教育',
    group: '健康教育',
    fields: INDIVIDUAL_HEALTH_EDUCATION_FIELDS,
  }),
  // The activity records (讲座, 咨询, 宣传栏…): the 健康教育活动 page and its three prints.
  family({
    id: 'healtheducations',
    title: '健康教育活动记录',
    group: '健康教育',
    fields: HEALTH_EDUCATION_ACTIVITY_FIELDS,
  }),

  family({ id: 'elderlydisabledguidances', title: '失能老年人健康指导', group: '老年人' }),
  family({
    id: 'elderlymedicalcares',
    title: '老年人医养结合服务',
    group: '老年人',
    fields: MEDICAL_CARE_FIELDS,
  }),
  family({ id: 'elderlyiqassesss', title: '老年人认知功能评估', group: '老年人' }),
  // The self-care assessment (national-forms §10): see fields/elderlyFields.ts.
  family({
    id: 'healthchecktablescores',
    title: '老年人生活自理能力评估',
    group: '老年人',
    fields: SELF_CARE_FIELDS,
  }),
] as const;
