import { type ReactNode, useMemo } from 'react';

import { selectSessionUser } from '@/features/auth';
import { useAppSelector } from '@/shared/hooks/storeHooks';

import { access, type Access } from './access';
import { selectButtonCodes } from './permissionSlice';

/** The signed-in user's access, recomputed only when the user or the codes change. */
export const useAccess = (): Access => {
  const user = useAppSelector(selectSessionUser);
  const codes = useAppSelector(selectButtonCodes);
  return useMemo(() => access(user, codes), [user, codes]);
};

/** Whether any of the operation codes is held; throws when the list is missing (spec 5). */
export const usePermission = (codes: readonly string[]): boolean =>
  useAccess().hasAnyPermission(codes);

/** Whether any of the roles is held; throws when the list is missing (spec 5). */
export const useRole = (roles: readonly string[]): boolean => useAccess().hasAnyRole(roles);

interface RequirePermissionProps {
  codes: readonly string[];
  children: ReactNode;
}

/** Renders its children only when one of the codes is held; otherwise nothing at all. */
export function RequirePermission({ codes, children }: RequirePermissionProps) {
  return usePermission(codes) ? <>{children}</> : null;
}

interface RequireRoleProps {
  roles: readonly string[];
  children: ReactNode;
}

/** Renders its children only when one of the roles is held; otherwise nothing at all. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  return useRole(roles) ? <>{children}</> : null;
}
