import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { ageOn, dateText } from '../../src/domain/calendar';
import {
  isScheduleProgramme,
  SCHEDULE_PROGRAMME_LABELS,
  SCHEDULE_PROGRAMMES,
  type ScheduleProgramme,
} from '../../src/domain/schedule';
import {
  daysOverdueOf,
  isServiceDueState,
  SERVICE_DUE_STATE_LABELS,
} from '../../src/domain/schedule/dueStates';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import { PERSON_SEX } from '../../src/services/contract/catalogue/fields/options';
import {
  PROGRAMME_PAGES,
  SERVICE_DUE_PATHS,
  type ServiceDueItem,
} from '../../src/services/contract/serviceDuePaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { type AuthUser, requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { forbidden } from '../http/errors';
import {
  addServiceDueCounts,
  emptyServiceDueCounts,
  type ServiceDueRow,
  type ServiceDueScope,
} from '../readModels/serviceDueQueries';
import { identifierFormFor } from '../security/identifierForm';
import { holdsPage } from '../security/routePermission';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { EXPORT_BATCH_ROWS, streamWorkbook, type WorkbookRow } from '../shared/excel/workbook';
import {
  AUDITED_EXPORT_IDS,
  badRequest,
  exportDetail,
  one,
  positive,
  type Query,
  scopeRoot,
  userRoot,
} from './chronicAccess';
import { scopeTree } from './indicators';

/** The programmes whose records the user's menu opens (nothing else is listed or counted). */
export const openProgrammes = (ctx: ServerContext, user: AuthUser): ScheduleProgramme[] =>
  SCHEDULE_PROGRAMMES.filter((programme) =>
    PROGRAMME_PAGES[programme].some((component) => holdsPage(ctx.db, user, component)),
  );

const SEX_LABELS: ReadonlyMap<string, string> = new Map(
  PERSON_SEX.map((option) => [option.value, option.label]),
);

/** A stored row as the page reads it (identifiers are masked by the reply hook). */
const itemOfRow = (row: ServiceDueRow, today: string): ServiceDueItem => ({
  programme: row.programme,
  serviceKey: row.service_key,
  personNum: row.person_num,
  name: row.name ?? '',
  sex: row.sex ?? '',
  sexLabel: SEX_LABELS.get(row.sex ?? '') ?? '',
  age: ageOn(row.birth_date, today) ?? null,
  phone: row.phone ?? '',
  hospitalId: row.hospital_id,
  hospitalName: row.hospital_name,
  doctor: row.doctor,
  service: row.service,
  formFamily: row.form_family,
  earliestDate: row.earliest_date,
  dueDate: row.due_date,
  overdueAfter: row.overdue_after,
  daysOverdue: daysOverdueOf(
    {
      dueDate: row.due_date,
      overdueAfter: row.overdue_after,
      doneDate: null,
    },
    today,
  ),
  lastServiceDate: row.last_service_date ?? '',
});

/** The programme, state, scope and doctor of a request; a programme the user cannot open is 403. */
const listRequest = (ctx: ServerContext, request: FastifyRequest) => {
  const user = requireUser(request);
  const query = request.query as Query;
  const today = dateText();
  const open = openProgrammes(ctx, user);
  const asked = one(query, 'programme') ?? '';
  if (asked !== '' && !isScheduleProgramme(asked)) {
    throw badRequest(`programme的取值“${asked}”无效`);
  }
  if (asked !== '' && !open.includes(asked)) {
    throw forbidden(`无权查看${SCHEDULE_PROGRAMME_LABELS[asked]}的待办服务`);
  }
  const stateText = one(query, 'state') ?? 'overdue';
  if (!isServiceDueState(stateText)) throw badRequest(`state的取值“${stateText}”无效`);
  const base = userRoot(user);
  const doctor = one(query, 'doctor') ?? '';
  const scope: ServiceDueScope = {
    programmes: asked ? [asked] : open,
    root: scopeRoot(user, one(query, 'hospitalId'), base),
    ...(doctor ? { doctor } : {}),
    today,
    rules: ctx.followUpRules.due,
  };
  return { user, query, today, base, open, scope, state: stateText };
};

const EXPORT_COLUMNS: readonly [string, (item: ServiceDueItem) => string | number | null][] = [
  ['项目', (item) => SCHEDULE_PROGRAMME_LABELS[item.programme]],
  [dictionaryLabel('name'), (item) => item.name],
  [dictionaryLabel('sex'), (item) => item.sexLabel],
  [dictionaryLabel('age'), (item) => item.age],
  [dictionaryLabel('phone'), (item) => item.phone],
  [dictionaryLabel('hospitalName'), (item) => item.hospitalName],
  [dictionaryLabel('doctor'), (item) => item.doctor],
  ['待办服务', (item) => item.service],
  ['应做日期', (item) => item.dueDate],
  ['最迟日期', (item) => item.overdueAfter],
  ['逾期天数', (item) => item.daysOverdue],
  ['上次服务', (item) => item.lastServiceDate],
];

