import { getRuntimeConfig } from '@/services/config/runtimeConfig';

export const DEFAULT_PRODUCT_TITLE = '基本公共卫生服务信息平台';
export const MB_PRODUCT_TITLE = '县域医共体慢病管理平台';

/** Spec 1: the run parameters' SystemName, else the default; ismbShow fixes the mb name. */
export const productTitle = (systemName: string | null | undefined): string => {
  if (getRuntimeConfig().ismbShow) return MB_PRODUCT_TITLE;
  return systemName?.trim() || DEFAULT_PRODUCT_TITLE;
};
