import { addDays, addMonths } from '../../../src/domain/calendar';
import { contractEndFor } from '../../../src/domain/contract';
import {
  classifyMentalVisit,
  MENTAL_CLASS,
  type MentalVisitValues,
  proposeMentalNextVisit,
} from '../../../src/domain/mental';
import { DEFAULT_SCHEDULE_RULES } from '../../../src/domain/schedule';
import {
  phaseOfMonth,
  proposeTuberculosisNextVisit,
  TB_PHASE,
  treatmentMonthOn,
} from '../../../src/domain/tuberculosis';
import { type Db } from '../../db/openDatabase';
import { type Random } from '../random';
import { medicationOf } from './drugs';
import { identityOf, type Resident } from './people';
import { type Data, enteredAt, type SeedWriter } from './seedWriter';

/**
 * The 严重精神障碍, 肺结核 and 家庭医生签约 half of the schedule demo (schedule B; service-rules §1,
 * §3, §6): patients and agreements of a clinic dated back from the seeding day so that their next
 * service is due today, due this week and overdue on that day, whatever day it is. Each visit's
 * class and 下次随访日期 are the kernel's (as seedObeysKernel checks).
 */

const RULES = DEFAULT_SCHEDULE_RULES;

/** 危险性, symptoms and functions of a visit of each class (mental/visit.ts classifyMentalVisit). */
const MENTAL_FINDINGS: Readonly<Record<'unstable' | 'basicallyStable', MentalVisitValues & Data>> =
  {
    unstable: {
      riskLevel: '3',
      currentSymptoms: ['3'],
      insight: '2',
      sleep: '2',
      diet: '1',
      selfCare: '2',
      housework: '3',
      productiveWork: '9',
      learningAbility: '2',
      socialInteraction: '3',
      severeCondition: '1',
    },
    basicallyStable: {
      riskLevel: '1',
      currentSymptoms: ['10'],
      insight: '2',
      sleep: '1',
      diet: '1',
      selfCare: '1',
      housework: '2',
      productiveWork: '9',
      learningAbility: '2',
      socialInteraction: '2',
      severeCondition: '1',
    },
  };

/** A patient's last visit: its class and the day the next one falls due. */
interface MentalPlan {
  course: keyof typeof MENTAL_FINDINGS;
  nextDue: string;
}

const writeMentalPatient = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  plan: MentalPlan,
): void => {
  const doctor = resident.point.doctor;
  const findings = MENTAL_FINDINGS[plan.course];
  const classification = classifyMentalVisit(findings).classification ?? MENTAL_CLASS.unstable;
  const days =
    classification === MENTAL_CLASS.unstable
      ? RULES.mental.unstableDays
      : RULES.mental.basicallyStableDays;
  const visitDate = addDays(plan.nextDue, -days);
  const fillDate = addDays(visitDate, -random.int(90, 300));
  const medications = [medicationOf(['利培酮片', 2, '2mg'])];
  writer.add('mentalcard', {
    ...enteredAt(random, resident.point, fillDate),
    data: {
      ...identityOf(resident),
      guardianName: '王桂兰',
      guardianRelation: '配偶',
      guardianAddress: resident.address,
      guardianPhone: `139${String(random.int(10_000_000, 99_999_999))}`,
      villageContact: '汪志强',
      villageContactPhone: `139${String(random.int(10_000_000, 99_999_999))}`,
      householdType: '2',
      employment: '4',
      informedConsent: '1',
      consentSignature: '王桂兰',
      consentDate: fillDate,
      economicStatus: '2',
      firstOnsetDate: addDays(fillDate, -random.int(900, 2000)),
      pastSymptoms: ['3', '10'],
      lockHistory: '1',
      outpatientTreatment: '3',
      firstAntipsychoticDate: addDays(fillDate, -random.int(300, 800)),
      hospitalizations: random.int(1, 3),
      diagnosis: '精神分裂症',
      diagnosisHospital: '安庆市第六人民医院',
      diagnosisDate: addDays(fillDate, -random.int(300, 800)),
      lastTreatmentEffect: '2',
      dangerousBehaviors: ['7'],
      fillDate,
      doctorSignature: doctor,
      manageStatus: '1',
    },
  });
  const unstable = classification === MENTAL_CLASS.unstable;
  writer.add('mentalvisit', {
    ...enteredAt(random, resident.point, visitDate),
    data: {
      ...identityOf(resident),
      visitDate,
      visitMethod: '1',
      ...findings,
      dangerousBehaviors: unstable ? ['1'] : ['7'],
      ...(unstable ? { mildTroubleCount: 1 } : {}),
      lockStatus: '1',
      hospitalization: '0',
      labExam: '1',
      medicationCompliance: unstable ? '2' : '1',
      adverseReaction: '1',
      treatmentEffect: unstable ? '3' : '2',
      referral: unstable ? '2' : '1',
      ...(unstable
        ? { referralReason: '病情不稳定', referralHospital: '安庆市第六人民医院精神科' }
        : {}),
      medications,
      medicationGuidance: medications,
      rehabilitation: ['1', '3'],
      visitClassification: classification,
      nextVisitDate: proposeMentalNextVisit(visitDate, classification, undefined),
      doctorSignature: doctor,
    },
  });
};

