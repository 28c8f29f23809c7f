import { addDays, daysBetween } from '../../../src/domain/calendar';
import { type Db } from '../../db/openDatabase';
import { familyModel } from '../../resources/familyModel';
import { recordKeys } from '../../resources/store/recordKeys';
import { type Random } from '../random';

/**
 * The day the demo data is dated from. Fixed, so every fresh database is identical; records
 * spread over the two years before it.
 */
export const SEED_DAY = '2026-11-15';

export type Data = Record<string, unknown>;

export interface SeedRecord {
  id: string;
  hospitalId: string | null;
  /** Who entered it and when ('YYYY-MM-DD HH:mm:ss'). */
  createdBy: string;
  createdAt: string;
  data: Data;
}

/** Writes seed records with one prepared statement, and tracks the counters they use. */
export interface SeedWriter {
  add(family: string, record: Omit<SeedRecord, 'id'> & { id?: string }): string;
  /** The next value of a counter (record ids, personNum / fileNum per region). */
  next(counter: string): number;
  count(family: string): number;
  /** Stores the counters so later records continue the numbering. */
  finish(): void;
}

export const createSeedWriter = (db: Db): SeedWriter => {
  const insert = db.prepare(
    `INSERT INTO resource_records (family, id, hospital_id, person_num, id_card_no, name,
       record_date, status, created_by, created_at, updated_by, updated_at, data)
     VALUES (@family, @id, @hospital_id, @person_num, @id_card_no, @name, @record_date, @status,
       @created_by, @created_at, @created_by, @created_at, @data)`,
  );
  const counters = new Map<string, number>();
  const counts = new Map<string, number>();
  const next = (counter: string): number => {
    const value = (counters.get(counter) ?? 0) + 1;
    counters.set(counter, value);
    return value;
  };
  return {
    next,
    count: (family) => counts.get(family) ?? 0,
    add: (family, record) => {
      const model = familyModel(family);
      const id = record.id ?? String(next(`id:${family}`));
      insert.run({
        family,
        id,
        hospital_id: record.hospitalId,
        ...recordKeys(model, id, record.data),
        created_by: record.createdBy,
        created_at: record.createdAt,
        data: JSON.stringify(record.data),
      });
      counts.set(family, (counts.get(family) ?? 0) + 1);
      return id;
    },
    finish: () => {
      const store = db.prepare('INSERT INTO resource_sequences (name, value) VALUES (?, ?)');
      for (const [name, value] of counters) store.run(name, value);
    },
  };
};

/** A day between two days (inclusive). */
export const dayBetween = (random: Random, from: string, to: string): string => {
  const span = daysBetween(from, to);
  return addDays(from, random.int(0, Math.max(0, span)));
};

/** A time of a working day on a day. */
export const workTime = (random: Random, day: string): string =>
  `${day} ${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;

/** Who entered a record and when: the care point's doctor, at a working time of the day. */
export const enteredAt = (
  random: Random,
  point: { hospitalId: string; doctor: string },
  day: string,
): Pick<SeedRecord, 'hospitalId' | 'createdBy' | 'createdAt'> => ({
  hospitalId: point.hospitalId,
  createdBy: point.doctor,
  createdAt: workTime(random, day),
});

/** A seed module that writes the records of a list of subjects, drawing from the given generator. */
export type ListWriter<Subject> = (
  random: Random,
  writer: SeedWriter,
  subjects: readonly Subject[],
) => void;

/**
 * A seed module that works from what the database already holds, for a list of residents or care
 * points, dated from `today`.
 */
export type DatedWriter<Subject> = (
  db: Db,
  writer: SeedWriter,
  subjects: readonly Subject[],
  today: string,
) => void;

/** A value rounded to `places` decimals. */
export const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export const between = (random: Random, min: number, max: number, places = 0): number =>
  round(min + random.next() * (max - min), places);

export const chance = (random: Random, probability: number): boolean => random.next() < probability;
