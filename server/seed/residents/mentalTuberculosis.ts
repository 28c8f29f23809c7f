import { addDays, addMonths } from '../../../src/domain/calendar';
import {
  classifyMentalVisit,
  type MentalVisitValues,
  proposeMentalNextVisit,
} from '../../../src/domain/mental';
import {
  doseRate,
  phaseOfMonth,
  proposeTuberculosisNextVisit,
  treatmentMonthOn,
} from '../../../src/domain/tuberculosis';
import { centreId, clinicId } from '../hospitals';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { villageCode } from '../regions';
import { medicationOf } from './drugs';
import { identityOf, type Resident } from './people';
import { chance, type Data, enteredAt, type SeedWriter } from './seedWriter';

/**
 * 严重精神障碍 and 肺结核 patients (spec §1, national-forms §6–§9): about 0.4% of adult residents
 * with a severe mental disorder (个人信息补充表 and visits classified by the §7.1 rules, quarterly
 * when stable and every two weeks when not), and about 0.2% on TB treatment (管理卡, 第一次入户随访
 * within 72 h and the follow-ups the phase calls for; one case closed with its 服药率). Every
 * township centre Kongcheng (xzys01's township) and its first village clinic (cunyi01's) get at
 * least one patient of each, so no page a demo user opens is empty. Dated from today, with a
 * generator of its own so the other modules' data stays as it was.
 */

const MENTAL_SHARE = 0.005;
const TB_SHARE = 0.002;
/** xzys01's township; cunyi01 works at its first village clinic. */
const KONGCHENG = '340881100';

const DIAGNOSES = [
  '精神分裂症',
  '双相情感障碍',
  '偏执性精神病',
  '分裂情感性障碍',
  '癫痫所致精神障碍',
];
const PSYCH_HOSPITALS = ['安庆市第六人民医院', '桐城市精神病医院', '安徽医科大学附属心理医院'];
const ANTIPSYCHOTICS: readonly [string, number, string][] = [
  ['利培酮片', 2, '2mg'],
  ['奥氮平片', 1, '10mg'],
  ['阿立哌唑片', 1, '10mg'],
  ['喹硫平片', 2, '200mg'],
  ['丙戊酸钠缓释片', 2, '500mg'],
];
const RELATIONS = ['配偶', '父亲', '母亲', '子女', '兄弟姐妹'];
const GUARDIAN_NAMES = ['王桂兰', '李建华', '张玉珍', '刘长青', '陈秀梅', '赵德胜'];
const CONTACTS = ['汪志强', '方红梅', '吴俊', '钱淑芬'];
const TB_HOSPITALS = ['桐城市人民医院结核病门诊', '安庆市第四人民医院（结核病定点医院）'];
const REGIMENS = ['2HRZE/4HR', '2HRZE/4HRE', '3HRZE/6HRE'];

const phoneOf = (random: Random): string => `139${String(random.int(10_000_000, 99_999_999))}`;

/** The residents who get a condition: a share at random, plus one in xzys01's and cunyi01's scope. */
const choosePatients = (
  random: Random,
  residents: readonly Resident[],
  share: number,
  eligible: (resident: Resident) => boolean,
  taken: ReadonlySet<string>,
): Resident[] => {
  const pool = residents.filter(
    (resident) => resident.status === '1' && eligible(resident) && !taken.has(resident.personNum),
  );
  const chosen = new Map<string, Resident>();
  for (const resident of pool) if (chance(random, share)) chosen.set(resident.personNum, resident);
  const ensure = (test: (resident: Resident) => boolean) => {
    if ([...chosen.values()].some(test)) return;
    const found = pool.find(test);
    if (found) chosen.set(found.personNum, found);
  };
  ensure((resident) => resident.point.centreId === centreId(KONGCHENG));
  const cunyiClinic = clinicId(villageCode(KONGCHENG, 0));
  ensure((resident) => resident.point.hospitalId === cunyiClinic);
  return [...chosen.values()];
};

