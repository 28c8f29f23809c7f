import { defaultCoverPhone } from '../../../src/domain/archives';
import { addDays, addMonths } from '../../../src/domain/calendar';
import { CHILD_CHECK_AGES } from '../../../src/domain/child';
import { idCardCheckDigit } from '../../../src/domain/identity';
import { expectedDeliveryDate } from '../../../src/domain/maternal';
import { CHILD_CHECKS, doseWindow, VACCINE_DOSES } from '../../../src/domain/schedule';
import { type Db } from '../../db/openDatabase';
import { fileNumOf, personNumOf, region12 } from '../../resources/regionCodes';
import { type Random } from '../random';
import { childCheckData, writeNewbornVisit, writePrenatalFirstCheck } from './maternalChild';
import { firstChecks, writePrenatalFollowUps } from './maternalFollowUps';
import { pickGivenName } from './names';
import { type Household, type Resident } from './people';
import { type Data, type SeedWriter, workTime } from './seedWriter';
import { writeVaccinationCard } from './services';
import { doseData, scheduledDose } from './vaccinations';

/**
 * The 妇幼 half of the schedule demo (national-forms-2.md §7/§8 schedules A and B): babies born
 * into a clinic's households on days counted back from the seeding day, with the checks and doses
 * done before the one left open (a check due today, one due within the week, one overdue, a
 * newborn home visit due), and pregnancies whose 第2～5次产前随访 or 产后访视 is due today, this
 * week or overdue. Every date comes from the kernel's windows, so the states hold on any day.
 */

/** The infant checks (1～8月龄 form) a baby can be due for, the kernel's CHILD_CHECKS. */
const INFANT_CHECKS = CHILD_CHECKS.filter((check) => check.family === 'childHealthChecks');

/** The first birth date whose `months` check (1 = 满月) falls due on `day`, if one exists. */
const birthDueOn = (months: number, day: string): string | undefined => {
  const check = INFANT_CHECKS.find((item) => item.months === months);
  if (!check) return undefined;
  const guess = months === 1 ? addDays(day, -28) : addMonths(day, -months);
  return [0, -1, 1, -2, 2, -3, 3]
    .map((shift) => addDays(guess, shift))
    .find((birth) => check.window(birth).due === day);
};

/** A birth date whose check of one of `preferred` months (in order) is due on `day`. */
const birthForCheck = (preferred: readonly number[], day: string) => {
  for (const months of preferred) {
    const birthDate = birthDueOn(months, day);
    if (birthDate) return { birthDate, months };
  }
  return undefined;
};

const usedIdNumbers = (db: Db): Set<string> =>
  new Set(
    db
      .prepare<[], string>(
        "SELECT id_card_no FROM resource_records WHERE family = 'persons' AND id_card_no IS NOT NULL",
      )
      .pluck()
      .all(),
  );

