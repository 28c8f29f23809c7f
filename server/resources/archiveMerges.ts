import { createHash } from 'node:crypto';

import { MERGE_UNDO_PREFIX, MERGE_UNDO_REASON_MAX } from '../../src/domain/archives/duplicates';
import { badRequest, conflict, recordNotFound } from '../http/resourceErrors';
import { restoreArchive } from './archiveClosing';
import { familyModel } from './familyModel';
import { applyTransition, findTransition } from './lifecycle';
import { type RecordContext, writableRecord } from './recordOps';

/**
 * 档案合并 and 撤销合并 (archive quality control, duplicates; migration 692). A merge moves every
 * record of each duplicate to the archive kept and closes the duplicate (合并注销); it keeps, per
 * duplicate, exactly the records it moved with a digest of each as it left them. The undo moves
 * those records alone back, restores the duplicate with the reason, and is refused while any of
 * them (or the duplicate) changed since, so no later work is carried off or lost.
 */

const persons = () => familyModel('persons');

export interface MovedRecord {
  family: string;
  id: string;
  digest: string;
}

interface RawRecord {
  person_num: string | null;
  updated_at: string;
  data: string;
}

const rawRecord = (rc: RecordContext, family: string, id: string): RawRecord | undefined =>
  rc.store.db
    .prepare<[string, string], RawRecord>(
      'SELECT person_num, updated_at, data FROM resource_records WHERE family = ? AND id = ?',
    )
    .get(family, id);

/** A record as it stands: whose it is, when it last changed and what it holds. */
const digestOf = (row: RawRecord | undefined): string =>
  row
    ? createHash('sha256')
        .update(`${row.person_num ?? ''}\n${row.updated_at}\n${row.data}`)
        .digest('hex')
    : '';

export interface MergeOutcome {
  personNum: string;
  merged: number;
  movedRecords: number;
  movedIds: string[];
  mergeIds: number[];
}

/**
 * Merges `merge` into `keep` (the caller checked the input): moves each duplicate's records,
 * closes it and keeps the merge's row. Runs inside the caller's transaction.
 */
export const mergeArchives = (
  rc: RecordContext,
  keep: string,
  merge: readonly string[],
  reason: string,
): MergeOutcome => {
  const { db } = rc.store;
  const kept = writableRecord(rc, persons(), keep);
  const duplicates = merge.map((id) => writableRecord(rc, persons(), id));
  const writeOff = findTransition(persons(), 'writeOff');
  const records = db.prepare<[string], { family: string; id: string }>(
    "SELECT family, id FROM resource_records WHERE person_num = ? AND family <> 'persons'",
  );
  const move = db.prepare(
    `UPDATE resource_records SET person_num = @keep, data = json_set(data, '$.personNum', @keep),
       updated_by = @by, updated_at = @at
     WHERE person_num = @from AND family <> 'persons'`,
  );
  const insert = db.prepare(
    `INSERT INTO archive_merges (kept, merged, kept_hospital, merged_hospital, closed_by_merge,
       merged_digest, moved, reason, merged_by, merged_by_account, merged_at)
     VALUES (@kept, @merged, @kept_hospital, @merged_hospital, @closed_by_merge, @merged_digest,
       @moved, @reason, @merged_by, @merged_by_account, @merged_at)`,
  );
  const movedIds: string[] = [];
  const mergeIds: number[] = [];
  for (const duplicate of duplicates) {
    const rows = records.all(duplicate.id);
    move.run({ keep, from: duplicate.id, by: rc.access.userName, at: rc.now });
    const moved: MovedRecord[] = rows.map((row) => ({
      ...row,
      digest: digestOf(rawRecord(rc, row.family, row.id)),
    }));
    movedIds.push(...rows.map((row) => row.id));
    const closes = writeOff !== undefined && duplicate.data.status !== writeOff.target;
    if (writeOff && closes) {
      applyTransition(rc, persons(), duplicate, writeOff, 'writeOff', '注销', {
        values: {},
        cleared: [],
      });
    }
    const result = insert.run({
      kept: keep,
      merged: duplicate.id,
      kept_hospital: kept.hospitalId ?? '',
      merged_hospital: duplicate.hospitalId ?? '',
      closed_by_merge: closes ? 1 : 0,
      merged_digest: digestOf(rawRecord(rc, 'persons', duplicate.id)),
      moved: JSON.stringify(moved),
      reason,
      merged_by: rc.access.userName,
      merged_by_account: rc.access.user.account,
      merged_at: rc.now,
    });
    mergeIds.push(Number(result.lastInsertRowid));
  }
  return {
    personNum: keep,
    merged: duplicates.length,
    movedRecords: movedIds.length,
    movedIds,
    mergeIds,
  };
};

interface MergeRow {
  merge_id: number;
  kept: string;
  merged: string;
  kept_hospital: string;
  merged_hospital: string;
  closed_by_merge: number;
  merged_digest: string;
  moved: string;
  reason: string;
  merged_by: string;
  merged_by_account: string;
  merged_at: string;
  undone_by: string | null;
  undone_by_account: string | null;
  undone_at: string | null;
  undo_reason: string | null;
}

