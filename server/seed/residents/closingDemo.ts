import { APPLICATION_STATUS, FILE_STATUS } from '../../../src/domain/archives/closing';
import { addDays } from '../../../src/domain/calendar';
import { type Db } from '../../db/openDatabase';
import { clinicId } from '../hospitals';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { villageCode } from '../regions';
import { dayBetween, SEED_DAY, type SeedWriter } from './seedWriter';

/**
 * 档案注销's demo data (kernel src/domain/archives/closing): the archives the seed closed (死亡,
 * 迁出, 注销) say when and why, as 注销 writes them: a death its day and cause from the resident's
 * 死亡医学证明 (and the certificate's number), a migration its day and destination, another
 * write-off its reason; and 桐梓村 (cunyi01's village) has one application to close, pending, for
 * 孔城镇卫生院 to confirm. Its own random stream (DEMO_SEED + 72), so no other demo data changes.
 */

const DESTINATIONS = [
  '合肥市蜀山区',
  '安庆市迎江区',
  '桐城市文昌街道',
  '杭州市余杭区',
  '上海市浦东新区',
  '苏州市工业园区',
  '南京市江宁区',
];
const WRITE_OFF_REASONS = ['长期外出失联，经村委会核实', '户籍迁出，本人不再在本辖区居住'];

/** 桐梓村卫生室, where the pending application is filed. */
const APPLYING_CLINIC = clinicId(villageCode('340881100', 0));

interface Closed {
  id: string;
  status: string;
  build_date: string | null;
  birth_date: string | null;
}

const setClosing = (db: Db) => {
  const update = db.prepare<[string, string]>(
    `UPDATE resource_records SET data = json_patch(data, ?) WHERE family = 'persons' AND id = ?`,
  );
  return (id: string, closing: Record<string, string>) => update.run(JSON.stringify(closing), id);
};

/** A day after the archive was built and before SEED_DAY. */
const closingDay = (random: Random, row: Closed): string => {
  const from = addDays(SEED_DAY, -700);
  const day = dayBetween(random, from, addDays(SEED_DAY, -10));
  const built = row.build_date ?? row.birth_date ?? from;
  return day < built ? built : day;
};

const closeDeaths = (db: Db, write: ReturnType<typeof setClosing>): void => {
  const certificates = db
    .prepare<[], { id: string; person_num: string; data: string }>(
      `SELECT id, person_num, data FROM resource_records
        WHERE family = 'deathmedicalcertificates' AND person_num IS NOT NULL ORDER BY id`,
    )
    .all();
  for (const certificate of certificates) {
    const data = JSON.parse(certificate.data) as Record<string, unknown>;
    const day = typeof data.deathDate === 'string' ? data.deathDate.slice(0, 10) : '';
    if (!day) continue;
    write(certificate.person_num, {
      closeKind: FILE_STATUS.dead,
      closeDate: day,
      closeCause: typeof data.underlyingCause === 'string' ? data.underlyingCause : '死亡',
      deathCertificateId: certificate.id,
    });
  }
};

const closeOthers = (db: Db, random: Random, write: ReturnType<typeof setClosing>): void => {
  const rows = db
    .prepare<[], Closed>(
      `SELECT id, status, json_extract(data, '$.buildDate') AS build_date,
              json_extract(data, '$.birthDate') AS birth_date
         FROM resource_records
        WHERE family = 'persons' AND status IN ('2', '4')
          AND json_extract(data, '$.closeKind') IS NULL
        ORDER BY id`,
    )
    .all();
  for (const row of rows) {
    const closeDate = closingDay(random, row);
    write(
      row.id,
      row.status === FILE_STATUS.migrated
        ? { closeKind: FILE_STATUS.migrated, closeDate, migrateTo: random.pick(DESTINATIONS) }
        : {
            closeKind: FILE_STATUS.writtenOff,
            closeDate,
            closeCause: random.pick(WRITE_OFF_REASONS),
          },
    );
  }
};

/** The village doctor's application for a hypertension patient who died, waiting for the township. */
const writePendingApplication = (db: Db, writer: SeedWriter, today: string): void => {
  const patient = db
    .prepare<[string], { id: string; name: string; created_by: string }>(
      `SELECT p.id, p.name, p.created_by FROM resource_records p
        WHERE p.family = 'persons' AND p.status = '1' AND p.hospital_id = ?
          AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
            AND c.person_num = p.id AND json_extract(c.data, '$.manageStatus') = '1')
        ORDER BY p.id LIMIT 1 OFFSET 2`,
    )
    .get(APPLYING_CLINIC);
  if (!patient) return;
  writer.add('personapplyterminations', {
    hospitalId: APPLYING_CLINIC,
    createdBy: patient.created_by,
    createdAt: `${today} 09:20:00`,
    data: {
      personNum: patient.id,
      name: patient.name,
      closeKind: FILE_STATUS.dead,
      closeDate: today,
      closeCause: '脑出血',
      applyReason: '家属告知，今晨在家中去世',
      applyStatus: APPLICATION_STATUS.pending,
    },
  });
};

export const writeArchiveClosings = (db: Db, writer: SeedWriter, today: string): void => {
  const random = createRandom(DEMO_SEED + 72);
  const write = setClosing(db);
  closeDeaths(db, write);
  closeOthers(db, random, write);
  writePendingApplication(db, writer, today);
};
