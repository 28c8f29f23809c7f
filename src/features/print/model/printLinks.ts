import { type RegionCode } from '@/services/config/regionVariants';
import { getRegionVariant } from '@/services/config/runtimeConfig';
import {
  EDUCATION_ACTIVITY_PRINT,
  EDUCATION_ACTIVITY_PRINT_DEFAULT,
  printPath,
  printRouteByName,
} from '@/services/contract';

import { type PrintRecord, scalarText } from './paperText';

/**
 * Which prints a catalogue family's row offers (打印 on its row), and their paths. Data, so the
 * generic resource page needs no knowledge of print routes.
 */

export interface PrintLink {
  /** The menu text: what paper comes out. */
  label: string;
  path: string;
}

interface LinkSpec {
  label: string;
  route: string;
  /** Route parameters from the row (its id is `id`). */
  params: (row: PrintRecord, id: string) => Record<string, string>;
  /** Routes without an id segment take `?id=`. */
  queryId?: boolean;
}

const personOf = (row: PrintRecord) => scalarText(row.personNum);
const yearOf = (value: unknown) => scalarText(value).slice(0, 4);

/** The agreement's wording differs by region; one is listed per region that has its own. */
const AGREEMENT_ROUTE: Partial<Record<RegionCode, string>> = { lyx: 'printAgreementLYX' };

const byId =
  (name: string) =>
  (_row: PrintRecord, id: string): Record<string, string> => ({ [name]: id });
const personAndId =
  (name: string) =>
  (row: PrintRecord, id: string): Record<string, string> => ({
    personNum: personOf(row),
    [name]: id,
  });

/** A paper of the resident's archive: a persons row's id is the 个人编号. */
const archivePaper = (label: string, route: string): LinkSpec => ({
  label,
  route,
  params: byId('personNum'),
});

/** The signing's yearly papers: the resident and the year signed. */
const personAndSignYear = (row: PrintRecord) => (): Record<string, string> => ({
  personNum: personOf(row),
  year: yearOf(row.signDate),
});

/** The 体检 papers' request: the resident, the hospital that checks (`-` for none) and 健康体检. */
const checkRequest = (personNum: string, row: PrintRecord): Record<string, string> => ({
  personNum,
  org: scalarText(row.hospitalId) || '-',
  checkType: '1',
});

/** The hypertension and diabetes follow-ups' papers: the columnar form and the referral slip. */
const CHRONIC_VISIT_PRINTS: Readonly<
  Record<string, { form: string; referral: string; idParam: string }>
> = {
  hypertensionFollowUp: {
    form: 'hypertensionFollowPrint',
    referral: 'HypertensionreferralFormPrint',
    idParam: 'highbloodID',
  },
  diabetesFollowUP: {
    form: 'DiabetesFollowPrint',
    referral: 'DiabetesreferralFormPrint',
    idParam: 'diabetesFollowUpID',
  },
};

const chronicVisitLinks = (familyId: string) => (): LinkSpec[] => {
  const { form, referral, idParam } = CHRONIC_VISIT_PRINTS[familyId]!;
  return [
    { label: '随访服务记录表', route: form, params: personAndId(idParam) },
    { label: '转诊单', route: referral, params: personAndId(idParam) },
  ];
};

