import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import { maskIdCard, maskName } from '../../src/domain/identity';
import { CONTRACT_COUNT_LABELS, isContractPersonCount } from '../../src/domain/indicators';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import { CHRONIC_PATHS } from '../../src/services/contract/chronicPaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { EXPORT_BATCH_ROWS, streamWorkbook } from '../shared/excel/workbook';
import {
  AUDITED_EXPORT_IDS,
  badRequest,
  exportDetail,
  one,
  positive,
  type Query,
  scopeRoot,
  userRoot,
  yearOf,
} from './chronicAccess';
import {
  contractDetailCount,
  contractDetailExport,
  contractDetailPage,
} from './contractIndicatorQuery';
import { contractIndicatorRows } from './contractIndicators';
import { type DetailRow, type DetailScope } from './indicatorQuery';
import { periodOf, scopeTree } from './indicators';

/**
 * The signing indicators (签约率 overall and per 重点人群, 续约率, 履约率) per institution of the
 * user's scope, and the residents behind each count: the same page, permissions, masking, audit
 * and export as the management indicators (chronicRoutes.ts).
 */
export const registerContractIndicatorRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get(CHRONIC_PATHS.contractIndicators, (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const year = yearOf(one(query, 'year'), today);
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    ctx.readModels.refresh();
    const rows = contractIndicatorRows(ctx.db, root, year, today);
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
    if (!isContractPersonCount(column)) throw badRequest(`统计项“${column}”不存在`);
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
    return {
      user,
      query,
      today,
      year,
      column,
      masked,
      page: (number: number, size: number) => {
        const found = contractDetailPage(ctx.db, column, scope, period, { number, size });
        return { total: found.total, rows: found.rows.map(masked) };
      },
      count: () => contractDetailCount(ctx.db, column, scope, period),
      export: () => contractDetailExport(ctx.db, column, scope, period),
      title: `${names.get(root) ?? root}${doctor === undefined ? '' : doctor || '未填写责任医生'}${year}年${CONTRACT_COUNT_LABELS[column]}`,
    };
  };

  app.get(CHRONIC_PATHS.contractIndicatorDetails, (request) => {
    const req = detailsRequest(request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const { rows, total } = req.page(pageNumber, pageSize);
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, req.user, request), {
      action: 'read',
      resource: 'contractIndicatorDetails',
      count: rows.length,
      detail: filterDetail(req.query),
    });
    return ok({
      items: rows,
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      title: req.title,
      columnLabel: CONTRACT_COUNT_LABELS[req.column],
      year: req.year,
    });
  });

  app.get(CHRONIC_PATHS.contractIndicatorDetailsExcel, async (request, reply) => {
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
    const cap = ctx.config.excelMaxRows;
    if (req.count() > cap) {
      throw badRequest(`导出的居民超过 ${cap} 人，请选择下级机构后再导出`);
    }
    const found = req.export();
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'contractIndicatorDetails',
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
