import { getFamily, isConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints, type ResourceRow } from '@/services/resources';

import { RecordDialogView } from './RecordDialogView';

export interface ResidentRecordDialogProps {
  /** A catalogue family with a personNum field (hypertensionFollowUp, diabetesFollowUP…). */
  familyId: string;
  personNum: string;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

const asRow = (value: unknown): ResourceRow | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as ResourceRow)
    : undefined;

/**
 * A new record of a family for one resident, chosen already: the catalogue's own create dialog,
 * opened with formInit's defaults for that resident (header, last visit's medications and
 * targets). The work list's "录入随访" opens it, so whatever the dialog knows (the follow-up
 * rules) applies there too.
 */
export function ResidentRecordDialog({
  familyId,
  personNum,
  open,
  onClose,
  afterClose,
}: ResidentRecordDialogProps) {
  if (!isConcreteFamilyId(familyId)) throw new Error(`${familyId} is not a concrete family`);
  const family = getFamily(familyId);
  const endpoint = getResourceEndpoints(familyId).queries.formInit;
  const { data, isLoading, error } = endpoint
    ? endpoint.useQuery({ params: { personNum } }, { refetchOnMountOrArgChange: true })
    : { data: undefined, isLoading: false, error: undefined };
  return (
    <RecordDialogView
      family={family}
      mode="create"
      open={open}
      // Without defaults the form still opens for that resident, the rest typed by hand.
      source={error || !endpoint ? { personNum } : { personNum, ...asRow(data) }}
      loading={isLoading}
      onClose={onClose}
      afterClose={afterClose}
      onOpenRecord={() => undefined}
    />
  );
}
