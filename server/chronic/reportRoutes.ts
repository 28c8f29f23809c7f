import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import { type QuarterCode } from '../../src/domain/codes';
import {
  figureById,
  figuresFor,
  type IndicatorValue,
  isFigureId,
  type PeriodChoice,
  statPeriod,
  WORKLOAD_FIGURES,
} from '../../src/domain/indicators';
import { getFamily } from '../../src/services/contract/catalogue';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import {
  type DoctorReportReply,
  REPORT_PATHS,
  WORK_SCORE_ENTRIES_PATH,
  WORK_SCORE_PATH,
  type WorkloadDetailRow,
} from '../../src/services/contract/reportPaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { streamWorkbook, type WorkbookRow } from '../shared/excel/workbook';
import {
  badRequest,
  INDICATORS_COMPONENT,
  one,
  positive,
  type Query,
  scopeRoot,
  userRoot,
} from './chronicAccess';
import { figureValuesByDoctor, workloadValuesByDoctor } from './doctorReport';
import { figureValues, workloadTrend, workloadTrendByInstitution } from './figureReport';
import { rateTrend } from './figureTrend';
import { scopeTree } from './indicators';
import { figureCellText, reportCaption } from './reportSheet';
import { workloadRecordPage } from './workload';
import { registerWorkScoreEntryRoute } from './workScoreEntryRoute';
import { workScoreRows } from './workScores';

/** 公卫服务汇总表's columns: the file, elderly, chronic and signing figures of the year. */
export const SERVICE_SUMMARY_FIGURES = [
  'fileRate',
  'fileUseRate',
  'elderlyRate',
  'htnStandardRate',
  'htnControlRate',
  'dmStandardRate',
  'dmControlRate',
  'signRate',
  'keySignRate',
  'fulfilmentRate',
] as const;

/** 月度工作量统计's columns: the workload counts of the period. */
export const MONTHLY_WORK_FIGURES = WORKLOAD_FIGURES.map((figure) => figure.id);

const QUARTERS: readonly number[] = [2, 4, 8, 16];

/** The period of a request (`period` and its parts), or 400 with the reason in Chinese. */
export const periodOfQuery = (query: Query, today: string) => {
  const kind = one(query, 'period') ?? 'year';
  const yearText = one(query, 'year') ?? today.slice(0, 4);
  if (['quarter', 'year'].includes(kind) && !/^\d{4}$/.test(yearText)) {
    throw badRequest('year应为四位年份');
  }
  const year = Number(yearText);
  let choice: PeriodChoice;
  if (kind === 'month') choice = { kind, month: one(query, 'month') ?? today.slice(0, 7) };
  else if (kind === 'quarter') {
    const quarter = Number(one(query, 'quarter'));
    if (!QUARTERS.includes(quarter)) throw badRequest('季度代码应为2、4、8或16');
    choice = { kind, year, quarter: quarter as QuarterCode };
  } else if (kind === 'year') choice = { kind, year };
  else if (kind === 'range') {
    choice = { kind, from: one(query, 'from') ?? '', to: one(query, 'to') ?? '' };
  } else throw badRequest(`统计周期“${kind}”无效，应为month、quarter、year或range`);
  const found = statPeriod(choice, today);
  if ('error' in found) throw badRequest(found.error);
  return found.period;
};

/**
 * 公卫服务汇总表 and 月度工作量统计, computed live for the chosen period from the figure catalogue,
 * per institution of the user's scope (region → township → village); the workload counts drill
 * down to the records (masked, paged) and every report exports with its period and definitions.
 */
