import { ageOn } from '@/domain/calendar';
import { type ChronicFollowUpFamily } from '@/domain/followUp';
import { concreteFamilyId, type ConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints, type ResourceRow } from '@/services/resources';

import { textOf } from './followUpValues';
import { isActiveCard, listRowsOf } from './managementCards';

export interface FollowUpRecords {
  /** undefined while unknown (no resident yet, or still loading). */
  hasCard: boolean | undefined;
  /** The patient's active management card (its regimen and dates seed a TB visit). */
  card: ResourceRow | undefined;
  /** The same patient's most recent visit before this one. */
  lastVisit: ResourceRow | undefined;
  lastVisitLoaded: boolean;
  /** The resident's newest 健康体检表 (its 身高 when no visit has one). */
  latestCheck: ResourceRow | undefined;
  /** Age on the visit date, from the resident's birth date. */
  age: number | undefined;
  resident: ResourceRow | undefined;
}

const HISTORY_PAGE = 10;

const sameId = (a: unknown, b: unknown): boolean =>
  (typeof a === 'string' || typeof a === 'number') &&
  (typeof b === 'string' || typeof b === 'number') &&
  String(a) === String(b);

/**
 * What the rules need to know about the patient of a follow-up: a management card, the birth
 * date (65+ target) and the previous visits (carry-over, second 控制不满意 in a row). All come
 * through RTK Query, keyed by the resident, so another patient's data can never answer.
 */
export const useFollowUpRecords = (
  familyId: ConcreteFamilyId,
  family: Pick<ChronicFollowUpFamily, 'cardFamilyId'>,
  personNum: string | undefined,
  recordId: unknown,
  visitDate: string | undefined,
): FollowUpRecords => {
  const skip = !personNum;
  const person = getResourceEndpoints('persons').get?.useQuery(personNum ?? '', { skip });
  const cards = getResourceEndpoints(concreteFamilyId(family.cardFamilyId)).list?.useQuery(
    { personNum: personNum ?? '', PageSize: 20 },
    { skip },
  );
  const history = getResourceEndpoints(familyId).queries.history?.useQuery(
    { params: { personNum: personNum ?? '', PageSize: HISTORY_PAGE } },
    { skip },
  );
  const checks = getResourceEndpoints('healthCheckTables').list?.useQuery(
    { personNum: personNum ?? '', PageSize: 1 },
    { skip },
  );
  const cardRows = listRowsOf(cards?.data).filter((row) => row.personNum === personNum);
  const hasCard =
    skip || !cards?.isSuccess || cards.isFetching ? undefined : cardRows.some(isActiveCard);
  const lastVisit = listRowsOf(history?.data).find(
    (row) =>
      row.personNum === personNum &&
      !sameId(row.ID, recordId) &&
      (!visitDate || !textOf(row.visitDate) || String(row.visitDate) <= visitDate),
  );
  const birthDate = textOf(person?.data?.birthDate);
  return {
    hasCard,
    card: hasCard ? cardRows.find(isActiveCard) : undefined,
    lastVisit,
    lastVisitLoaded: Boolean(
      history?.isSuccess && !history.isFetching && (!checks || checks.isSuccess || checks.isError),
    ),
    latestCheck: listRowsOf(checks?.data).find((row) => row.personNum === personNum),
    age: birthDate && visitDate ? ageOn(birthDate, visitDate) : undefined,
    resident: person?.data,
  };
};
