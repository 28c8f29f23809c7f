import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED } from '../random';

/** The highest 心率 a seeded visit gets: calm, well below the danger sign. */
const SEEDED_MAX = 96;

/**
 * 心率 on every seeded 2型糖尿病 follow-up (service-rules §2 reads its danger sign "心率 > 100"
 * from it), from a stream of its own so the rest of the demo stays as it was. Every value is
 * below the danger threshold, so each visit's class, referral and next date stay what the rules
 * computed from its other values.
 */
export const writeDiabetesHeartRates = (db: Db): void => {
  const random = createRandom(DEMO_SEED + 29);
  const visits = db
    .prepare<[], { id: string }>(
      "SELECT id FROM resource_records WHERE family = 'diabetesFollowUP' ORDER BY id",
    )
    .all();
  const update = db.prepare<[number, string]>(
    `UPDATE resource_records SET data = json_set(data, '$.heartRate', ?)
      WHERE family = 'diabetesFollowUP' AND id = ? AND json_extract(data, '$.heartRate') IS NULL`,
  );
  const highest = Math.min(SEEDED_MAX, DEFAULT_FOLLOW_UP_RULES.chronic.dangerHeartRate);
  for (const visit of visits) update.run(random.int(60, highest), visit.id);
};
