import { type PagedResponse } from '../../src/services/contract/envelope';
import { badRequest, conflict, outOfScope } from '../http/resourceErrors';
import { EXPORT_BATCH_ROWS } from '../shared/excel/workbook';
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
import {
  buildListQuery,
  type ListQuery,
  type ListQueryOptions,
  type QueryParams,
} from './store/listQuery';
import {
  RECORD_SELECT,
  RECORD_SELECT_BY_ROWID,
  type RecordRow,
  type StoredRecord,
  toStored,
} from './store/resourceStore';
import { restoreMaskedIdentifiers } from './validation/maskedInput';
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

type ExtraWhere = ListQueryOptions & { extraWhere?: string[]; extraParams?: unknown[] };

/** A list request's WHERE (filters and extra conditions) with its parameters. */
const whereOf = (list: ListQuery, options: ExtraWhere) => ({
  where: [...list.where, ...(options.extraWhere ?? [])].join(' AND '),
  params: [...list.params, ...(options.extraParams ?? [])],
});

/** How many records a list request matches; its scope alone is read from family_counts. */
const countMatching = (
  rc: RecordContext,
  model: FamilyModel,
  list: ListQuery,
  options: ExtraWhere,
): { total: number; scopeRows: number | undefined } => {
  const { where, params } = whereOf(list, options);
  const plain = list.unfiltered && !options.extraWhere?.length && model.scope !== 'shared';
  const scopeRows = plain ? recordsInScope(rc, model, list.scope) : undefined;
  const total =
    scopeRows ?? rc.store.scalar(`SELECT COUNT(*) FROM resource_records r WHERE ${where}`, params);
  return { total, scopeRows };
};

/**
 * One page of a list: `rowids` (a SELECT of the page's rowids ending in LIMIT ? OFFSET ?, its
 * parameters before those two) sorted and paged, then the page's records read whole.
 */
const pageOfRowids = (
  rc: RecordContext,
  model: FamilyModel,
  list: ListQuery,
  rowids: string,
  params: unknown[],
  total: number,
): PagedResponse<RecordData> => {
  const rows = rc.store.query(
    `${RECORD_SELECT} WHERE r.rowid IN (${rowids}) ORDER BY ${list.orderBy}`,
    [...params, list.pageSize, (list.pageNumber - 1) * list.pageSize],
  );
  return {
    items: rows.map((row) => toOutput(model, row, rc.today)),
    total,
    PageNumber: list.pageNumber,
    PageSize: list.pageSize,
  };
};

/**
 * The residents' search box given a short name fragment alone: the matches of its gram in the
 * user's scope, counted from name_gram_counts (per gram and hospital) and paged in the list's
 * order from person_name_grams (migration 540), whose rows carry the hospital and the order's
 * columns; 20 records are then read whole.
 */
const nameSearchPage = (
  rc: RecordContext,
  model: FamilyModel,
  list: ListQuery,
  gram: string,
): PagedResponse<RecordData> => {
  const matches = `FROM person_name_grams r WHERE r.gram = ? AND ${list.scope.sql}`;
  const params = [gram, ...list.scope.params];
  const total = rc.store.scalar(
    `SELECT COALESCE(SUM(r.n), 0) FROM name_gram_counts r WHERE r.gram = ? AND ${list.scope.sql}`,
    params,
  );
  return pageOfRowids(
    rc,
    model,
    list,
    `SELECT r.rid ${matches}
     ORDER BY r.record_date DESC, r.created_at DESC, r.rid DESC LIMIT ? OFFSET ?`,
    params,
    total,
  );
};

export const listRecords = (
  rc: RecordContext,
  model: FamilyModel,
  query: QueryParams,
  options: ExtraWhere = {},
): PagedResponse<RecordData> => {
  const list = buildListQuery(model, query, rc.access, options);
  if (list.nameGramOnly !== undefined && !options.extraWhere?.length) {
    return nameSearchPage(rc, model, list, list.nameGramOnly);
  }
  const { where, params } = whereOf(list, options);
  const { total, scopeRows } = countMatching(rc, model, list, options);
  // A large scope's first pages walk the order's index and skip what lies outside the scope;
  // a small one sorts its few rows. Only the rowids are sorted; 20 rows are read whole.
  const walk =
    scopeRows !== undefined &&
    list.defaultOrder &&
    scopeRows * WALK_SHARE >= recordsOfFamily(rc, model);
  return pageOfRowids(
    rc,
    model,
    list,
    `SELECT r.rowid FROM resource_records r${walk ? ` INDEXED BY ${orderIndexOf(model)}` : ''}
     WHERE ${where} ORDER BY ${list.orderBy} LIMIT ? OFFSET ?`,
    params,
    total,
  );
};

/**
 * The most record ids an export's audit event lists: the former row cap of an export, so every
 * export that cap allowed still lists all its records; a larger one lists its first ones and
 * says how many it held.
 */
export const AUDITED_EXPORT_IDS = 10_000;