export const registerReportRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const reportRequest = (request: FastifyRequest, figures: readonly string[]) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const period = periodOfQuery(query, today);
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    const { year, rows } = figureValues(ctx.db, root, period, today, ctx.followUpRules, figures);
    return { user, query, today, period, root, year, rows };
  };

  const reply = (request: FastifyRequest, figures: readonly string[], withTrend: boolean) => {
    const req = reportRequest(request, figures);
    return ok({
      period: req.period,
      year: req.year,
      figures,
      rows: req.rows,
      trend: withTrend ? workloadTrend(ctx.db, req.root, req.period, req.today) : [],
      institutionTrend: withTrend
        ? workloadTrendByInstitution(ctx.db, req.root, req.period, req.today)
        : [],
    });
  };

  /**
   * A report's export, per institution or (view=doctor) per 责任医生 in each institution (the rows
   * of the page's 按医生 view), with the period in the title and the definitions under the table.
   */
  const excel = async (
    request: FastifyRequest,
    reply: Parameters<typeof sendWorkbook>[0],
    figures: readonly string[],
    name: string,
    resource: string,
    doctorRows: (req: ReturnType<typeof reportRequest>) => DoctorReportReply['rows'],
  ) => {
    const req = reportRequest(request, figures);
    const byDoctor = one(req.query, 'view') === 'doctor';
    const catalogue = figures.map((id) => figureById(id));
    const title = `${name}（${byDoctor ? '按医生，' : ''}${req.period.label}，${req.period.from}至${req.period.to}）`;
    const text = (key: 'hospitalName' | 'doctor') => (record: Record<string, unknown>) =>
      typeof record[key] === 'string' ? record[key] : '';
    const columns = [
      { header: dictionaryLabel('hospitalName'), render: text('hospitalName') },
      ...(byDoctor ? [{ header: dictionaryLabel('doctor'), render: text('doctor') }] : []),
      ...catalogue.map((figure) => ({
        header: figure.label,
        render: (record: Record<string, unknown>) =>
          figureCellText(figure, (record.values as Record<string, IndicatorValue>)[figure.id]),
      })),
    ];
    // The definitions under the figures, so a printed sheet says what each number counts.
    const notes: WorkbookRow[] = catalogue.map((figure) => ({
      hospitalName: `${figure.label}：${figure.description}`,
      values: {},
    }));
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource,
      recordIds: [],
      personNum: null,
      detail: filterDetail(req.query),
    });
    const tableRows = byDoctor
      ? doctorRows(req).map((row) => ({
          hospitalName: row.hospitalName,
          doctor: row.doctor === '' ? '未指定' : row.doctor,
          values: row.values,
        }))
      : req.rows.map((row) => ({
          hospitalName: `${'　'.repeat(row.depth)}${row.hospitalName}`,
          values: row.values,
        }));
    const rows = function* () {
      yield tableRows as unknown as WorkbookRow[];
      yield [{ hospitalName: '', values: {} }, { hospitalName: '指标说明', values: {} }, ...notes];
    };
    const stream = await streamWorkbook(
      ctx.workbooks,
      title,
      columns,
      rows(),
      reportCaption(title, req.period, req.year),
    );
    return sendWorkbook(reply, stream, title, resource, req.today);
  };

  app.get(REPORT_PATHS.serviceSummary, (request) => reply(request, SERVICE_SUMMARY_FIGURES, false));
  app.get(REPORT_PATHS.serviceSummaryExcel, (request, res) =>
    excel(request, res, SERVICE_SUMMARY_FIGURES, '公卫服务汇总表', 'reportServiceSummary', (req) =>
      figureValuesByDoctor(
        ctx.db,
        req.root,
        req.year,
        req.today,
        ctx.followUpRules,
        SERVICE_SUMMARY_FIGURES,
      ),
    ),
  );
  app.get(REPORT_PATHS.monthlyWork, (request) => reply(request, MONTHLY_WORK_FIGURES, true));
  app.get(REPORT_PATHS.monthlyWorkExcel, (request, res) =>
    excel(request, res, MONTHLY_WORK_FIGURES, '月度工作量统计', 'lyxreportMonthlyWork', (req) =>
      workloadValuesByDoctor(ctx.db, req.root, req.period),
    ),
  );

  /** 考核汇总 for a year or a quarter: every institution's computed items, explained. */
  app.get(WORK_SCORE_PATH, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const period = periodOfQuery(query, today);
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    return ok({
      period,
      rows: workScoreRows(ctx.db, root, period, today, ctx.followUpRules),
    });
  });

  registerWorkScoreEntryRoute(app, ctx, WORK_SCORE_ENTRIES_PATH);

  /**
   * A rate figure per month of a year, for the scope and each institution under it: the figures
   * of 公卫服务汇总表 on its path, every rate of 管理指标报表 on the other (each path is its page's).
   */
  const trend = (request: FastifyRequest, shown: (id: string) => boolean) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const yearText = one(query, 'year') ?? today.slice(0, 4);
    if (!/^\d{4}$/.test(yearText)) throw badRequest('year应为四位年份');
    const figureId = one(query, 'figure') ?? '';
    if (!isFigureId(figureId) || figureById(figureId).kind !== 'rate' || !shown(figureId)) {
      throw badRequest(`指标“${figureId}”不是本报表的比率`);
    }
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    return ok(rateTrend(ctx.db, root, Number(yearText), today, ctx.followUpRules, figureId));
  };
  app.get(REPORT_PATHS.serviceSummaryTrend, (request) =>
    trend(request, (id) => (SERVICE_SUMMARY_FIGURES as readonly string[]).includes(id)),
  );
  app.get(REPORT_PATHS.indicatorsTrend, (request) => trend(request, () => true));

  /** A report's rates per 责任医生 in each institution of the scope, for the period's year. */
  const ratesByDoctor = (request: FastifyRequest, figures: readonly string[]) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const period = periodOfQuery(query, today);
    const year = Number(period.to.slice(0, 4));
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    return ok({
      year,
      figures: [...figures],
      rows: figureValuesByDoctor(ctx.db, root, year, today, ctx.followUpRules, figures),
    });
  };
  /** 公卫服务汇总表 by 责任医生: its rates. */
  app.get(REPORT_PATHS.serviceSummaryByDoctor, (request) =>
    ratesByDoctor(request, SERVICE_SUMMARY_FIGURES),
  );
  /** 管理指标报表 by 责任医生: every rate of the catalogue (the page shows each tab's). */
  app.get(REPORT_PATHS.indicatorsByDoctor, (request) =>
    ratesByDoctor(
      request,
      figuresFor(ctx.followUpRules)
        .filter((figure) => figure.kind === 'rate')
        .map((figure) => figure.id),
    ),
  );

  /** 管理指标报表's export: the rates of one tab (档案与慢病管理 or 家庭医生签约) for a year. */
  app.get(REPORT_PATHS.indicatorsExcel, (request, res) => {
    const contract = one(request.query as Query, 'tab') === 'contract';
    const figures = figuresFor(ctx.followUpRules)
      .filter((figure) => figure.kind === 'rate')
      .filter((figure) => figure.counts === (contract ? 'contract' : 'chronic'))
      .map((figure) => figure.id);
    const name = `管理指标报表·${contract ? '家庭医生签约' : '档案与慢病管理'}`;
    return excel(request, res, figures, name, INDICATORS_COMPONENT, (req) =>
      figureValuesByDoctor(ctx.db, req.root, req.year, req.today, ctx.followUpRules, figures),
    );
  });

  /** 月度工作量统计 by 责任医生: its counts per doctor in each institution, for the period. */
  app.get(REPORT_PATHS.monthlyWorkByDoctor, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const period = periodOfQuery(query, dateText());
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    return ok({
      year: Number(period.to.slice(0, 4)),
      figures: MONTHLY_WORK_FIGURES,
      rows: workloadValuesByDoctor(ctx.db, root, period),
    });
  });

  app.get(REPORT_PATHS.workloadDetails, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const period = periodOfQuery(query, today);
    const hospId = one(query, 'hospId');
    if (!hospId) throw badRequest('请指定机构');
    const root = scopeRoot(user, hospId, hospId);
    const figureId = one(query, 'figure') ?? '';
    const figure = WORKLOAD_FIGURES.find((candidate) => candidate.id === figureId);
    if (!figure) throw badRequest(`统计项“${figureId}”不存在`);
    const pageNumber = positive(query, 'PageNumber', 1, 100_000);
    const pageSize = positive(query, 'PageSize', 20, 500);
    const names = new Map(scopeTree(ctx.db, root).map((node) => [node.hosp_id, node.hosp_name]));
    // A doctor row counts the records kept at its hospital itself under the 责任医生 named.
    const doctor = one(query, 'doctor');
    const { rows, total } = workloadRecordPage(
      ctx.db,
      figure,
      doctor === undefined
        ? { root, ownOnly: one(query, 'scope') === 'own' }
        : { root, ownOnly: true, doctor },
      period,
      { number: pageNumber, size: pageSize },
    );
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, user, request), {
      action: 'read',
      resource: 'lyxreportMonthlyWork',
      count: rows.length,
      detail: filterDetail(query),
    });
    const items: WorkloadDetailRow[] = rows.map((row) => ({
      id: row.id,
      family: row.family,
      familyLabel: getFamily(row.family)?.title ?? row.family,
      personNum: row.personNum,
      // Masked by the reply hook in the form the user may see (server/security/identifierForm.ts).
      name: row.name,
      IDCardNo: row.idCardNo,
      recordDate: row.recordDate,
      hospitalId: row.hospitalId,
      hospitalName: names.get(row.hospitalId) ?? row.hospitalId,
      createdBy: row.createdBy,
    }));
    return ok({
      items,
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      title: `${names.get(root) ?? root}${doctor === undefined ? '' : `${doctor || '未填写责任医生'}`}${period.label}${figure.label}`,
    });
  });
};