const FAMILY_LINKS: Readonly<Record<string, (row: PrintRecord) => LinkSpec[]>> = {
  persons: (row) => [
    archivePaper('档案封面', 'printCover'),
    archivePaper('个人基本信息表', 'printPersonInfo'),
    archivePaper('档案信息卡', 'PrintArchiveInfoCard'),
    {
      label: '居民综合登记表',
      route: 'comprehensive-reg',
      params: (_row, id) => ({ personNum: id, personName: scalarText(row.name) }),
    },
    {
      label: '健康档案综合打印',
      route: 'PrintComprehensive',
      params: (_row, id) => ({ personNum: id, type: '1' }),
    },
    archivePaper('健康档案（全部）', 'printPersonFiles'),
    archivePaper('服务记录目录', 'printPersonFiles/printActivitiesList'),
    {
      label: '老年人健康体检申请单',
      route: 'printApplication',
      params: (_row, id) => checkRequest(id, row),
    },
  ],
  hypertensionFollowUp: chronicVisitLinks('hypertensionFollowUp'),
  diabetesFollowUP: chronicVisitLinks('diabetesFollowUP'),
  healthCheckTables: (row) => [
    { label: '健康体检表', route: 'healthExaminationForm', params: byId('incrementNo') },
    { label: '体检结果反馈单', route: 'feedbackForm', params: personAndId('incrementNo') },
    { label: '健康体检报告', route: 'healthReportMC', params: personAndId('incrementNo') },
    {
      label: '健康体检登记表',
      route: 'printExaminationForm',
      params: () => ({ ...checkRequest(personOf(row), row), checkTypeName: '健康体检' }),
    },
  ],
  signRegistes: (row) => [
    {
      label: '签约协议书',
      route: AGREEMENT_ROUTE[getRegionVariant().code] ?? 'printAgreement',
      params: personAndId('registerID'),
    },
    {
      label: '服务项目清单',
      route: 'printServiceItems',
      params: personAndSignYear(row),
    },
    {
      label: '知情同意书',
      route: 'printInformedConsentForm',
      // Type 1: the signing consent (CONSENT_FORMS in consentForms.ts).
      params: (_row, id) => ({ type: '1', sn: id, personNum: personOf(row) }),
    },
    {
      label: '收费凭证',
      route: 'printInvoice',
      params: personAndSignYear(row),
    },
  ],
  twowayreferrals: () => [
    { label: '双向转诊单', route: 'printTwoWayReferral', params: byId('id') },
  ],
  healtheducations: (row) => [
    {
      label: '活动记录',
      route:
        EDUCATION_ACTIVITY_PRINT[scalarText(row.activityType)] ?? EDUCATION_ACTIVITY_PRINT_DEFAULT,
      params: byId('id'),
    },
  ],
  mentalcard: () => [
    { label: '个人信息补充表', route: 'metalPersonInformationTable', params: byId('id') },
  ],
  mentalvisit: () => [
    { label: '随访服务记录表', route: 'metalFollowRecordExcel', params: byId('id') },
  ],
  pulmonaryfirstvisit: () => [
    { label: '第一次入户随访记录表', route: 'firstVisitPrint', params: byId('id') },
  ],
  pulmonarypatientvisit: () => [
    { label: '随访服务记录表', route: 'followUpVisitPrint', params: personAndId('id') },
  ],
  questionnaireMains: () => [
    {
      label: '中医药健康管理服务记录表',
      route: 'printServicePeport',
      params: byId('questionnaireMainSN'),
    },
    { label: '中医体质判定结果', route: 'physicalFitnessStandard', params: byId('sN') },
    {
      label: '体质辨识问卷记录',
      route: 'questionnaireRecords',
      params: (_row, id) => ({ sN: id, name: '中医体质辨识' }),
    },
  ],
  fileStorageInfos: () => [{ label: '附件', route: 'printImg', params: () => ({}), queryId: true }],
  healthchecktablescores: () => [
    { label: '生活自理能力评估表', route: 'printAssessment', params: () => ({}), queryId: true },
  ],
  receptionrecords: () => [{ label: '接诊记录表', route: 'admissionPrint', params: byId('id') }],
  consultationrecords: () => [
    { label: '会诊记录表', route: 'consultationPrint', params: byId('id') },
  ],
  toddlerHealthChecks: () => [
    { label: '儿童健康检查记录表', route: 'toddlerHealthCheckPrint', params: personAndId('id') },
  ],
  preschoolHealthChecks: () => [
    { label: '儿童健康检查记录表', route: 'preschoolHealthCheckPrint', params: personAndId('id') },
  ],
  prenatalFollowUps: () => [
    { label: '产前随访服务记录表', route: 'prenatalFollowUpPrint', params: personAndId('id') },
  ],
  postpartumVisits: () => [
    { label: '产后访视记录表', route: 'postpartumVisitPrint', params: byId('id') },
  ],
  postpartum42Checks: () => [
    { label: '产后42天健康检查记录表', route: 'postpartum42CheckPrint', params: byId('id') },
  ],
  ds_drugs: () => [
    { label: '处方笺', route: 'printPrescription', params: () => ({ type: '1' }), queryId: true },
  ],
};

/** The families whose rows offer prints. */
export const PRINTING_FAMILIES: readonly string[] = Object.keys(FAMILY_LINKS);

/** The prints a row of a family offers; none for a family without paper forms. */
export const printLinkFor = (familyId: string, row: PrintRecord, id: string): PrintLink[] =>
  (FAMILY_LINKS[familyId]?.(row) ?? []).flatMap((link) => {
    const route = printRouteByName(link.route);
    if (!route) return [];
    const path = printPath(route, link.params(row, id));
    return [
      { label: link.label, path: link.queryId ? `${path}?id=${encodeURIComponent(id)}` : path },
    ];
  });

export type FollowUpSelection = { ok: true; path: string } | { ok: false; reason: string };

/**
 * The columnar form of several selected visits of one patient: the route of the first visit,
 * with `?ids=` naming them all (the server checks they are one patient's).
 */
export const followUpPrintPath = (
  familyId: string,
  visits: readonly { id: string; row: PrintRecord }[],
): FollowUpSelection => {
  const name = CHRONIC_VISIT_PRINTS[familyId]?.form;
  const route = name ? printRouteByName(name) : undefined;
  const [first] = visits;
  if (!route?.idParam || !first) return { ok: false, reason: '请选择要打印的随访记录' };
  const people = new Set(visits.map((visit) => personOf(visit.row)));
  if (people.size > 1) return { ok: false, reason: '一次只能打印同一位居民的随访记录' };
  const path = printPath(route, { personNum: personOf(first.row), [route.idParam]: first.id });
  return {
    ok: true,
    path: `${path}?ids=${visits.map((visit) => encodeURIComponent(visit.id)).join(',')}`,
  };
};

/** Opens a print route in a new tab: the paper is checked beside the page it came from. */
export const openPrint = (path: string): void => {
  window.open(path, '_blank', 'noopener');
};