/** A patient's course: how the findings of each visit tend to come out. */
type Course = 'stable' | 'fluctuating' | 'unstable';

/**
 * One visit's findings. After a visit that was not 稳定 the treatment was adjusted (or the
 * patient referred), so the next one is likelier to be better.
 */
const mentalFindings = (
  random: Random,
  course: Course,
  afterUnsettled: boolean,
): MentalVisitValues & Data => {
  const bad =
    (course === 'unstable' ? 0.4 : course === 'fluctuating' ? 0.2 : 0.03) *
    (afterUnsettled ? 0.5 : 1);
  const risk = chance(random, bad) ? random.pick(['1', '2', '2', '3', '4']) : '0';
  const symptoms = chance(random, bad) ? [random.pick(['1', '3', '4', '10', '11'])] : [];
  const fn = () => (chance(random, bad) ? '3' : random.pick(['1', '1', '2']));
  return {
    riskLevel: risk,
    currentSymptoms: symptoms,
    insight: chance(random, bad) ? random.pick(['2', '3']) : '1',
    sleep: fn(),
    diet: fn(),
    selfCare: fn(),
    housework: fn(),
    productiveWork: chance(random, 0.2) ? '9' : fn(),
    learningAbility: fn(),
    socialInteraction: fn(),
    severeCondition: chance(random, bad / 5) ? '2' : '1',
  };
};

const writeMentalPatient = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  today: string,
): void => {
  const doctor = resident.point.doctor;
  const fillDate = addDays(today, -random.int(200, 700));
  const diagnosisDate = addDays(fillDate, -random.int(365, 3650));
  const medications = [medicationOf(random.pick(ANTIPSYCHOTICS))];
  writer.add('mentalcard', {
    ...enteredAt(random, resident.point, fillDate),
    data: {
      ...identityOf(resident),
      guardianName: random.pick(GUARDIAN_NAMES),
      guardianRelation: random.pick(RELATIONS),
      guardianAddress: resident.address,
      guardianPhone: phoneOf(random),
      villageContact: random.pick(CONTACTS),
      villageContactPhone: phoneOf(random),
      householdType: random.pick(['1', '2', '2']),
      employment: random.pick(['3', '3', '4', '4', '6', '9']),
      informedConsent: chance(random, 0.9) ? '1' : '0',
      consentSignature: random.pick(GUARDIAN_NAMES),
      consentDate: fillDate,
      economicStatus: random.pick(['1', '2', '2']),
      firstOnsetDate: addDays(diagnosisDate, -random.int(30, 400)),
      pastSymptoms: [random.pick(['1', '3', '5']), random.pick(['10', '11', '4'])],
      lockHistory: chance(random, 0.85) ? '1' : '3',
      outpatientTreatment: random.pick(['2', '3', '3']),
      firstAntipsychoticDate: addDays(diagnosisDate, random.int(0, 30)),
      hospitalizations: random.int(0, 3),
      diagnosis: random.pick(DIAGNOSES),
      diagnosisHospital: random.pick(PSYCH_HOSPITALS),
      diagnosisDate,
      lastTreatmentEffect: random.pick(['2', '2', '3']),
      dangerousBehaviors: ['7'],
      fillDate,
      doctorSignature: doctor,
      manageStatus: '1',
    },
  });
  const course: Course = random.pick(['stable', 'stable', 'stable', 'fluctuating', 'unstable']);
  let day = addDays(fillDate, random.int(1, 20));
  let previous = '3';
  while (day < today) {
    const findings = mentalFindings(random, course, previous !== '3');
    const classification = classifyMentalVisit(findings).classification ?? '3';
    const next = proposeMentalNextVisit(day, classification, undefined) ?? addMonths(day, 3);
    const unstable = classification === '1';
    writer.add('mentalvisit', {
      ...enteredAt(random, resident.point, day),
      data: {
        ...identityOf(resident),
        visitDate: day,
        visitMethod: random.pick(['1', '2', '2', '3']),
        ...findings,
        dangerousBehaviors: findings.riskLevel === '0' ? ['7'] : ['1'],
        ...(findings.riskLevel === '0' ? {} : { mildTroubleCount: 1 }),
        lockStatus: '1',
        hospitalization: '0',
        labExam: '1',
        medicationCompliance: random.pick(['1', '1', '1', '2']),
        adverseReaction: chance(random, 0.1) ? '2' : '1',
        treatmentEffect: unstable ? '3' : random.pick(['2', '2', '3']),
        referral: unstable ? '2' : '1',
        ...(unstable
          ? {
              referralReason: '病情不稳定',
              referralHospital: `${random.pick(PSYCH_HOSPITALS)}精神科`,
            }
          : {}),
        medications,
        medicationGuidance: medications,
        rehabilitation: ['1', random.pick(['3', '4'])],
        visitClassification: classification,
        nextVisitDate: next,
        doctorSignature: doctor,
      },
    });
    previous = classification;
    day = addDays(next, random.int(-2, 3));
  }
};

