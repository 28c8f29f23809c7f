import { registerPage } from '@/features/permission';
import { GROUPS_PAGE_COMPONENT } from '@/services/contract';

/** Plugs 用户组管理 into the page registry under its menu component name (userGroups). */
export const registerGroupsPage = (): void => {
  registerPage(GROUPS_PAGE_COMPONENT, () => import('./GroupsPage'));
};

/* The pure model of the grant tree, for tests. */
export {
  grantsToKeys,
  indexGrantNodes,
  keysToGrants,
  toggleGrant,
  toGrantNodes,
} from './grantTree';
