/**
 * 用户组管理 (spec §6, user groups): the real user groups (the auth `user_groups` table), the whole
 * menu tree with each page's buttons (functionQXs + functionDetails), and the menus and buttons a
 * group holds. Shared by the reference server and the client page.
 */

export const GROUP_PERMISSION_PATHS = {
  /** GET: the real user groups. POST: a new group. */
  groups: '/api/userGroups/groups',
  /** POST `{ ids }`: deletes groups no user belongs to. */
  deleteGroups: '/api/userGroups/groups/deletes',
  /** GET: every menu item with its buttons, the tree an administrator grants from. */
  menuTree: '/api/functionQXs/permissionTree',
  /** GET: a group's grants; PUT: replaces them. Suffixed with the group id. */
  grants: '/api/userGroups/grants',
} as const;

/** The menu component of the page, and the codes its buttons need. */
export const GROUPS_PAGE_COMPONENT = 'userGroups';
export const GROUP_CODES_OF_PAGE = {
  create: 'userGroups:create',
  update: 'userGroups:update',
  deletes: 'userGroups:deletes',
} as const;

export interface UserGroupItem {
  groupId: number;
  groupCode: string;
  groupName: string;
  remark: string;
  /** Accounts in the group; a group with users cannot be deleted. */
  userCount: number;
}

export interface NewUserGroup {
  groupCode: string;
  groupName: string;
  remark?: string;
}

export interface PermissionButton {
  funDetailId: string;
  detailName: string;
}

/** A menu item as the grant tree shows it: its formBtns children become `buttons`. */
export interface PermissionMenuNode {
  functionId: string;
  functionName: string;
  menuComponet: string;
  /** 'container' (Layout), 'page' (a menu page) or 'link' (an external address). */
  kind: 'container' | 'page' | 'link';
  buttons: PermissionButton[];
  children: PermissionMenuNode[];
}

/** What a group holds: menu items (never the formBtns rows) and button codes. */
export interface GroupGrants {
  functionIds: string[];
  funDetailIds: string[];
}
