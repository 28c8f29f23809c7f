import { useMemo } from 'react';

import { useAccess } from '@/features/permission';

import { permissionCode } from '../model/permissionCode';

export type CanVerb = (verb: string) => boolean;

/**
 * Which of a family's buttons the user may see. The list itself is always shown; every button
 * that changes or exports data needs its code (spec 5: the element is removed, not disabled).
 */
export const useResourceAccess = (familyId: string): CanVerb => {
  const access = useAccess();
  return useMemo(
    () => (verb: string) => access.hasAnyPermission([permissionCode(familyId, verb)]),
    [access, familyId],
  );
};
