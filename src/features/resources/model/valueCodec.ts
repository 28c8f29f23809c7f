import { objectListOf } from '@/domain/fields';
import { type MedicationEntry, type ServiceItemEntry } from '@/services/contract';

/**
 * Reading the loosely typed values records carry. Older endpoints write a multi-choice as a
 * JSON array, a comma-joined string or a single code, and a flag as true, 1 or '1'; the client
 * reads all of them and always writes one shape.
 */

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

/** A multi-choice value as a list of codes. */
export const toCodeList = (value: unknown): string[] => {
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return value.filter((item) => !isEmptyValue(item)).map(String);
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return toCodeList(JSON.parse(text) as unknown);
      } catch {
        // Not JSON after all: read it as a joined list.
      }
    }
    return text
      .split(/[,，、]/)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return [String(value)];
};

export const toFlag = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';

/** A medications value (a JSON list, as text or parsed) as entries. */
export const toMedications = (value: unknown): MedicationEntry[] =>
  (objectListOf(value) as Partial<MedicationEntry>[]).map((entry) => ({
    drug: String(entry.drug ?? ''),
    timesPerDay: Number(entry.timesPerDay ?? 0),
    dose: String(entry.dose ?? ''),
  }));

/** A 服务项目 value (a JSON list, as text or parsed) as entries. */
export const toServiceItems = (value: unknown): ServiceItemEntry[] =>
  (objectListOf(value) as Partial<ServiceItemEntry>[]).map((entry) => ({
    ...(entry.itemId ? { itemId: String(entry.itemId) } : {}),
    name: String(entry.name ?? ''),
    rule: String(entry.rule ?? ''),
    times: Number(entry.times ?? 0),
  }));
