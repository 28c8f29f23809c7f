import { addDays, addMonths } from '../../../src/domain/calendar';
import {
  CHILD_CHECK_AGES,
  type ChildCheckAge,
  DEVELOPMENT_WARNING_SIGNS,
  developmentResult,
  isCheckedAt,
  nextChildCheckDate,
} from '../../../src/domain/child';
import { expectedDeliveryDate, gestationalAge } from '../../../src/domain/maternal';
import { bodyMassIndex } from '../../../src/domain/measures';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { pickGivenName, pickSurname } from './names';
import { type Household, type Resident } from './people';
import { between, chance, type Data, SEED_DAY, type SeedWriter, workTime } from './seedWriter';

/**
 * 妇幼 demo data (national-forms.md §12–§14): a 新生儿家庭访视 and the 1～8月龄 checks already due
 * for every active child under one year, and a 第1次产前检查 for a few women of 20–40 at each
 * township. Drawn from its own generator, so the other modules' data stays exactly as it was.
 */

const PRENATAL_PER_CENTRE = 3;

const header = (resident: Resident): Data => ({
  personNum: resident.personNum,
  name: resident.name,
  IDCardNo: resident.idCardNo,
  birthDate: resident.birthDate,
});

const pickNormal = (random: Random, normalChance = 0.92): string =>
  chance(random, normalChance) ? '1' : '2';

/** The mother and father of a baby: the household's adults of child-bearing age. */
const parentsOf = (household: Household, child: Resident) => {
  const adults = household.members.filter(
    (member) => member !== child && member.age >= 18 && member.age <= 50,
  );
  return {
    mother: adults.find((member) => member.sex === '2'),
    father: adults.find((member) => member.sex === '1'),
  };
};

interface Parent {
  name: string;
  birthDate: string;
  phone?: string | undefined;
}

/**
 * A parent who lives elsewhere (a grandchild brought up by its grandparents): the form still
 * names both parents, so one is made up with the child's surname for the father.
 */
const absentParent = (random: Random, child: Resident, sex: '1' | '2'): Parent => {
  const birthYear = Number(child.birthDate.slice(0, 4)) - random.int(24, 33);
  const surname = sex === '1' ? child.name.slice(0, 1) : pickSurname(random);
  return {
    name: `${surname}${pickGivenName(random, sex, birthYear)}`,
    birthDate: addDays(`${birthYear}-01-01`, random.int(0, 364)),
  };
};

const parentBlock = (prefix: 'father' | 'mother', parent: Parent): Data => ({
  [`${prefix}Name`]: parent.name,
  [`${prefix}Occupation`]: prefix === 'father' ? '农民' : '家务',
  ...(parent.phone ? { [`${prefix}Phone`]: parent.phone } : {}),
  [`${prefix}BirthDate`]: parent.birthDate,
});

/** The 新生儿家庭访视 of a baby, when its day is not after `until`. */
export const writeNewbornVisit = (
  random: Random,
  writer: SeedWriter,
  child: Resident,
  household: Household,
  doctor: string,
  until = SEED_DAY,
): void => {
  const visitDate = addDays(child.birthDate, random.int(3, 7));
  if (visitDate > until) return;
  const { mother, father } = parentsOf(household, child);
  const feeding = random.pick(['1', '1', '1', '2', '3']);
  const birthWeight = between(random, 2.6, 4.1, 2);
  writer.add('newbornVisits', {
    hospitalId: child.point.hospitalId,
    createdBy: doctor,
    createdAt: workTime(random, visitDate),
    data: {
      ...header(child),
      sex: child.sex,
      address: child.address,
      ...parentBlock('father', father ?? absentParent(random, child, '1')),
      ...parentBlock('mother', mother ?? absentParent(random, child, '2')),
      gestationalWeeks: random.int(37, 41),
      maternalIllness: chance(random, 0.9) ? '1' : random.pick(['2', '3']),
      midwiferyHospital: random.pick(['桐城市人民医院', '桐城市妇幼保健院', '桐城市中医医院']),
      birthSituation: random.pick(['1', '1', '1', '4', '4']),
      asphyxia: '1',
      apgar1: random.int(8, 10),
      apgar5: 10,
      malformation: '1',
      hearingScreening: chance(random, 0.95) ? '1' : '3',
      diseaseScreening: ['2'],
      birthWeight,
      currentWeight: Math.round((birthWeight + between(random, -0.1, 0.2, 2)) * 100) / 100,
      birthLength: between(random, 47, 53, 1),
      feeding,
      ...(feeding === '3' ? { milkAmount: random.int(60, 90) } : {}),
      feedingTimes: random.int(8, 12),
      vomiting: '1',
      stool: '1',
      stoolTimes: random.int(2, 6),
      temperature: between(random, 36.5, 37.2, 1),
      heartRate: random.int(120, 150),
      respiratoryRate: random.int(35, 50),
      complexion: chance(random, 0.85) ? '1' : '2',
      jaundiceSites: chance(random, 0.85) ? ['1'] : ['2'],
      fontanelleLength: between(random, 1.5, 2.5, 1),
      fontanelleWidth: between(random, 1.5, 2.5, 1),
      fontanelle: '1',
      eyes: '1',
      limbs: '1',
      earAppearance: '1',
      nose: '1',
      oralCavity: '1',
      anus: '1',
      chest: '1',
      abdomen: '1',
      genitals: '1',
      spine: '1',
      neckMass: '1',
      skin: '1',
      umbilicalCord: random.pick(['1', '1', '2']),
      referral: '1',
      guidance: ['1', '2', '3', '4'],
      visitDate,
      nextVisitPlace: '乡镇卫生院',
      nextVisitDate: addMonths(child.birthDate, 1),
      doctorSignature: doctor,
    },
  });
};

