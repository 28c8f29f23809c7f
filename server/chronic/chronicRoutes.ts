import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import { VISIT_CLASS_LABELS } from '../../src/domain/codes';
import { DUE_STATE_LABELS } from '../../src/domain/followUp';
import { maskIdCard, maskName } from '../../src/domain/identity';
import {
  COUNT_LABELS,
  INDICATORS,
  indicatorValue,
  isIndicatorCount,
} from '../../src/domain/indicators';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import { CHRONIC_PATHS } from '../../src/services/contract/chronicPaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import {
  emptyTally,
  type WorklistScope,
  WORKLIST_SORTS,
  type WorklistSort,
  type WorklistTally,
} from '../readModels/worklistQueries';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { EXPORT_BATCH_ROWS, streamWorkbook, type WorkbookRow } from '../shared/excel/workbook';
import {
  AUDITED_EXPORT_IDS,
  badRequest,
  exportDetail,
  one,
  positive,
  type Query,
  referralTarget,
  scopeRoot,
  userRoot,
  yearOf,
} from './chronicAccess';
import { registerConditionQueryRoutes } from './conditionQueryRoutes';
import { registerContractIndicatorRoutes } from './contractRoutes';
import { keepDailyTallies } from './dailyTallies';
import { DISEASES, type Disease, isDisease } from './diseases';
import {
  type DetailRow,
  detailCount,
  detailExport,
  detailPage,
  type DetailScope,
} from './indicatorQuery';
import { indicatorRows, periodOf, scopeTree } from './indicators';
import { registerReportRoutes } from './reportRoutes';
import { registerTeamSummaryRoutes } from './teamSummaryRoutes';
import { countsOf, itemOfRow, WORKLIST_VIEWS, type WorklistItem } from './worklist';

const addTally = (sum: WorklistTally, tally: WorklistTally): WorklistTally => {
  for (const key of Object.keys(sum) as (keyof WorklistTally)[]) sum[key] += tally[key];
  return sum;
};

