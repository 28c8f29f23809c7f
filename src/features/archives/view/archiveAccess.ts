import { selectSessionUser } from '@/features/auth';
import { usePermission } from '@/features/permission';
import { PERSON_MERGE_CODE, PERSON_VIEW_FULL_CODE } from '@/services/contract';
import { useAppSelector } from '@/shared/hooks/storeHooks';

/** The button code that shows a family's ID numbers, phones and names in full (spec 5). */
export const VIEW_FULL_CODE = PERSON_VIEW_FULL_CODE;
/** The code the server checks on persons/fileMerge (重复档案's 合并 button). */
export const MERGE_CODE = PERSON_MERGE_CODE;

/** Whether the archive view may show identifiers in full: only with the family's view-full code. */
export const useSeesFullIdentifiers = (): boolean => usePermission([VIEW_FULL_CODE]);

/**
 * Merging archives is an administrator's job: the server lets IsAdmin or a holder of the
 * write-off button merge, and the client shows the button on the same rule.
 */
export const useMayMergeArchives = (): boolean => {
  const isAdmin = useAppSelector(selectSessionUser)?.IsAdmin === true;
  return usePermission([MERGE_CODE]) || isAdmin;
};
