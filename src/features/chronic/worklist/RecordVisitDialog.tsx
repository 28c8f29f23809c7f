import { useMemo } from 'react';

import { FamilyRecordDialog } from '@/features/resources';
import { type ConcreteFamilyId } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';

/**
 * 录入随访 for one patient of the work list: the family's own create dialog (with part A's
 * follow-up rules), opened at once and seeded with formInit's defaults for that resident (name,
 * sex, ID number, the last visit's medications and targets), which the list itself only holds
 * masked; the list fetches them ahead as its rows are shown. `values` are the row's own (the
 * due service's closing values: 检查月龄, 随访次数, 疫苗名称 and 剂次). Without the defaults the
 * dialog still opens for the patient; the server fills the header.
 */
export function RecordVisitDialog({
  familyId,
  personNum,
  values,
  open,
  onClose,
}: {
  familyId: ConcreteFamilyId;
  personNum: string;
  values?: ResourceRow | undefined;
  open: boolean;
  onClose: () => void;
}) {
  // One seed per patient: a new object each render would rebuild the form.
  const seed = useMemo(() => ({ ...values, personNum }), [values, personNum]);
  return (
    <FamilyRecordDialog
      familyId={familyId}
      seed={seed}
      defaultsFor={personNum}
      open={open}
      onClose={onClose}
    />
  );
}
