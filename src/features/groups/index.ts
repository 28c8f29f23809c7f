/** 用户组管理: its page, opened under its menu component name (GROUPS_PAGE_COMPONENT) by the app. */
export const groupsPages = {
  groups: () => import('./GroupsPage'),
};

/* The pure model of the grant tree, for tests. */
export {
  grantsToKeys,
  grantTicks,
  indexGrantNodes,
  keysToGrants,
  toggleGrant,
  toGrantNodes,
} from './grantTree';
