/**
 * The print routes of spec 2.3: which record each one prints and how the server finds it. Pure
 * data shared by the client (the /print/* pages) and the reference server (GET /api/print/{name},
 * which loads the records and writes the audit trail).
 */

/**
 * How the server finds what a route prints:
 * - `person`: the resident named by `personNum` (the archive prints);
 * - `record`: one record of `family` by the route's `idParam`;
 * - `visits`: a follow-up record and up to three visits of the same resident before it (the
 *   columnar national forms print four visits a page), or the visits a `ids` list names;
 * - `personLatest`: the resident's newest record of `family` (by year when the route has one).
 */
export type PrintSource = 'person' | 'record' | 'visits' | 'personLatest';

/** The page layout the client draws; everything without its own layout uses `generic`. */
export type PrintLayout =
  | 'cover'
  | 'personInfo'
  | 'hypertensionFollowUp'
  | 'diabetesFollowUp'
  | 'healthCheck'
  | 'referralSlip'
  | 'agreement'
  | 'mentalFollowUp'
  | 'mentalCard'
  | 'tuberculosisFirstVisit'
  | 'tuberculosisFollowUp'
  | 'selfCare'
  | 'tcmConstitution'
  | 'tcmResult'
  | 'educationActivity'
  | 'informedConsent'
  | 'toddlerHealthCheck'
  | 'preschoolHealthCheck'
  | 'prenatalFollowUp'
  | 'postpartumVisit'
  | 'postpartum42Check'
  | 'invoice'
  | 'generic';

export interface PrintRouteSpec {
  /** The route's own path segments after /print/, joined by '/': its name in the API. */
  name: string;
  /** The spec's path pattern. */
  pattern: string;
  /** Chinese title printed on the paper. */
  title: string;
  family: string;
  source: PrintSource;
  /** The route parameter holding the record id; routes without one take `?id=`. */
  idParam?: string;
  layout: PrintLayout;
}

