import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import {
  CONDITION_QUERY_PARAM,
  type ConditionQuery,
  readConditionQueryText,
} from '../../src/domain/conditionQuery';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import {
  CONDITION_QUERY_PATHS,
  type ConditionQueryRow,
} from '../../src/services/contract/conditionQueryPaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { identifierFormFor } from '../security/identifierForm';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { streamWorkbook, type WorkbookRow } from '../shared/excel/workbook';
import { badRequest, one, positive, type Query, scopeRoot, userRoot } from './chronicAccess';
import { conditionQuerySelection, countConditionQuery } from './conditionQuery';
import { scopeTree } from './indicators';

/** Most rows one export writes. */
const EXPORT_LIMIT = 50_000;

const SEX_LABELS: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

interface ResidentRow {
  person_num: string;
  name: string | null;
  id_card_no: string | null;
  sex: string | null;
  birth_date: string | null;
  hospital_id: string;
  hospital_name: string | null;
}

/** The query of a request (`q`, JSON), or 400 with the reason in Chinese. */
const queryOf = (query: Query): ConditionQuery => {
  const read = readConditionQueryText(one(query, CONDITION_QUERY_PARAM));
  if ('error' in read) throw badRequest(read.error);
  return read;
};

/**
 * 综合查询: residents in the file, inside the user's scope (hospital_tree), who meet the
 * conditions; the kernel translates each condition into SQL over the read models with bound
 * values (src/domain/conditionQuery). Names and ID numbers are masked; reads and exports audited.
 */
export const registerConditionQueryRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const prepare = (request: FastifyRequest) => {
    const user = requireUser(request);
    const query = request.query as Query;
    const today = dateText();
    const root = scopeRoot(user, one(query, 'hospitalId'), userRoot(user));
    const selection = conditionQuerySelection(root, queryOf(query), today);
    if ('error' in selection) throw badRequest(selection.error);
    ctx.readModels.refresh();
    return { user, query, from: selection.from, params: selection.params };
  };

  const select = (from: string) => `SELECT p.person_num, r.name, r.id_card_no,
      json_extract(r.data, '$.sex') AS sex, p.birth_date, p.hospital_id, h.hosp_name AS hospital_name
    ${from.replace(
      'FROM person_facts p',
      `FROM person_facts p
      LEFT JOIN resource_records r ON r.family = 'persons' AND r.id = p.person_num
      LEFT JOIN hospitals h ON h.hosp_id = p.hospital_id`,
    )}
    ORDER BY p.hospital_id, p.person_num`;

  const rowOf = (row: ResidentRow): ConditionQueryRow => ({
    personNum: row.person_num,
    // Identifiers leave whole here; the reply hook and the workbook below put them in the form
    // the user may see (server/security/identifierForm.ts).
    name: row.name ?? '',
    IDCardNo: row.id_card_no ?? '',
    sex: SEX_LABELS[row.sex ?? ''] ?? '未知',
    birthDate: row.birth_date,
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name ?? row.hospital_id,
  });

  app.get(CONDITION_QUERY_PATHS.residents, (request) => {
    const req = prepare(request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const total = countConditionQuery(ctx.db, req);
    const rows = ctx.db
      .prepare(`${select(req.from)} LIMIT ? OFFSET ?`)
      .all(...req.params, pageSize, (pageNumber - 1) * pageSize) as ResidentRow[];
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, req.user, request), {
      action: 'read',
      resource: 'conditionQuery',
      count: rows.length,
      detail: filterDetail(req.query),
    });
    return ok({ items: rows.map(rowOf), total, PageNumber: pageNumber, PageSize: pageSize });
  });

  app.get(CONDITION_QUERY_PATHS.hospitals, (request) => {
    const user = requireUser(request);
    return ok(
      scopeTree(ctx.db, userRoot(user)).map((node) => ({
        hospitalId: node.hosp_id,
        hospitalName: node.hosp_name,
        depth: node.depth,
      })),
    );
  });

  app.get(CONDITION_QUERY_PATHS.residentsExcel, async (request, reply) => {
    const req = prepare(request);
    const rows = ctx.db
      .prepare(`${select(req.from)} LIMIT ?`)
      .all(...req.params, EXPORT_LIMIT) as ResidentRow[];
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'conditionQuery',
      recordIds: rows.map((row) => row.person_num).slice(0, 10_000),
      personNum: null,
      detail: filterDetail(req.query),
    });
    const today = dateText();
    const title = `综合查询结果（${today}）`;
    const text = (key: keyof ConditionQueryRow) => (record: Record<string, unknown>) => {
      const value = record[key];
      return typeof value === 'string' ? value : '';
    };
    const columns = [
      { header: dictionaryLabel('hospitalName'), render: text('hospitalName') },
      { header: dictionaryLabel('name'), render: text('name') },
      { header: dictionaryLabel('IDCardNo'), render: text('IDCardNo') },
      { header: dictionaryLabel('sex'), render: text('sex') },
      { header: dictionaryLabel('birthDate'), render: text('birthDate') },
    ];
    const batches = function* () {
      const form = identifierFormFor(ctx.db, req.user, ctx.config.nameMasking);
      yield form.document(rows.map(rowOf)) as unknown as WorkbookRow[];
    };
    const stream = await streamWorkbook(ctx.workbooks, title, columns, batches());
    return sendWorkbook(reply, stream, title, 'conditionQuery', today);
  });
};
