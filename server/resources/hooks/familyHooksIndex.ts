import { familyHooks } from './familyHooks';
import { type FamilyHooks } from './hookTypes';
import { hospitalHooks } from './hospitalHooks';
import { personHooks } from './personHooks';
import { sysUserHooks } from './sysUserHooks';

/** The core families whose records do more than sit in the store. */
export const FAMILY_HOOKS: Readonly<Record<string, FamilyHooks>> = {
  persons: personHooks,
  familys: familyHooks,
  hospitals: hospitalHooks,
  sysUsers: sysUserHooks,
};
