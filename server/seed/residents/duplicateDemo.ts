import { addDays } from '../../../src/domain/calendar';
import { idCardCheckDigit } from '../../../src/domain/identity';
import { type Db } from '../../db/openDatabase';
import { fileNumOf, personNumOf, region12 } from '../../resources/regionCodes';
import { centreId, clinicId } from '../hospitals';
import { villageCode } from '../regions';
import { type Resident } from './people';
import { type Data, SEED_DAY, type SeedWriter } from './seedWriter';

const KONGCHENG = '340881100';

/**
 * One suspected duplicate archive, as the archive view and 档案合并 need to show: a resident of
 * 桐梓村 (filed by the village clinic) filed a second time at the 孔城镇 centre during an outreach
 * check, with the two sequence digits of the ID number transposed. Same name, sex and birth date,
 * another (valid) ID number, so the platform's one-archive-per-ID rule did not catch it; the
 * centre filed them under their village (所属区划), so 重复档案's name, birth date and village rule
 * pairs them.
 * Written without the seeded generator, after everything else, so no other data changes.
 */
export const writeSuspectedDuplicate = (
  db: Db,
  writer: SeedWriter,
  residents: readonly Resident[],
): { original: string; duplicate: string } | undefined => {
  const clinic = clinicId(villageCode(KONGCHENG, 0));
  const used = new Set(residents.map((resident) => resident.idCardNo));
  const retyped = (id: string): string => {
    const first17 = `${id.slice(0, 14)}${id[15]}${id[14]}${id[16]}`;
    return `${first17}${idCardCheckDigit(first17)}`;
  };
  const original = residents.find(
    (resident) =>
      resident.point.hospitalId === clinic &&
      resident.status === '1' &&
      resident.age >= 55 &&
      resident.age < 80 &&
      resident.phone !== undefined &&
      resident.idCardNo[14] !== resident.idCardNo[15] &&
      !used.has(retyped(resident.idCardNo)),
  );
  if (!original) return undefined;
  const centre = centreId(KONGCHENG);
  const doctor = '李秀英';
  const buildDate = addDays(SEED_DAY, -45);
  const data: Data = {
    ...original.data,
    IDCardNo: retyped(original.idCardNo),
    fileNum: fileNumOf(KONGCHENG, writer.next(`fileNum:${region12(KONGCHENG)}`)),
    responsibleDoctor: doctor,
    builder: doctor,
    buildDate,
    status: '1',
  };
  delete data.pastHistory;
  const duplicate = personNumOf(KONGCHENG, writer.next(`personNum:${region12(KONGCHENG)}`));
  writer.add('persons', {
    id: duplicate,
    hospitalId: centre,
    createdBy: doctor,
    createdAt: `${buildDate} 10:20:00`,
    data,
  });
  // The household now names one more archive.
  db.prepare(
    `UPDATE resource_records SET data = json_set(data, '$.memberCount', (
       SELECT COUNT(*) FROM resource_records p
       WHERE p.family = 'persons' AND json_extract(p.data, '$.familyCode') = @code))
     WHERE family = 'familys' AND id = @code`,
  ).run({ code: original.familyCode });
  return { original: original.personNum, duplicate };
};
