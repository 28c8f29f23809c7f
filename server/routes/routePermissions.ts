import { ASSISTANT_PATHS } from '../../src/services/contract/assistantPaths';
import { AUDIT_EVENTS_EXCEL_PATH, AUDIT_EVENTS_PATH } from '../../src/services/contract/audit';
import { CHRONIC_PATHS } from '../../src/services/contract/chronicPaths';
import {
  CONDITION_QUERY_COMPONENT,
  CONDITION_QUERY_PATHS,
} from '../../src/services/contract/conditionQueryPaths';
import { PRINT_API_PATH } from '../../src/services/contract/print/printReply';
import {
  MONTHLY_WORK_COMPONENT,
  REPORT_PATHS,
  SERVICE_SUMMARY_COMPONENT,
  TEAM_SUMMARY_COMPONENT,
  WORK_SCORE_ASSESS_BUTTON,
  WORK_SCORE_COMPONENT,
  WORK_SCORE_ENTRIES_PATH,
  WORK_SCORE_PATH,
} from '../../src/services/contract/reportPaths';
import {
  SERVICE_DUE_COMPONENT,
  SERVICE_DUE_PATHS,
} from '../../src/services/contract/serviceDuePaths';
import { TEST_PATHS } from '../../src/services/contract/testPaths';
import { INDICATORS_COMPONENT, WORKLIST_COMPONENT } from '../chronic/chronicAccess';
import {
  adminOnly,
  duringPasswordChange,
  page,
  publicRoute,
  type RoutePermission,
  signedIn,
} from '../security/routePermission';

const SIGN_IN = publicRoute('sign-in: no token exists yet');
const OWN_CONVERSATIONS = signedIn(
  "the assistant: each call reads or writes the caller's own conversations",
);
const TEST_ONLY = signedIn('test builds only (fixed captcha): a protected no-op');
/** The work list and indicator pages (menu components); their exports need the page's button. */
const WORKLIST_PAGE = page(WORKLIST_COMPONENT);
const INDICATORS_PAGE = page(INDICATORS_COMPONENT);
/** 工作提醒/待办: every programme's due services (each programme also needs its own page). */
const SERVICE_DUE_PAGE = page(SERVICE_DUE_COMPONENT);
/**
 * The trail is the health bureau's: township and village staff could otherwise see whom their
 * colleagues looked up. Its export button (auditEvents:excel) is the administrator's too.
 */
const AUDITOR = adminOnly('仅区域管理员可以查看操作日志');

/**
 * The permission of each hand-written /api route, by its path without the mount prefix
 * (/GWEHR). The catalogue's routes declare theirs in server/resources/resourcePermissions.ts. A
 * route may instead declare `config: { permission }` beside its handler; `config.public` keeps
 * meaning "public". test/integration/server/routePermissions.test.ts fails for a route with none.
 */
