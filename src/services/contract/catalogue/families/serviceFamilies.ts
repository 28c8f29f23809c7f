import { family, wildcardFamily } from '../family';
import {
  HEALTH_EDUCATION_ACTIVITY_FIELDS,
  INDIVIDUAL_HEALTH_EDUCATION_FIELDS,
} from '../fields/educationFields';
import { MEDICAL_CARE_FIELDS, SELF_CARE_FIELDS } from '../fields/elderlyFields';
import { HEALTH_CHECK_FIELDS } from '../fields/healthCheck/healthCheckFields';
import {
  SIGN_CHECK_FIELDS,
  SIGN_REGISTE_FIELDS,
  SIGN_SERVICE_ITEM_FIELDS,
  SIGN_SERVICE_PACKAGE_FIELDS,
  SIGN_TEAM_DOCTOR_FIELDS,
  SIGN_TEAM_FIELDS,
} from '../fields/signingFields';
import { TCM_CONSTITUTION_FIELDS } from '../fields/tcmFields';
import { SIGNING, VERIFICATION } from '../lifecycles';
import { getQuery, postMutation } from '../verbs';

/** Spec 7.3: 健康体检, 签约, 中医体质, 健康教育, 老年人. */
export const serviceFamilies = [
  family('healthCheckTables', '健康体检表', '健康体检', {
    fields: HEALTH_CHECK_FIELDS,
    verbs: ['history'],
    routes: { excel: { path: 'Excel' } },
    extras: { jkpj: getQuery({ withId: true, label: '健康评价' }) },
  }),
  wildcardFamily('interfaces', '外部检验检查接口', '健康体检'),
  family('checkAppReceipts', '体检申请单', '健康体检'),
  family('checkReceiptMains', '体检登记', '健康体检'),
  family('checkReceiptPackages', '体检登记套餐', '健康体检'),
  family('checkItemsBases', '体检项目', '健康体检'),
  family('checkItemGroups', '体检项目组合', '健康体检'),
  family('bultrasonicappreports', 'B超检查报告', '健康体检'),

  family('signServiceItems', '签约服务项目', '签约', { fields: SIGN_SERVICE_ITEM_FIELDS }),
  family('signServiceItemSubs', '签约服务子项目', '签约'),
  family('signServicePackages', '签约服务包', '签约', { fields: SIGN_SERVICE_PACKAGE_FIELDS }),
  family('signTeams', '家庭医生团队', '签约', { fields: SIGN_TEAM_FIELDS }),
  family('signTeamDoctors', '团队医生', '签约', { fields: SIGN_TEAM_DOCTOR_FIELDS }),
  family('signRegistes', '家庭医生签约', '签约', {
    fields: SIGN_REGISTE_FIELDS,
    lifecycles: [SIGNING],
    // 核实: the township checks a village's signing (the seeded groups hold its button).
    verbs: ['cancelTermination', 'print', 'charge', 'verify'],
    routes: {
      terminal: {
        path: 'termination',
        label: '解约',
        asks: ['terminationReason', 'terminationNote'],
      },
      charge: { label: '收费', asks: ['payMethod'] },
      cancelTermination: { label: '取消解约' },
      // 'appointment and its examine': examining an appointment is the examine verb.
      examine: { path: 'appointment/examine', label: '预约审核' },
    },
    extras: {
      appointment: getQuery({ label: '签约预约' }),
      // The package's population check before signing (kernel packageMismatch).
      populationCheck: getQuery({ label: '人群核对' }),
      // 签约团队 and 签约医生 the resident may sign with (their hospital's teams and doctors).
      teamChoices: getQuery({ label: '签约团队' }),
      // 履约: each item's records this contract year (kernel itemProgress).
      fulfilment: getQuery({ withId: true, label: '履约情况' }),
      // 续约: a new agreement linked to this one, its team, package and items carried over.
      renew: postMutation({ withId: true, label: '续约' }),
    },
  }),
  // 履约核查 by the township: a check per agreement, confirmed one by one or in a batch.
  family('signRegisteCheckMains', '签约履约核查', '签约', {
    fields: SIGN_CHECK_FIELDS,
    lifecycles: [VERIFICATION],
    verbs: ['verify', 'batchverify'],
    routes: { cancelVerify: { path: 'verifyNo' } },
  }),
  wildcardFamily('signReport', '签约统计报表', '签约'),

  // The elderly TCM constitution record (national-forms §11): see fields/tcmFields.ts.
  family('questionnaireMains', '中医体质辨识', '中医体质', { fields: TCM_CONSTITUTION_FIELDS }),
  family('questionnaireGuides', '中医药健康指导', '中医体质'),
  family('questionGroup', '问卷题组', '中医体质'),
  family('questionLib', '问卷题库', '中医体质'),

  wildcardFamily('healtheducationactivity', '健康教育活动', '健康教育'),
  family('individualhealtheducation', '个体化健康教育', '健康教育', {
    fields: INDIVIDUAL_HEALTH_EDUCATION_FIELDS,
  }),
  // The activity records (讲座, 咨询, 宣传栏…): the 健康教育活动 page and its three prints.
  family('healtheducations', '健康教育活动记录', '健康教育', {
    fields: HEALTH_EDUCATION_ACTIVITY_FIELDS,
  }),

  family('elderlydisabledguidances', '失能老年人健康指导', '老年人'),
  family('elderlymedicalcares', '老年人医养结合服务', '老年人', { fields: MEDICAL_CARE_FIELDS }),
  family('elderlyiqassesss', '老年人认知功能评估', '老年人'),
  // The self-care assessment (national-forms §10): see fields/elderlyFields.ts.
  family('healthchecktablescores', '老年人生活自理能力评估', '老年人', {
    fields: SELF_CARE_FIELDS,
  }),
] as const;
