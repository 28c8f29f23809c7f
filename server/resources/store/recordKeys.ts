import { DATE_CANDIDATES, type FamilyModel, NAME_CANDIDATES } from '../familyModel';
import { type RecordData } from '../validation/validateInput';

/** The indexed columns of resource_records, derived from a record's data. */
export interface RecordKeys {
  person_num: string | null;
  id_card_no: string | null;
  name: string | null;
  record_date: string | null;
  status: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** A family without declared fields names its columns by whatever candidates its data holds. */
const firstPresent = (data: RecordData, candidates: readonly string[]): string | undefined =>
  candidates.find((name) => text(data[name]) !== null);

export const recordKeys = (model: FamilyModel, id: string, data: RecordData): RecordKeys => {
  const nameField =
    model.nameField ?? (model.declared ? undefined : firstPresent(data, NAME_CANDIDATES));
  const dateField =
    model.dateField ?? (model.declared ? undefined : firstPresent(data, DATE_CANDIDATES));
  return {
    person_num: model.id === 'persons' ? id : text(data.personNum),
    id_card_no: text(data.IDCardNo ?? data.headIDCardNo),
    name: nameField ? text(data[nameField]) : null,
    record_date: dateField ? (text(data[dateField])?.slice(0, 10) ?? null) : null,
    status: model.statusField ? text(data[model.statusField]) : null,
  };
};