/** The opening of a TB follow-up: the patient, the day and where in the course it falls. */
const courseVisit = (resident: Resident, day: string, month: number, phase: string): Data => ({
  ...identityOf(resident),
  visitDate: day,
  treatmentMonth: month,
  treatmentPhase: phase,
});

const writeTuberculosisPatient = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  today: string,
  closed: boolean,
): void => {
  const doctor = resident.point.doctor;
  const start = closed
    ? addDays(today, -random.int(200, 230))
    : addDays(today, -random.int(15, 150));
  const regimen = random.pick(REGIMENS);
  const intensiveMonths = Number(regimen.charAt(0));
  const courseMonths = intensiveMonths + Number(/\/(\d)/.exec(regimen)?.[1] ?? 4);
  const patientType = regimen.startsWith('3') ? '2' : '1';
  const supervisor = random.pick(['1', '2', '2']);
  const confirmDate = addDays(start, -random.int(2, 6));
  const stopDate = closed ? addMonths(start, courseMonths) : undefined;
  writer.add('pulmonarycard', {
    ...enteredAt(random, resident.point, addDays(confirmDate, 1)),
    data: {
      ...identityOf(resident),
      confirmDate,
      confirmHospital: random.pick(TB_HOSPITALS),
      noticeDate: addDays(confirmDate, 1),
      patientType,
      sputumResult: random.pick(['1', '1', '2']),
      drugResistance: '2',
      treatmentStartDate: start,
      chemotherapy: regimen,
      treatmentPhase: phaseOfMonth(treatmentMonthOn(start, today), intensiveMonths) ?? '1',
      intensiveMonths,
      courseMonths,
      supervisor,
      buildDate: addDays(confirmDate, 1),
      buildDoctor: doctor,
      ...(stopDate
        ? { manageStatus: '2', terminationDate: stopDate, terminationReason: '5' }
        : { manageStatus: '1' }),
    },
  });
  // The first home visit within 72 h of the notice (service-rules §1).
  const firstDay = addDays(confirmDate, random.int(1, 3));
  const regimenData = { chemotherapy: regimen, usage: '1', dosageForm: ['1'], supervisor };
  const firstNext = proposeTuberculosisNextVisit(
    { visitDate: firstDay, phase: '1', supervisor, referred: false },
    undefined,
  );
  writer.add('pulmonaryfirstvisit', {
    ...enteredAt(random, resident.point, firstDay),
    data: {
      ...identityOf(resident),
      visitDate: firstDay,
      visitMethod: '2',
      patientType,
      sputumResult: '1',
      drugResistance: '2',
      symptoms: ['1', random.pick(['2', '4'])],
      ...regimenData,
      separateRoom: random.pick(['1', '1', '2']),
      ventilation: random.pick(['1', '2']),
      smokingPerDay: resident.sex === '1' ? random.int(0, 15) : 0,
      targetSmokingPerDay: 0,
      drinkingPerDay: 0,
      targetDrinkingPerDay: 0,
      drugPickupPlace: `${resident.point.townName}卫生院结核病管理门诊`,
      drugPickupDate: addDays(firstDay, 1),
      eduRecordCard: '1',
      eduMedicationMethod: '1',
      eduTreatmentCourse: '1',
      eduIrregularHarm: '1',
      eduAdverseReaction: random.pick(['1', '2']),
      eduSputumRecheck: '1',
      eduTravel: random.pick(['1', '2']),
      eduHabits: '1',
      eduContacts: '1',
      nextVisitDate: firstNext,
      doctorSignature: doctor,
    },
  });
  let day = firstNext ?? addDays(firstDay, 10);
  let visits = 1;
  const last = stopDate ?? today;
  while (day < last) {
    const month = treatmentMonthOn(start, day) ?? 1;
    const phase = phaseOfMonth(month, intensiveMonths) ?? '1';
    const reaction = chance(random, 0.08);
    const next = proposeTuberculosisNextVisit(
      { visitDate: day, phase, supervisor, referred: reaction },
      undefined,
    );
    visits += 1;
    writer.add('pulmonarypatientvisit', {
      ...enteredAt(random, resident.point, day),
      data: {
        ...courseVisit(resident, day, month, phase),
        visitMethod: random.pick(['1', '2', '2']),
        symptoms: chance(random, 0.7) ? ['0'] : [random.pick(['1', '5', '7'])],
        ...regimenData,
        missedDoses: chance(random, 0.8) ? 0 : random.int(1, 4),
        adverseReaction: reaction ? '2' : '1',
        ...(reaction
          ? {
              adverseReactionDesc: '恶心纳差，肝功能轻度异常',
              referralDepartment: `${random.pick(TB_HOSPITALS)}`,
              referralReason: '药物不良反应',
              referralOutcome: '已到定点医院复诊，调整用药后好转',
            }
          : {}),
        complication: '1',
        handlingOpinion: reaction ? '及时转诊，2周内随访' : '继续规范治疗，按时复查痰涂片',
        nextVisitDate: next,
        doctorSignature: doctor,
      },
    });
    day = next ?? addMonths(day, 1);
  }
  if (stopDate) {
    // 结案: the visit at the end of the course, with the whole-course figures.
    const plannedDoses = courseMonths * 30;
    const actualDoses = plannedDoses - random.int(0, 12);
    writer.add('pulmonarypatientvisit', {
      ...enteredAt(random, resident.point, stopDate),
      data: {
        ...courseVisit(resident, stopDate, courseMonths, '2'),
        visitMethod: '1',
        symptoms: ['0'],
        ...regimenData,
        missedDoses: 0,
        adverseReaction: '1',
        complication: '1',
        handlingOpinion: '完成全程治疗，痰菌阴转，结案',
        stopDate,
        stopReason: '1',
        plannedVisits: visits + 1,
        actualVisits: visits + 1,
        plannedDoses,
        actualDoses,
        doseRate: doseRate(plannedDoses, actualDoses),
        closeDoctorSignature: doctor,
        doctorSignature: doctor,
      },
    });
  }
};

/** Writes the patients and their records; residents in household order (deterministic). */
export const writeMentalAndTuberculosis = (
  writer: SeedWriter,
  residents: readonly Resident[],
  today: string,
): void => {
  const random = createRandom(DEMO_SEED + 21);
  const mental = choosePatients(random, residents, MENTAL_SHARE, (r) => r.age >= 18, new Set());
  for (const resident of mental) writeMentalPatient(random, writer, resident, today);
  const taken = new Set(mental.map((resident) => resident.personNum));
  const tuberculosis = choosePatients(random, residents, TB_SHARE, (r) => r.age >= 15, taken);
  tuberculosis.forEach((resident, index) =>
    writeTuberculosisPatient(random, writer, resident, today, index === 0),
  );
};
