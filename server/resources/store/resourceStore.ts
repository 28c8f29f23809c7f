import { type Statement } from 'better-sqlite3';

import { type Db } from '../../db/openDatabase';
import { type FamilyModel } from '../familyModel';
import { type RecordData } from '../validation/validateInput';
import { recordKeys } from './recordKeys';

/** One row of resource_records, its data parsed. */
export interface StoredRecord {
  family: string;
  id: string;
  hospitalId: string | null;
  hospitalName: string | null;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  data: RecordData;
}

export interface RecordRow {
  family: string;
  id: string;
  hospital_id: string | null;
  hospital_name: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
  data: string;
}

const RECORD_COLUMNS = `r.family, r.id, r.hospital_id, h.hosp_name AS hospital_name,
  r.created_by, r.created_at, r.updated_by, r.updated_at, r.data`;

const WITH_HOSPITAL = 'LEFT JOIN hospitals h ON h.hosp_id = r.hospital_id';

/** The select list every read uses: the record and its hospital's name. */
export const RECORD_SELECT = `SELECT ${RECORD_COLUMNS} FROM resource_records r ${WITH_HOSPITAL}`;

/**
 * The records whose rowids a JSON array (the one parameter before any of a WHERE that follows)
 * lists, each with its rowid as `row_id`: an export's batch. The CROSS JOIN keeps the array the
 * outer loop, so each record is found by rowid, whatever indexes the conditions could use
 * (a scope of many hospitals times 500 rowids would otherwise be as many index probes).
 */
export const RECORD_SELECT_BY_ROWID = `SELECT r.rowid AS row_id, ${RECORD_COLUMNS}
  FROM json_each(?) k CROSS JOIN resource_records r ${WITH_HOSPITAL}
  WHERE r.rowid = k.value`;

export const toStored = (row: RecordRow): StoredRecord => ({
  family: row.family,
  id: row.id,
  hospitalId: row.hospital_id,
  hospitalName: row.hospital_name,
  createdBy: row.created_by,
  createdAt: row.created_at,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
  data: JSON.parse(row.data) as RecordData,
});

export interface ActionLog {
  family: string;
  recordId: string;
  action: string;
  field?: string;
  from?: string | null;
  to?: string | null;
  operator: string;
  account: string;
  at: string;
}

export interface ResourceStore {
  db: Db;
  get(family: string, id: string): StoredRecord | undefined;
  insert(model: FamilyModel, record: Omit<StoredRecord, 'hospitalName'>): void;
  /** Writes data, hospital and the updated stamp of an existing record. */
  update(model: FamilyModel, record: Omit<StoredRecord, 'hospitalName'>): void;
  remove(family: string, ids: readonly string[]): number;
  /** Rows of a dynamic query (the statement is prepared once per SQL text). */
  query(sql: string, params: readonly unknown[]): StoredRecord[];
  scalar(sql: string, params: readonly unknown[]): number;
  /** The next value of a named counter, consumed. */
  nextSequence(name: string): number;
  /** The value nextSequence would return, not consumed. */
  peekSequence(name: string): number;
  log(entry: ActionLog): void;
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * The record store. `afterWrite` runs after every insert, update and delete, inside the caller's
 * transaction: the read models' refresh (server/readModels), so they change with the records.
 */
export const createResourceStore = (
  db: Db,
  afterWrite: () => void = () => undefined,
): ResourceStore => {
  const statements = new Map<string, Statement<unknown[]>>();
  const prepared = (sql: string): Statement<unknown[]> => {
    let statement = statements.get(sql);
    if (!statement) {
      // Filters combine freely; keep the cache of dynamic statements bounded.
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = db.prepare<unknown[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const byId = db.prepare<[string, string], RecordRow>(
    `${RECORD_SELECT} WHERE r.family = ? AND r.id = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO resource_records (family, id, hospital_id, person_num, id_card_no, name,
       record_date, status, created_by, created_at, updated_by, updated_at, data)
     VALUES (@family, @id, @hospital_id, @person_num, @id_card_no, @name, @record_date, @status,
       @created_by, @created_at, @updated_by, @updated_at, @data)`,
  );
  const update = db.prepare(
    `UPDATE resource_records SET hospital_id = @hospital_id, person_num = @person_num,
       id_card_no = @id_card_no, name = @name, record_date = @record_date, status = @status,
       updated_by = @updated_by, updated_at = @updated_at, data = @data
     WHERE family = @family AND id = @id`,
  );
  const remove = db.prepare<[string, string]>(
    'DELETE FROM resource_records WHERE family = ? AND id = ?',
  );
  const next = db.prepare<[string], { value: number }>(
    `INSERT INTO resource_sequences (name, value) VALUES (?, 1)
     ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,
  );
  const peek = db.prepare<[string], { value: number }>(
    'SELECT value FROM resource_sequences WHERE name = ?',
  );
  const log = db.prepare(
    `INSERT INTO resource_actions (family, record_id, action, field, from_value, to_value,
       operator, operator_account, acted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const params = (model: FamilyModel, record: Omit<StoredRecord, 'hospitalName'>) => ({
    family: record.family,
    id: record.id,
    hospital_id: record.hospitalId,
    ...recordKeys(model, record.id, record.data),
    created_by: record.createdBy,
    created_at: record.createdAt,
    updated_by: record.updatedBy,
    updated_at: record.updatedAt,
    data: JSON.stringify(record.data),
  });

  return {
    db,
    get: (family, id) => {
      const row = byId.get(family, id);
      return row && toStored(row);
    },
    insert: (model, record) => {
      insert.run(params(model, record));
      afterWrite();
    },
    update: (model, record) => {
      const { created_by: _by, created_at: _at, ...rest } = params(model, record);
      update.run(rest);
      afterWrite();
    },
    remove: (family, ids) =>
      db.transaction(() => {
        const removed = ids.reduce((n, id) => n + remove.run(family, id).changes, 0);
        afterWrite();
        return removed;
      })(),
    query: (sql, values) => (prepared(sql).all(...values) as RecordRow[]).map(toStored),
    scalar: (sql, values) => {
      const row = prepared(sql)
        .pluck()
        .get(...values);
      return typeof row === 'number' ? row : Number(row ?? 0);
    },
    nextSequence: (name) => next.get(name)?.value ?? 1,
    peekSequence: (name) => (peek.get(name)?.value ?? 0) + 1,
    log: (entry) => {
      log.run(
        entry.family,
        entry.recordId,
        entry.action,
        entry.field ?? null,
        entry.from ?? null,
        entry.to ?? null,
        entry.operator,
        entry.account,
        entry.at,
      );
    },
  };
};
