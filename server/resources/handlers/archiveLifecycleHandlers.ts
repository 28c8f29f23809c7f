import {
  APPLICATION_STATUS,
  closingKindLabel,
  DEFAULT_CLOSING_STEPS,
} from '../../../src/domain/archives/closing';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/resourceErrors';
import { closeArchive, closingOf, restoreArchive } from '../archiveClosing';
import { transferArchive, transferVillages } from '../archiveTransfer';
import { familyModel } from '../familyModel';
import { findTransition, applyTransition } from '../lifecycle';
import { changeWritable, toOutput, writableRecord } from '../recordOps';
import { createRecord } from '../resourceService';
import { type StoredRecord } from '../store/resourceStore';
import { isPlainObject } from '../validation/validateInput';
import { idOf, type ResourceCall, type ResourceHandler } from './handlerTypes';
import { transitionHandler } from './lifecycleHandlers';

const persons = () => familyModel('persons');
const applications = () => familyModel('personapplyterminations');

const personReply = (call: ResourceCall, record: Parameters<typeof toOutput>[1], message: string) =>
  ok(toOutput(persons(), record, call.rc.today), message);

/**
 * POST persons/writeOff/{personNum} {closeKind, closeDate, closeCause, migrateTo…}: closes at
 * once as 死亡, 迁出 or 注销. Without a closeKind it is the original platform's plain 注销
 * (status 注销, dated today), as a duplicate merged away is written off.
 */
export const writeOffHandler: ResourceHandler = (call) => {
  if (!isPlainObject(call.body) || call.body.closeKind === undefined) {
    return transitionHandler(call);
  }
  const closing = closingOf(call.body);
  const record = changeWritable(call.rc, persons(), idOf(call), (person) =>
    closeArchive(call.rc, person, closing),
  );
  return personReply(call, record, `档案已${closingKindLabel(closing.closeKind)}注销`);
};

/** POST persons/restore/{personNum} {reason}: back in the file. */
export const restoreHandler: ResourceHandler = (call) => {
  const record = changeWritable(call.rc, persons(), idOf(call), (person) =>
    restoreArchive(call.rc, person, call.body),
  );
  return personReply(call, record, '档案已恢复');
};

/** POST persons/transfer/{personNum} {hospitalId, responsibleDoctor?, reason}. */
export const transferHandler: ResourceHandler = (call) => {
  const record = changeWritable(call.rc, persons(), idOf(call), (person) =>
    transferArchive(call.rc, person, call.body),
  );
  return personReply(call, record, '档案已转移');
};

/** GET persons/transferVillages: the village clinics an archive may move to, with their doctors. */
export const transferVillagesHandler: ResourceHandler = ({ rc }) => ok(transferVillages(rc));

const pendingApplication = (call: ResourceCall) => {
  const application = writableRecord(call.rc, applications(), idOf(call));
  if (application.data.applyStatus !== APPLICATION_STATUS.pending) {
    throw conflict('该申请已处理，不能再次确认或驳回');
  }
  return application;
};

/** Closes the archive as the application says and marks the application 已确认. */
const confirmApplication = (call: ResourceCall, application: StoredRecord): StoredRecord => {
  const { rc } = call;
  const transition = findTransition(applications(), 'confirm');
  if (!transition) throw new Error('personapplyterminations has no confirm');
  const person = writableRecord(rc, persons(), String(application.data.personNum));
  closeArchive(rc, person, closingOf(application.data));
  return applyTransition(rc, applications(), application, transition, 'confirm', '确认注销', {
    values: {},
    cleared: [],
  });
};

/**
 * POST personapplyterminations: the village's application. Under ARCHIVE_CLOSING_STEPS=1 the
 * archive closes at once (the application is kept, 已确认, as the record of who closed it).
 */
export const createApplicationHandler: ResourceHandler = (call) => {
  const { rc, reply } = call;
  const oneStep = (rc.closingSteps ?? DEFAULT_CLOSING_STEPS) === 1;
  const record = rc.store.db.transaction(() => {
    const created = createRecord(rc, applications(), call.body);
    return oneStep ? confirmApplication(call, created) : created;
  })();
  reply.status(201);
  return ok(
    toOutput(applications(), record, rc.today),
    oneStep ? '档案已注销' : '注销申请已提交，待乡镇卫生院确认',
    201,
  );
};

/**
 * POST personapplyterminations/confirm/{id} (and the original's charge): the township closes the
 * archive as the village applied, in one transaction with the application's 已确认.
 */
export const confirmApplicationHandler: ResourceHandler = (call) => {
  const record = call.rc.store.db.transaction(() =>
    confirmApplication(call, pendingApplication(call)),
  )();
  return ok(toOutput(applications(), record, call.rc.today), '已确认注销，档案已移出在档居民');
};

/** POST personapplyterminations/reject/{id} {rejectReason}: the archive stays in the file. */
export const rejectApplicationHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const reason =
    isPlainObject(call.body) && typeof call.body.rejectReason === 'string'
      ? call.body.rejectReason.trim()
      : '';
  if (!reason) throw badRequest('请填写驳回原因', 'rejectReason');
  if (reason.length > 100) throw badRequest('驳回原因不能超过100个字', 'rejectReason');
  const transition = findTransition(applications(), 'reject');
  if (!transition) throw new Error('personapplyterminations has no reject');
  const record = rc.store.db.transaction(() => {
    const application = pendingApplication(call);
    return applyTransition(rc, applications(), application, transition, 'reject', '驳回', {
      values: { rejectReason: reason },
      cleared: [],
    });
  })();
  return ok(toOutput(applications(), record, rc.today), '已驳回注销申请');
};

export const APPLICATION_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  create: createApplicationHandler,
  confirm: confirmApplicationHandler,
  charge: confirmApplicationHandler,
  reject: rejectApplicationHandler,
};
