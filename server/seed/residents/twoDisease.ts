import { addDays, ageOn } from '../../../src/domain/calendar';
import { assessTwoDisease, proposeNextAssessmentDate } from '../../../src/domain/twoDisease';
import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { identityOf, type Resident } from './people';
import { between, chance, type DatedWriter, enteredAt, round, type SeedWriter } from './seedWriter';

/**
 * 两病管理 (spec §1): every active resident who holds both an active hypertension card
 * and an active diabetes card gets one to three 两病综合评估 over the last year, about a quarter
 * apart, dated from the clock at seed time. The three assessments and the next date come from the
 * rule module the form and the server use. Own random stream, so the other demo data is unchanged.
 */

const ADVICE = [
  '继续规律服药，低盐低脂糖尿病饮食，每周运动5次以上。',
  '血压控制欠佳，调整降压药物剂量，1个月后复评。',
  '血糖控制欠佳，控制主食摄入，必要时转上级医院调整降糖方案。',
  '戒烟限酒，控制体重，定期监测血压血糖。',
  '建议每年眼底检查及尿微量白蛋白检测。',
];

/** The residents with both cards active (not 已终止管理), as the server checks them. */
const bothCardHolders = (db: Db): Set<string> =>
  new Set(
    db
      .prepare<[], { personNum: string }>(
        `SELECT DISTINCT h.person_num AS personNum FROM resource_records h
         JOIN resource_records d ON d.family = 'diabetesManager' AND d.person_num = h.person_num
         WHERE h.family = 'hypertensionCard'
           AND COALESCE(json_extract(h.data, '$.manageStatus'), '') <> '2'
           AND COALESCE(json_extract(d.data, '$.manageStatus'), '') <> '2'`,
      )
      .all()
      .map((row) => row.personNum),
  );

const writeAssessment = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  day: string,
  controlled: boolean,
): void => {
  const bpMet = chance(random, 0.85) ? controlled : !controlled;
  const glucoseMet = chance(random, 0.8) ? controlled : !controlled;
  const sbp = bpMet ? random.int(116, 138) : random.int(142, 172);
  const dbp = Math.min(bpMet ? random.int(68, 86) : random.int(82, 102), sbp - 30);
  const fastingBloodGlucose = glucoseMet
    ? between(random, 5.2, 6.9, 1)
    : between(random, 7.1, 11.5, 1);
  const height = resident.sex === '1' ? between(random, 160, 178) : between(random, 150, 166);
  const weight = resident.sex === '1' ? between(random, 58, 85, 1) : between(random, 48, 75, 1);
  const assessment = assessTwoDisease({
    sbp,
    dbp,
    fbg: fastingBloodGlucose,
    age: ageOn(resident.birthDate, day),
  });
  const organs = chance(random, 0.7) ? ['1'] : [random.pick(['2', '3', '4', '5', '6'])];
  writer.add('twodiseaseassesss', {
    ...enteredAt(random, resident.point, day),
    data: {
      ...identityOf(resident),
      checkDate: day,
      sbp,
      dbp,
      height,
      weight,
      bmi: round(weight / (height / 100) ** 2, 2),
      fastingBloodGlucose,
      hba1c: glucoseMet ? between(random, 5.8, 6.9, 1) : between(random, 7.1, 9.8, 1),
      totalCholesterol: between(random, 3.8, 6.4, 2),
      ...(chance(random, 0.7) ? { ldlCholesterol: between(random, 1.8, 4.1, 2) } : {}),
      bloodPressureControl: assessment.bloodPressureControl,
      glucoseControl: assessment.glucoseControl,
      twoDiseaseResult: assessment.result,
      targetOrganDamage: organs,
      managementAdvice: random.pick(ADVICE),
      nextAssessDate: proposeNextAssessmentDate(day, assessment.result),
      assessDoctor: resident.point.doctor,
    },
  });
};

export const writeTwoDisease: DatedWriter<Resident> = (db, writer, residents, today) => {
  const random = createRandom(DEMO_SEED + 22);
  const holders = bothCardHolders(db);
  for (const resident of residents) {
    if (resident.status !== '1' || !holders.has(resident.personNum)) continue;
    const controlled = chance(random, 0.6);
    const count = random.int(1, 3);
    // The latest within the last quarter, then back a quarter at a time: all within a year.
    let day = addDays(today, -random.int(3, 80));
    const days: string[] = [];
    for (let n = 0; n < count; n += 1) {
      days.unshift(day);
      day = addDays(day, -random.int(85, 100));
    }
    for (const assessDay of days) writeAssessment(random, writer, resident, assessDay, controlled);
  }
};
