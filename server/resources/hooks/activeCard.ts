import { type RecordContext } from '../recordOps';
import { RECORD_SELECT, type StoredRecord } from '../store/resourceStore';

/**
 * The resident's newest management card of a family that is still active (not 已终止管理): a
 * visit or an assessment is only recorded for a patient under management.
 */
export const activeCard = (
  rc: RecordContext,
  cardFamilyId: string,
  personNum: string,
): StoredRecord | undefined =>
  rc.store
    // `+` keeps the planner on the resident's index: ordering by the family's created_at index
    // would walk every card of the county to find this resident's.
    .query(`${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ? ORDER BY +r.created_at DESC`, [
      cardFamilyId,
      personNum,
    ])
    .find((card) => card.data.manageStatus !== '2');
