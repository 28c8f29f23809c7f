import { type FormExtension, type FormExtensionContext } from '@/features/resources';

import { FulfilmentPanel } from './FulfilmentPanel';
import { usePopulationConfirm } from './usePopulationConfirm';
import { useTeamChoices } from './useTeamChoices';

/** Set by the population check before saving, never typed. */
const HIDDEN = new Set(['populationConfirmed']);
/** What the server places or links: 人群分类 from the archive, 原签约 by 续约. */
const COMPUTED = new Set(['crowdTypes', 'previousId']);

/**
 * 家庭医生签约's dialog: 签约团队 and 签约医生 chosen among the resident's hospital's teams and
 * the team's doctors, the package's population check with confirmation before saving, and
 * beside a saved agreement its 履约情况 and 续约.
 */
export const useSigningForm = ({ mode, id, form }: FormExtensionContext): FormExtension => {
  const confirmPopulation = usePopulationConfirm();
  const { controlFor, onTeamChange } = useTeamChoices(form, mode !== 'view');
  return {
    controlFor,
    onValuesChange: onTeamChange,
    hiddenFields: HIDDEN,
    computedFields: COMPUTED,
    beforeSave: confirmPopulation,
    ...(mode !== 'create' && id !== undefined ? { aside: <FulfilmentPanel id={id} /> } : {}),
  };
};
