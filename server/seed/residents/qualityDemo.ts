import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED, type Random } from '../random';

/**
 * 档案质控's demo problems (kernel src/domain/archives/quality): about 3% of the in-file
 * hypertension patients have their 既往史 left empty, as archives filed before the card was
 * opened are, so the 不规范档案 list has "既往史缺病种（高血压）" to fix. The field is optional, so
 * every record still passes the kernel's field checks. Its own random stream, after everything
 * else is written, so no other demo data changes.
 */
export const writeQualityProblems = (db: Db): number => {
  const random: Random = createRandom(DEMO_SEED + 66);
  const patients = db
    .prepare<[], string>(
      `SELECT DISTINCT p.id FROM resource_records p
         JOIN resource_records c ON c.family = 'hypertensionCard' AND c.person_num = p.id
        WHERE p.family = 'persons' AND p.status = '1'
          AND json_extract(c.data, '$.manageStatus') = '1'
          AND json_extract(p.data, '$.pastHistory') IS NOT NULL
        ORDER BY p.id`,
    )
    .pluck()
    .all();
  const chosen = patients.filter(() => random.next() < 0.03);
  const clear = db.prepare<[string]>(
    `UPDATE resource_records SET data = json_remove(data, '$.pastHistory')
      WHERE family = 'persons' AND id = ?`,
  );
  for (const id of chosen) clear.run(id);
  return chosen.length;
};
