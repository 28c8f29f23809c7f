import { addDays } from '../../../src/domain/calendar';
import {
  ANTENATAL_GUIDANCE_FIELDS,
  ANTENATAL_VISIT_NUMBERS,
  ANTENATAL_VISIT_WINDOWS,
  gestationalAge,
  type MaternalFamily,
  MATERNAL_ASSESSMENTS,
} from '../../../src/domain/maternal';
import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { type Household, type Resident } from './people';
import { between, chance, type Data, SEED_DAY, type SeedWriter, workTime } from './seedWriter';

/**
 * 孕产妇 demo data after the first contact (national-forms-2.md §4, §5): the 第2～5次产前随访 of
 * every seeded 第1次产前检查 whose window has come, and the 产后访视 and 产后42天健康检查 of the
 * mothers of babies born in the last year (the newborn visits' babies). Values the rules compute (孕周, 下次随访日期,
 * 处理) are written as the kernel computes them. From a stream of its own, so the rest of the
 * demo stays as it was.
 */

export interface FirstCheck {
  personNum: string;
  hospitalId: string | null;
  doctor: string;
  data: Data;
}

const REFERRAL_HOSPITAL = '县妇幼保健院产科';

/** Writes a record after merging what the kernel computes; a record it refuses is not written. */
const writeRuled = (
  writer: SeedWriter,
  family: MaternalFamily,
  record: { hospitalId: string | null; createdBy: string; createdAt: string; data: Data },
): boolean => {
  const { computed, issues } = MATERNAL_ASSESSMENTS[family](record.data);
  if (issues.length) return false;
  writer.add(family, { ...record, data: { ...record.data, ...computed } });
  return true;
};

export const firstChecks = (db: Db): FirstCheck[] =>
  db
    .prepare<[], { person_num: string; hospital_id: string | null; data: string }>(
      `SELECT person_num, hospital_id, data FROM resource_records
        WHERE family = 'prenatalFirstChecks' ORDER BY person_num`,
    )
    .all()
    .map((row) => {
      const data = JSON.parse(row.data) as Data;
      return {
        personNum: row.person_num,
        hospitalId: row.hospital_id,
        doctor: typeof data.doctorSignature === 'string' ? data.doctorSignature : '',
        data,
      };
    });

/** The 第2～5次产前随访 of a pregnancy (up to `lastVisit`) whose day is not after `until`. */
export const writePrenatalFollowUps = (
  random: Random,
  writer: SeedWriter,
  first: FirstCheck,
  until = SEED_DAY,
  lastVisit = 5,
): void => {
  const lmp = first.data.lastMenstrualPeriod;
  const checkDate = first.data.checkDate;
  if (typeof lmp !== 'string' || typeof checkDate !== 'string') return;
  let weight = typeof first.data.weight === 'number' ? first.data.weight : 55;
  for (const visit of ANTENATAL_VISIT_NUMBERS) {
    if (visit > lastVisit) return;
    const { fromWeek, toWeek } = ANTENATAL_VISIT_WINDOWS[visit];
    const span = Math.min((toWeek - fromWeek + 1) * 7 - 1, 20);
    const visitDate = addDays(lmp, fromWeek * 7 + random.int(0, span));
    if (visitDate > until) return;
    if (visitDate <= checkDate) continue;
    const weeks = gestationalAge(lmp, visitDate)?.weeks ?? fromWeek;
    weight = Math.round((weight + between(random, 1.5, 4, 1)) * 10) / 10;
    const anaemic = chance(random, 0.12);
    const data: Data = {
      personNum: first.personNum,
      name: first.data.name,
      visitTimes: String(visit),
      visitDate,
      lastMenstrualPeriod: lmp,
      chiefComplaint: random.pick(['无', '无', '偶有腰酸', '无特殊不适']),
      weight,
      fundalHeight: Math.min(40, Math.max(12, weeks - random.int(1, 3))),
      abdominalCircumference: random.int(78, 84) + weeks,
      fetalPosition: visit >= 4 ? '头位' : '',
      fetalHeartRate: random.int(128, 152),
      sbp: random.int(100, 128),
      dbp: random.int(62, 82),
      hemoglobin: anaemic ? random.int(95, 108) : random.int(112, 130),
      urineProtein: '-',
      classification: anaemic ? '2' : '1',
      ...(anaemic ? { classificationDesc: '轻度贫血' } : {}),
      [ANTENATAL_GUIDANCE_FIELDS[visit]]: ['1', '2', '3'],
      referral: anaemic ? '2' : '1',
      ...(anaemic
        ? { referralReason: '妊娠期贫血，进一步检查', referralHospital: REFERRAL_HOSPITAL }
        : {}),
      doctorSignature: first.doctor,
    };
    writeRuled(writer, 'prenatalFollowUps', {
      hospitalId: first.hospitalId,
      createdBy: first.doctor,
      createdAt: workTime(random, visitDate),
      data,
    });
  }
};

const motherOf = (household: Household, baby: Resident): Resident | undefined =>
  household.members.find(
    (member) => member !== baby && member.sex === '2' && member.age >= 18 && member.age <= 50,
  );

const writePostpartum = (
  random: Random,
  writer: SeedWriter,
  mother: Resident,
  deliveryDate: string,
): void => {
  const doctor = mother.point.doctor;
  const dischargeDate = addDays(deliveryDate, random.int(2, 4));
  const visitDate = addDays(dischargeDate, random.int(3, 7));
  if (visitDate > SEED_DAY) return;
  const common = {
    personNum: mother.personNum,
    name: mother.name,
    deliveryDate,
    dischargeDate,
    generalHealth: '良好',
    mentalState: '情绪稳定',
    breast: '1',
    lochia: '1',
    uterus: '1',
    wound: '1',
    doctorSignature: doctor,
  };
  writeRuled(writer, 'postpartumVisits', {
    hospitalId: mother.point.hospitalId,
    createdBy: doctor,
    createdAt: workTime(random, visitDate),
    data: {
      ...common,
      visitDate,
      temperature: between(random, 36.3, 37.2, 1),
      sbp: random.int(100, 128),
      dbp: random.int(62, 82),
      classification: '1',
      guidance: ['1', '3', '4', '5'],
      referral: '1',
    },
  });
  const checkDate = addDays(deliveryDate, 42 + random.int(0, 10));
  if (checkDate > SEED_DAY) return;
  writeRuled(writer, 'postpartum42Checks', {
    hospitalId: mother.point.hospitalId,
    createdBy: doctor,
    createdAt: workTime(random, checkDate),
    data: {
      ...common,
      visitDate: checkDate,
      sbp: random.int(100, 128),
      dbp: random.int(62, 82),
      classification: '1',
      guidance: ['1', '2', '3', '4'],
    },
  });
};

/** Writes the maternal follow-ups, after the 妇幼 module has written the first checks. */
export const writeMaternalFollowUps = (
  db: Db,
  writer: SeedWriter,
  households: readonly Household[],
): void => {
  const random = createRandom(DEMO_SEED + 42);
  for (const first of firstChecks(db)) writePrenatalFollowUps(random, writer, first);
  const since = addDays(SEED_DAY, -365);
  for (const household of households) {
    for (const baby of household.members) {
      if (baby.status !== '1' || baby.birthDate < since || baby.birthDate > SEED_DAY) continue;
      const mother = motherOf(household, baby);
      if (mother) writePostpartum(random, writer, mother, baby.birthDate);
    }
  }
};