const route = (
  pattern: string,
  title: string,
  family: string,
  source: PrintSource,
  options: { idParam?: string; layout?: PrintLayout } = {},
): PrintRouteSpec => ({
  name: pattern
    .replace(/^\/print\//, '')
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('/'),
  pattern,
  title,
  family,
  source,
  layout: options.layout ?? 'generic',
  ...(options.idParam ? { idParam: options.idParam } : {}),
});

const FAMILY_SEND = { idParam: 'id' } as const;
/** The three education prints are one national form, 健康教育活动记录表 (national-forms.md §15). */
const EDUCATION_SEND = { idParam: 'id', layout: 'educationActivity' } as const;

/**
 * 活动形式 code (EDUCATION_ACTIVITY_FORM) → the print of that kind of activity. The other forms
 * (音像, 印刷资料…) print on the lecture's route: the same record form, titled by their own kind.
 */
export const EDUCATION_ACTIVITY_PRINT: Readonly<Record<string, string>> = {
  '1': 'healthEducatBulletinBoards',
  '2': 'knowledgeLecturesPrint',
  '3': 'consultActivityPrint',
};
export const EDUCATION_ACTIVITY_PRINT_DEFAULT = 'knowledgeLecturesPrint';

/** The print routes of spec 2.3, in the spec's order. */
export const SPEC_PRINT_ROUTES: readonly PrintRouteSpec[] = [
  route('/print/printImg', '健康档案附件', 'fileStorageInfos', 'record', FAMILY_SEND),
  route('/print/comprehensive-reg/:personNum/:personName', '居民综合登记表', 'persons', 'person'),
  route('/print/printPersonInfo/:personNum', '个人基本信息表', 'persons', 'person', {
    layout: 'personInfo',
  }),
  route('/print/printCover/:personNum', '居民健康档案', 'persons', 'person', { layout: 'cover' }),
  route('/print/PrintArchiveInfoCard/:personNum', '居民健康档案信息卡', 'persons', 'person'),
  route('/print/PrintComprehensive/:personNum/:type', '居民健康档案综合打印', 'persons', 'person'),
  route(
    '/print/healthEducatBulletinBoards/:id',
    '健康教育宣传栏记录',
    'healtheducations',
    'record',
    EDUCATION_SEND,
  ),
  route(
    '/print/knowledgeLecturesPrint/:id',
    '健康知识讲座记录',
    'healtheducations',
    'record',
    EDUCATION_SEND,
  ),
  route(
    '/print/consultActivityPrint/:id',
    '公众健康咨询活动记录',
    'healtheducations',
    'record',
    EDUCATION_SEND,
  ),
  route('/print/healthExaminationForm/:incrementNo', '健康体检表', 'healthCheckTables', 'record', {
    idParam: 'incrementNo',
    layout: 'healthCheck',
  }),
  route(
    '/print/feedbackForm/:incrementNo/:personNum',
    '健康体检结果反馈单',
    'healthCheckTables',
    'record',
    { idParam: 'incrementNo' },
  ),
  route(
    '/print/healthReportMC/:incrementNo/:personNum',
    '健康体检报告',
    'healthCheckTables',
    'record',
    { idParam: 'incrementNo' },
  ),
  route(
    '/print/printApplication/:personNum/:org/:checkType',
    '老年人健康体检申请单',
    'persons',
    'person',
  ),
  route(
    '/print/printExaminationForm/:personNum/:org/:checkType/:checkTypeName',
    '健康体检登记表',
    'healthCheckTables',
    'personLatest',
  ),
  route('/print/printAssessment', '老年人生活自理能力评估表', 'healthchecktablescores', 'record', {
    ...FAMILY_SEND,
    layout: 'selfCare',
  }),
  route(
    '/print/hypertensionFollowPrint/:personNum/:highbloodID',
    '高血压患者随访服务记录表',
    'hypertensionFollowUp',
    'visits',
    { idParam: 'highbloodID', layout: 'hypertensionFollowUp' },
  ),
  route(
    '/print/DiabetesFollowPrint/:personNum/:diabetesFollowUpID',
    '2型糖尿病患者随访服务记录表',
    'diabetesFollowUP',
    'visits',
    { idParam: 'diabetesFollowUpID', layout: 'diabetesFollowUp' },
  ),
  route(
    '/print/DiabetesreferralFormPrint/:personNum/:diabetesFollowUpID',
    '2型糖尿病患者转诊单',
    'diabetesFollowUP',
    'record',
    { idParam: 'diabetesFollowUpID', layout: 'referralSlip' },
  ),
  route(
    '/print/HypertensionreferralFormPrint/:personNum/:highbloodID',
    '高血压患者转诊单',
    'hypertensionFollowUp',
    'record',
    { idParam: 'highbloodID', layout: 'referralSlip' },
  ),
  route(
    '/print/metalFollowRecordExcel/:id',
    '严重精神障碍患者随访服务记录表',
    'mentalvisit',
    'visits',
    { ...FAMILY_SEND, layout: 'mentalFollowUp' },
  ),
  route(
    '/print/metalPersonInformationTable/:id',
    '严重精神障碍患者个人信息补充表',
    'mentalcard',
    'record',
    { ...FAMILY_SEND, layout: 'mentalCard' },
  ),
  route(
    '/print/firstVisitPrint/:id',
    '肺结核患者第一次入户随访记录表',
    'pulmonaryfirstvisit',
    'record',
    { ...FAMILY_SEND, layout: 'tuberculosisFirstVisit' },
  ),
  route(
    '/print/followUpVisitPrint/:personNum/:id',
    '肺结核患者随访服务记录表',
    'pulmonarypatientvisit',
    'visits',
    { ...FAMILY_SEND, layout: 'tuberculosisFollowUp' },
  ),
  route(
    '/print/printServicePeport/:questionnaireMainSN',
    '老年人中医药健康管理服务记录表',
    'questionnaireMains',
    'record',
    { idParam: 'questionnaireMainSN', layout: 'tcmConstitution' },
  ),
  route('/print/physicalFitnessStandard/:sN', '中医体质判定结果', 'questionnaireMains', 'record', {
    idParam: 'sN',
    layout: 'tcmResult',
  }),
  route(
    '/print/questionnaireRecords/:sN/:name',
    '中医体质辨识问卷记录',
    'questionnaireMains',
    'record',
    { idParam: 'sN', layout: 'tcmConstitution' },
  ),
  route(
    '/print/printAgreement/:registerID/:personNum',
    '家庭医生签约服务协议书',
    'signRegistes',
    'record',
    { idParam: 'registerID', layout: 'agreement' },
  ),
  route(
    '/print/printAgreementLYX/:registerID/:personNum',
    '家庭医生签约服务协议书',
    'signRegistes',
    'record',
    { idParam: 'registerID', layout: 'agreement' },
  ),
  route(
    '/print/printServiceItems/:personNum/:year',
    '家庭医生签约服务项目清单',
    'signRegistes',
    'personLatest',
  ),
  route('/print/printPrescription/:type', '处方笺', 'ds_drugs', 'record', FAMILY_SEND),
  route(
    '/print/printInvoice/:personNum/:year',
    '签约服务收费凭证',
    'signRegistes',
    'personLatest',
    {
      layout: 'invoice',
    },
  ),
  route('/print/admissionPrint/:id', '接诊记录表', 'receptionrecords', 'record', FAMILY_SEND),
  route('/print/consultationPrint/:id', '会诊记录表', 'consultationrecords', 'record', FAMILY_SEND),
  route('/print/printTwoWayReferral/:id', '双向转诊单', 'twowayreferrals', 'record', {
    idParam: 'id',
    layout: 'referralSlip',
  }),
  route('/print/printPersonFiles/:personNum', '居民健康档案', 'persons', 'person'),
  route(
    '/print/printPersonFiles/printActivitiesList/:personNum',
    '居民健康服务记录目录',
    'persons',
    'person',
  ),
  route(
    '/print/printInformedConsentForm/:type/:sn/:personNum',
    '知情同意书',
    'signRegistes',
    'record',
    { idParam: 'sn', layout: 'informedConsent' },
  ),
];

/**
/**
 * Routes of our own, for national forms spec 2.3 prints nowhere (docs/decisions/0031): the
 * children's checks from 12 months (national-forms-2.md §1, §2) and the maternal forms after the
 * first check (§4, §5), drawn as the paper lays them out; the same registry and server route.
 */
export const OWN_PRINT_ROUTES: readonly PrintRouteSpec[] = [
  route(
    '/print/toddlerHealthCheckPrint/:personNum/:id',
    '12～30月龄儿童健康检查记录表',
    'toddlerHealthChecks',
    'visits',
    { ...FAMILY_SEND, layout: 'toddlerHealthCheck' },
  ),
  route(
    '/print/preschoolHealthCheckPrint/:personNum/:id',
    '3～6岁儿童健康检查记录表',
    'preschoolHealthChecks',
    'visits',
    { ...FAMILY_SEND, layout: 'preschoolHealthCheck' },
  ),
  route(
    '/print/prenatalFollowUpPrint/:personNum/:id',
    '第2～5次产前随访服务记录表',
    'prenatalFollowUps',
    'visits',
    { ...FAMILY_SEND, layout: 'prenatalFollowUp' },
  ),
  route('/print/postpartumVisitPrint/:id', '产后访视记录表', 'postpartumVisits', 'record', {
    ...FAMILY_SEND,
    layout: 'postpartumVisit',
  }),
  route(
    '/print/postpartum42CheckPrint/:id',
    '产后42天健康检查记录表',
    'postpartum42Checks',
    'record',
    { ...FAMILY_SEND, layout: 'postpartum42Check' },
  ),
];

/** Every print route: spec 2.3's, then ours. */
export const PRINT_ROUTES: readonly PrintRouteSpec[] = [...SPEC_PRINT_ROUTES, ...OWN_PRINT_ROUTES];

const byName = new Map(PRINT_ROUTES.map((entry) => [entry.name, entry]));

export const printRouteByName = (name: string): PrintRouteSpec | undefined => byName.get(name);

/** The route parameter names of a pattern, in order. */
export const patternParams = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/**
 * A /print/… path as its route and parameters; undefined when no route matches. Literal
 * segments must match exactly; a parameter takes one non-empty segment.
 */
export const matchPrintPath = (
  pathname: string,
): { route: PrintRouteSpec; params: Record<string, string> } | undefined => {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const candidate of PRINT_ROUTES) {
    const parts = candidate.pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (!segment) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { route: candidate, params };
  }
  return undefined;
};

/** The path of a route with its parameters filled in (each encoded). */
export const printPath = (
  entry: PrintRouteSpec,
  params: Readonly<Record<string, string>>,
): string =>
  entry.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
