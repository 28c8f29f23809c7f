import { addDays, ageOn } from '../../../src/domain/calendar';
import { type ChronicDisease } from '../../../src/domain/followUp';
import { clinicId } from '../hospitals';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { type Drug, medicationOf } from './drugs';
import { identityOf, type Resident } from './people';
import { ruledFollowUp } from './ruledFollowUp';
import { between, chance, type Data, enteredAt, round, type SeedWriter } from './seedWriter';

/**
 * The stroke, COPD, tumour and high-risk programmes of 慢病管理 (spec §1): a management card and
 * its follow-ups for a realistic share of the residents, dated from the clock at seed time like
 * the work-list demo, so every page shows rows and the latest visits are recent. Each visit's
 * class and next date come from the same rules the forms and the server use.
 *
 * Shares: stroke about 1.5% of residents from 55, COPD about 3% from 40 (mostly smokers), tumour
 * about 1% from 40, high-risk about a tenth of adults from 35 without hypertension or diabetes.
 */

/** 桐梓村 clinic of 张德明 (cunyi01), under 李秀英's (xzys01) centre: both see every programme. */
const DEMO_CLINIC = clinicId('340881100201');
const DEMO_CLINIC_MINIMUM = 2;

const CONFIRM_HOSPITALS = ['桐城市人民医院', '桐城市中医医院', '安庆市立医院'];

const STROKE_DRUGS: readonly Drug[] = [
  ['阿司匹林肠溶片', 1, '100mg'],
  ['硫酸氢氯吡格雷片', 1, '75mg'],
  ['阿托伐他汀钙片', 1, '20mg'],
  ['苯磺酸氨氯地平片', 1, '5mg'],
];
const COPD_DRUGS: readonly Drug[] = [
  ['噻托溴铵粉吸入剂', 1, '18μg'],
  ['布地奈德福莫特罗吸入粉雾剂', 2, '160/4.5μg'],
  ['沙美特罗替卡松吸入粉雾剂', 2, '50/250μg'],
];
const TUMOUR_DRUGS: readonly Drug[] = [
  ['卡培他滨片', 2, '1.0g'],
  ['枸橼酸他莫昔芬片', 2, '10mg'],
  ['盐酸曲马多缓释片', 2, '100mg'],
];

/** Tumour sites with their ICD-10 code; some only for one sex. */
const TUMOUR_SITES: readonly [site: string, icd: string, sex?: '1' | '2'][] = [
  ['肺', 'C34.9'],
  ['胃', 'C16.9'],
  ['结直肠', 'C18.9'],
  ['肝', 'C22.0'],
  ['食管', 'C15.9'],
  ['甲状腺', 'C73'],
  ['乳腺', 'C50.9', '2'],
  ['宫颈', 'C53.9', '2'],
  ['前列腺', 'C61', '1'],
];

interface Programme {
  disease: ChronicDisease;
  card: string;
  visit: string;
  eligible: (resident: Resident, has: Conditions) => boolean;
  share: (resident: Resident, smoker: boolean) => number;
  /** The disease's own card fields. */
  cardData: (random: Random, resident: Resident, has: Conditions, smoker: boolean) => Data;
  /** The disease's own visit fields; `controlled` steers the values, the rules classify them. */
  visitData: (random: Random, resident: Resident, controlled: boolean, smoker: boolean) => Data;
  drugs: readonly Drug[];
  /** Days between routine visits. */
  interval: number;
  /** Visits kept (the last year and a half; fewer records keep the seed quick). */
  visits: number;
}

export interface Conditions {
  hypertension: boolean;
  diabetes: boolean;
}

