import { addDays } from '../../../src/domain/calendar';
import { idCardCheckDigit } from '../../../src/domain/identity';
import { type Db } from '../../db/openDatabase';
import { fileNumOf, personNumOf, region12 } from '../../resources/regionCodes';
import { centreId } from '../hospitals';
import { createRandom, DEMO_SEED } from '../random';
import { type Resident } from './people';
import { type Data, SEED_DAY, type SeedWriter } from './seedWriter';

const KONGCHENG = '340881100';

/** The pairs filed in xzys01's township, and elsewhere in the county. */
export const DUPLICATE_DEMO_PAIRS = { kongcheng: 3, elsewhere: 2 } as const;
export const DUPLICATE_DEMO_COUNT = DUPLICATE_DEMO_PAIRS.kongcheng + DUPLICATE_DEMO_PAIRS.elsewhere;

/**
 * 重复档案's demo pairs (kernel src/domain/archives/duplicates, "same name, birth date and
 * village"): a few in-file residents filed a second time under a mistyped ID number (another
 * valid number of the same region, birth date and sex), half by the township centre at an
 * outreach check, half by their own village clinic; same name, sex, birth date and 所属区划,
 * no phone, another responsible doctor and date. The platform's one-archive-per-ID rule lets them
 * through; the duplicate rule finds them. Its own random stream (DEMO_SEED + 71), written last,
 * so no other demo data changes. (A same-ID pair cannot be seeded: every seeded archive holds a
 * valid 18-character number and the platform keeps one archive per number.)
 */
export const writeDuplicatePairs = (
  db: Db,
  writer: SeedWriter,
  residents: readonly Resident[],
  taken: ReadonlySet<string>,
): string[] => {
  const random = createRandom(DEMO_SEED + 71);
  const used = new Set(residents.map((resident) => resident.idCardNo));
  const inFile = db
    .prepare<[string], string>(
      "SELECT status FROM resource_records WHERE family = 'persons' AND id = ?",
    )
    .pluck();
  const fits = (resident: Resident) =>
    inFile.get(resident.personNum) === '1' &&
    resident.point.villageName !== undefined &&
    resident.age >= 40 &&
    resident.age < 85 &&
    !taken.has(resident.personNum);
  const local = residents.filter(
    (resident) => fits(resident) && resident.point.centreId === centreId(KONGCHENG),
  );
  const other = residents.filter(
    (resident) => fits(resident) && resident.point.centreId !== centreId(KONGCHENG),
  );
  const chosen: Resident[] = [];
  const pickFrom = (list: readonly Resident[], n: number) => {
    const left = [...list];
    for (let i = 0; i < n && left.length > 0; i += 1) {
      const [resident] = left.splice(random.int(0, left.length - 1), 1);
      if (resident) chosen.push(resident);
    }
  };
  pickFrom(local, DUPLICATE_DEMO_PAIRS.kongcheng);
  pickFrom(other, DUPLICATE_DEMO_PAIRS.elsewhere);
  const retyped = (id: string): string => {
    // Another sequence number of the same parity (the sex), as a slip of the pen gives.
    for (;;) {
      const sequence = random.int(0, 499) * 2 + (Number(id[16]) % 2);
      const first17 = `${id.slice(0, 14)}${String(sequence).padStart(3, '0')}`;
      const next = `${first17}${idCardCheckDigit(first17)}`;
      if (!used.has(next)) {
        used.add(next);
        return next;
      }
    }
  };
  const memberCount = db.prepare(
    `UPDATE resource_records SET data = json_set(data, '$.memberCount', (
       SELECT COUNT(*) FROM resource_records p
       WHERE p.family = 'persons' AND json_extract(p.data, '$.familyCode') = @code))
     WHERE family = 'familys' AND id = @code`,
  );
  return chosen.map((original, index) => {
    const atCentre = index % 2 === 0;
    const hospitalId = atCentre ? original.point.centreId : original.point.hospitalId;
    const town = original.point.centreId.slice(0, 9);
    const doctor = atCentre ? '李秀英' : original.point.doctor;
    const buildDate = addDays(SEED_DAY, -random.int(20, 200));
    const data: Data = {
      ...original.data,
      IDCardNo: retyped(original.idCardNo),
      fileNum: fileNumOf(town, writer.next(`fileNum:${region12(town)}`)),
      responsibleDoctor: doctor,
      builder: doctor,
      buildDate,
      status: '1',
    };
    delete data.phone;
    const personNum = personNumOf(town, writer.next(`personNum:${region12(town)}`));
    writer.add('persons', {
      id: personNum,
      hospitalId,
      createdBy: doctor,
      createdAt: `${buildDate} 09:40:00`,
      data: { ...data, personNum },
    });
    memberCount.run({ code: original.familyCode });
    return personNum;
  });
};
