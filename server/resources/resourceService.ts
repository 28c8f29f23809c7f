import { type PagedResponse } from '../../src/services/contract/envelope';
import { conflict, outOfScope } from '../http/resourceErrors';
import { type FamilyModel } from './familyModel';
import { FAMILY_HOOKS } from './hooks/familyHooksIndex';
import {
  assertUnique,
  changeWritable,
  fillFromPerson,
  readRecord,
  type RecordContext,
  toOutput,
  writableRecord,
  residentBirthDate,
} from './recordOps';
import { SEQUENCES } from './regionCodes';
import { buildListQuery, type ListQueryOptions, type QueryParams } from './store/listQuery';
import { RECORD_SELECT, type StoredRecord } from './store/resourceStore';
import {
  assertComplete,
  parseInput,
  type ParsedInput,
  type RecordData,
} from './validation/validateInput';

/** The hospital of a new record: the one the body names (if the user manages it) or the user's. */
const hospitalForCreate = (rc: RecordContext, model: FamilyModel, data: RecordData) => {
  if (!model.hospitalField) {
    rc.access.assertWrite(model, null);
    return null;
  }
  const given = data[model.hospitalField];
  delete data[model.hospitalField];
  const hospitalId = typeof given === 'string' ? given : rc.access.user.hospitalId;
  if (!rc.access.managed.has(hospitalId)) throw outOfScope();
  return hospitalId;
};

/** The record as validation sees it: data plus its hospital field. */
const withHospital = (model: FamilyModel, data: RecordData, hospitalId: string | null) =>
  model.hospitalField && model.hospitalField !== model.idField
    ? { ...data, [model.hospitalField]: hospitalId }
    : data;

const setInitialStatuses = (model: FamilyModel, data: RecordData): void => {
  for (const lifecycle of model.lifecycles) data[lifecycle.field] ??= lifecycle.initial;
};

/** A scope holding at least 1/WALK_SHARE of a family walks the family's order index. */
const WALK_SHARE = 20;

/** The index of a family's default order (buildListQuery's defaultOrder). */
const orderIndexOf = (model: FamilyModel): string =>
  model.dateField ? 'resource_records_listed' : 'resource_records_created';

/** A family's records in the user's scope, from family_counts (kept by triggers). */
const recordsInScope = (
  rc: RecordContext,
  model: FamilyModel,
  scope: { sql: string; params: unknown[] },
): number =>
  rc.store.scalar(
    `SELECT COALESCE(SUM(r.n), 0) FROM family_counts r WHERE r.family = ? AND ${scope.sql}`,
    [model.id, ...scope.params],
  );

const recordsOfFamily = (rc: RecordContext, model: FamilyModel): number =>
  rc.store.scalar('SELECT COALESCE(SUM(n), 0) FROM family_counts WHERE family = ?', [model.id]);

export const listRecords = (
  rc: RecordContext,
  model: FamilyModel,
  query: QueryParams,
  options: ListQueryOptions & { extraWhere?: string[]; extraParams?: unknown[] } = {},
): PagedResponse<RecordData> => {
  const list = buildListQuery(model, query, rc.access, options);
  const where = [...list.where, ...(options.extraWhere ?? [])].join(' AND ');
  const params = [...list.params, ...(options.extraParams ?? [])];
  const plain = list.unfiltered && !options.extraWhere?.length && model.scope !== 'shared';
  const scopeRows = plain ? recordsInScope(rc, model, list.scope) : undefined;
  const total =
    scopeRows ?? rc.store.scalar(`SELECT COUNT(*) FROM resource_records r WHERE ${where}`, params);
  // A large scope's first pages walk the order's index and skip what lies outside the scope;
  // a small one sorts its few rows. Only the rowids are sorted; 20 rows are read whole.
  const walk =
    scopeRows !== undefined &&
    list.defaultOrder &&
    scopeRows * WALK_SHARE >= recordsOfFamily(rc, model);
  const rows = rc.store.query(
    `${RECORD_SELECT} WHERE r.rowid IN (
       SELECT r.rowid FROM resource_records r${walk ? ` INDEXED BY ${orderIndexOf(model)}` : ''}
       WHERE ${where} ORDER BY ${list.orderBy} LIMIT ? OFFSET ?)
     ORDER BY ${list.orderBy}`,
    [...params, list.pageSize, (list.pageNumber - 1) * list.pageSize],
  );
  return {
    items: rows.map((row) => toOutput(model, row, rc.today)),
    total,
    PageNumber: list.pageNumber,
    PageSize: list.pageSize,
  };
};

/** Every matching record (excel), at most `limit`; `undefined` when there are more. */
export const allRecords = (
  rc: RecordContext,
  model: FamilyModel,
  query: QueryParams,
  limit: number,
  options: ListQueryOptions & { extraWhere?: string[]; extraParams?: unknown[] } = {},
): StoredRecord[] | undefined => {
  const list = buildListQuery(model, query, rc.access, options);
  const where = [...list.where, ...(options.extraWhere ?? [])].join(' AND ');
  const rows = rc.store.query(`${RECORD_SELECT} WHERE ${where} ORDER BY ${list.orderBy} LIMIT ?`, [
    ...list.params,
    ...(options.extraParams ?? []),
    limit + 1,
  ]);
  return rows.length > limit ? undefined : rows;
};

