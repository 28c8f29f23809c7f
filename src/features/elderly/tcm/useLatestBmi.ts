import { getResourceEndpoints, isResourceRow } from '@/services/resources';

export interface LatestBmi {
  bmi: number;
  /** The health check it comes from. */
  checkDate: string;
}

/**
 * The resident's BMI from their newest 健康体检表 (the list comes newest first), for proposing
 * question (9). Through RTK Query keyed by the resident, so another resident's check never answers.
 */
export const useLatestBmi = (personNum: string | undefined): LatestBmi | undefined => {
  const checks = getResourceEndpoints('healthCheckTables').list?.useQuery(
    { personNum: personNum ?? '', PageSize: 1 },
    { skip: !personNum },
  );
  const data: unknown = checks?.data;
  const items =
    typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items)
      ? data.items.filter(isResourceRow)
      : [];
  const latest = items.find((row) => row.personNum === personNum);
  const bmi = Number(latest?.bmi);
  if (!latest || !Number.isFinite(bmi) || bmi <= 0) return undefined;
  return { bmi, checkDate: typeof latest.checkDate === 'string' ? latest.checkDate : '' };
};
