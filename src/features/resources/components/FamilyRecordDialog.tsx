import { type ConcreteFamilyId, getFamily } from '@/services/contract';
import { getResourceEndpoints, type ResourceRow } from '@/services/resources';

import { RecordDialog } from './RecordDialog';

export interface FamilyRecordDialogProps {
  familyId: ConcreteFamilyId;
  open: boolean;
  /** Values the new record starts with (the resident it is for). */
  seed?: ResourceRow;
  /** The resident the record is for: the form starts with formInit's values for them. */
  defaultsFor?: string;
  onClose: () => void;
}

const ignoreOpenRecord = () => undefined;

/**
 * A family's 新增 dialog opened from another page (a follow-up asking for its management card
 * first, a work list recording a visit): the same dialog, rules and extensions as the list's.
 */
export function FamilyRecordDialog({
  familyId,
  open,
  seed,
  defaultsFor,
  onClose,
}: FamilyRecordDialogProps) {
  const family = getFamily(familyId);
  if (!family || family.wildcard) return null;
  return (
    <RecordDialog
      family={family}
      endpoints={getResourceEndpoints(familyId)}
      target={{
        mode: 'create',
        ...(seed ? { seed } : {}),
        ...(defaultsFor ? { defaultsFor } : {}),
      }}
      open={open}
      onClose={onClose}
      afterClose={ignoreOpenRecord}
      onOpenRecord={ignoreOpenRecord}
    />
  );
}
