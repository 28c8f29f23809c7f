import { addDays, addMonths, ageOn } from '../../../src/domain/calendar';
import { VISIT_CLASS } from '../../../src/domain/codes';
import { DIABETES_PROGRAMME } from '../../../src/domain/diabetes';
import { HYPERTENSION_PROGRAMME } from '../../../src/domain/hypertension';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { type Drug, medicationOf } from './drugs';
import { identityOf, type Resident } from './people';
import { ruledFollowUp } from './ruledFollowUp';
import {
  between,
  chance,
  type Data,
  dayBetween,
  round,
  SEED_DAY,
  enteredAt,
  type SeedWriter,
} from './seedWriter';

/** A resident who died in the two years before SEED_DAY (死亡医学证明, terminated cards). */
export interface Death {
  resident: Resident;
  /** 'YYYY-MM-DD HH:mm:ss' */
  deathDate: string;
}

const HYPERTENSION_DRUGS: readonly [string, number, string][] = [
  ['苯磺酸氨氯地平片', 1, '5mg'],
  ['硝苯地平缓释片', 2, '20mg'],
  ['厄贝沙坦片', 1, '150mg'],
  ['缬沙坦胶囊', 1, '80mg'],
  ['氢氯噻嗪片', 1, '12.5mg'],
  ['琥珀酸美托洛尔缓释片', 1, '47.5mg'],
  ['马来酸依那普利片', 1, '10mg'],
];
const DIABETES_DRUGS: readonly [string, number, string][] = [
  ['盐酸二甲双胍片', 3, '0.5g'],
  ['格列美脲片', 1, '2mg'],
  ['阿卡波糖片', 3, '50mg'],
  ['达格列净片', 1, '10mg'],
];

const drugsFor = (random: Random, list: readonly Drug[], max: number) => {
  const chosen = new Set<number>();
  const n = random.int(1, max);
  while (chosen.size < n) chosen.add(random.int(0, list.length - 1));
  return [...chosen].map((index) => medicationOf(list[index] as Drug));
};

/** Per-patient constants every visit starts from. */
interface Baseline {
  height: number;
  weight: number;
  controlled: boolean;
  smokes: number;
  drinks: number;
}

const baselineOf = (random: Random, resident: Resident, controlledShare: number): Baseline => ({
  height: resident.sex === '1' ? between(random, 160, 178) : between(random, 150, 166),
  weight: resident.sex === '1' ? between(random, 55, 85, 1) : between(random, 45, 75, 1),
  controlled: chance(random, controlledShare),
  smokes: resident.sex === '1' && chance(random, 0.3) ? random.int(5, 20) : 0,
  drinks: resident.sex === '1' && chance(random, 0.25) ? random.int(1, 3) : 0,
});

/** Quarterly visit days from the later of `from` and `years` back, until `until`. */
const quarterlyVisits = (random: Random, from: string, until: string, years: number): string[] => {
  const days: string[] = [];
  const first = addMonths(SEED_DAY, -12 * years);
  for (let quarter = 0; quarter < 4 * years; quarter += 1) {
    const start = addMonths(first, quarter * 3);
    const day = addDays(start, random.int(0, 80));
    if (day < from || day >= until || day > SEED_DAY) continue;
    if (chance(random, 0.1)) continue; // a missed quarter
    days.push(day);
  }
  return days;
};

const visitMethod = (random: Random): string => random.pick(['1', '1', '1', '2', '2', '3']);

/** The parts both follow-up forms share (visit header, lifestyle, body measures, close). */
const commonVisit = (random: Random, resident: Resident, base: Baseline, day: string): Data => {
  const weight = round(base.weight + between(random, -2, 2, 1), 1);
  const bmi = round(weight / (base.height / 100) ** 2, 2);
  return {
    ...identityOf(resident),
    visitDate: day,
    visitMethod: visitMethod(random),
    // 身高 is written on each visit (it carries over to the next, national-forms §4).
    height: base.height,
    weight,
    targetWeight: round(Math.min(weight, base.weight - 1), 1),
    bmi,
    targetBmi: round(Math.min(bmi, 24), 2),
    smokingPerDay: base.smokes,
    targetSmokingPerDay: Math.max(0, base.smokes - 5),
    drinkingPerDay: base.drinks,
    targetDrinkingPerDay: Math.max(0, base.drinks - 1),
    exerciseTimesPerWeek: random.int(2, 7),
    exerciseMinutesPerTime: random.pick([20, 30, 30, 40, 60]),
    targetExerciseTimesPerWeek: 5,
    targetExerciseMinutesPerTime: 30,
    psychologicalAdjustment: chance(random, 0.85) ? '1' : '2',
    complianceBehavior: chance(random, 0.8) ? '1' : '2',
    medicationCompliance: random.pick(['1', '1', '1', '1', '1', '1', '2', '2', '3']),
    adverseReaction: '1',
    doctorSignature: resident.point.doctor,
  };
};

