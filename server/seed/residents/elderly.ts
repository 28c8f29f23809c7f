import { addDays } from '../../../src/domain/calendar';
import { assessSelfCare, SELF_CARE_ITEMS } from '../../../src/domain/elderly';
import {
  assessConstitution,
  bmiAnswer,
  CONSTITUTIONS,
  constitutionSummary,
  questionField,
  TCM_QUESTIONS,
} from '../../../src/domain/tcm';
import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { identityOf, type Resident } from './people';
import { chance, type Data, type DatedWriter, workTime } from './seedWriter';

/**
 * 老年人健康管理 demo data for the residents aged 65 and over (national forms §10, §11 and
 * 医养结合服务): a self-care assessment for most, a TCM constitution record for many, 医养结合
 * visits for a few. Dated within the year before `today`; drawn from its own seeded generator, so
 * the other modules' data stays exactly as it was. Results are computed with the shared rules,
 * as the server computes them when a record is saved.
 */

/** Item scores by label; a record's band follows from them (rules/selfCare.ts). */
type Scores = Readonly<Record<string, number>>;

/** Profiles per band (可自理, 轻度依赖, 中度依赖, 不能自理), each a real combination of the table. */
const SELF_CARE_PROFILES: readonly (readonly Scores[])[] = [
  [{}, { 梳洗: 1 }, { 活动: 1 }, { 如厕: 1, 活动: 1 }, { 梳洗: 1, 如厕: 1, 活动: 1 }],
  [
    { 进餐: 3, 梳洗: 1 },
    { 梳洗: 1, 穿衣: 3, 活动: 1 },
    { 梳洗: 3, 如厕: 1, 活动: 1 },
    { 进餐: 3, 穿衣: 3, 活动: 1, 如厕: 1 },
  ],
  [
    { 进餐: 3, 梳洗: 1, 如厕: 5 },
    { 梳洗: 3, 穿衣: 3, 如厕: 1, 活动: 5 },
    { 进餐: 3, 梳洗: 7, 穿衣: 3, 如厕: 5 },
  ],
  [
    { 进餐: 3, 梳洗: 7, 穿衣: 3, 如厕: 5, 活动: 10 },
    { 进餐: 5, 梳洗: 7, 穿衣: 5, 如厕: 10, 活动: 10 },
  ],
];

/** Of every ten elders assessed at a care point: six 可自理, two 轻度, one 中度, one 不能自理. */
const BAND_CYCLE = [0, 0, 0, 2, 0, 1, 0, 3, 0, 1];

/** The dominant constitution of each TCM record at a care point, in turn (平和质 most often). */
const CONSTITUTION_CYCLE = [
  'balanced',
  'qiDeficiency',
  'balanced',
  'phlegmDampness',
  'yangDeficiency',
  'balanced',
  'dampHeat',
  'bloodStasis',
  'qiStagnation',
  'yinDeficiency',
  'specialDiathesis',
];

const GUIDANCE_BY_CONSTITUTION: Readonly<Record<string, string[]>> = {
  balanced: ['2', '4'],
  qiDeficiency: ['2', '3', '4'],
  yangDeficiency: ['2', '3', '5'],
  yinDeficiency: ['1', '2', '3'],
  phlegmDampness: ['2', '4'],
  dampHeat: ['2', '3'],
  bloodStasis: ['1', '4', '5'],
  qiStagnation: ['1', '4'],
  specialDiathesis: ['2', '3'],
};

const MEDICAL_CARE_ORGS = ['镇敬老院', '社区日间照料中心', '居家（家庭病床）', '医养结合护理院'];

export const selfCareRecord = (
  random: Random,
  resident: Resident,
  day: string,
  band: number,
): Data => {
  const profile = random.pick(SELF_CARE_PROFILES[band]!);
  const items = Object.fromEntries(
    SELF_CARE_ITEMS.map((item) => [item.field, String(profile[item.label] ?? 0)]),
  );
  const result = assessSelfCare(items);
  return {
    ...identityOf(resident),
    checkDate: day,
    ...items,
    totalScore: result.total,
    selfCareLevel: result.band?.code,
    doctorSignature: resident.point.doctor,
  };
};

