import { createHash } from 'node:crypto';

import {
  DEFAULT_DUPLICATE_RULES,
  type DuplicateRuleConfig,
} from '../../src/domain/archives/duplicates';
import { dateText } from '../../src/domain/calendar';
import { type FollowUpRules } from '../../src/domain/followUp';
import { type Db } from '../db/openDatabase';
import { deriveResident, residentStatements } from './deriveResident';
import { SCHEDULE_REDERIVE_SQL } from './scheduleUpkeep';
import { scopeTalliesOf } from './scopeTallies';
import { createServiceDueQueries, type ServiceDueQueries } from './serviceDueQueries';
import { createWorklistQueries, type WorklistQueries } from './worklistQueries';

/**
 * The read models' upkeep (docs/decisions/0004-read-models.md). Triggers note the residents whose
 * records changed (read_model_dirty); `refresh` derives their rows again and is called by the
 * store after every write, inside the writing transaction, and by every reader before it reads,
 * so a reader never sees a row older than the records. `rebuild` derives every resident.
 */
export interface ReadModels {
  /** Derives the residents noted as changed; returns how many. */
  refresh: () => number;
  /** Derives every resident again (the rules changed, or a repair). */
  rebuild: () => number;
  /** The follow-up work list's questions (each refreshes first). */
  worklist: WorklistQueries;
  /** The all-programme work list's questions over service_due (each refreshes first). */
  serviceDue: ServiceDueQueries;
}

/** Every method of `queries` refreshes the models before it reads. */
const fresh = <Q extends object>(queries: Q, refresh: () => number): Q =>
  Object.fromEntries(
    Object.entries(queries).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        refresh();
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as Q;

const BATCH = 500;

/** A fingerprint of the rules the rows are derived with. */
export const rulesFingerprint = (rules: FollowUpRules): string =>
  createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 16);

/** The fingerprint of the duplicate rules; a database without one was derived with the defaults. */
const duplicatesFingerprint = (rules: DuplicateRuleConfig): string =>
  createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 16);

export const createReadModels = (
  db: Db,
  rules: FollowUpRules,
  today: () => string = () => dateText(),
  duplicateRules: DuplicateRuleConfig = DEFAULT_DUPLICATE_RULES,
): ReadModels => {
  const statements = residentStatements(db, duplicateRules);
  const pending = db
    .prepare<[number], string>('SELECT person_num FROM read_model_dirty LIMIT ?')
    .pluck();
  const anyPending = db.prepare<[], number>('SELECT 1 FROM read_model_dirty LIMIT 1').pluck();
  const done = db.prepare<[string]>('DELETE FROM read_model_dirty WHERE person_num = ?');
  const markAll = db.prepare(
    `INSERT OR IGNORE INTO read_model_dirty (person_num)
       SELECT DISTINCT person_num FROM resource_records WHERE person_num IS NOT NULL`,
  );
  const readMeta = db
    .prepare<[string], string>('SELECT value FROM read_model_meta WHERE key = ?')
    .pluck();
  const writeMeta = db.prepare<[string, string]>(
    'INSERT INTO read_model_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const fingerprint = rulesFingerprint(rules);
  const duplicateFingerprint = duplicatesFingerprint(duplicateRules);
  const markScheduled = db.prepare<{ cohortFrom: string; cohortTo: string }>(SCHEDULE_REDERIVE_SQL);
  // The month the schedules' age- and year-bound rows were derived in (scheduleUpkeep.ts).
  let scheduleMonth = readMeta.get('schedule') ?? '';
  const markNewMonth = (day: string): void => {
    const month = day.slice(0, 7);
    if (month === scheduleMonth) return;
    const cohort = String(Number(day.slice(0, 4)) - 65);
    markScheduled.run({ cohortFrom: `${cohort}-01-01`, cohortTo: `${cohort}-12-31` });
    writeMeta.run('schedule', month);
    scheduleMonth = month;
  };
  const tallies = scopeTalliesOf(db);

  const drain = (): number => {
    const day = today();
    markNewMonth(day);
    let count = 0;
    for (;;) {
      const batch = pending.all(BATCH);
      if (batch.length === 0) return count;
      for (const personNum of batch) {
        // The kept tallies lose the resident's old rows and gain the new (scopeTallies.ts).
        tallies.remove(personNum);
        deriveResident(statements, personNum, rules, day);
        tallies.add(personNum);
        done.run(personNum);
      }
      count += batch.length;
    }
  };
  const refresh = (): number =>
    anyPending.get() === undefined && today().slice(0, 7) === scheduleMonth
      ? 0
      : db.inTransaction
        ? drain()
        : db.transaction(drain)();

  const rebuild = (): number =>
    db.transaction(() => {
      // Every tally is computed again from the rebuilt rows when next read.
      tallies.clear();
      markAll.run();
      writeMeta.run('rules', fingerprint);
      writeMeta.run('duplicates', duplicateFingerprint);
      return drain();
    })();

  // Rows derived with other rules (a changed FOLLOW_UP_RULES or DUPLICATE_RULES) are derived again.
  const derivedDuplicates =
    readMeta.get('duplicates') ?? duplicatesFingerprint(DEFAULT_DUPLICATE_RULES);
  if (readMeta.get('rules') !== fingerprint || derivedDuplicates !== duplicateFingerprint)
    rebuild();
  else refresh();
  // Planner statistics for tables that lack them or changed much (sampled, so it stays quick on
  // a county's database): without them SQLite may walk an index in the wrong order.
  db.pragma('analysis_limit = 1000');
  db.pragma('optimize = 0x10002');
  return {
    refresh,
    rebuild,
    worklist: fresh(createWorklistQueries(db), refresh),
    serviceDue: fresh(createServiceDueQueries(db), refresh),
  };
};
