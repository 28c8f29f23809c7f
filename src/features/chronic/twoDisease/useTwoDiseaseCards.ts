import { TWO_DISEASE_CARDS } from '@/domain/twoDisease';
import { type ConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints } from '@/services/resources';

import { isActiveCard, listRowsOf } from '../followUp/managementCards';

const useActiveCard = (
  cardFamilyId: ConcreteFamilyId,
  personNum: string | undefined,
): boolean | undefined => {
  const cards = getResourceEndpoints(cardFamilyId).list?.useQuery(
    { personNum: personNum ?? '', PageSize: 20 },
    { skip: !personNum },
  );
  if (!personNum || !cards?.isSuccess || cards.isFetching) return undefined;
  return listRowsOf(cards.data).some((row) => row.personNum === personNum && isActiveCard(row));
};

/**
 * The titles of the management cards the resident still lacks (高血压 / 糖尿病), or undefined
 * while no resident is chosen or the cards are loading. The server refuses the same.
 */
export const useMissingTwoDiseaseCards = (personNum: string | undefined): string[] | undefined => {
  const { hypertension, diabetes } = TWO_DISEASE_CARDS;
  const hasHypertension = useActiveCard(hypertension.cardFamilyId, personNum);
  const hasDiabetes = useActiveCard(diabetes.cardFamilyId, personNum);
  if (hasHypertension === undefined || hasDiabetes === undefined) return undefined;
  return [
    ...(hasHypertension ? [] : [hypertension.cardTitle]),
    ...(hasDiabetes ? [] : [diabetes.cardTitle]),
  ];
};
