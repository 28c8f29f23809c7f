import { antenatalVisitNumberAfter } from '@/domain/maternal';
import { getResourceEndpoints, isResourceRow, type ResourceRow } from '@/services/resources';

import { type PlainValues } from './ruleForm';

/**
 * What a new maternal follow-up carries from the woman's earlier records (national-forms-2.md
 * §4, §5): 末次月经 from her 第1次产前检查 and the visit number after the follow-ups of this
 * pregnancy; 分娩日期 and 出院日期 from her 产后访视. Through RTK Query keyed by the woman, so
 * another resident's data never answers.
 */

const HISTORY_PAGE = 10;
const NOTHING: PlainValues = {};

const rowsOf = (data: unknown, personNum: string | undefined): ResourceRow[] => {
  if (typeof data !== 'object' || data === null || !('items' in data)) return [];
  const items = data.items;
  return Array.isArray(items)
    ? items.filter(isResourceRow).filter((row) => row.personNum === personNum)
    : [];
};

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const personOf = (values: PlainValues): string | undefined => textOf(values.personNum);

/** 第2～5次产前随访: 末次月经 and 随访次数. */
export const usePrenatalCarryOver = (values: PlainValues): PlainValues => {
  const personNum = personOf(values);
  const skip = !personNum;
  const first = getResourceEndpoints('prenatalFirstChecks').list?.useQuery(
    { personNum: personNum ?? '', PageSize: 1 },
    { skip },
  );
  const earlier = getResourceEndpoints('prenatalFollowUps').list?.useQuery(
    { personNum: personNum ?? '', PageSize: HISTORY_PAGE },
    { skip },
  );
  if (skip || !first?.isSuccess || !earlier?.isSuccess) return NOTHING;
  const lmp = textOf(rowsOf(first.data, personNum)[0]?.lastMenstrualPeriod);
  const count = rowsOf(earlier.data, personNum).filter(
    (row) => !lmp || row.lastMenstrualPeriod === lmp,
  ).length;
  const visit = antenatalVisitNumberAfter(count);
  return {
    ...(lmp ? { lastMenstrualPeriod: lmp } : {}),
    ...(visit ? { visitTimes: String(visit) } : {}),
  };
};

/** 产后42天健康检查: 分娩日期 and 出院日期 of the 产后访视. */
export const usePostpartumCarryOver = (values: PlainValues): PlainValues => {
  const personNum = personOf(values);
  const skip = !personNum;
  const visits = getResourceEndpoints('postpartumVisits').list?.useQuery(
    { personNum: personNum ?? '', PageSize: 1 },
    { skip },
  );
  const last = rowsOf(visits?.data, personNum)[0];
  if (!last) return NOTHING;
  return {
    ...(textOf(last.deliveryDate) ? { deliveryDate: last.deliveryDate } : {}),
    ...(textOf(last.dischargeDate) ? { dischargeDate: last.dischargeDate } : {}),
  };
};
