import { useSystemRunParamsQuery } from '@/services/auth/systemEndpoints';

import { productTitle } from './productTitle';

/** The product title, once the run parameters are in (the default until then). */
export const useProductTitle = (): string => {
  const { data } = useSystemRunParamsQuery();
  return productTitle(data?.systemName);
};