/** An Excel export's records: counted and keyed up front, then read batch by batch. */
export interface RecordExport {
  /** How many records it holds. */
  total: number;
  /** The ids of its first AUDITED_EXPORT_IDS records, in its order. */
  firstIds: string[];
  /** The resident all its records concern, when there is exactly one; otherwise null. */
  soleResident: string | null;
  /** The records in the list's order, EXPORT_BATCH_ROWS at a time, each batch read when asked. */
  batches(): Generator<StoredRecord[]>;
}

/**
 * The records a list search finds, for an Excel export of at most `maxRows`. The count comes
 * first: a larger export is refused (400 导出数据超过N条) before any record is read. Then one
 * statement reads the rowids in the list's order, with the audit trail's ids, to its end; the
 * records themselves are read by rowid, one batch per call, so a county's export never holds
 * more than a batch. No cursor stays open between batches: better-sqlite3 refuses every write
 * of the connection (another user's save, a sign-in) while an iterator is open.
 */
export const exportRecords = (
  rc: RecordContext,
  model: FamilyModel,
  query: QueryParams,
  maxRows: number,
  options: ExtraWhere = {},
): RecordExport => {
  const list = buildListQuery(model, query, rc.access, options);
  const { where, params } = whereOf(list, options);
  const { total } = countMatching(rc, model, list, options);
  if (total > maxRows) throw badRequest(`导出数据超过${maxRows}条，请缩小查询范围`);
  const rowids: number[] = [];
  const firstIds: string[] = [];
  let resident: string | null | undefined;
  let oneResident = true;
  const keys = rc.store.db
    .prepare<unknown[], [number, string, string | null]>(
      `SELECT r.rowid, r.id, r.person_num FROM resource_records r
       WHERE ${where} ORDER BY ${list.orderBy}`,
    )
    .raw();
  for (const [rowid, id, personNum] of keys.iterate(...params)) {
    rowids.push(rowid);
    if (firstIds.length < AUDITED_EXPORT_IDS) firstIds.push(id);
    const person = model.id === 'persons' ? id : personNum;
    if (rowids.length === 1) resident = person;
    else if (person !== resident) oneResident = false;
  }
  // Read again by rowid with the same conditions: a record deleted or moved out of the search
  // since (its rowid reused by another) is left out.
  const byRowid = rc.store.db.prepare<unknown[], RecordRow & { row_id: number }>(
    `${RECORD_SELECT_BY_ROWID} AND ${where}`,
  );
  return {
    total: rowids.length,
    firstIds,
    soleResident: oneResident && typeof resident === 'string' && resident ? resident : null,
    *batches() {
      for (let at = 0; at < rowids.length; at += EXPORT_BATCH_ROWS) {
        const batch = rowids.slice(at, at + EXPORT_BATCH_ROWS);
        const found = new Map(
          byRowid.all(JSON.stringify(batch), ...params).map((row) => [row.row_id, row]),
        );
        const records: StoredRecord[] = [];
        for (const rowid of batch) {
          const row = found.get(rowid);
          if (row) records.push(toStored(row));
        }
        yield records;
      }
    },
  };
};

/** Every matching record (a chart's points), at most `limit`; `undefined` when there are more. */
export const allRecords = (
  rc: RecordContext,
  model: FamilyModel,
  query: QueryParams,
  limit: number,
  options: ExtraWhere = {},
): StoredRecord[] | undefined => {
  const list = buildListQuery(model, query, rc.access, options);
  const { where, params } = whereOf(list, options);
  const rows = rc.store.query(`${RECORD_SELECT} WHERE ${where} ORDER BY ${list.orderBy} LIMIT ?`, [
    ...params,
    limit + 1,
  ]);
  return rows.length > limit ? undefined : rows;
};

/**
 * What a masked identifier of a body may stand for (docs/decisions/0041): the record's stored
 * values, over those of the resident it names (a service form repeats the resident's ID number
 * and phone in its header, filled from the masked file). Scope is checked later, on the write.
 */
const maskSources = (
  rc: RecordContext,
  model: FamilyModel,
  body: unknown,
  stored: RecordData = {},
): RecordData => {
  const personNum =
    typeof body === 'object' && body !== null && 'personNum' in body
      ? body.personNum
      : stored.personNum;
  if (!model.personLinked || typeof personNum !== 'string') return stored;
  return { ...(rc.store.get('persons', personNum)?.data ?? {}), ...stored };
};

export const createRecord = (rc: RecordContext, model: FamilyModel, body: unknown): StoredRecord =>
  rc.store.db.transaction(() => {
    const hooks = FAMILY_HOOKS[model.id] ?? {};
    const input = restoreMaskedIdentifiers(maskSources(rc, model, body), body);
    const { values } = parseInput(model, input, rc.today);
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
    applyChanges(
      rc,
      model,
      existing,
      parseInput(
        model,
        restoreMaskedIdentifiers(maskSources(rc, model, body, existing.data), body),
        rc.today,
      ),
      'update',
    ),
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