/** A TB patient's course: supervisor, intensive months, and when the next visit is to fall due. */
interface TuberculosisPlan {
  supervisor: string;
  nextDue: string;
  /** The phase the last visit is to be in. */
  phase: string;
}

const INTENSIVE_MONTHS = 2;

/**
 * The visit days from a first home visit on `first`, each the kernel's next date of the one
 * before, while before `target`; the chain whose last next date is exactly `target` (or none).
 */
const visitChain = (first: string, plan: TuberculosisPlan): string[] | undefined => {
  const start = addDays(first, -1);
  const days = [first];
  for (;;) {
    const day = days[days.length - 1] ?? first;
    const phase =
      phaseOfMonth(treatmentMonthOn(start, day), INTENSIVE_MONTHS) ?? TB_PHASE.intensive;
    const next = proposeTuberculosisNextVisit(
      { visitDate: day, phase, supervisor: plan.supervisor, referred: false },
      undefined,
    );
    if (!next || next > plan.nextDue) return undefined;
    if (next === plan.nextDue) return phase === plan.phase ? days : undefined;
    days.push(next);
  }
};

const writeTuberculosisPatient = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  plan: TuberculosisPlan,
): void => {
  // The first home visit that leads to the planned next date, searched back day by day.
  const reach = plan.phase === TB_PHASE.intensive ? 15 : 75;
  let chain: string[] | undefined;
  for (let back = reach; back < reach + 60 && !chain; back += 1) {
    chain = visitChain(addDays(plan.nextDue, -back), plan);
  }
  if (!chain) return;
  const [firstDay = plan.nextDue, ...followUps] = chain;
  const doctor = resident.point.doctor;
  const start = addDays(firstDay, -1);
  const confirmDate = addDays(firstDay, -2);
  const regimen = '2HRZE/4HR';
  const regimenData = {
    chemotherapy: regimen,
    usage: '1',
    dosageForm: ['1'],
    supervisor: plan.supervisor,
  };
  writer.add('pulmonarycard', {
    ...enteredAt(random, resident.point, addDays(confirmDate, 1)),
    data: {
      ...identityOf(resident),
      confirmDate,
      confirmHospital: '桐城市人民医院结核病门诊',
      noticeDate: addDays(confirmDate, 1),
      patientType: '1',
      sputumResult: '1',
      drugResistance: '2',
      treatmentStartDate: start,
      chemotherapy: regimen,
      treatmentPhase: plan.phase,
      intensiveMonths: INTENSIVE_MONTHS,
      courseMonths: 6,
      supervisor: plan.supervisor,
      buildDate: addDays(confirmDate, 1),
      buildDoctor: doctor,
      manageStatus: '1',
    },
  });
  const nextOf = (day: string, phase: string) =>
    proposeTuberculosisNextVisit(
      { visitDate: day, phase, supervisor: plan.supervisor, referred: false },
      undefined,
    );
  writer.add('pulmonaryfirstvisit', {
    ...enteredAt(random, resident.point, firstDay),
    data: {
      ...identityOf(resident),
      visitDate: firstDay,
      visitMethod: '2',
      patientType: '1',
      sputumResult: '1',
      drugResistance: '2',
      symptoms: ['1', '2'],
      ...regimenData,
      separateRoom: '1',
      ventilation: '1',
      smokingPerDay: 0,
      targetSmokingPerDay: 0,
      drinkingPerDay: 0,
      targetDrinkingPerDay: 0,
      drugPickupPlace: `${resident.point.townName}卫生院结核病管理门诊`,
      drugPickupDate: addDays(firstDay, 1),
      eduRecordCard: '1',
      eduMedicationMethod: '1',
      eduTreatmentCourse: '1',
      eduIrregularHarm: '1',
      eduAdverseReaction: '1',
      eduSputumRecheck: '1',
      eduTravel: '1',
      eduHabits: '1',
      eduContacts: '1',
      nextVisitDate: nextOf(firstDay, TB_PHASE.intensive),
      doctorSignature: doctor,
    },
  });
  for (const day of followUps) {
    const month = treatmentMonthOn(start, day) ?? 1;
    const phase = phaseOfMonth(month, INTENSIVE_MONTHS) ?? TB_PHASE.intensive;
    writer.add('pulmonarypatientvisit', {
      ...enteredAt(random, resident.point, day),
      data: {
        ...identityOf(resident),
        visitDate: day,
        treatmentMonth: month,
        treatmentPhase: phase,
        visitMethod: '1',
        symptoms: ['0'],
        ...regimenData,
        missedDoses: 0,
        adverseReaction: '1',
        complication: '1',
        handlingOpinion: '继续规范治疗，按时复查痰涂片',
        nextVisitDate: nextOf(day, phase),
        doctorSignature: doctor,
      },
    });
  }
};

