import { type AuditEventInput, filterDetail } from '../audit/auditLog';
import { type FamilyModel } from './familyModel';
import { type ResourceCall } from './handlers/handlerTypes';

/** Handlers that write their own, more telling entry (a view of the archive, 履约情况). */
const SELF_AUDITED: ReadonlySet<string> = new Set([
  'persons homepage',
  'persons details',
  'persons duplicateCompare',
  'signRegistes fulfilment',
]);

/** Families of residents' data: the person, the household and every record of a resident. */
const holdsResidents = (model: FamilyModel): boolean =>
  model.id === 'persons' || model.id === 'familys' || model.fieldByName.has('personNum');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The trail's entry of a read of residents' data, from what the reply carries: a list gives the
 * rows' count and the query (identifiers as ***), never the rows; a record its id and resident.
 * Undefined for what is not a read of residents' data.
 */
export const readEvent = (call: ResourceCall, envelope: unknown): AuditEventInput | undefined => {
  const { model, key, route } = call;
  if (route.kind !== 'query' || !holdsResidents(model)) return undefined;
  if (SELF_AUDITED.has(`${model.id} ${key}`)) return undefined;
  const response = isRecord(envelope) ? envelope.Response : undefined;
  const base = { action: 'read' as const, resource: model.id, detail: filterDetail(call.query) };
  if (isRecord(response) && Array.isArray(response.items)) {
    return { ...base, count: response.items.length };
  }
  if (!isRecord(response)) return { ...base, count: Array.isArray(response) ? response.length : 0 };
  const id = text(response[model.idField]) ?? call.id;
  const personNum = model.id === 'persons' ? id : text(response.personNum);
  return { ...base, count: 1, recordIds: id ? [id] : [], personNum: personNum ?? null };
};
