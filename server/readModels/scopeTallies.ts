import { type Db } from '../db/openDatabase';

/**
 * Counts per hospital kept on write (migration 550). A tally is a GROUP BY over the read models
 * (server/readModels) giving, per hospital and part (a doctor, or ''), a row of sums; its
 * parameters hold everything the counts depend on besides the records (the day, the rules). Read
 * with new parameters (a new day), it is computed whole once; between, every derivation of a
 * resident takes the resident's old rows out and puts the new ones in, by the same SQL restricted
 * to the resident. A scope's counts are then the sum of its hospitals' rows (hospital_tree), so
 * their cost grows with the number of hospitals, not of patients.
 * test/integration/server/scopeTallies.test.ts checks kept = computed after random writes.
 */
export interface TallyDefinition {
  /** Unique among tallies, e.g. `worklist:hypertension`. */
  name: string;
  /**
   * SELECT hospital_id, part, then one SUM or COUNT per count, GROUP BY hospital_id, part; the
   * text `{person}` stands where the WHERE clause takes the resident's condition (or 1).
   */
  sql: string;
  /** The column `{person}` compares with @person (it must be an indexed person column). */
  personColumn: string;
  params: Readonly<Record<string, string | number>>;
}

export interface TallyRow {
  hospitalId: string;
  part: string;
  counts: Record<string, number>;
}

export interface ScopeTallies {
  /** The rows of the hospitals in `root`'s subtree, computing the tally first if it is stale. */
  read(definition: TallyDefinition, root: string): TallyRow[];
  /** Takes a resident's contribution out of every kept tally (before their rows change). */
  remove(personNum: string): void;
  /** Puts a resident's contribution into every kept tally (after their rows changed). */
  add(personNum: string): void;
  /** Forgets every tally (a rebuild of the read models recomputes them when next read). */
  clear(): void;
}

interface KeyRow {
  tally: string;
  all_sql: string;
  person_sql: string;
  params: string;
}

interface RawRow {
  hospital_id: string;
  part: string;
  [count: string]: string | number;
}

const countsOf = (row: RawRow): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column !== 'hospital_id' && column !== 'part') counts[column] = Number(value ?? 0);
  }
  return counts;
};

const textsOf = (definition: TallyDefinition) => ({
  all_sql: definition.sql.replaceAll('{person}', '1'),
  person_sql: definition.sql.replaceAll('{person}', `${definition.personColumn} = @person`),
  params: JSON.stringify(definition.params),
});

const SCOPE_ROWS = `SELECT hospital_id, part, counts FROM scope_tallies
  WHERE tally = ? AND hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)`;

const createScopeTallies = (db: Db): ScopeTallies => {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const keyOf = db.prepare<[string], KeyRow>('SELECT * FROM scope_tally_keys WHERE tally = ?');
  const keys = db.prepare<[], KeyRow>('SELECT * FROM scope_tally_keys');
  const one = db.prepare<[string, string, string], { counts: string }>(
    'SELECT counts FROM scope_tallies WHERE tally = ? AND hospital_id = ? AND part = ?',
  );
  const put = db.prepare<[string, string, string, string]>(
    `INSERT INTO scope_tallies (tally, hospital_id, part, counts) VALUES (?, ?, ?, ?)
     ON CONFLICT (tally, hospital_id, part) DO UPDATE SET counts = excluded.counts`,
  );
  const scopeRows = db.prepare<
    [string, string],
    { hospital_id: string; part: string; counts: string }
  >(SCOPE_ROWS);
  const dropRows = db.prepare<[string]>('DELETE FROM scope_tallies WHERE tally = ?');
  const putKey = db.prepare<[KeyRow]>(
    `INSERT INTO scope_tally_keys (tally, all_sql, person_sql, params)
     VALUES (@tally, @all_sql, @person_sql, @params)
     ON CONFLICT (tally) DO UPDATE SET all_sql = excluded.all_sql,
       person_sql = excluded.person_sql, params = excluded.params`,
  );

  const computeWhole = (key: KeyRow): RawRow[] =>
    prepared(key.all_sql).all(JSON.parse(key.params) as object) as RawRow[];

  const store = db.transaction((key: KeyRow) => {
    dropRows.run(key.tally);
    for (const row of computeWhole(key)) {
      put.run(key.tally, row.hospital_id, row.part, JSON.stringify(countsOf(row)));
    }
    putKey.run(key);
  });

  const adjust = (personNum: string, sign: 1 | -1) => {
    for (const key of keys.all()) {
      const rows = prepared(key.person_sql).all({
        ...(JSON.parse(key.params) as object),
        person: personNum,
      }) as RawRow[];
      for (const row of rows) {
        const kept = one.get(key.tally, row.hospital_id, row.part);
        const counts = kept ? (JSON.parse(kept.counts) as Record<string, number>) : {};
        for (const [name, value] of Object.entries(countsOf(row))) {
          counts[name] = (counts[name] ?? 0) + sign * value;
        }
        put.run(key.tally, row.hospital_id, row.part, JSON.stringify(counts));
      }
    }
  };

  return {
    read: (definition, root) => {
      const key: KeyRow = { tally: definition.name, ...textsOf(definition) };
      const kept = keyOf.get(definition.name);
      const current =
        kept?.params === key.params &&
        kept.all_sql === key.all_sql &&
        kept.person_sql === key.person_sql;
      if (!current) {
        try {
          store(key);
        } catch {
          // Nothing may be written (a full disk): the counts are computed for this read alone.
          const inScope = new Set(
            db
              .prepare<[string], string>('SELECT descendant FROM hospital_tree WHERE ancestor = ?')
              .pluck()
              .all(root),
          );
          return computeWhole(key)
            .filter((row) => inScope.has(row.hospital_id))
            .map((row) => ({ hospitalId: row.hospital_id, part: row.part, counts: countsOf(row) }));
        }
      }
      return scopeRows.all(definition.name, root).map((row) => ({
        hospitalId: row.hospital_id,
        part: row.part,
        counts: JSON.parse(row.counts) as Record<string, number>,
      }));
    },
    remove: (personNum) => adjust(personNum, -1),
    add: (personNum) => adjust(personNum, 1),
    clear: () => {
      db.exec('DELETE FROM scope_tallies; DELETE FROM scope_tally_keys;');
    },
  };
};

const byDatabase = new WeakMap<Db, ScopeTallies>();

/** The tallies of a database (one instance per connection, its statements prepared once). */
export const scopeTalliesOf = (db: Db): ScopeTallies => {
  let tallies = byDatabase.get(db);
  if (!tallies) {
    tallies = createScopeTallies(db);
    byDatabase.set(db, tallies);
  }
  return tallies;
};
