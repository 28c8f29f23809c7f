import { type FamilyId } from '@/services/contract';

import { type ActionArgs, isResourceRow, type RecordId } from './resourceTypes';

/**
 * Cache tags of the generated endpoints (DESIGN.md, Requests): one tag type per family, a
 * `LIST` tag for everything that lists or derives from many records, and one tag per record.
 * A mutation invalidates its family's `LIST` and the records it names, so a save refreshes
 * exactly that family's lists.
 */

export const LIST_ID = 'LIST';

/** A tag names a family (its id is the tag type) and a record of it, or its `LIST`. */
export interface ResourceTag {
  type: FamilyId;
  id: RecordId;
}

const isRecordId = (value: unknown): value is RecordId =>
  typeof value === 'string' || typeof value === 'number';

export const listTag = (type: FamilyId): ResourceTag => ({ type, id: LIST_ID });

export const recordTags = (type: FamilyId, ids: readonly RecordId[]): ResourceTag[] =>
  ids.map((id) => ({ type, id }));

/** The LIST tag plus one per row of a list reply (`items`), read by the family's id field. */
export const listResultTags = (type: FamilyId, idField: string, result: unknown): ResourceTag[] => {
  const items =
    typeof result === 'object' && result !== null && 'items' in result ? result.items : undefined;
  const rows: unknown[] = Array.isArray(items) ? items : [];
  const ids = rows.map((row) => (isResourceRow(row) ? row[idField] : undefined)).filter(isRecordId);
  return [listTag(type), ...recordTags(type, ids)];
};

/** The records a lifecycle verb or extra names: its id, or the ids a batch carries as its body. */
export const actionIds = (args: ActionArgs | void): RecordId[] => {
  if (args?.id !== undefined) return [args.id];
  return Array.isArray(args?.body) ? args.body.filter(isRecordId) : [];
};

export const actionTags = (type: FamilyId, args: ActionArgs | void): ResourceTag[] => [
  listTag(type),
  ...recordTags(type, actionIds(args)),
];