/** What one check records, with only the items its 月龄 checks. */
export const childCheckData = (
  random: Random,
  child: Resident,
  age: ChildCheckAge,
  visitDate: string,
  doctor: string,
): Data => {
  const months = CHILD_CHECK_AGES.find((item) => item.value === age)?.months ?? 1;
  const boy = child.sex === '1';
  // Rough medians of the WHO standards (kg, cm) at 1, 3, 6 and 8 months.
  const weight = (boy ? [4.5, 6.4, 7.9, 8.6] : [4.2, 5.8, 7.3, 7.9])[Number(age) - 1]!;
  const length = (boy ? [54.7, 61.4, 67.6, 70.6] : [53.7, 59.8, 65.7, 68.7])[Number(age) - 1]!;
  const head = (boy ? [37.3, 40.5, 43.3, 44.5] : [36.5, 39.5, 42.2, 43.4])[Number(age) - 1]!;
  const diarrhoea = chance(random, 0.15);
  const data: Data = {
    ...header(child),
    sex: child.sex,
    checkAge: age,
    visitDate,
    weight: Math.round((weight + between(random, -0.6, 0.6, 2)) * 100) / 100,
    weightBand: random.pick(['2', '2', '2', '1', '3']),
    length: Math.round((length + between(random, -2, 2, 1)) * 10) / 10,
    lengthBand: random.pick(['2', '2', '2', '1', '3']),
    headCircumference: Math.round((head + between(random, -1, 1, 1)) * 10) / 10,
    complexion: '1',
    skin: '1',
    fontanelle: '2',
    fontanelleLength: between(random, 1, 2.5, 1),
    fontanelleWidth: between(random, 1, 2.5, 1),
    neckMass: '2',
    eyes: '1',
    earAppearance: '1',
    chest: '1',
    abdomen: '1',
    limbs: '1',
    anusGenitals: '1',
    outdoorHours: between(random, 0.5, 2, 1),
    vitaminD: 400,
    illness: diarrhoea ? ['3'] : ['1'],
    ...(diarrhoea ? { diarrheaTimes: 1 } : {}),
    referral: '1',
    guidance: ['1', '2', '3', '4'],
    doctorSignature: doctor,
  };
  const optional: Data = {
    hearing: '1',
    oral: '1',
    teethCount: months >= 8 ? random.int(0, 2) : 0,
    umbilicalCord: '2',
    umbilicus: '1',
    ricketsSymptoms: chance(random, 0.9) ? ['1'] : ['3'],
    ricketsSign3m: '1',
    ricketsSigns: ['1'],
    hemoglobin: random.int(105, 130),
    tcmGuidance6to12m: ['1', '2', '3'],
  };
  for (const [field, value] of Object.entries(optional)) {
    if (isCheckedAt(field, age)) data[field] = value;
  }
  // One in ten screenings finds a warning sign; the result follows the shared rule.
  const screening = DEVELOPMENT_WARNING_SIGNS[age];
  if (screening) {
    const ticked = chance(random, 0.1) ? [String(random.int(1, 4))] : [];
    data[screening.field] = ticked;
    data.developmentResult = developmentResult(age, ticked);
  }
  const next = nextChildCheckDate(child.birthDate, age);
  if (next) data.nextVisitDate = next;
  return data;
};

const writeChildChecks = (random: Random, writer: SeedWriter, child: Resident, doctor: string) => {
  for (const { value, months } of CHILD_CHECK_AGES) {
    const visitDate = addDays(addMonths(child.birthDate, months), random.int(0, 6));
    if (visitDate > SEED_DAY) return;
    writer.add('childHealthChecks', {
      hospitalId: child.point.hospitalId,
      createdBy: doctor,
      createdAt: workTime(random, visitDate),
      data: childCheckData(random, child, value, visitDate, doctor),
    });
  }
};