/** Blood pressure of one visit: controlled patients mostly below 140/90, the others above. */
const bloodPressure = (random: Random, controlled: boolean) => {
  const inControl = chance(random, 0.85) ? controlled : !controlled;
  const sbp = inControl ? random.int(112, 138) : random.int(142, 178);
  const dbp = inControl ? random.int(68, 88) : random.int(86, 104);
  return { sbp, dbp: Math.min(dbp, sbp - 30) };
};

const cardDates = (random: Random, resident: Resident) => {
  const earliest = addDays(resident.birthDate, 365 * 30);
  const from = earliest > '2014-01-01' ? earliest : '2014-01-01';
  const confirmDate = dayBetween(
    random,
    from < addMonths(SEED_DAY, -6) ? from : addMonths(SEED_DAY, -6),
    addMonths(SEED_DAY, -6),
  );
  const buildDate = addDays(confirmDate, random.int(0, 60));
  return { confirmDate, buildDate };
};

const terminationOf = (death: Death | undefined, random: Random, buildDate: string): Data => {
  if (death) {
    return {
      manageStatus: '2',
      terminationDate: addDays(death.deathDate.slice(0, 10), random.int(1, 10)),
      terminationReason: '1',
    };
  }
  if (chance(random, 0.03)) {
    return {
      manageStatus: '2',
      terminationDate: dayBetween(random, addDays(buildDate, 30), addDays(SEED_DAY, -5)),
      terminationReason: '3',
    };
  }
  return { manageStatus: '1' };
};

const CONFIRM_HOSPITALS = ['桐城市人民医院', '桐城市中医医院', '安庆市立医院'];

/** What both management cards open with: the patient, and where and how the disease was found. */
const cardOpening = (random: Random, resident: Resident, confirmDate: string): Data => ({
  ...identityOf(resident),
  confirmDate,
  confirmHospital: chance(random, 0.6)
    ? random.pick(CONFIRM_HOSPITALS)
    : `${resident.point.townName}卫生院`,
  caseSource: random.pick(['1', '1', '2', '3']),
  familyHistory: random.pick(['1', '2', '3']),
});

/** Visits run until the card was terminated, else up to SEED_DAY. */
const visitsUntil = (termination: Data): string =>
  termination.manageStatus === '2' ? String(termination.terminationDate) : addDays(SEED_DAY, 1);

/** Writes the card and the follow-ups of one patient, dead or alive, over `historyYears`. */
type PatientWriter = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  death: Death | undefined,
  historyYears: number,
) => void;

/** What a card is built from: its dates, the patient's baseline, and whether it was terminated. */
const cardStart = (
  random: Random,
  resident: Resident,
  death: Death | undefined,
  controlledShare: number,
) => {
  const { confirmDate, buildDate } = cardDates(random, resident);
  const base = baselineOf(random, resident, controlledShare);
  const termination = terminationOf(death, random, buildDate);
  return { confirmDate, buildDate, base, termination };
};

const FOLLOW_UP_FAMILY = {
  hypertension: HYPERTENSION_PROGRAMME.visitFamily,
  diabetes: DIABETES_PROGRAMME.visitFamily,
} as const;

