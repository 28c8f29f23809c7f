import { type ConcreteFamilySpec } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';

/**
 * Rows that name a resident (the file itself, chronic cards and follow-ups, health checks,
 * signing…) link to the resident's archive pages: they carry the resident's 个人编号.
 */
export const namesResident = (family: ConcreteFamilySpec): boolean =>
  family.id === 'persons' || (family.fields ?? []).some((field) => field.name === 'personNum');

/** The resident a row names: 个人编号 and the name, or null when the row has no 个人编号. */
export const residentOf = (row: ResourceRow): { personNum: string; name: string } | null => {
  const personNum = typeof row.personNum === 'string' ? row.personNum : '';
  if (!personNum) return null;
  return { personNum, name: typeof row.name === 'string' ? row.name : '' };
};
