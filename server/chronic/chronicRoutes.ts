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
import { filterDetail, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { buildWorkbook } from '../shared/excel/workbook';
import { badRequest, referralTarget, scopeRoot, userRoot, yearOf } from './chronicAccess';
import { DISEASES, type Disease, isDisease } from './diseases';
import { detailRows } from './indicatorQuery';
import { indicatorRows, periodOf, scopeTree } from './indicators';
import {
  countItems,
  inView,
  judgePatients,
  SORT_FIELDS,
  type SortField,
  sortItems,
  WORKLIST_VIEWS,
  type WorklistItem,
  type WorklistView,
} from './worklist';

type Query = Record<string, unknown>;

const one = (query: Query, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${key}只能填写一个值`);
  return value;
};

const positive = (query: Query, key: string, fallback: number, max: number): number => {
  const text = one(query, key);
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw badRequest(`${key}应为正整数`);
  return Math.min(Number(text), max);
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
  const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(ctx.db, user));
  const hospitals = root ? scopeTree(ctx.db, root).map((node) => node.hosp_id) : [];
  const scoped = hospitals.filter((id) => user.managedHospitalIds.includes(id));
  const userTree = scopeTree(ctx.db, userRoot(ctx.db, user));
  const doctor = one(query, 'doctor') ?? '';
  const all = judgePatients(ctx.db, disease, scoped, today, ctx.followUpRules.due);
  const items = doctor ? all.filter((item) => item.doctor === doctor) : all;
  return {
    user,
    disease,
    today,
    items,
    all,
    hospitalChoices: userTree.map((node) => ({
      hospitalId: node.hosp_id,
      hospitalName: node.hosp_name,
      depth: node.depth,
    })),
    view: choice<WorklistView>(query, 'view', WORKLIST_VIEWS, 'overdue'),
    sortField: choice<SortField>(query, 'SortField', SORT_FIELDS, 'daysOverdue'),
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

/** A doctor list for the filter: the names in the scope's patients. */
const doctorsOf = (items: readonly WorklistItem[]): string[] =>
  [...new Set(items.map((item) => item.doctor).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'zh-CN'),
  );

/**
 * The follow-up work list (随访工作台), the clinicians' home summary and the management
 * indicators with their drill-down. Every route needs the page in the user's menu, and an export
 * the page's excel button (declared in server/routes/routePermissions.ts, checked by the /api
 * auth hook); each stays inside the user's hospitals.
 */
export const registerChronicRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get(CHRONIC_PATHS.worklist, (request) => {
    const req = worklistRequest(ctx, request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const rows = sortItems(
      req.items.filter((item) => inView(item, req.view)),
      req.sortField,
      req.sortOrder,
    );
    return ok({
      items: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      total: rows.length,
      PageNumber: pageNumber,
      PageSize: pageSize,
      today: req.today,
      counts: countItems(req.items, ctx.followUpRules.due),
      doctors: doctorsOf(req.all),
      hospitals: req.hospitalChoices,
    });
  });

  app.get(CHRONIC_PATHS.worklistExcel, async (request, reply) => {
    const req = worklistRequest(ctx, request);
    const rows = sortItems(
      req.items.filter((item) => inView(item, req.view)),
      req.sortField,
      req.sortOrder,
    );
    const columns = WORKLIST_COLUMNS.map(([header, render]) => ({
      header,
      render: (record: Record<string, unknown>) => render(record as unknown as WorklistItem),
    }));
    const title = `${DISEASES[req.disease].label}随访工作台`;
    // The export is recorded where it is served, with the residents it lists (issue 15).
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'followUpWorklist',
      recordIds: rows.map((item) => item.personNum),
      personNum: rows.length === 1 ? rows[0]!.personNum : null,
      detail: filterDetail(req.query),
    });
    const buffer = await buildWorkbook(
      title,
      columns,
      rows as unknown as Record<string, unknown>[],
    );
    return sendWorkbook(reply, buffer, title, 'followUpWorklist', req.today);
  });

  /** Counts per disease for the home page; a manager's also per institution below the root. */
  app.get(CHRONIC_PATHS.worklistSummary, (request) => {
    const user = requireUser(request);
    const today = dateText();
    const root = userRoot(ctx.db, user);
    const tree = root ? scopeTree(ctx.db, root) : [];
    const diseases = (Object.keys(DISEASES) as Disease[]).map((disease) => {
      const items = judgePatients(
        ctx.db,
        disease,
        user.managedHospitalIds,
        today,
        ctx.followUpRules.due,
      );
      const children = tree.filter((node) => node.depth === 1);
      const subtree = (id: string) => new Set(scopeTree(ctx.db, id).map((node) => node.hosp_id));
      return {
        disease,
        label: DISEASES[disease].label,
        counts: countItems(items, ctx.followUpRules.due),
        byHospital: children.map((node) => {
          const ids = subtree(node.hosp_id);
          return {
            hospitalId: node.hosp_id,
            hospitalName: node.hosp_name,
            counts: countItems(
              items.filter((item) => ids.has(item.hospitalId)),
              ctx.followUpRules.due,
            ),
          };
        }),
      };
    });
    return ok({ today, diseases, referralTarget: referralTarget(ctx.db, user.hospitalId) });
  });

  app.get(CHRONIC_PATHS.indicators, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const year = yearOf(one(query, 'year'), today);
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(ctx.db, user));
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
    // The township (-td) view is the institution's own records; the other its whole subtree.
    const own = one(query, 'scope') === 'own';
    const ids = own ? [root] : scopeTree(ctx.db, root).map((node) => node.hosp_id);
    const names = new Map(scopeTree(ctx.db, root).map((node) => [node.hosp_id, node.hosp_name]));
    const rows = detailRows(ctx.db, column, ids, periodOf(year, today), ctx.followUpRules).map(
      (row) => ({
        personNum: row.personNum,
        name: maskName(row.name),
        IDCardNo: maskIdCard(row.idCardNo),
        birthDate: row.birthDate ?? '',
        hospitalId: row.hospitalId,
        hospitalName: names.get(row.hospitalId) ?? row.hospitalId,
      }),
    );
    return {
      user,
      rows,
      query,
      today,
      year,
      title: `${names.get(root) ?? root}${year}年${COUNT_LABELS[column]}`,
      column,
    };
  };

  app.get(CHRONIC_PATHS.indicatorDetails, (request) => {
    const req = detailsRequest(request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    return ok({
      items: req.rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      total: req.rows.length,
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
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'chronicIndicatorDetails',
      recordIds: req.rows.map((row) => row.personNum),
      personNum: req.rows.length === 1 ? req.rows[0]!.personNum : null,
      detail: filterDetail(req.query),
    });
    const buffer = await buildWorkbook(req.title, columns, req.rows);
    return sendWorkbook(reply, buffer, req.title, 'reportDetails', req.today);
  });
};
