import { type MonthToDate } from '../../src/domain/indicators';
import { type TallyDefinition, type TallyRow } from '../readModels/scopeTallies';

/**
 * A rate's counts at the end of each month of a year (the rate trends, server/chronic/
 * figureTrend.ts) as one kept tally (server/readModels/scopeTallies.ts) whose part is the month:
 * the indicator's own query, once per month with the period cut at the month's end (kernel
 * monthsToDateOf), its parameters renamed per month. Read, it is a row per hospital and month,
 * so a trend costs months × institutions; kept on write like every tally.
 */
export const monthTally = (
  name: string,
  months: readonly MonthToDate[],
  personColumn: string,
  /** The query's rows for a period (with `{person}` where the resident's condition goes). */
  rowsSqlOf: (period: MonthToDate) => string,
  /** The SUMs of its flags (the tally's counts). */
  sums: string,
  paramsOf: (period: MonthToDate) => Record<string, string | number>,
): TallyDefinition => {
  const params: Record<string, string | number> = {};
  const arms = months.map((period, index) => {
    const suffix = `_m${index}`;
    for (const [key, value] of Object.entries(paramsOf(period))) params[`${key}${suffix}`] = value;
    const sql = rowsSqlOf(period).replace(/@(\w+)/g, `@$1${suffix}`);
    return `SELECT hospitalId AS hospital_id, '${period.month}' AS part, ${sums}
      FROM (${sql}) GROUP BY hospitalId`;
  });
  return {
    name,
    sql: arms.length > 0 ? arms.join('\nUNION ALL\n') : `SELECT '' AS hospital_id WHERE 0`,
    personColumn,
    params,
  };
};

/** Counts per hospital and part: a month (the year's to its end), or a doctor. */
export type PartCounts = Map<string, Map<string, Record<string, number>>>;

/** Adds a tally's rows into the counts per hospital and part (a month, or a doctor). */
export const addPartRows = (result: PartCounts, rows: readonly TallyRow[]): PartCounts => {
  for (const row of rows) {
    const byMonth = result.get(row.hospitalId) ?? new Map<string, Record<string, number>>();
    const entry = byMonth.get(row.part) ?? {};
    for (const [count, value] of Object.entries(row.counts)) {
      entry[count] = (entry[count] ?? 0) + value;
    }
    byMonth.set(row.part, entry);
    result.set(row.hospitalId, byMonth);
  }
  return result;
};