/** A baby of the household's mother, filed at the household's care point on its birth day. */
const fileBaby = (
  random: Random,
  writer: SeedWriter,
  db: Db,
  household: Household,
  birthDate: string,
  used: Set<string>,
): Resident => {
  const { point } = household;
  const sex: '1' | '2' = random.next() < 0.52 ? '1' : '2';
  let idCardNo: string;
  do {
    const parity = sex === '1' ? random.pick([1, 3, 5, 7, 9]) : random.pick([0, 2, 4, 6, 8]);
    const first17 = `340881${birthDate.replaceAll('-', '')}${String(random.int(0, 99)).padStart(2, '0')}${parity}`;
    idCardNo = `${first17}${idCardCheckDigit(first17)}`;
  } while (used.has(idCardNo));
  used.add(idCardNo);
  const name = `${household.head.name.slice(0, 1)}${pickGivenName(random, sex, Number(birthDate.slice(0, 4)))}`;
  const personNum = personNumOf(
    point.regionCode,
    writer.next(`personNum:${region12(point.regionCode)}`),
  );
  const contact = household.members.find((member) => member.phone);
  const buildDate = addDays(birthDate, 1);
  const data: Data = {
    familyCode: household.familyCode,
    status: '1',
    regionCode: point.regionCode,
    responsibleDoctor: point.doctor,
    buildDate,
    builder: point.doctor,
    name,
    sex,
    birthDate,
    IDCardNo: idCardNo,
    residenceType: '1',
    nation: '01',
    bloodType: '5',
    rh: '3',
    occupation: '8',
    maritalStatus: '1',
    address: household.address,
    paymentMethods: ['2'],
    drugAllergy: ['1'],
    exposureHistory: ['1'],
    geneticDisease: '1',
    disability: ['1'],
    fileNum: fileNumOf(point.regionCode, writer.next(`fileNum:${region12(point.regionCode)}`)),
    ...(contact?.phone ? { contactName: contact.name, contactPhone: contact.phone } : {}),
  };
  data.coverPhone = defaultCoverPhone(data);
  writer.add('persons', {
    id: personNum,
    hospitalId: point.hospitalId,
    createdBy: point.doctor,
    createdAt: workTime(random, buildDate),
    data,
  });
  db.prepare(
    `UPDATE resource_records SET data = json_set(data, '$.memberCount', (
       SELECT COUNT(*) FROM resource_records p
       WHERE p.family = 'persons' AND json_extract(p.data, '$.familyCode') = @code))
     WHERE family = 'familys' AND id = @code`,
  ).run({ code: household.familyCode });
  const baby: Resident = {
    personNum,
    point,
    name,
    sex,
    birthDate,
    age: 0,
    idCardNo,
    phone: undefined,
    address: household.address,
    familyCode: household.familyCode,
    status: '1',
    data,
  };
  household.members.push(baby);
  return baby;
};

/** The doses given before `openFrom`, each on its due day (at birth: the birth hospital's). */
const writeDosesBefore = (
  random: Random,
  writer: SeedWriter,
  baby: Resident,
  openFrom: string,
  vaccinator: string,
): void => {
  for (const dose of VACCINE_DOSES) {
    const { due } = doseWindow(dose, baby.birthDate);
    const tuple = scheduledDose(dose.vaccine, dose.dose);
    if (due >= openFrom || !tuple) continue;
    writer.add('vaccinationrecords', {
      hospitalId: baby.point.centreId,
      createdBy: vaccinator,
      createdAt: workTime(random, due),
      data: doseData(random, { ...baby, childName: baby.name }, tuple, due, vaccinator),
    });
  }
};

/** The infant checks before the `months` one, each early in its window. */
const writeChecksBefore = (
  random: Random,
  writer: SeedWriter,
  baby: Resident,
  months: number,
  doctor: string,
): void => {
  for (const age of CHILD_CHECK_AGES) {
    if (age.months >= months) return;
    const check = INFANT_CHECKS.find((item) => item.months === age.months);
    if (!check) return;
    const visitDate = addDays(check.window(baby.birthDate).due, random.int(0, 2));
    writer.add('childHealthChecks', {
      hospitalId: baby.point.hospitalId,
      createdBy: doctor,
      createdAt: workTime(random, visitDate),
      data: childCheckData(random, baby, age.value, visitDate, doctor),
    });
  }
};

/** A baby's plan: the check left open, its birth date, and from when doses are left open. */
interface BabyPlan {
  birthDate: string;
  /** The infant check left open (its earlier ones are done); 0 leaves the newborn visit open. */
  openCheck: number;
  /** Doses due from this day are left open. */
  dosesOpenFrom: string;
}

/**
 * 张德明's babies, from the seeding day `today`: an 8月龄 check due today (or the nearest
 * check age a calendar allows), a 6月龄 check due in three days, a 3月龄 check missed (overdue,
 * with its doses: 应种未种), and a baby born three days ago whose home visit is due this week.
 */
const babyPlans = (today: string): BabyPlan[] => {
  const plans: BabyPlan[] = [];
  const dueToday = birthForCheck([8, 6, 3, 1], today);
  if (dueToday) {
    plans.push({ birthDate: dueToday.birthDate, openCheck: dueToday.months, dosesOpenFrom: today });
  }
  const soon = addDays(today, 3);
  const dueSoon = birthForCheck([6, 8, 3, 1], soon);
  if (dueSoon) {
    plans.push({ birthDate: dueSoon.birthDate, openCheck: dueSoon.months, dosesOpenFrom: soon });
  }
  const missed = addDays(addMonths(today, -4), -10);
  plans.push({ birthDate: missed, openCheck: 3, dosesOpenFrom: addMonths(missed, 3) });
  const newborn = addDays(today, -3);
  plans.push({ birthDate: newborn, openCheck: 0, dosesOpenFrom: addDays(newborn, 1) });
  return plans;
};

