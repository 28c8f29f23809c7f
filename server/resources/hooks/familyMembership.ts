import { type RecordContext } from '../recordOps';

/** familys.memberCount: the persons whose familyCode names the family. */
export const recountFamily = (rc: RecordContext, familyCode: unknown): void => {
  if (typeof familyCode !== 'string' || familyCode === '') return;
  rc.store.db
    .prepare(
      `UPDATE resource_records SET data = json_set(data, '$.memberCount', (
         SELECT COUNT(*) FROM resource_records p
         WHERE p.family = 'persons' AND json_extract(p.data, '$.familyCode') = @code))
       WHERE family = 'familys' AND id = @code`,
    )
    .run({ code: familyCode });
};

/** Moves a resident into a family (or out of any, with null) and recounts both families. */
export const setPersonFamily = (
  rc: RecordContext,
  personNum: string,
  familyCode: string | null,
): void => {
  const person = rc.store.get('persons', personNum);
  if (!person) return;
  const previous = person.data.familyCode;
  rc.store.db
    .prepare(
      `UPDATE resource_records
       SET data = CASE WHEN @code IS NULL THEN json_remove(data, '$.familyCode')
                       ELSE json_set(data, '$.familyCode', @code) END,
           updated_by = @by, updated_at = @at
       WHERE family = 'persons' AND id = @id`,
    )
    .run({ code: familyCode, by: rc.access.userName, at: rc.now, id: personNum });
  recountFamily(rc, previous);
  recountFamily(rc, familyCode);
};

/** Persons of a family, by personNum. */
export const familyMembers = (rc: RecordContext, familyCode: string): string[] =>
  rc.store.db
    .prepare<[string], { id: string }>(
      `SELECT id FROM resource_records
       WHERE family = 'persons' AND json_extract(data, '$.familyCode') = ? ORDER BY id`,
    )
    .all(familyCode)
    .map((row) => row.id);