/** A pregnancy's 第1次产前检查: on the days given, else drawn in the months before SEED_DAY. */
export const writePrenatalFirstCheck = (
  random: Random,
  writer: SeedWriter,
  woman: Resident,
  household: Household,
  doctor: string,
  days?: { checkDate: string; lastMenstrualPeriod: string },
): void => {
  const checkDate = days?.checkDate ?? addDays(SEED_DAY, -random.int(3, 150));
  const lastMenstrualPeriod = days?.lastMenstrualPeriod ?? addDays(checkDate, -random.int(56, 90));
  const gestation = gestationalAge(lastMenstrualPeriod, checkDate);
  const husband = household.members.find(
    (member) => member !== woman && member.sex === '1' && member.age >= 20 && member.age <= 60,
  );
  const gravidity = random.pick([1, 1, 2, 2, 3]);
  const earlier = gravidity - 1;
  const vaginal = earlier > 0 && chance(random, 0.7) ? 1 : 0;
  const height = between(random, 152, 168, 1);
  const weight = between(random, 48, 68, 1);
  const anaemic = chance(random, 0.15);
  writer.add('prenatalFirstChecks', {
    hospitalId: woman.point.hospitalId,
    createdBy: doctor,
    createdAt: workTime(random, checkDate),
    data: {
      ...header(woman),
      pregnantAge: woman.age,
      checkDate,
      ...(husband
        ? {
            husbandName: husband.name,
            husbandAge: husband.age,
            ...(husband.phone ? { husbandPhone: husband.phone } : {}),
          }
        : {}),
      gestationalWeeks: gestation?.weeks,
      gestationalDays: gestation?.days,
      gravidity,
      vaginalDeliveries: vaginal,
      cesareanDeliveries: earlier - vaginal > 0 && chance(random, 0.5) ? 1 : 0,
      lastMenstrualPeriod,
      dueDate: expectedDeliveryDate(lastMenstrualPeriod),
      pastHistory: chance(random, 0.9) ? ['1'] : ['6'],
      familyHistory: ['1'],
      personalHistory: ['1'],
      gynecologicSurgery: '1',
      spontaneousAbortions: 0,
      inducedAbortions: 0,
      stillbirths: 0,
      stillDeliveries: 0,
      neonatalDeaths: 0,
      birthDefects: 0,
      height,
      weight,
      bmi: bodyMassIndex(weight, height),
      sbp: random.int(98, 128),
      dbp: random.int(60, 82),
      heart: '1',
      lungs: '1',
      vulva: '1',
      vagina: '1',
      cervix: pickNormal(random, 0.95),
      uterus: '1',
      adnexa: '1',
      hemoglobin: anaemic ? random.int(92, 108) : random.int(112, 135),
      whiteBloodCells: between(random, 5, 10, 1),
      platelets: random.int(160, 300),
      urineProtein: '-',
      urineGlucose: '-',
      urineKetone: '-',
      urineOccultBlood: '-',
      aboBloodType: random.pick(['1', '2', '3', '4']),
      rhBloodType: '2',
      bloodGlucose: between(random, 4.2, 5.4, 1),
      alt: random.int(10, 35),
      ast: random.int(12, 30),
      albumin: between(random, 38, 46, 1),
      totalBilirubin: between(random, 5, 15, 1),
      conjugatedBilirubin: between(random, 1, 5, 1),
      creatinine: random.int(40, 70),
      urea: between(random, 2.5, 5, 1),
      vaginalDischarge: ['1'],
      vaginalCleanliness: random.pick(['1', '2', '2']),
      hbsAg: chance(random, 0.95) ? '1' : '2',
      syphilis: '1',
      hiv: '1',
      ultrasound: '宫内早孕，可见胎心搏动',
      overallAssessment: anaemic ? '2' : '1',
      ...(anaemic ? { overallAbnormalDesc: '轻度贫血' } : {}),
      guidance: ['1', '2', '3', '4', '5'],
      referral: '1',
      nextVisitDate: addDays(checkDate, 28),
      doctorSignature: doctor,
    },
  });
};

/** Writes the 妇幼 records; returns nothing (seedResources counts records per family). */
export const writeMaternalChild = (writer: SeedWriter, households: readonly Household[]): void => {
  const random = createRandom(DEMO_SEED + 12);
  const centreDoctor = new Map<string, string>();
  for (const household of households) {
    const { point } = household;
    if (point.hospitalId === point.centreId) centreDoctor.set(point.centreId, point.doctor);
  }
  const yearAgo = addMonths(SEED_DAY, -12);
  const prenatalPerCentre = new Map<string, number>();
  for (const household of households) {
    const doctor = centreDoctor.get(household.point.centreId) ?? household.point.doctor;
    for (const resident of household.members) {
      if (resident.status !== '1') continue;
      if (resident.birthDate > yearAgo) {
        writeNewbornVisit(random, writer, resident, household, doctor);
        writeChildChecks(random, writer, resident, doctor);
        continue;
      }
      const centre = resident.point.centreId;
      const written = prenatalPerCentre.get(centre) ?? 0;
      if (
        resident.sex === '2' &&
        resident.age >= 20 &&
        resident.age <= 40 &&
        written < PRENATAL_PER_CENTRE &&
        chance(random, 0.3)
      ) {
        writePrenatalFirstCheck(random, writer, resident, household, doctor);
        prenatalPerCentre.set(centre, written + 1);
      }
    }
  }
};