const womenOf = (household: Household): Resident[] =>
  household.members.filter(
    (member) => member.status === '1' && member.sex === '2' && member.age >= 22 && member.age <= 38,
  );

/** A pregnancy's plan: 末次月经 and the last antenatal visit done before today. */
interface PregnancyPlan {
  lastMenstrualPeriod: string;
  lastVisitDone: number;
}

/**
 * The pregnancies, from `today`: the 2nd visit (孕16周) due today, the 3rd (21–24周) missed, the
 * 4th (孕28周) due in four days, and a mother 5 days past 预产期 whose 产后访视 is due.
 */
const pregnancyPlans = (today: string): PregnancyPlan[] => {
  const pastTerm = [284, 285, 286, 283, 287, 282]
    .map((days) => addDays(today, -days))
    .find((lmp) => expectedDeliveryDate(lmp) === addDays(today, -5));
  return [
    { lastMenstrualPeriod: addDays(today, -16 * 7), lastVisitDone: 1 },
    { lastMenstrualPeriod: addDays(today, -26 * 7), lastVisitDone: 2 },
    { lastMenstrualPeriod: addDays(today, -(28 * 7 - 4)), lastVisitDone: 3 },
    ...(pastTerm ? [{ lastMenstrualPeriod: pastTerm, lastVisitDone: 5 }] : []),
  ];
};

/** How many babies the schedule demo files on `today` (a check age some calendars lack is skipped). */
export const scheduleDemoBabies = (today: string): number => babyPlans(today).length;

/**
 * Writes the babies and pregnancies into `clinic`'s households (a woman of 22–38 each, a
 * different one for every baby and pregnancy); the doctor of the 妇幼 records is the township
 * centre's, as the rest of the demo has it.
 */
export const writeFamilyScheduleDemo = (
  random: Random,
  writer: SeedWriter,
  db: Db,
  households: readonly Household[],
  clinic: string,
  centreDoctor: string,
  today: string,
): void => {
  const pregnant = new Set(firstChecks(db).map((first) => first.personNum));
  const homes = households.filter(
    (household) =>
      household.point.hospitalId === clinic &&
      womenOf(household).some((woman) => !pregnant.has(woman.personNum)),
  );
  const used = usedIdNumbers(db);
  const babies = babyPlans(today);
  babies.forEach((plan, index) => {
    const household = homes[index];
    if (!household) return;
    const baby = fileBaby(random, writer, db, household, plan.birthDate, used);
    const guardian = womenOf(household)[0];
    writeVaccinationCard(random, writer, baby, guardian, centreDoctor);
    writeDosesBefore(random, writer, baby, plan.dosesOpenFrom, centreDoctor);
    if (plan.openCheck === 0) return;
    writeNewbornVisit(random, writer, baby, household, centreDoctor, addDays(today, -1));
    writeChecksBefore(random, writer, baby, plan.openCheck, centreDoctor);
  });
  const mothers = homes.slice(babies.length).map((household) => ({
    household,
    woman: womenOf(household).find((member) => !pregnant.has(member.personNum)),
  }));
  pregnancyPlans(today).forEach((plan, index) => {
    const mother = mothers[index];
    if (!mother?.woman) return;
    const checkDate = addDays(plan.lastMenstrualPeriod, 70 + random.int(0, 10));
    writePrenatalFirstCheck(random, writer, mother.woman, mother.household, centreDoctor, {
      checkDate,
      lastMenstrualPeriod: plan.lastMenstrualPeriod,
    });
    const first = firstChecks(db).find((check) => check.personNum === mother.woman?.personNum);
    if (first) {
      writePrenatalFollowUps(random, writer, first, addDays(today, -1), plan.lastVisitDone);
    }
  });
};