/** A stream of its own per patient for the two-week visits, so the rest of the demo is unchanged. */
const followUpRandom = (resident: Resident, disease: string): Random => {
  let hash = DEMO_SEED;
  for (const char of `${disease}:${resident.personNum}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return createRandom(hash);
};

/**
 * A patient's visits in date order, each saved as the rules would have it (ruledFollowUp): the
 * quarterly visits, and after a visit that is not 控制满意 most patients come back for the
 * two-week visit (service-rules §3), with the drugs adjusted; a second 控制不满意 in a row is then
 * referred. `visit` draws a visit's values from the stream it is given.
 */
const writeVisitHistory = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  disease: keyof typeof FOLLOW_UP_FAMILY,
  quarterly: readonly string[],
  until: string,
  visit: (random: Random, day: string, followingUp: boolean) => Data,
): void => {
  const family = FOLLOW_UP_FAMILY[disease];
  const twoWeek = followUpRandom(resident, disease);
  let previous: string | undefined;
  const save = (stream: Random, day: string, followingUp: boolean): string | undefined => {
    const entered = enteredAt(stream, resident.point, day);
    const data = ruledFollowUp(disease, family, visit(stream, day, followingUp), {
      age: ageOn(resident.birthDate, day),
      previousClassification: previous,
      enteredOn: entered.createdAt.slice(0, 10),
    });
    writer.add(family, { ...entered, data });
    previous = typeof data.visitClassification === 'string' ? data.visitClassification : undefined;
    return previous;
  };
  quarterly.forEach((day, index) => {
    const classification = save(random, day, false);
    if (classification === VISIT_CLASS.controlled || !chance(twoWeek, 0.7)) return;
    const next = addDays(day, twoWeek.int(10, 16));
    const limit = quarterly[index + 1] ?? addDays(SEED_DAY, 1);
    if (next < limit && next < until && next <= SEED_DAY) save(twoWeek, next, true);
  });
};

/** 高血压患者管理卡 and 高血压随访记录 of one patient. */
export const writeHypertension: PatientWriter = (random, writer, resident, death, years) => {
  const { confirmDate, buildDate, base, termination } = cardStart(random, resident, death, 0.68);
  const manageLevel = base.controlled ? random.pick(['1', '1', '2']) : random.pick(['2', '3']);
  writer.add('hypertensionCard', {
    ...enteredAt(random, resident.point, buildDate),
    data: {
      ...cardOpening(random, resident, confirmDate),
      sbpAtDiagnosis: random.int(145, 185),
      dbpAtDiagnosis: random.int(90, 110),
      riskLevel: random.pick(['1', '2', '2', '3', '4']),
      complications: [chance(random, 0.85) ? '1' : random.pick(['2', '3', '4'])],
      manageLevel,
      buildDate,
      buildDoctor: resident.point.doctor,
      ...termination,
    },
  });
  const until = visitsUntil(termination);
  const drugs = drugsFor(random, HYPERTENSION_DRUGS, 2);
  const hypertensionVisit = (random: Random, day: string, controlled: boolean): Data => {
    const { sbp, dbp } = bloodPressure(random, controlled);
    return {
      ...commonVisit(random, resident, base, day),
      symptoms: chance(random, 0.8) ? ['1'] : [random.pick(['2', '4', '6', '8'])],
      sbp,
      dbp,
      heartRate: random.int(60, 92),
      saltIntake: random.pick(['1', '2', '2', '3']),
      targetSaltIntake: '1',
      medications: drugs,
    };
  };
  writeVisitHistory(
    random,
    writer,
    resident,
    'hypertension',
    quarterlyVisits(random, buildDate, until, years),
    until,
    (visitRandom, day, followingUp) =>
      hypertensionVisit(visitRandom, day, followingUp ? chance(visitRandom, 0.6) : base.controlled),
  );
};

/** 糖尿病患者管理卡 and 糖尿病随访记录 of one patient. */
export const writeDiabetes: PatientWriter = (random, writer, resident, death, years) => {
  const { confirmDate, buildDate, base, termination } = cardStart(random, resident, death, 0.6);
  writer.add('diabetesManager', {
    ...enteredAt(random, resident.point, buildDate),
    data: {
      ...cardOpening(random, resident, confirmDate),
      diabetesType: chance(random, 0.97) ? '2' : '1',
      fbgAtDiagnosis: between(random, 7.2, 14.5, 1),
      complications: [chance(random, 0.85) ? '1' : random.pick(['2', '3', '5'])],
      manageLevel: base.controlled ? '1' : random.pick(['2', '3']),
      buildDate,
      buildDoctor: resident.point.doctor,
      ...termination,
    },
  });
  const until = visitsUntil(termination);
  const drugs = drugsFor(random, DIABETES_DRUGS, 2);
  const insulin = chance(random, 0.08);
  const diabetesVisit = (
    random: Random,
    day: string,
    controlled: boolean,
    withHba1c: boolean,
  ): Data => {
    const inControl = chance(random, 0.85) ? controlled : !controlled;
    const glucose = inControl ? between(random, 4.8, 6.9, 1) : between(random, 7.1, 12.5, 1);
    const { sbp, dbp } = bloodPressure(random, chance(random, 0.7));
    const data: Data = {
      ...commonVisit(random, resident, base, day),
      symptoms: chance(random, 0.8) ? ['1'] : [random.pick(['2', '4', '5', '7'])],
      sbp,
      dbp,
      dorsalisPedisPulse: chance(random, 0.9) ? '1' : '2',
      stapleFood: random.pick([250, 300, 300, 350, 400]),
      targetStapleFood: 250,
      fastingBloodGlucose: glucose,
      hypoglycemia: chance(random, 0.9) ? '1' : '2',
      medications: drugs,
    };
    if (withHba1c) {
      data.hba1c = inControl ? between(random, 5.8, 6.9, 1) : between(random, 7.1, 9.6, 1);
      data.hba1cDate = day;
    }
    if (insulin) {
      data.insulinType = '门冬胰岛素30注射液';
      data.insulinUsage = '早晚餐前皮下注射，各12单位';
    }
    return data;
  };
  const days = quarterlyVisits(random, buildDate, until, years);
  writeVisitHistory(
    random,
    writer,
    resident,
    'diabetes',
    days,
    until,
    (visitRandom, day, followingUp) =>
      diabetesVisit(
        visitRandom,
        day,
        followingUp ? chance(visitRandom, 0.6) : base.controlled,
        !followingUp && days.indexOf(day) % 4 === 0,
      ),
  );
};
