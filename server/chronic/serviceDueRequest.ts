import { type FastifyRequest } from 'fastify';

import { ageOn, dateText } from '../../src/domain/calendar';
import {
  isScheduleProgramme,
  SCHEDULE_PROGRAMME_LABELS,
  SCHEDULE_PROGRAMMES,
  type ScheduleProgramme,
} from '../../src/domain/schedule';
import { daysOverdueOf, isServiceDueState } from '../../src/domain/schedule/dueStates';
import { PERSON_SEX } from '../../src/services/contract/catalogue/fields/options';
import { PROGRAMME_PAGES, type ServiceDueItem } from '../../src/services/contract/serviceDuePaths';
import { type AuthUser, requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { forbidden } from '../http/errors';
import { type ServiceDueRow, type ServiceDueScope } from '../readModels/serviceDueQueries';
import { holdsPage } from '../security/routePermission';
import { badRequest, one, type Query, scopeRoot, userRoot } from './chronicAccess';

/**
 * What the work list's routes (the page, its export and its print) share: the filter of a request
 * within the user's scope and menu, and a stored row as the list shows it.
 */

/** The programmes whose records the user's menu opens (nothing else is listed or counted). */
export const openProgrammes = (ctx: ServerContext, user: AuthUser): ScheduleProgramme[] =>
  SCHEDULE_PROGRAMMES.filter((programme) =>
    PROGRAMME_PAGES[programme].some((component) => holdsPage(ctx.db, user, component)),
  );

const SEX_LABELS: ReadonlyMap<string, string> = new Map(
  PERSON_SEX.map((option) => [option.value, option.label]),
);

/** A stored row as the page reads it (identifiers are masked by the reply hook). */
export const itemOfRow = (row: ServiceDueRow, today: string): ServiceDueItem => ({
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
export const listRequest = (ctx: ServerContext, request: FastifyRequest) => {
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