export const createRecord = (rc: RecordContext, model: FamilyModel, body: unknown): StoredRecord =>
  rc.store.db.transaction(() => {
    const hooks = FAMILY_HOOKS[model.id] ?? {};
    const { values } = parseInput(model, body, rc.today);
    const data: RecordData = { ...values };
    fillFromPerson(rc, model, data);
    let hospitalId = hooks.createHospital ? null : hospitalForCreate(rc, model, data);
    setInitialStatuses(model, data);
    const chosenId = hooks.prepareCreate?.(rc, model, data, hospitalId);
    assertComplete(
      model,
      withHospital(model, data, hospitalId),
      rc.today,
      residentBirthDate(rc, model, data),
    );
    assertUnique(rc, model, data);
    if (hooks.createHospital) hospitalId = hooks.createHospital(rc, data);
    const id = chosenId ?? String(rc.store.nextSequence(SEQUENCES.recordId(model.id)));
    if (rc.store.get(model.id, id)) throw conflict(`编号已存在：${id}`, { [model.idField]: id });
    rc.store.insert(model, {
      family: model.id,
      id,
      hospitalId,
      createdBy: rc.access.userName,
      createdAt: rc.now,
      updatedBy: rc.access.userName,
      updatedAt: rc.now,
      data,
    });
    const created = rc.store.get(model.id, id) as StoredRecord;
    hooks.afterWrite?.(rc, created);
    rc.store.log({
      family: model.id,
      recordId: id,
      action: 'create',
      operator: rc.access.userName,
      account: rc.access.user.account,
      at: rc.now,
    });
    return rc.store.get(model.id, id) as StoredRecord;
  })();

/** Merges checked input over a record, re-checks the whole and writes it; the common path of
 * update, lifecycle verbs with a body, and the action extras. */
export const applyChanges = (
  rc: RecordContext,
  model: FamilyModel,
  existing: StoredRecord,
  input: ParsedInput,
  action: string,
  extra: RecordData = {},
  change?: { field: string; from: string | null; to: string },
): StoredRecord => {
  const hooks = FAMILY_HOOKS[model.id] ?? {};
  const data: RecordData = { ...existing.data, ...input.values, ...extra };
  for (const name of input.cleared) delete data[name];
  let hospitalId = existing.hospitalId;
  const field = model.hospitalField;
  if (field && field !== model.idField && field in data) {
    const given = data[field];
    delete data[field];
    if (typeof given === 'string' && given !== hospitalId) {
      rc.access.assertWrite(model, given);
      hospitalId = given;
    }
  }
  if (input.values.personNum !== undefined && input.values.personNum !== existing.data.personNum) {
    fillFromPerson(rc, model, data);
  }
  hooks.prepareUpdate?.(rc, model, existing, data, hospitalId);
  assertComplete(
    model,
    withHospital(model, data, hospitalId),
    rc.today,
    residentBirthDate(rc, model, data),
  );
  assertUnique(rc, model, data, existing.id);
  rc.store.update(model, {
    ...existing,
    hospitalId,
    updatedBy: rc.access.userName,
    updatedAt: rc.now,
    data,
  });
  const updated = rc.store.get(model.id, existing.id) as StoredRecord;
  hooks.afterWrite?.(rc, updated, existing);
  rc.store.log({
    family: model.id,
    recordId: existing.id,
    action,
    ...change,
    operator: rc.access.userName,
    account: rc.access.user.account,
    at: rc.now,
  });
  return rc.store.get(model.id, existing.id) as StoredRecord;
};

export const updateRecord = (
  rc: RecordContext,
  model: FamilyModel,
  id: string,
  body: unknown,
): StoredRecord =>
  changeWritable(rc, model, id, (existing) =>
    applyChanges(rc, model, existing, parseInput(model, body, rc.today), 'update'),
  );

/** Deletes all or none: every id must exist and be the user's to change. */
export const deleteRecords = (
  rc: RecordContext,
  model: FamilyModel,
  ids: readonly string[],
): number =>
  rc.store.db.transaction(() => {
    const hooks = FAMILY_HOOKS[model.id] ?? {};
    const records = ids.map((id) => writableRecord(rc, model, id));
    hooks.beforeDelete?.(rc, records);
    const deleted = rc.store.remove(model.id, ids);
    hooks.afterDelete?.(rc, records);
    for (const id of ids) {
      rc.store.log({
        family: model.id,
        recordId: id,
        action: 'delete',
        operator: rc.access.userName,
        account: rc.access.user.account,
        at: rc.now,
      });
    }
    return deleted;
  })();

export { readRecord, toOutput, writableRecord };