const pickSome = <T>(random: Random, items: readonly T[], max: number): T[] => {
  const chosen = new Set<number>();
  const n = random.int(1, Math.min(max, items.length));
  while (chosen.size < n) chosen.add(random.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
};

const bloodPressure = (random: Random, controlled: boolean) => {
  const sbp = controlled ? random.int(112, 138) : random.int(142, 170);
  const dbp = controlled ? random.int(66, 86) : random.int(84, 100);
  return { sbp, dbp: Math.min(dbp, sbp - 30) };
};

const PROGRAMMES: readonly Programme[] = [
  {
    disease: 'stroke',
    card: 'cerebralapoplexycards',
    visit: 'cerebralapoplexyfollowUps',
    eligible: (resident) => resident.age >= 55,
    share: () => 0.015,
    cardData: (random, _resident, has) => ({
      strokeType: random.pick(['1', '1', '1', '1', '1', '2', '2', '4']),
      onsetTimes: chance(random, 0.85) ? '1' : '2',
      sequelae: chance(random, 0.3) ? ['1'] : pickSome(random, ['2', '3', '4', '5', '6'], 2),
      mrs: random.pick(['1', '1', '2', '2', '3', '4']),
      riskFactors: [
        ...(has.hypertension ? ['1'] : []),
        ...(has.diabetes ? ['2'] : []),
        ...(chance(random, 0.4) ? ['3'] : []),
        ...(chance(random, 0.2) ? ['5'] : []),
      ],
    }),
    visitData: (random, _resident, controlled) => ({
      symptoms: chance(random, 0.75) ? ['1'] : [random.pick(['2', '7', '8'])],
      ...bloodPressure(random, controlled),
      heartRate: random.int(60, 90),
      limbFunction: random.pick(['1', '2', '2', '2', '3']),
      mrs: random.pick(['1', '2', '2', '3']),
      selfCare: random.pick(['1', '1', '2', '3']),
      rehabilitation: random.pick(['2', '2', '3', '1']),
      rehabilitationContent: random.pick(['步行训练', '上肢精细动作训练', '言语训练', '平衡训练']),
      saltIntake: random.pick(['1', '2']),
      targetSaltIntake: '1',
      medicationCompliance: random.pick(['1', '1', '1', '2']),
    }),
    drugs: STROKE_DRUGS,
    interval: 91,
    visits: 6,
  },
  {
    disease: 'copd',
    card: 'copdcards',
    visit: 'copdfollowups',
    eligible: (resident) => resident.age >= 40,
    share: (_resident, smoker) => (smoker ? 0.07 : 0.01),
    cardData: (random, _resident, _has, smoker) => {
      const grade = random.pick(['1', '2', '2', '2', '3', '3', '4']);
      const predicted: Record<string, [number, number]> = {
        '1': [80, 92],
        '2': [50, 79],
        '3': [30, 49],
        '4': [20, 29],
      };
      const [low, high] = predicted[grade] ?? [50, 79];
      return {
        goldGrade: grade,
        mmrc: String(Math.min(4, Number(grade) - 1 + random.int(0, 1))),
        fev1Fvc: between(random, 45, 68, 1),
        fev1Predicted: between(random, low, high, 1),
        smokingHistory: smoker ? random.pick(['2', '3', '3']) : '1',
        packYears: smoker ? random.int(15, 50) : 0,
        exacerbationsLastYear: random.pick([0, 0, 1, 1, 2, 3]),
      };
    },
    visitData: (random, _resident, controlled, smoker) => ({
      symptoms: pickSome(random, ['2', '3', '4', '5'], 2),
      catScore: controlled ? random.int(3, 9) : random.int(10, 24),
      mmrc: random.pick(['1', '1', '2', '2', '3']),
      exacerbations: controlled ? 0 : random.pick([0, 1, 1, 2]),
      spo2: random.int(92, 98),
      heartRate: random.int(68, 96),
      inhalerUse: random.pick(['1', '1', '1', '2', '3']),
      inhalerTechnique: random.pick(['1', '1', '2']),
      oxygenTherapy: random.pick(['1', '1', '1', '2']),
      pulmonaryRehab: random.pick(['1', '2']),
      vaccination: random.pick(['1', '2', '2', '4']),
      smokingCessation: smoker ? random.pick(['2', '3', '4']) : '1',
      medicationCompliance: random.pick(['1', '1', '2']),
    }),
    drugs: COPD_DRUGS,
    interval: 91,
    visits: 6,
  },
  {
    disease: 'tumour',
    card: 'tumourcards',
    visit: 'tumourfollowUps',
    eligible: (resident) => resident.age >= 40,
    share: () => 0.011,
    cardData: (random, resident) => {
      const sites = TUMOUR_SITES.filter(([, , sex]) => !sex || sex === resident.sex);
      const [site, icd] = random.pick(sites);
      return {
        tumourSite: site,
        icd10Code: icd,
        pathologyType: random.pick(['1', '1', '2', '2', '6']),
        clinicalStage: random.pick(['2', '2', '3', '3', '4', '5']),
        treatments: pickSome(random, ['1', '2', '3', '4', '7'], 3),
      };
    },
    visitData: (random, _resident, controlled) => ({
      treatmentStatus: random.pick(['1', '2', '2', '2', '3']),
      diseaseStatus: random.pick(['1', '1', '1', '2', '5']),
      kpsScore: random.pick(['100', '90', '90', '80', '80', '70', '60']),
      painScore: controlled ? random.int(0, 3) : random.int(4, 6),
      painTreatment: controlled ? random.pick(['1', '1', '2']) : random.pick(['2', '3']),
      reviewResult: random.pick(['复查未见复发', '肿瘤标志物正常', 'CT示病灶稳定', '']),
      medicationCompliance: random.pick(['1', '1', '2']),
    }),
    drugs: TUMOUR_DRUGS,
    interval: 91,
    visits: 6,
  },
  {
    disease: 'highRisk',
    card: 'chronicDiseaseHighCard',
    visit: 'chronicDiseaseHighFollowUp',
    eligible: (resident, has) => resident.age >= 35 && !has.hypertension && !has.diabetes,
    share: () => 0.1,
    cardData: (random, _resident, _has, smoker) => ({
      riskFactors: [
        ...pickSome(random, ['1', '2', '4', '5', '7', '8'], 2),
        ...(smoker ? ['6'] : []),
      ].sort(),
      sbpAtDiagnosis: random.int(130, 139),
      dbpAtDiagnosis: random.int(80, 89),
      fbgAtScreening: between(random, 5.4, 6.9, 1),
      waistline: between(random, 82, 98, 1),
    }),
    visitData: (random, _resident, controlled) => ({
      ...bloodPressure(random, controlled),
      waistline: between(random, 80, 96, 1),
      fastingBloodGlucose: between(random, 5.0, 6.9, 1),
      saltIntake: random.pick(['1', '2', '2']),
      targetSaltIntake: '1',
      riskFactorChange: random.pick(['1', '2', '2', '3']),
      guidance: pickSome(random, ['1', '2', '3', '4', '5', '6'], 3),
    }),
    drugs: [],
    interval: 182,
    visits: 3,
  },
];

const writeCard = (
  random: Random,
  writer: SeedWriter,
  programme: Programme,
  resident: Resident,
  has: Conditions,
  smoker: boolean,
  today: string,
): string => {
  const confirmDate = addDays(today, -random.int(200, 1500));
  const buildDate = addDays(confirmDate, random.int(0, 45));
  writer.add(programme.card, {
    ...enteredAt(random, resident.point, buildDate),
    data: {
      ...identityOf(resident),
      confirmDate,
      confirmHospital: random.pick(CONFIRM_HOSPITALS),
      caseSource: random.pick(['1', '1', '2', '3']),
      familyHistory: random.pick(['1', '2', '3']),
      ...(programme.disease === 'stroke'
        ? { onsetDate: addDays(confirmDate, -random.int(0, 3)) }
        : {}),
      ...programme.cardData(random, resident, has, smoker),
      manageLevel: random.pick(['1', '2', '2', '3']),
      buildDate,
      buildDoctor: resident.point.doctor,
      manageStatus: '1',
    },
  });
  return buildDate;
};

const writeVisits = (
  random: Random,
  writer: SeedWriter,
  programme: Programme,
  resident: Resident,
  smoker: boolean,
  buildDate: string,
  today: string,
): void => {
  const height = resident.sex === '1' ? between(random, 160, 178) : between(random, 150, 166);
  const weight = resident.sex === '1' ? between(random, 55, 82, 1) : between(random, 45, 72, 1);
  const mostlyControlled = chance(random, 0.65);
  const smokes = smoker ? random.int(5, 20) : 0;
  const drugs = programme.drugs.length ? pickSome(random, programme.drugs, 2) : [];
  // The last visit within one interval of today, then back in steps of the interval.
  const last = addDays(today, -random.int(1, programme.interval - 5));
  const days: string[] = [];
  for (let day = last; day > buildDate && days.length < programme.visits;) {
    days.unshift(day);
    day = addDays(day, -(programme.interval + random.int(-10, 10)));
  }
  let previous: string | undefined;
  for (const day of days) {
    const controlled = chance(random, 0.85) ? mostlyControlled : !mostlyControlled;
    const visitWeight = round(weight + between(random, -2, 2, 1), 1);
    const values: Data = {
      ...identityOf(resident),
      visitDate: day,
      visitMethod: random.pick(['1', '1', '2', '3']),
      ...programme.visitData(random, resident, controlled, smoker),
      height,
      weight: visitWeight,
      targetWeight: round(Math.min(visitWeight, weight - 1), 1),
      bmi: round(visitWeight / (height / 100) ** 2, 2),
      smokingPerDay: smokes,
      targetSmokingPerDay: Math.max(0, smokes - 5),
      exerciseTimesPerWeek: random.int(1, 7),
      exerciseMinutesPerTime: random.pick([20, 30, 30, 40]),
      targetExerciseTimesPerWeek: 5,
      targetExerciseMinutesPerTime: 30,
      psychologicalAdjustment: chance(random, 0.85) ? '1' : '2',
      complianceBehavior: chance(random, 0.8) ? '1' : '2',
      adverseReaction: '1',
      doctorSignature: resident.point.doctor,
      ...(drugs.length
        ? {
            medications: drugs.map(medicationOf),
          }
        : {}),
    };
    if (programme.disease === 'highRisk') delete values.adverseReaction;
    const entered = enteredAt(random, resident.point, day);
    const data = ruledFollowUp(programme.disease, programme.visit, values, {
      age: ageOn(resident.birthDate, day),
      previousClassification: previous,
      enteredOn: entered.createdAt.slice(0, 10),
    });
    previous = typeof data.visitClassification === 'string' ? data.visitClassification : undefined;
    writer.add(programme.visit, { ...entered, data });
  }
};

/** Smoking as the demo knows it: about half the men from 40, a few women (China's adult rates). */
const smokes = (random: Random, resident: Resident): boolean =>
  chance(random, resident.sex === '1' ? 0.5 : 0.03);

/**
 * Writes the four programmes for the active residents; `conditions` holds who has hypertension
 * or diabetes (not high-risk any more). Own random stream, so the other demo data is unchanged.
 */
export const writeOtherChronic = (
  writer: SeedWriter,
  residents: readonly Resident[],
  conditions: ReadonlyMap<string, Conditions>,
  today: string,
): void => {
  const random = createRandom(DEMO_SEED + 13);
  const active = residents.filter((resident) => resident.status === '1');
  const smoker = new Map(active.map((resident) => [resident.personNum, smokes(random, resident)]));
  const none: Conditions = { hypertension: false, diabetes: false };
  for (const programme of PROGRAMMES) {
    const eligible = active.filter((resident) =>
      programme.eligible(resident, conditions.get(resident.personNum) ?? none),
    );
    const chosen = eligible.filter((resident) =>
      chance(random, programme.share(resident, smoker.get(resident.personNum) ?? false)),
    );
    // The demo doctors' clinic always has a few, so their pages are never empty.
    const atDemoClinic = chosen.filter((resident) => resident.point.hospitalId === DEMO_CLINIC);
    const extra = eligible
      .filter((resident) => resident.point.hospitalId === DEMO_CLINIC && !chosen.includes(resident))
      .slice(0, Math.max(0, DEMO_CLINIC_MINIMUM - atDemoClinic.length));
    for (const resident of [...chosen, ...extra]) {
      const isSmoker = smoker.get(resident.personNum) ?? false;
      const has = conditions.get(resident.personNum) ?? none;
      const buildDate = writeCard(random, writer, programme, resident, has, isSmoker, today);
      writeVisits(random, writer, programme, resident, isSmoker, buildDate, today);
    }
  }
};

/** The card and follow-up family of each programme (what the seed test counts). */
export const OTHER_CHRONIC_FAMILIES = PROGRAMMES.map(({ card, visit }) => ({ card, visit }));
