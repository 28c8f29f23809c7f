import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import { maskIdCard, maskName } from '../../src/domain/identity';
import {
  CONTRACT_COUNT_LABELS,
  type ContractPersonCount,
  figureById,
  TEAM_FIGURE_IDS,
  teamFigureDescription,
} from '../../src/domain/indicators';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import {
  REPORT_PATHS,
  TEAM_SUMMARY_COMPONENT,
  type TeamSummaryRow,
} from '../../src/services/contract/reportPaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { streamWorkbook, type WorkbookRow } from '../shared/excel/workbook';
import { badRequest, one, positive, type Query, scopeRoot, userRoot } from './chronicAccess';
import { contractDetailPage } from './contractIndicatorQuery';
import { periodOf, scopeTree } from './indicators';
import { periodOfQuery } from './reportRoutes';
import { figureCellText, reportCaption } from './reportSheet';
import { teamOfScope, teamSummaryRows } from './teamSummary';

/** The team counts that drill down to residents (each figure's numerator and the agreements'). */
export const TEAM_DRILLS: readonly ContractPersonCount[] = [
  'signed',
  'keySigned',
  'renewalDue',
  'renewed',
  'inForce',
  'incomplete',
];

/**
 * 签约团队统计 computed live (server/chronic/teamSummary.ts): the figures per 家庭医生团队 of the
 * user's scope for the chosen period, the residents behind each count (masked, paged) and the
 * export with the period and the definitions. Permissions: server/routes/routePermissions.ts.
 */
export const registerTeamSummaryRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const summaryRequest = (request: FastifyRequest) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const period = periodOfQuery(query, today);
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    return { user, query, today, period, ...teamSummaryRows(ctx.db, root, period, today) };
  };

  app.get(REPORT_PATHS.teamSummary, (request) => {
    const req = summaryRequest(request);
    return ok({
      period: req.period,
      year: req.year,
      figures: [...TEAM_FIGURE_IDS],
      rows: req.rows,
    });
  });

  app.get(REPORT_PATHS.teamSummaryExcel, async (request, reply) => {
    const req = summaryRequest(request);
    const figures = TEAM_FIGURE_IDS.map((id) => figureById(id));
    const title = `签约团队统计（${req.period.label}，${req.period.from}至${req.period.to}；比率按${req.year}年度）`;
    const text =
      (key: 'teamName' | 'hospitalName' | 'leaderName') => (record: Record<string, unknown>) =>
        typeof record[key] === 'string' ? record[key] : '';
    const columns = [
      { header: dictionaryLabel('teamName'), render: text('teamName') },
      { header: dictionaryLabel('hospitalName'), render: text('hospitalName') },
      { header: '团队长', render: text('leaderName') },
      ...figures.map((figure) => ({
        header: figure.label,
        render: (record: Record<string, unknown>) =>
          figureCellText(
            figure,
            (record.values as TeamSummaryRow['values'] | undefined)?.[figure.id],
          ),
      })),
    ];
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: TEAM_SUMMARY_COMPONENT,
      recordIds: [],
      personNum: null,
      detail: filterDetail(req.query),
    });
    // The definitions under the figures, so a printed sheet says what each number counts.
    const notes = figures.map((figure) => ({
      teamName: `${figure.label}：${teamFigureDescription(figure)}`,
      values: {},
    }));
    const rows = function* () {
      yield req.rows as unknown as WorkbookRow[];
      yield [
        { teamName: '', values: {} },
        { teamName: '指标说明', values: {} },
        ...notes,
      ] as unknown as WorkbookRow[];
    };
    const stream = await streamWorkbook(
      ctx.workbooks,
      title,
      columns,
      rows(),
      reportCaption(title, req.period, req.year),
    );
    return sendWorkbook(reply, stream, title, TEAM_SUMMARY_COMPONENT, req.today);
  });

  app.get(REPORT_PATHS.teamSummaryDetails, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const period = periodOfQuery(query, today);
    const year = Number(period.to.slice(0, 4));
    const column = one(query, 'column') ?? '';
    const drill = TEAM_DRILLS.find((candidate) => candidate === column);
    if (!drill) throw badRequest(`统计项“${column}”不存在`);
    const root = userRoot(user);
    ctx.readModels.refresh();
    const team = teamOfScope(ctx.db, root, one(query, 'teamId') ?? '');
    if (!team) throw badRequest('签约团队不存在或不在本机构范围内');
    // The team's residents are filed in its institution or under it (the signing check).
    const teamRoot = scopeRoot(user, team.hospitalId, team.hospitalId);
    const pageNumber = positive(query, 'PageNumber', 1, 100_000);
    const pageSize = positive(query, 'PageSize', 20, 500);
    const names = new Map(
      scopeTree(ctx.db, teamRoot).map((node) => [node.hosp_id, node.hosp_name]),
    );
    const { rows, total } = contractDetailPage(
      ctx.db,
      drill,
      { root: teamRoot, ownOnly: false, team: team.teamId },
      periodOf(year, today),
      { number: pageNumber, size: pageSize },
    );
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, user, request), {
      action: 'read',
      resource: TEAM_SUMMARY_COMPONENT,
      count: rows.length,
      detail: filterDetail(query),
    });
    return ok({
      items: rows.map((row) => ({
        personNum: row.personNum,
        name: maskName(row.name),
        IDCardNo: maskIdCard(row.idCardNo),
        birthDate: row.birthDate ?? '',
        hospitalId: row.hospitalId,
        hospitalName: names.get(row.hospitalId) ?? row.hospitalId,
      })),
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      title: `${team.teamName}${year}年${CONTRACT_COUNT_LABELS[drill]}`,
    });
  });
};
