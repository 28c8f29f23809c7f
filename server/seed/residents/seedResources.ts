import { addDays, ageOn, dateText } from '../../../src/domain/calendar';
import { type Db } from '../../db/openDatabase';
import { centreId, TONGCHENG_BUREAU_ID } from '../hospitals';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { DEMO_SIZE, scaledCount, type SeedSize } from '../seedSize';
import { type Death, writeDiabetes, writeHypertension } from './chronic';
import { writeArchiveClosings } from './closingDemo';
import { writeDiabetesHeartRates } from './diabetesHeartRates';
import { writeSuspectedDuplicate } from './duplicateDemo';
import { writeDuplicatePairs } from './duplicatePairsDemo';
import { writeEducation } from './education';
import { writeElderlyCare } from './elderly';
import { completeHealthChecks } from './healthCheckSections';
import { writeMaternalChild } from './maternalChild';
import { writeMaternalFollowUps } from './maternalFollowUps';
import { writeMentalAndTuberculosis } from './mentalTuberculosis';
import { writeOlderChildChecks } from './olderChildChecks';
import { writeOtherAreas } from './otherAreas';
import { writeOtherChronic } from './otherChronic';
import {
  buildCarePoints,
  buildResidents,
  type Household,
  type Resident,
  writeResidents,
} from './people';
import { writePrintSamples } from './printSamples';
import { writeQualityProblems } from './qualityDemo';
import {
  writeDictionary,
  writeHospitals,
  writeNotices,
  writeRegionsAndGroups,
  writeSigningReferences,
  writeSysUsers,
} from './reference';
import { writeRenewals } from './renewals';
import { writeScheduleDemo } from './scheduleDemo';
import { chance, createSeedWriter, dayBetween, SEED_DAY, workTime } from './seedWriter';
import {
  writeDeathCertificate,
  writeHealthChecks,
  writeReferral,
  writeSigning,
  writeVaccinationCard,
} from './services';
import { writeSigningChecks } from './signingChecks';
import { writeTwoDisease } from './twoDisease';
import { shiftChronicHistory, writeIndicatorDenominators, writeWorklistDemo } from './worklistDemo';

/** Residents who died in the two years before SEED_DAY, and patients referred, in the demo. */
const DEATHS = 8;
const REFERRALS = 16;

/** Chronic disease by age: about a quarter of adults from 35 have hypertension, a tenth diabetes. */
const hypertensionRisk = (age: number): number =>
  age < 35 ? 0 : age < 45 ? 0.1 : age < 55 ? 0.2 : age < 65 ? 0.3 : 0.4;
const diabetesRisk = (age: number): number =>
  age < 35 ? 0 : age < 45 ? 0.04 : age < 55 ? 0.08 : age < 65 ? 0.12 : 0.14;

const pickDistinct = <T>(random: Random, items: readonly T[], n: number): T[] => {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(n, items.length)) chosen.add(random.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
};

const setStatus = (resident: Resident, status: string): void => {
  resident.status = status;
  resident.data.status = status;
};

/** Deaths, removals and write-offs, decided before any service record is written. */
const settleStatuses = (
  random: Random,
  residents: readonly Resident[],
  deathCount: number,
): Map<string, Death> => {
  const deaths = new Map<string, Death>();
  const elderly = residents.filter((resident) => resident.age >= 75);
  for (const resident of pickDistinct(random, elderly, deathCount)) {
    setStatus(resident, '3');
    const day = dayBetween(random, addDays(SEED_DAY, -700), addDays(SEED_DAY, -10));
    deaths.set(resident.personNum, { resident, deathDate: workTime(random, day) });
  }
  for (const resident of residents) {
    if (resident.status !== '1') continue;
    if (chance(random, 0.008)) setStatus(resident, '2');
    else if (chance(random, 0.003)) setStatus(resident, '4');
  }
  return deaths;
};

/** The guardian of a child: a household adult under 60 with a phone. */
const guardianOf = (household: Household, child: Resident): Resident | undefined =>
  household.members.find(
    (member) => member !== child && member.age >= 20 && member.age < 60 && member.phone,
  ) ?? household.members.find((member) => member !== child && member.phone);

/**
 * The resource families' demo data (server README, "Demo data"): reference data mirrored from
 * the real tables, about 2,400 residents in their households, and the service records of spec
 * 7.3's core families, all from one seeded generator so every fresh database is identical.
 * A scaled `size` makes that many residents in the same proportions (server/seed/seedSize.ts).
 * Returns the number of records per family.
 */
