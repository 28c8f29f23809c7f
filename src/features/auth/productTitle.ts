import { getRuntimeConfig } from '@/services/config/runtimeConfig';

import { DEFAULT_PRODUCT_TITLE, MB_PRODUCT_TITLE } from './loginCopy';

export { DEFAULT_PRODUCT_TITLE, MB_PRODUCT_TITLE };

/** Spec 1: the run parameters' SystemName, else the default; ismbShow fixes the mb name. */
export const productTitle = (systemName: string | null | undefined): string => {
  if (getRuntimeConfig().ismbShow) return MB_PRODUCT_TITLE;
  return systemName?.trim() || DEFAULT_PRODUCT_TITLE;
};
