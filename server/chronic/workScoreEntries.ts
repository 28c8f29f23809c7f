import { dateTimeText } from '../../src/domain/calendar';
import { type AssessmentKind } from '../../src/domain/workScore';
import { type WorkScoreEntryReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';

interface EntryRow {
  id: number;
  hospital_id: string;
  item_id: string;
  kind: AssessmentKind;
  score: number;
  reason: string;
  entered_by: string;
  entered_by_name: string;
  entered_at: string;
}

const toReply = (row: EntryRow): WorkScoreEntryReply => ({
  id: row.id,
  itemId: row.item_id,
  kind: row.kind,
  score: row.score,
  reason: row.reason,
  enteredBy: row.entered_by_name || row.entered_by,
  enteredAt: row.entered_at,
});

/**
 * Every assessor entry of a period for the institutions asked, newest first, by institution
 * (one indexed read per period: 考核汇总 lists a county's few hundred institutions).
 */
export const workScoreEntries = (
  db: Db,
  periodKey: string,
  hospitalIds: readonly string[],
): Map<string, WorkScoreEntryReply[]> => {
  const wanted = new Set(hospitalIds);
  const byHospital = new Map<string, WorkScoreEntryReply[]>();
  const rows = db
    .prepare<[string], EntryRow>(
      `SELECT id, hospital_id, item_id, kind, score, reason, entered_by, entered_by_name, entered_at
       FROM work_score_entries WHERE period_key = ? ORDER BY id DESC`,
    )
    .all(periodKey);
  for (const row of rows) {
    if (!wanted.has(row.hospital_id)) continue;
    const list = byHospital.get(row.hospital_id) ?? [];
    list.push(toReply(row));
    byHospital.set(row.hospital_id, list);
  }
  return byHospital;
};

/** The newest score an item of an institution was given, if any. */
export const newestEntry = (
  entries: readonly WorkScoreEntryReply[] | undefined,
  itemId: string,
): WorkScoreEntryReply | undefined => entries?.find((entry) => entry.itemId === itemId);

export interface NewWorkScoreEntry {
  hospitalId: string;
  periodKey: string;
  itemId: string;
  kind: AssessmentKind;
  score: number;
  reason: string;
  account: string;
  userName: string;
}

/** Adds an entry (the history keeps the earlier ones) and answers it as the page reads it. */
export const addWorkScoreEntry = (db: Db, entry: NewWorkScoreEntry): WorkScoreEntryReply => {
  const enteredAt = dateTimeText();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO work_score_entries
         (hospital_id, period_key, item_id, kind, score, reason, entered_by, entered_by_name, entered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.hospitalId,
      entry.periodKey,
      entry.itemId,
      entry.kind,
      entry.score,
      entry.reason,
      entry.account,
      entry.userName,
      enteredAt,
    );
  return {
    id: Number(lastInsertRowid),
    itemId: entry.itemId,
    kind: entry.kind,
    score: entry.score,
    reason: entry.reason,
    enteredBy: entry.userName || entry.account,
    enteredAt,
  };
};