export const seedResources = (db: Db, size: SeedSize = DEMO_SIZE): Record<string, number> => {
  const random = createRandom(DEMO_SEED + 6);
  const writer = createSeedWriter(db);
  writeHospitals(random, writer, db);
  writeRegionsAndGroups(writer, db);
  writeSysUsers(writer);
  writeDictionary(writer);

  const points = buildCarePoints(random, size.residents);
  const kongcheng = points.find((point) => point.hospitalId === centreId('340881100'));
  writeNotices(random, writer, TONGCHENG_BUREAU_ID, kongcheng);
  const signing = writeSigningReferences(writer, points, TONGCHENG_BUREAU_ID);

  const { residents, households } = buildResidents(
    random,
    points,
    writer,
    size.residents !== undefined,
  );
  const deaths = settleStatuses(random, residents, scaledCount(size, DEATHS));
  const conditions = new Map(
    residents.map((resident) => {
      const eligible = resident.status === '1' || resident.status === '3';
      const hypertension = eligible && chance(random, hypertensionRisk(resident.age));
      const diabetes = eligible && chance(random, diabetesRisk(resident.age));
      const history = [hypertension ? '高血压' : '', diabetes ? '2型糖尿病' : ''].filter(Boolean);
      if (history.length > 0) resident.data.pastHistory = history.join('；');
      return [resident.personNum, { hypertension, diabetes }];
    }),
  );
  writeResidents(random, writer, households);

  const centreDoctor = new Map(points.map((point) => [point.hospitalId, point.doctor]));
  for (const household of households) {
    for (const resident of household.members) {
      const death = deaths.get(resident.personNum);
      const has = conditions.get(resident.personNum) ?? { hypertension: false, diabetes: false };
      if (has.hypertension) writeHypertension(random, writer, resident, death, size.historyYears);
      if (has.diabetes) writeDiabetes(random, writer, resident, death, size.historyYears);
      if (resident.status === '2' || resident.status === '4') continue;
      if (resident.age >= 65) {
        writeHealthChecks(random, writer, resident, has, death?.deathDate.slice(0, 10));
      }
      if (resident.status !== '1') continue;
      writeSigning(random, writer, resident, has, signing);
      if ((ageOn(resident.birthDate, SEED_DAY) ?? 99) <= 6) {
        writeVaccinationCard(
          random,
          writer,
          resident,
          guardianOf(household, resident),
          centreDoctor.get(resident.point.centreId) ?? resident.point.doctor,
        );
      }
    }
  }
  for (const death of deaths.values()) writeDeathCertificate(random, writer, death);
  const patients = residents.filter((resident) => {
    const has = conditions.get(resident.personNum);
    return resident.status === '1' && (has?.hypertension || has?.diabetes);
  });
  for (const resident of pickDistinct(random, patients, scaledCount(size, REFERRALS))) {
    const has = conditions.get(resident.personNum);
    writeReferral(random, writer, resident, has?.hypertension ? 'hypertension' : 'diabetes');
  }
  writePrintSamples(writer, residents);
  writeMaternalChild(writer, households);
  writeOlderChildChecks(writer, households);
  writeMaternalFollowUps(db, writer, households);
  writeEducation(writer, points, residents);
  // Dated from the clock, not SEED_DAY, so the work lists (service-rules §6) always have patients
  // due.
  const today = dateText();
  shiftChronicHistory(db, today);
  writeWorklistDemo(db, writer, today);
  writeOtherChronic(writer, residents, conditions, today);
  writeIndicatorDenominators(db, Number(today.slice(0, 4)));
  const demoDuplicate = writeSuspectedDuplicate(db, writer, residents);
  writeMentalAndTuberculosis(writer, residents, today);
  writeElderlyCare(db, writer, residents, today);
  writeOtherAreas(db, writer, points, residents, today);
  writeTwoDisease(db, writer, residents, today);
  completeHealthChecks(db, writer, residents);
  writeDiabetesHeartRates(db);
  writeSigningChecks(db, writer, today);
  writeArchiveClosings(db, writer, today);
  writeRenewals(db, writer);
  writeScheduleDemo(db, writer, residents, households, today);
  writeDuplicatePairs(
    db,
    writer,
    residents,
    new Set(demoDuplicate ? [demoDuplicate.original] : []),
  );
  writer.finish();
  writeQualityProblems(db);
  return Object.fromEntries(
    db
      .prepare<[], { family: string; n: number }>(
        'SELECT family, COUNT(*) AS n FROM resource_records GROUP BY family ORDER BY family',
      )
      .all()
      .map((row) => [row.family, row.n]),
  );
};