/** Answers leaning to one constitution: its items often, the rest rarely; (9) from the BMI. */
const tcmRecord = (
  random: Random,
  resident: Resident,
  day: string,
  dominant: string,
  bmi: number | undefined,
): Data => {
  const leading = CONSTITUTIONS.find((constitution) => constitution.key === dominant)!;
  const answers: Record<string, string> = {};
  TCM_QUESTIONS.forEach((_question, index) => {
    const number = index + 1;
    let answer = random.int(1, 2);
    if (dominant === 'balanced') answer = number === 1 ? random.int(4, 5) : 1;
    else if (leading.items.includes(number)) answer = random.int(2, 4);
    if (number === 9 && bmi !== undefined) answer = bmiAnswer(bmi);
    answers[questionField(number)] = String(answer);
  });
  const assessment = assessConstitution(answers);
  const data: Data = { ...identityOf(resident), ...answers };
  for (const { constitution, score, result } of assessment.results) {
    data[`${constitution.key}Score`] = score;
    data[`${constitution.key}Result`] = result;
    if (result !== '0')
      data[`${constitution.key}Guidance`] = GUIDANCE_BY_CONSTITUTION[constitution.key];
  }
  data.constitutionResult = constitutionSummary(assessment);
  if (assessment.primary) data.primaryConstitution = assessment.primary.constitution.code;
  return { ...data, checkDate: day, doctorSignature: resident.point.doctor };
};

const medicalCareRecord = (random: Random, resident: Resident, day: string, band: string): Data => {
  const inCare = band === '3' || band === '4';
  return {
    ...identityOf(resident),
    visitDate: day,
    serviceType: inCare ? random.pick(['2', '4']) : random.pick(['1', '3']),
    serviceOrg: `${resident.point.townName}${random.pick(MEDICAL_CARE_ORGS)}`,
    livingArrangement: inCare ? '3' : random.pick(['1', '2']),
    healthStatus: inCare ? random.pick(['3', '4']) : random.pick(['1', '2']),
    selfCareLevel: band,
    cognitiveScreen: chance(random, 0.85) ? '1' : '2',
    chronicDiseases:
      typeof resident.data.pastHistory === 'string' ? resident.data.pastHistory : '无',
    serviceItems: inCare ? ['1', '4', '6'] : ['1', '2', '3'],
    nursingLevel: band === '4' ? '3' : band === '3' ? '2' : '1',
    serviceRecord: inCare
      ? '测量血压、血糖，检查皮肤受压情况，指导照护人员翻身、进食和康复训练。'
      : '测量血压，评估近期健康状况，开展用药和合理膳食指导。',
    nextServiceDate: addDays(day, 30),
    doctorSignature: resident.point.doctor,
  };
};

/** The newest BMI of each resident's 健康体检表, for question (9). */
const latestBmis = (db: Db): Map<string, number> => {
  const rows = db
    .prepare<[], { person_num: string; bmi: number | null }>(
      `SELECT person_num, json_extract(data, '$.bmi') AS bmi FROM resource_records
       WHERE family = 'healthCheckTables' ORDER BY record_date`,
    )
    .all();
  return new Map(
    rows
      .filter((row) => typeof row.bmi === 'number')
      .map((row) => [row.person_num, row.bmi as number]),
  );
};

/** Writes the elderly records; residents in household order (deterministic). */
export const writeElderlyCare: DatedWriter<Resident> = (db, writer, residents, today) => {
  const random = createRandom(DEMO_SEED + 65);
  const bmis = latestBmis(db);
  const assessed = new Map<string, number>();
  const surveyed = new Map<string, number>();
  const cared = new Map<string, number>();
  for (const resident of residents) {
    if (resident.status !== '1' || resident.age < 65) continue;
    const point = resident.point.hospitalId;
    if (!chance(random, 0.8)) continue;
    const n = assessed.get(point) ?? 0;
    assessed.set(point, n + 1);
    const band = BAND_CYCLE[n % BAND_CYCLE.length]!;
    const assessDay = addDays(today, -random.int(3, 330));
    const selfCare = selfCareRecord(random, resident, assessDay, band);
    writer.add('healthchecktablescores', {
      hospitalId: point,
      createdBy: resident.point.doctor,
      createdAt: workTime(random, assessDay),
      data: selfCare,
    });

    if (chance(random, 0.75)) {
      const m = surveyed.get(point) ?? 0;
      surveyed.set(point, m + 1);
      // Surveyed at the same annual visit as the assessment.
      const day = assessDay;
      writer.add('questionnaireMains', {
        hospitalId: point,
        createdBy: resident.point.doctor,
        createdAt: workTime(random, day),
        data: tcmRecord(
          random,
          resident,
          day,
          CONSTITUTION_CYCLE[m % CONSTITUTION_CYCLE.length]!,
          bmis.get(resident.personNum),
        ),
      });
    }

    // 医养结合: every dependent elder (monthly for 不能自理), and one independent elder per point.
    const bandCode = String(selfCare.selfCareLevel);
    if (bandCode !== '1' || !cared.has(point)) {
      cared.set(point, (cared.get(point) ?? 0) + 1);
      for (const offset of bandCode === '4' ? [0, 30] : [0]) {
        const day = addDays(assessDay, offset);
        if (day > today) continue;
        writer.add('elderlymedicalcares', {
          hospitalId: point,
          createdBy: resident.point.doctor,
          createdAt: workTime(random, day),
          data: medicalCareRecord(random, resident, day, bandCode),
        });
      }
    }
  }
};
