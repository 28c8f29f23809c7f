import { type FamilyModel } from '../resources/familyModel';
import { type RecordContext } from '../resources/recordOps';
import { textOf } from '../resources/recordValues';
import { agreementProgress } from '../resources/signing/residentSigning';
import { type StoredRecord } from '../resources/store/resourceStore';
import { type RecordData } from '../resources/validation/validateInput';

/**
 * What the paper needs beyond the stored values: the name of each record a lookup field points
 * to (签约团队 and 签约服务包 print as names, never as ids), and for an agreement the phone of
 * the resident's archive when the agreement has none and each item's records this contract year
 * (the 服务项目清单 lists what was delivered; agreementProgress).
 */
export const printExtras = (
  rc: RecordContext,
  model: FamilyModel,
  record: StoredRecord,
  person: StoredRecord | null,
  out: RecordData,
): RecordData => {
  const lookupLabels: Record<string, string> = {};
  for (const field of model.fields) {
    const lookup = field.lookup;
    const value = textOf(record.data[field.name]);
    if (field.kind !== 'lookup' || !lookup || lookup.family === 'hospitals' || !value) continue;
    const target = rc.store.get(lookup.family, value);
    const label = target ? textOf(target.data[lookup.labelField]) : '';
    if (label) lookupLabels[field.name] = label;
  }
  const extra: RecordData = { ...out, lookupLabels };
  if (model.id !== 'signRegistes') return extra;
  if (!textOf(out.phone) && person) extra.phone = textOf(person.data.phone);
  extra.items = agreementProgress(rc, record).progress.map(({ name, rule, times, done }) => ({
    name,
    rule,
    times,
    done,
  }));
  return extra;
};
