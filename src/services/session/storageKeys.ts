/** Product-prefixed storage keys (spec 9), so two products on one origin never collide. */
const PREFIX = 'gwphis';

export const STORAGE_KEYS = {
  token: `${PREFIX}-token`,
  login: `${PREFIX}-login`,
  version: `${PREFIX}-version`,
  account: `${PREFIX}-account`,
  mbcode: `${PREFIX}-mbcode`,
  loginTime: `${PREFIX}-login-time`,
  sidebarStatus: `${PREFIX}-sidebar-status`,
  settings: `${PREFIX}-settings`,
  tabs: `${PREFIX}-tabs`,
  endNotice: `${PREFIX}-end-notice`,
} as const;
