import { selectSessionUser } from '@/features/auth';
import { usePermission } from '@/features/permission';
import { useAppSelector } from '@/shared/hooks/storeHooks';

/** The button code that shows a family's ID numbers, phones and names in full (spec 5). */
export const VIEW_FULL_CODE = 'persons:viewFull';
export const MERGE_CODE = 'persons:fileMerge';

/** Whether the archive view may show identifiers in full: only with the family's view-full code. */
export const useSeesFullIdentifiers = (): boolean => usePermission([VIEW_FULL_CODE]);

/** Merging archives is an administrator's job: IsAdmin, or the merge button's code. */
export const useMayMergeArchives = (): boolean => {
  const isAdmin = useAppSelector(selectSessionUser)?.IsAdmin === true;
  return usePermission([MERGE_CODE]) || isAdmin;
};
