import { type FamilyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';

/**
 * What a core family adds to the generic create / update / delete: server-assigned numbers,
 * records of other families kept in step, and the real tables that mirror the store.
 */
export interface FamilyHooks {
  /** The hospital a new record belongs to, when that is not simply its hospital field. */
  createHospital?(rc: RecordContext, data: RecordData): string;
  /** Fills server-assigned values; returns the new record's id when the family chooses it. */
  prepareCreate?(
    rc: RecordContext,
    model: FamilyModel,
    data: RecordData,
    hospitalId: string | null,
  ): string | undefined;
  prepareUpdate?(
    rc: RecordContext,
    model: FamilyModel,
    existing: StoredRecord,
    data: RecordData,
    hospitalId: string | null,
  ): void;
  /** After the record is written (created when `previous` is undefined). */
  afterWrite?(rc: RecordContext, record: StoredRecord, previous?: StoredRecord): void;
  /** May refuse (409) before anything is deleted. */
  beforeDelete?(rc: RecordContext, records: readonly StoredRecord[]): void;
  afterDelete?(rc: RecordContext, records: readonly StoredRecord[]): void;
}
