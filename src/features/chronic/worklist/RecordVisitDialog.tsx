import { FamilyRecordDialog } from '@/features/resources';
import { type ConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints, isResourceRow, type ResourceRow } from '@/services/resources';

const asRow = (value: unknown): ResourceRow => (isResourceRow(value) ? value : {});

/**
 * 录入随访 for one patient of the work list: the family's own create dialog (with part A's
 * follow-up rules), seeded with formInit's defaults for that resident (name, sex, ID number,
 * the last visit's medications and targets), which the list itself only holds masked, and with
 * `values` the row's own (the due service's closing values: 检查月龄, 随访次数, 疫苗名称 and 剂次).
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
  const endpoint = getResourceEndpoints(familyId).queries.formInit;
  const query = endpoint?.useQuery(
    { params: { personNum } },
    { refetchOnMountOrArgChange: true, skip: !endpoint },
  );
  if (query?.isLoading) return null;
  // Without the defaults the dialog still opens for the patient; the server fills the header.
  const seed = { ...(query?.isError ? {} : asRow(query?.data)), ...values, personNum };
  return <FamilyRecordDialog familyId={familyId} seed={seed} open={open} onClose={onClose} />;
}
