/**
 * Who may see what (spec 5 and 6), as a pure function of the signed-in user and the button codes
 * of the menu. Every signed-in user has the single role admin; real access comes from the codes.
 */
export const ADMIN_ROLE = 'admin';

export interface AccessSubject {
  /** Only whether someone is signed in matters today; the account is here for future roles. */
  UserAcc?: string;
}

export interface Access {
  isSignedIn: boolean;
  roles: readonly string[];
  codes: readonly string[];
  /** True when at least one of the roles is held; throws when the list is missing or empty. */
  hasAnyRole: (roles: readonly string[] | null | undefined) => boolean;
  /** True when at least one of the codes is held; throws when the list is missing or empty. */
  hasAnyPermission: (codes: readonly string[] | null | undefined) => boolean;
}

export const ROLE_LIST_MISSING = "需要角色列表，例如 roles={['admin']}";
export const CODE_LIST_MISSING = "需要操作权限码列表，例如 codes={['persons:create']}";

/**
 * Throws on a missing or empty list, like the old directives: a guard without a list is a
 * programming error that should fail loudly in development, not hide or show silently.
 */
const requireList = (
  list: readonly string[] | null | undefined,
  message: string,
): readonly string[] => {
  if (list === null || list === undefined || list.length === 0) throw new Error(message);
  return list;
};

export const rolesOf = (user: AccessSubject | null | undefined): readonly string[] =>
  user ? [ADMIN_ROLE] : [];

export const access = (
  user: AccessSubject | null | undefined,
  buttonCodes: readonly string[],
): Access => {
  const roles = rolesOf(user);
  const held = new Set(user ? buttonCodes : []);
  return {
    isSignedIn: Boolean(user),
    roles,
    codes: [...held],
    hasAnyRole: (wanted) =>
      requireList(wanted, ROLE_LIST_MISSING).some((role) => roles.includes(role)),
    hasAnyPermission: (wanted) =>
      requireList(wanted, CODE_LIST_MISSING).some((code) => held.has(code)),
  };
};