export const DEDICATED_ROUTE_PERMISSIONS: Readonly<Record<string, RoutePermission>> = {
  '/api/tokens/captchacode': SIGN_IN,
  '/api/tokens/JWTToken3.0': SIGN_IN,
  '/api/tokens/RefreshToken': publicRoute('the expired token in the body is the credential'),
  '/api/tokens/systemrunparam': publicRoute('run parameters the sign-in page shows'),
  '/api/tokens/logout': publicRoute(
    'the bearer token is the credential, checked by the handler: it ends that token’s own session, even expired within the refresh grace',
  ),
  '/api/systemParams/:systemKey': signedIn('run parameters every page reads'),
  '/api/sysUsers/password/:account/:newPassword': duringPasswordChange(
    "the caller's own password only; the one route open while the password must change",
  ),
  '/api/functionQXs/userMenus': signedIn("the caller's own menu"),
  '/api/versionupdate': signedIn('release notes'),
  [ASSISTANT_PATHS.conversations]: OWN_CONVERSATIONS,
  [ASSISTANT_PATHS.capabilities]: signedIn(
    'what the deployment’s assistant can do, the same for everyone',
  ),
  [`${ASSISTANT_PATHS.conversations}/:id`]: OWN_CONVERSATIONS,
  [ASSISTANT_PATHS.deleteConversations]: OWN_CONVERSATIONS,
  [ASSISTANT_PATHS.chatStream]: OWN_CONVERSATIONS,
  [ASSISTANT_PATHS.questions]: signedIn('suggested questions, the same for everyone'),
  [ASSISTANT_PATHS.questionClick]: signedIn('counts a click on a suggested question'),
  [ASSISTANT_PATHS.lectureReportStream]: signedIn('generates text from the caller’s own input'),
  [ASSISTANT_PATHS.examinationReportStream]: signedIn('generates text from the caller’s own input'),
  [CHRONIC_PATHS.worklist]: WORKLIST_PAGE,
  [CHRONIC_PATHS.worklistSummary]: WORKLIST_PAGE,
  [CHRONIC_PATHS.worklistExcel]: page(WORKLIST_COMPONENT, 'followUpWorklist:excel'),
  [CHRONIC_PATHS.indicators]: INDICATORS_PAGE,
  [SERVICE_DUE_PATHS.list]: SERVICE_DUE_PAGE,
  [SERVICE_DUE_PATHS.summary]: SERVICE_DUE_PAGE,
  // The printed due list is the list itself on paper: the page, as the list (audited as a print).
  [SERVICE_DUE_PATHS.print]: SERVICE_DUE_PAGE,
  [SERVICE_DUE_PATHS.excel]: page(SERVICE_DUE_COMPONENT, `${SERVICE_DUE_COMPONENT}:excel`),
  [CHRONIC_PATHS.indicatorDetails]: INDICATORS_PAGE,
  [CHRONIC_PATHS.indicatorDetailsExcel]: page(INDICATORS_COMPONENT, 'chronicIndicators:excel'),
  [CHRONIC_PATHS.contractIndicators]: INDICATORS_PAGE,
  [CHRONIC_PATHS.contractIndicatorDetails]: INDICATORS_PAGE,
  [CHRONIC_PATHS.contractIndicatorDetailsExcel]: page(
    INDICATORS_COMPONENT,
    'chronicIndicators:excel',
  ),
  [REPORT_PATHS.serviceSummary]: page(SERVICE_SUMMARY_COMPONENT),
  [REPORT_PATHS.serviceSummaryExcel]: page(
    SERVICE_SUMMARY_COMPONENT,
    `${SERVICE_SUMMARY_COMPONENT}:excel`,
  ),
  [REPORT_PATHS.serviceSummaryTrend]: page(SERVICE_SUMMARY_COMPONENT),
  [REPORT_PATHS.indicatorsTrend]: INDICATORS_PAGE,
  [REPORT_PATHS.indicatorsByDoctor]: INDICATORS_PAGE,
  [REPORT_PATHS.indicatorsExcel]: page(INDICATORS_COMPONENT, 'chronicIndicators:excel'),
  [REPORT_PATHS.serviceSummaryByDoctor]: page(SERVICE_SUMMARY_COMPONENT),
  [REPORT_PATHS.monthlyWork]: page(MONTHLY_WORK_COMPONENT),
  [REPORT_PATHS.monthlyWorkExcel]: page(MONTHLY_WORK_COMPONENT, `${MONTHLY_WORK_COMPONENT}:excel`),
  [REPORT_PATHS.workloadDetails]: page(MONTHLY_WORK_COMPONENT),
  [REPORT_PATHS.monthlyWorkByDoctor]: page(MONTHLY_WORK_COMPONENT),
  [REPORT_PATHS.teamSummary]: page(TEAM_SUMMARY_COMPONENT),
  [REPORT_PATHS.teamSummaryExcel]: page(TEAM_SUMMARY_COMPONENT, `${TEAM_SUMMARY_COMPONENT}:excel`),
  [REPORT_PATHS.teamSummaryDetails]: page(TEAM_SUMMARY_COMPONENT),
  [WORK_SCORE_PATH]: page(WORK_SCORE_COMPONENT),
  [WORK_SCORE_ENTRIES_PATH]: page(WORK_SCORE_COMPONENT, WORK_SCORE_ASSESS_BUTTON),
  [CONDITION_QUERY_PATHS.residents]: page(CONDITION_QUERY_COMPONENT),
  [CONDITION_QUERY_PATHS.hospitals]: page(CONDITION_QUERY_COMPONENT),
  [CONDITION_QUERY_PATHS.residentsExcel]: page(
    CONDITION_QUERY_COMPONENT,
    `${CONDITION_QUERY_COMPONENT}:excel`,
  ),
  [`${PRINT_API_PATH}/*`]: signedIn(
    'prints a record the caller may read: the handler applies the family’s hospital scope',
  ),
  [AUDIT_EVENTS_PATH]: AUDITOR,
  [AUDIT_EVENTS_EXCEL_PATH]: AUDITOR,
  [TEST_PATHS.stats]: publicRoute('test builds only: counters'),
  [TEST_PATHS.resetStats]: publicRoute('test builds only: counters'),
  [TEST_PATHS.probe]: TEST_ONLY,
  '/api/test/assistant/chatStream': TEST_ONLY,
  '/api/*': publicRoute(
    'the catalogue dispatcher: it authenticates and checks each route of its table itself',
  ),
};

/** The declared permission of a registered route (its Fastify url, with the mount prefix). */
export const dedicatedPermission = (
  url: string | undefined,
  mountPrefix: string,
  config: { public?: boolean; permission?: RoutePermission },
): RoutePermission | undefined => {
  if (config.permission) return config.permission;
  const path = url?.startsWith(mountPrefix) ? url.slice(mountPrefix.length) : url;
  const declared = path === undefined ? undefined : DEDICATED_ROUTE_PERMISSIONS[path];
  if (declared) return declared;
  return config.public ? publicRoute('config.public') : undefined;
};
