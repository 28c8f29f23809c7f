import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED } from '../random';
import { writeHealthBank } from './healthBank';
import { writeOutbound } from './outbound';
import { type CarePoint, type Resident } from './people';
import { writeReports } from './reports';
import { type SeedWriter } from './seedWriter';
import { writeSupervision } from './supervision';
import { writeEarlierVaccinationRecords, writeVaccinationRecords } from './vaccinations';
import { writeWorkScores } from './workScore';

/**
 * The other areas of spec §1: 健康银行, 绩效考核, 外呼管理, 卫生监督协管, 突发公共卫生事件, the
 * doses of the vaccination cards and the seeded reports. Its own random source, so adding it
 * changes no record the other seed modules write. Runs last: the reports count what the others
 * wrote.
 */
export const writeOtherAreas = (
  db: Db,
  writer: SeedWriter,
  points: readonly CarePoint[],
  residents: readonly Resident[],
  today: string,
): void => {
  const random = createRandom(DEMO_SEED + 13);
  writeVaccinationRecords(random, writer, db);
  writeHealthBank(random, writer, points, residents);
  writeOutbound(random, writer, points, residents);
  writeSupervision(random, writer, points);
  writeWorkScores(random, writer, points);
  writeReports(db, writer, points, today);
  // The doses before the covered year, on their own stream (the draws above stay as they were).
  writeEarlierVaccinationRecords(createRandom(DEMO_SEED + 67), writer, db);
};
