import { type ConcreteFamilySpec } from '@/services/contract';
import { type RecordId, type ResourceRow } from '@/services/resources';

/** The row's id by the family's id field, when it has a usable one. */
export const recordIdOf = (family: ConcreteFamilySpec, row: ResourceRow): RecordId | undefined => {
  const value = row[family.idField];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};

/**
 * A short way to name a record in a confirmation: the person's name as the server sent it
 * (whole for the user's own residents, masked where the deployment's NAME_MASKING says).
 */
export const recordName = (family: ConcreteFamilySpec, row: ResourceRow): string | undefined => {
  const field = family.fields?.find((item) => item.kind === 'name');
  const raw = row[field?.name ?? 'name'];
  if (typeof raw !== 'string' || raw === '') return undefined;
  return raw;
};