/**
 * 工作提醒/待办: every programme's due services (service_due), their counts per state for the
 * home cards, and the Excel export. Each route needs the page in the user's menu (declared in
 * server/routes/routePermissions.ts) and lists only programmes the menu opens, inside the user's
 * hospitals; reads and exports go to the audit trail; identifiers leave masked by permission.
 */
export const registerServiceDueRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get(SERVICE_DUE_PATHS.list, (request) => {
    const req = listRequest(ctx, request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const dues = ctx.readModels.serviceDue;
    const { rows, total } = dues.page(req.scope, req.state, pageNumber, pageSize);
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, req.user, request), {
      action: 'read',
      resource: 'serviceDueList',
      count: rows.length,
      detail: filterDetail(req.query),
    });
    return ok({
      items: rows.map((row) => itemOfRow(row, req.today)),
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      today: req.today,
      programmes: req.open,
      counts: dues.counts(req.scope),
      doctors: dues.doctors({ ...req.scope, doctor: undefined }),
      hospitals: scopeTree(ctx.db, req.base).map((node) => ({
        hospitalId: node.hosp_id,
        hospitalName: node.hosp_name,
        depth: node.depth,
      })),
    });
  });

  app.get(SERVICE_DUE_PATHS.excel, async (request, reply) => {
    const req = listRequest(ctx, request);
    const dues = ctx.readModels.serviceDue;
    const cap = ctx.config.excelMaxRows;
    if (dues.counts(req.scope)[req.state] > cap) {
      throw badRequest(`导出的服务超过 ${cap} 条，请按项目、村或医生缩小范围后再导出`);
    }
    const items = identifierFormFor(ctx.db, req.user, ctx.config.nameMasking).document(
      dues.all(req.scope, req.state).map((row) => itemOfRow(row, req.today)),
    );
    const personNums = items.map((item) => item.personNum);
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'serviceDueList',
      recordIds: personNums.slice(0, AUDITED_EXPORT_IDS),
      personNum: new Set(personNums).size === 1 ? personNums[0]! : null,
      detail: exportDetail(req.query, personNums),
    });
    const title = `工作提醒_${SERVICE_DUE_STATE_LABELS[req.state]}`;
    const columns = EXPORT_COLUMNS.map(([header, render]) => ({
      header,
      render: (record: Record<string, unknown>) => render(record as unknown as ServiceDueItem),
    }));
    const batches = function* () {
      for (let at = 0; at < items.length; at += EXPORT_BATCH_ROWS) {
        yield items.slice(at, at + EXPORT_BATCH_ROWS) as unknown as WorkbookRow[];
      }
    };
    const stream = await streamWorkbook(ctx.workbooks, title, columns, batches());
    return sendWorkbook(reply, stream, title, 'serviceDueList', req.today);
  });

  /** The home cards: per programme the user opens, the counts, and per child institution. */
  app.get(SERVICE_DUE_PATHS.summary, (request) => {
    const user = requireUser(request);
    const today = dateText();
    const root = userRoot(user);
    const tree = root ? scopeTree(ctx.db, root) : [];
    const children = tree.filter((node) => node.depth === 1);
    const childOf = new Map<string, string>();
    for (const child of children) {
      for (const node of scopeTree(ctx.db, child.hosp_id)) childOf.set(node.hosp_id, child.hosp_id);
    }
    const programmes = openProgrammes(ctx, user).map((programme) => {
      const byHospital = ctx.readModels.serviceDue.countsByHospital(
        { programmes: [programme], root, today, rules: ctx.followUpRules.due },
        programme,
      );
      const total = emptyServiceDueCounts();
      const rolled = new Map(children.map((node) => [node.hosp_id, emptyServiceDueCounts()]));
      for (const [hospitalId, counts] of byHospital) {
        addServiceDueCounts(total, counts);
        const child = rolled.get(childOf.get(hospitalId) ?? '');
        if (child) addServiceDueCounts(child, counts);
      }
      return {
        programme,
        label: SCHEDULE_PROGRAMME_LABELS[programme],
        counts: total,
        byHospital: children.map((node) => ({
          hospitalId: node.hosp_id,
          hospitalName: node.hosp_name,
          counts: rolled.get(node.hosp_id) ?? emptyServiceDueCounts(),
        })),
      };
    });
    return ok({ today, programmes });
  });
};
