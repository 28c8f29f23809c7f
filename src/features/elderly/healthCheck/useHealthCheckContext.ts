import {
  HEALTH_CHECK_CARD_FAMILIES,
  type HealthCheckContext,
  hasActiveCard,
  healthCheckPerson,
} from '@/domain/healthCheck';
import { getFollowUpRules } from '@/services/config/runtimeConfig';
import { getResourceEndpoints, isResourceRow, type ResourceRow } from '@/services/resources';

/** Enough rows of a resident's cards and assessments for the newest to be among them. */
const PAGE = 20;

const rowsOf = (data: unknown, personNum: string): ResourceRow[] =>
  typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items)
    ? data.items.filter(isResourceRow).filter((row) => row.personNum === personNum)
    : [];

const useRows = (
  family: 'hypertensionCard' | 'diabetesManager' | 'mentalcard' | 'healthchecktablescores',
  personNum: string | undefined,
) => {
  const reply = getResourceEndpoints(family).list?.useQuery(
    { personNum: personNum ?? '', PageSize: PAGE },
    { skip: !personNum },
  );
  const ready = Boolean(reply?.isSuccess && !reply.isFetching);
  return ready && personNum ? rowsOf(reply?.data, personNum) : undefined;
};

/**
 * What the 健康体检表's rules need of its resident (src/domain/healthCheck/person.ts): the
 * personal record (age, sex, 文化程度), the management cards and the 生活自理能力评估 records,
 * through RTK Query keyed by the resident, so another resident's data never answers. Undefined
 * while no resident is chosen or anything is still loading; the server reads the same.
 */
export const useHealthCheckContext = (
  personNum: string | undefined,
  checkDate: string | undefined,
): HealthCheckContext | undefined => {
  const person = getResourceEndpoints('persons').get?.useQuery(personNum ?? '', {
    skip: !personNum,
  });
  const hypertension = useRows(HEALTH_CHECK_CARD_FAMILIES.hypertension, personNum);
  const diabetes = useRows(HEALTH_CHECK_CARD_FAMILIES.diabetes, personNum);
  const mental = useRows(HEALTH_CHECK_CARD_FAMILIES.mentalDisorder, personNum);
  const selfCare = useRows('healthchecktablescores', personNum);
  if (!personNum || !person?.data || !hypertension || !diabetes || !mental || !selfCare) {
    return undefined;
  }
  return {
    person: healthCheckPerson(person.data, checkDate, {
      hypertension: hasActiveCard(hypertension),
      diabetes: hasActiveCard(diabetes),
      mentalDisorder: hasActiveCard(mental),
    }),
    selfCareAssessments: selfCare,
    chronic: getFollowUpRules().chronic,
  };
};