const mergeRow = (rc: RecordContext, mergeId: number): MergeRow | undefined =>
  rc.store.db
    .prepare<[number], MergeRow>('SELECT * FROM archive_merges WHERE merge_id = ?')
    .get(mergeId);

export interface UndoOutcome {
  mergeId: number;
  kept: string;
  restored: string;
  movedBack: string[];
}

/**
 * 撤销合并 of one merged archive: refused when already undone, when the user may not change
 * both archives, or when the archive or any moved record changed since the merge (the message
 * names how many and of which forms); otherwise moves the records back, restores the archive
 * with the reason (the trail's 恢复) and signs the row. Runs inside the caller's transaction.
 */
export const undoMerge = (rc: RecordContext, mergeId: number, reason: string): UndoOutcome => {
  const row = mergeRow(rc, mergeId);
  if (!row) throw recordNotFound('未找到该合并记录');
  if (row.undone_at) {
    throw conflict(`该合并已于${row.undone_at}由${row.undone_by ?? ''}撤销，无需再次撤销`);
  }
  if (reason.length > MERGE_UNDO_REASON_MAX) {
    throw badRequest(`撤销原因不能超过${MERGE_UNDO_REASON_MAX}个字`, 'reason');
  }
  writableRecord(rc, persons(), row.kept);
  const merged = writableRecord(rc, persons(), row.merged);
  if (digestOf(rawRecord(rc, 'persons', row.merged)) !== row.merged_digest) {
    throw conflict(`档案${row.merged}在合并后已被修改（如已恢复或编辑），不能撤销合并`);
  }
  const moved = JSON.parse(row.moved) as MovedRecord[];
  const changed = moved.filter(
    (record) => digestOf(rawRecord(rc, record.family, record.id)) !== record.digest,
  );
  if (changed.length > 0) {
    const titles = [...new Set(changed.map((record) => familyModel(record.family).title))];
    throw conflict(
      `合并移入的${changed.length}条记录（${titles.join('、')}）在合并后已被修改或删除，不能撤销合并`,
    );
  }
  const back = rc.store.db.prepare(
    `UPDATE resource_records SET person_num = @to, data = json_set(data, '$.personNum', @to),
       updated_by = @by, updated_at = @at
     WHERE family = @family AND id = @id`,
  );
  for (const record of moved) {
    back.run({
      to: row.merged,
      by: rc.access.userName,
      at: rc.now,
      family: record.family,
      id: record.id,
    });
  }
  if (row.closed_by_merge === 1)
    restoreArchive(rc, merged, { reason: `${MERGE_UNDO_PREFIX}${reason}` });
  rc.store.db
    .prepare(
      `UPDATE archive_merges SET undone_by = ?, undone_by_account = ?, undone_at = ?, undo_reason = ?
        WHERE merge_id = ?`,
    )
    .run(rc.access.userName, rc.access.user.account, rc.now, reason, mergeId);
  return {
    mergeId,
    kept: row.kept,
    restored: row.merged,
    movedBack: moved.map((record) => record.id),
  };
};

export type MergeState = 'merged' | 'undone';

export interface MergeHistoryFilter {
  /** The institution whose subtree holds both archives. */
  root: string;
  state?: MergeState;
}

export interface MergeHistoryEntry {
  mergeId: number;
  kept: string;
  merged: string;
  movedCount: number;
  reason: string;
  mergedBy: string;
  mergedAt: string;
  undoneBy: string | null;
  undoneAt: string | null;
  undoReason: string | null;
}

const HISTORY_OF_SCOPE = `FROM archive_merges m
  WHERE m.merged_hospital IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)
    AND m.kept_hospital IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)
    AND (@state IS NULL OR (@state = 'undone') = (m.undone_at IS NOT NULL))`;

/** One page of the scope's merges, the latest first, and their count. */
export const mergeHistoryPage = (
  rc: RecordContext,
  filter: MergeHistoryFilter,
  offset: number,
  limit: number,
): { total: number; rows: MergeHistoryEntry[] } => {
  const params = { root: filter.root, state: filter.state ?? null };
  const total = rc.store.db
    .prepare<Record<string, unknown>, number>(`SELECT COUNT(*) ${HISTORY_OF_SCOPE}`)
    .pluck()
    .get(params);
  const rows = rc.store.db
    .prepare<Record<string, unknown>, MergeRow>(
      `SELECT m.* ${HISTORY_OF_SCOPE} ORDER BY m.merge_id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit, offset });
  return {
    total: total ?? 0,
    rows: rows.map((row) => ({
      mergeId: row.merge_id,
      kept: row.kept,
      merged: row.merged,
      movedCount: (JSON.parse(row.moved) as unknown[]).length,
      reason: row.reason,
      mergedBy: row.merged_by,
      mergedAt: row.merged_at,
      undoneBy: row.undone_by,
      undoneAt: row.undone_at,
      undoReason: row.undo_reason,
    })),
  };
};
