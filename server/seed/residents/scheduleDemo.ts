import { type Db } from '../../db/openDatabase';
import { centreId, clinicId } from '../hospitals';
import { createRandom, DEMO_SEED } from '../random';
import { villageCode } from '../regions';
import { type Household, type Resident } from './people';
import { writeCareScheduleDemo } from './scheduleDemoCare';
import { writeFamilyScheduleDemo } from './scheduleDemoFamily';
import { type SeedWriter } from './seedWriter';

/** 孔城镇: 李秀英's (xzys01) centre; 张德明 (cunyi01) works at its first village clinic, 桐梓村. */
const KONGCHENG = '340881100';

/**
 * Residents who exercise every schedule (national-forms-2.md §7/§8, service-rules §6) for the
 * village doctor's clinic: in each programme a service due on the seeding day, one due within
 * the week and one overdue, dated back from `today` (as the chronic work-list demo is), so the
 * work list, the home cards and the 健康画像 show them whatever day the database was made. Its
 * own random stream: the other modules' data stays as it was.
 */
export const writeScheduleDemo = (
  db: Db,
  writer: SeedWriter,
  residents: readonly Resident[],
  households: readonly Household[],
  today: string,
): void => {
  const random = createRandom(DEMO_SEED + 73);
  const clinic = clinicId(villageCode(KONGCHENG, 0));
  const centre = households.find((household) => household.point.hospitalId === centreId(KONGCHENG));
  const centreDoctor = centre?.point.doctor ?? '';
  writeCareScheduleDemo(random, writer, db, residents, clinic, today);
  writeFamilyScheduleDemo(random, writer, db, households, clinic, centreDoctor, today);
};