const choice = <T extends string>(
  query: Query,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T => {
  const text = one(query, key);
  if (text === undefined || text === '') return fallback;
  if (!(allowed as readonly string[]).includes(text)) throw badRequest(`${key}的取值“${text}”无效`);
  return text as T;
};

/** The disease, view, scope and filters of a work-list request. */
const worklistRequest = (ctx: ServerContext, request: FastifyRequest) => {
  const user = requireUser(request);
  const query = request.query as Query;
  const disease = one(query, 'disease') ?? 'hypertension';
  if (!isDisease(disease)) throw badRequest(`disease的取值“${disease}”无效`);
  const today = dateText();
  const base = userRoot(user);
  const root = scopeRoot(user, one(query, 'hospitalId'), base);
  const doctor = one(query, 'doctor') ?? '';
  const scope: WorklistScope = {
    programme: disease,
    root,
    ...(doctor ? { doctor } : {}),
    today,
    rules: ctx.followUpRules.due,
  };
  return {
    user,
    disease,
    today,
    scope,
    hospitalChoices: scopeTree(ctx.db, base).map((node) => ({
      hospitalId: node.hosp_id,
      hospitalName: node.hosp_name,
      depth: node.depth,
    })),
    view: choice(query, 'view', WORKLIST_VIEWS, 'overdue'),
    sortField: choice<WorklistSort>(query, 'SortField', WORKLIST_SORTS, 'daysOverdue'),
    sortOrder: ['asc', 'ascend'].includes(one(query, 'SortOrder') ?? '')
      ? ('asc' as const)
      : ('desc' as const),
    query,
  };
};

const WORKLIST_COLUMNS: readonly [string, (item: WorklistItem) => string | number | null][] = [
  [dictionaryLabel('personNum'), (item) => item.personNum],
  [dictionaryLabel('name'), (item) => item.name],
  [dictionaryLabel('IDCardNo'), (item) => item.IDCardNo],
  [dictionaryLabel('hospitalName'), (item) => item.hospitalName],
  [dictionaryLabel('doctor'), (item) => item.doctor],
  ['状态', (item) => DUE_STATE_LABELS[item.state]],
  ['计划随访日期', (item) => item.plannedDate],
  ['逾期天数', (item) => item.daysOverdue],
  ['末次随访日期', (item) => item.lastVisitDate],
  [
    '末次随访分类',
    (item) => (VISIT_CLASS_LABELS as Readonly<Record<string, string>>)[item.classification] ?? '',
  ],
  ['末次血压', (item) => (item.sbp && item.dbp ? `${item.sbp}/${item.dbp}` : '')],
  ['末次空腹血糖', (item) => item.glucose],
  ['今年面对面随访次数', (item) => item.faceToFaceThisYear],
  ['两周随访', (item) => (item.twoWeek ? '是' : '否')],
  ['季度随访不足', (item) => (item.quotaRisk ? '是' : '否')],
];

/**
 * The follow-up work list (随访工作台), the clinicians' home summary and the management
 * indicators with their drill-down. Every route needs the page in the user's menu, and an export
 * the page's excel button (declared in server/routes/routePermissions.ts, checked by the /api
 * auth hook); each stays inside the user's hospitals.
 */
export const registerChronicRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  keepDailyTallies(app, ctx);
  registerContractIndicatorRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerTeamSummaryRoutes(app, ctx);
  registerConditionQueryRoutes(app, ctx);
  app.get(CHRONIC_PATHS.worklist, (request) => {
    const req = worklistRequest(ctx, request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const worklist = ctx.readModels.worklist;
    const { rows, total } = worklist.page(
      req.scope,
      req.view,
      req.sortField,
      req.sortOrder,
      pageNumber,
      pageSize,
    );
    // A read of residents' data: the query and how many rows it handed out, not the rows.
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, req.user, request), {
      action: 'read',
      resource: 'followUpWorklist',
      count: rows.length,
      detail: filterDetail(req.query),
    });
    return ok({
      items: rows.map((row) => itemOfRow(row, req.today, ctx.followUpRules.due)),
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      today: req.today,
      counts: countsOf(worklist.counts(req.scope), ctx.followUpRules.due),
      doctors: worklist.doctors(req.scope),
      hospitals: req.hospitalChoices,
    });
  });

  app.get(CHRONIC_PATHS.worklistExcel, async (request, reply) => {
    const req = worklistRequest(ctx, request);
    const worklist = ctx.readModels.worklist;
    // The export's cap (EXCEL_MAX_ROWS) is checked on a count, before any row is read.
    const cap = ctx.config.excelMaxRows;
    if (worklist.count(req.scope, req.view) > cap) {
      throw badRequest(`导出的患者超过 ${cap} 人，请按机构或随访状态缩小范围后再导出`);
    }
    const { cardIds, personNums } = worklist.exportKeys(
      req.scope,
      req.view,
      req.sortField,
      req.sortOrder,
    );
    const columns = WORKLIST_COLUMNS.map(([header, render]) => ({
      header,
      render: (record: Record<string, unknown>) => render(record as unknown as WorklistItem),
    }));
    const title = `${DISEASES[req.disease].label}随访工作台`;
    // The export is recorded where it is served, with the residents it lists.
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'followUpWorklist',
      recordIds: personNums.slice(0, AUDITED_EXPORT_IDS),
      personNum: personNums.length === 1 ? personNums[0]! : null,
      detail: exportDetail(req.query, personNums),
    });
    const rows = function* () {
      for (let at = 0; at < cardIds.length; at += EXPORT_BATCH_ROWS) {
        yield worklist
          .rowsOfCards(req.scope, req.view, cardIds.slice(at, at + EXPORT_BATCH_ROWS))
          .map((row) => itemOfRow(row, req.today, ctx.followUpRules.due) as unknown as WorkbookRow);
      }
    };
    const stream = await streamWorkbook(ctx.workbooks, title, columns, rows());
    return sendWorkbook(reply, stream, title, 'followUpWorklist', req.today);
  });

  /** Counts per disease for the home page; a manager's also per institution below the root. */
  app.get(CHRONIC_PATHS.worklistSummary, (request) => {
    const user = requireUser(request);
    const today = dateText();
    const root = userRoot(user);
    const tree = root ? scopeTree(ctx.db, root) : [];
    const children = tree.filter((node) => node.depth === 1);
    // Each institution of the scope rolls up into the child of the root it sits under.
    const childOf = new Map<string, string>();
    for (const child of children) {
      for (const node of scopeTree(ctx.db, child.hosp_id)) childOf.set(node.hosp_id, child.hosp_id);
    }
    const diseases = (Object.keys(DISEASES) as Disease[]).map((disease) => {
      const scope: WorklistScope = {
        programme: disease,
        root,
        today,
        rules: ctx.followUpRules.due,
      };
      const byHospital = ctx.readModels.worklist.countsByHospital(scope);
      const rolled = new Map(children.map((node) => [node.hosp_id, emptyTally()]));
      for (const [hospitalId, tally] of byHospital) {
        const child = rolled.get(childOf.get(hospitalId) ?? '');
        if (child) addTally(child, tally);
      }
      return {
        disease,
        label: DISEASES[disease].label,
        counts: countsOf(
          [...byHospital.values()].reduce((sum, tally) => addTally(sum, tally), emptyTally()),
          ctx.followUpRules.due,
        ),
        byHospital: children.map((node) => ({
          hospitalId: node.hosp_id,
          hospitalName: node.hosp_name,
          counts: countsOf(rolled.get(node.hosp_id) ?? emptyTally(), ctx.followUpRules.due),
        })),
      };
    });
    return ok({ today, diseases, referralTarget: referralTarget(ctx.db, user.hospitalId) });
  });

  app.get(CHRONIC_PATHS.indicators, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const year = yearOf(one(query, 'year'), today);
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    const rows = indicatorRows(ctx.db, root, year, today, ctx.followUpRules).map((row) => ({
      ...row,
      values: Object.fromEntries(
        INDICATORS.map((indicator) => [
          indicator.id,
          indicatorValue(indicator, row.counts, row.configured),
        ]),
      ),
    }));
    return ok({ year, period: periodOf(year, today), rows });
  });

  const detailsRequest = (request: FastifyRequest) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const year = yearOf(one(query, 'year'), today);
    const hospId = one(query, 'hospId');
    if (!hospId) throw badRequest('请指定机构');
    const root = scopeRoot(user, hospId, hospId);
    const column = one(query, 'columnName') ?? '';
    if (!isIndicatorCount(column)) throw badRequest(`统计项“${column}”不存在`);
    ctx.readModels.refresh();
    const names = new Map(scopeTree(ctx.db, root).map((node) => [node.hosp_id, node.hosp_name]));
    // The township (-td) view is the institution's own records; the other its whole subtree; a
    // 按医生 row's the institution's own residents whose archive names the doctor.
    const doctor = one(query, 'doctor');
    const scope: DetailScope =
      doctor === undefined
        ? { root, ownOnly: one(query, 'scope') === 'own' }
        : { root, ownOnly: true, doctor };
    const period = periodOf(year, today);
    const masked = (row: DetailRow) => ({
      personNum: row.personNum,
      name: maskName(row.name),
      IDCardNo: maskIdCard(row.idCardNo),
      birthDate: row.birthDate ?? '',
      hospitalId: row.hospitalId,
      hospitalName: names.get(row.hospitalId) ?? row.hospitalId,
    });
    const page = (number: number, size: number) => {
      const found = detailPage(ctx.db, column, scope, period, today, ctx.followUpRules, {
        number,
        size,
      });
      return { total: found.total, rows: found.rows.map(masked) };
    };
    return {
      user,
      page,
      count: () => detailCount(ctx.db, column, scope, period, today, ctx.followUpRules),
      export: () => detailExport(ctx.db, column, scope, period, today, ctx.followUpRules),
      masked,
      query,
      today,
      year,
      title: `${names.get(root) ?? root}${doctor === undefined ? '' : doctor || '未填写责任医生'}${year}年${COUNT_LABELS[column]}`,
      column,
    };
  };

  app.get(CHRONIC_PATHS.indicatorDetails, (request) => {
    const req = detailsRequest(request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const { rows, total } = req.page(pageNumber, pageSize);
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, req.user, request), {
      action: 'read',
      resource: 'chronicIndicatorDetails',
      count: rows.length,
      detail: filterDetail(req.query),
    });
    return ok({
      items: rows,
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      title: req.title,
      columnLabel: COUNT_LABELS[req.column],
      year: req.year,
    });
  });

  app.get(CHRONIC_PATHS.indicatorDetailsExcel, async (request, reply) => {
    const req = detailsRequest(request);
    const columns = (
      [
        [dictionaryLabel('personNum'), 'personNum'],
        [dictionaryLabel('name'), 'name'],
        [dictionaryLabel('IDCardNo'), 'IDCardNo'],
        [dictionaryLabel('birthDate'), 'birthDate'],
        [dictionaryLabel('hospitalName'), 'hospitalName'],
      ] as const
    ).map(([header, key]) => ({
      header,
      render: (record: Record<string, unknown>) => {
        const value = record[key];
        return typeof value === 'string' ? value : '';
      },
    }));
    // The export's cap (EXCEL_MAX_ROWS) is checked on a count, before any row is read.
    const cap = ctx.config.excelMaxRows;
    if (req.count() > cap) {
      throw badRequest(`导出的居民超过 ${cap} 人，请选择下级机构后再导出`);
    }
    const found = req.export();
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'chronicIndicatorDetails',
      recordIds: found.personNums.slice(0, AUDITED_EXPORT_IDS),
      personNum: found.personNums.length === 1 ? found.personNums[0]! : null,
      detail: exportDetail(req.query, found.personNums),
    });
    const rows = function* () {
      for (const batch of found.batches(EXPORT_BATCH_ROWS)) yield batch.map(req.masked);
    };
    const stream = await streamWorkbook(ctx.workbooks, req.title, columns, rows());
    return sendWorkbook(reply, stream, req.title, 'reportDetails', req.today);
  });
};