/**
 * Agreements whose renewal is due today (ending within the 30-day warning), due this week (the
 * warning opens in three days) and overdue (ended ten days ago, not renewed): copies of an
 * agreement of the clinic's general package for residents who have none.
 */
const writeAgreements = (
  random: Random,
  writer: SeedWriter,
  db: Db,
  residents: readonly Resident[],
  today: string,
): void => {
  const template = db
    .prepare<[string], { data: string }>(
      `SELECT data FROM resource_records WHERE family = 'signRegistes' AND hospital_id = ?
         AND json_extract(data, '$.crowdTypes') = '["1"]' ORDER BY CAST(id AS INTEGER) LIMIT 1`,
    )
    .get(residents[0]?.point.hospitalId ?? '');
  if (!template) return;
  const base = JSON.parse(template.data) as Data;
  const warning = RULES.contractWarningDays;
  const ends = [addDays(today, 15), addDays(today, warning + 3), addDays(today, -10)];
  ends.forEach((end, index) => {
    const resident = residents[index];
    if (!resident) return;
    const startDate = addDays(addMonths(end, -12), 1);
    const data: Data = {
      ...base,
      ...identityOf(resident),
      address: resident.address,
      signDate: startDate,
      startDate,
      endDate: contractEndFor(startDate),
      doctorName: resident.point.doctor,
      crowdTypes: ['1'],
    };
    if (resident.phone) data.phone = resident.phone;
    else delete data.phone;
    // A first agreement of its resident: the template's link to a renewed one is not its own.
    delete data.previousId;
    writer.add('signRegistes', { ...enteredAt(random, resident.point, startDate), data });
  });
};

/** Residents of `clinic` in the file with none of these families' records, in file order. */
const residentsWithout = (
  db: Db,
  residents: readonly Resident[],
  clinic: string,
  families: readonly string[],
  fits: (resident: Resident) => boolean,
): Resident[] => {
  const has = new Set(
    db
      .prepare<[string], string>(
        `SELECT DISTINCT person_num FROM resource_records
          WHERE family IN (SELECT value FROM json_each(?)) AND person_num IS NOT NULL`,
      )
      .pluck()
      .all(JSON.stringify(families)),
  );
  return residents.filter(
    (resident) =>
      resident.point.hospitalId === clinic &&
      resident.status === '1' &&
      !has.has(resident.personNum) &&
      fits(resident),
  );
};

/** Writes the clinic's mental and TB patients and agreements, dated from `today`. */
export const writeCareScheduleDemo = (
  random: Random,
  writer: SeedWriter,
  db: Db,
  residents: readonly Resident[],
  clinic: string,
  today: string,
): void => {
  const grace = RULES.due.graceDays;
  const adults = residentsWithout(
    db,
    residents,
    clinic,
    [
      'mentalcard',
      'pulmonarycard',
      'prenatalFirstChecks',
      'signRegistes',
      'hypertensionCard',
      'diabetesManager',
    ],
    (resident) => resident.age >= 25 && resident.age <= 60,
  );
  const mental: MentalPlan[] = [
    { course: 'unstable', nextDue: today },
    { course: 'unstable', nextDue: addDays(today, 4) },
    { course: 'basicallyStable', nextDue: addDays(today, -grace - 6) },
  ];
  mental.forEach((plan, index) => {
    const resident = adults[index];
    if (resident) writeMentalPatient(random, writer, resident, plan);
  });
  const tuberculosis: TuberculosisPlan[] = [
    { supervisor: '2', phase: TB_PHASE.intensive, nextDue: today },
    { supervisor: '2', phase: TB_PHASE.continuation, nextDue: addDays(today, 3) },
    { supervisor: '2', phase: TB_PHASE.intensive, nextDue: addDays(today, -grace - 5) },
  ];
  tuberculosis.forEach((plan, index) => {
    const resident = adults[mental.length + index];
    if (resident) writeTuberculosisPatient(random, writer, resident, plan);
  });
  writeAgreements(random, writer, db, adults.slice(mental.length + tuberculosis.length), today);
};
