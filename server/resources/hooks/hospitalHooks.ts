import { type Db } from '../../db/openDatabase';
import { badRequest, conflict, outOfScope } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { textOf } from '../recordValues';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

/**
 * The hospitals family mirrors the `hospitals` table that sign-in and scoping read, and keeps it
 * in step. HospClass differs: the catalogue codes 1 市级, 2 县（区）级, 3 乡镇（街道）级,
 * 4 村（社区）级; the table (and the session's HospClass) 1 bureau, 2 township, 3 village.
 */
export const tableClassOf = (code: unknown): number => Math.max(1, Number(code) - 1 || 1);
export const catalogueClassOf = (hospClass: number): string => String(hospClass + 1);

const ENABLED = '1';

const regionExists = (db: Db, code: unknown): boolean =>
  typeof code === 'string' &&
  db.prepare('SELECT 1 FROM regions WHERE region_code = ?').get(code) !== undefined;

/** The hospital and every hospital below it. */
const subtreeOf = (db: Db, hospId: string): Set<string> =>
  new Set(
    db
      .prepare<[string], { hosp_id: string }>(
        `WITH RECURSIVE down (hosp_id) AS (
           SELECT ? UNION SELECT h.hosp_id FROM hospitals h JOIN down d ON h.parent_id = d.hosp_id)
         SELECT hosp_id FROM down`,
      )
      .all(hospId)
      .map((row) => row.hosp_id),
  );

const checkParentAndRegion = (rc: RecordContext, data: RecordData, selfId?: string): void => {
  const parent = data.parentId;
  if (typeof parent !== 'string' || !rc.access.managed.has(parent)) throw outOfScope();
  if (selfId !== undefined && subtreeOf(rc.store.db, selfId).has(parent)) {
    throw badRequest('上级机构不能是本机构或其下级机构', 'parentId');
  }
  if (!regionExists(rc.store.db, data.regionCode)) {
    throw badRequest(`所属区划不存在：${String(data.regionCode)}`, 'regionCode');
  }
};

const syncRow = (db: Db, id: string, data: RecordData, insert: boolean): void => {
  const row = {
    id,
    parent: data.parentId ?? null,
    region: data.regionCode,
    name: data.hospName,
    hospClass: tableClassOf(data.hospClass),
    sortNo: typeof data.sortNo === 'number' ? data.sortNo : 0,
    state: data.state === ENABLED ? 1 : 0,
  };
  db.prepare(
    insert
      ? `INSERT INTO hospitals (hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no, state)
         VALUES (@id, @parent, @region, @name, @hospClass, @sortNo, @state)`
      : `UPDATE hospitals SET parent_id = @parent, region_code = @region, hosp_name = @name,
           hosp_class = @hospClass, sort_no = @sortNo, state = @state WHERE hosp_id = @id`,
  ).run(row);
};

const inUse = (db: Db, id: string): boolean =>
  db
    .prepare(
      `SELECT 1 FROM hospitals WHERE parent_id = @id
       UNION ALL SELECT 1 FROM users WHERE hospital_id = @id OR manage_hosp_id = @id
       UNION ALL SELECT 1 FROM resource_records
         WHERE hospital_id = @id AND NOT (family = 'hospitals' AND id = @id)
       LIMIT 1`,
    )
    .get({ id }) !== undefined;

export const hospitalHooks: FamilyHooks = {
  // A new hospital belongs to itself; the user must manage its parent.
  createHospital: (rc, data) => {
    data.parentId ??= rc.access.user.hospitalId;
    checkParentAndRegion(rc, data);
    const id = textOf(data.hospId);
    if (id && rc.store.db.prepare('SELECT 1 FROM hospitals WHERE hosp_id = ?').get(id)) {
      throw conflict('机构编码已存在', { ID: id });
    }
    if (id) syncRow(rc.store.db, id, data, true);
    return id;
  },
  prepareCreate: (_rc, _model, data) => (typeof data.hospId === 'string' ? data.hospId : undefined),
  prepareUpdate: (rc, _model, existing, data) => {
    if (data.hospId !== existing.id) throw badRequest('机构编码不能修改', 'hospId');
    if (data.parentId !== existing.data.parentId || data.regionCode !== existing.data.regionCode) {
      checkParentAndRegion(rc, data, existing.id);
    }
    syncRow(rc.store.db, existing.id, data, false);
  },
  beforeDelete: (rc, records: readonly StoredRecord[]) => {
    for (const record of records) {
      if (inUse(rc.store.db, record.id)) {
        throw conflict(
          `机构“${String(record.data.hospName)}”仍有下级机构、用户或业务数据，不能删除`,
        );
      }
    }
  },
  afterDelete: (rc, records) => {
    const remove = rc.store.db.prepare('DELETE FROM hospitals WHERE hosp_id = ?');
    for (const record of records) remove.run(record.id);
  },
};
