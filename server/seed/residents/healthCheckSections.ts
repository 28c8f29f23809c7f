import { addMonths } from '../../../src/domain/calendar';
import {
  assessHealthCheck,
  blockingCheckIssues,
  HEALTH_CHECK_CARD_FAMILIES,
  hasActiveCard,
  healthCheckPerson,
  type HealthCheckPerson,
} from '../../../src/domain/healthCheck';
import { type Db } from '../../db/openDatabase';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { selfCareRecord } from './elderly';
import { type Resident } from './people';
import { between, chance, type Data, type SeedWriter, workTime } from './seedWriter';

/**
 * The sections of the 健康体检表 the first demo checks lacked (national-forms.md §3: 脏器功能,
 * 查体, 现存主要健康问题, 主要用药情况, the 65+ screens…), added to every seeded check from a
 * stream of their own so the rest of the demo stays as it was; then 健康评价, 异常, 健康指导 and
 * 危险因素控制 are written as the kernel proposes them, and every check is complete by the
 * kernel's rule. An elder without a 生活自理能力评估 in the twelve months before the check is
 * assessed on the check's day, as the service does at the same visit.
 */

interface CheckRow {
  id: string;
  person_num: string;
  created_at: string;
  data: string;
}

const DRUGS = {
  hypertension: [
    { drug: '苯磺酸氨氯地平片', usage: '口服', dosage: '5mg qd' },
    { drug: '硝苯地平缓释片', usage: '口服', dosage: '20mg bid' },
    { drug: '厄贝沙坦片', usage: '口服', dosage: '150mg qd' },
  ],
  diabetes: [
    { drug: '盐酸二甲双胍片', usage: '口服', dosage: '0.5g tid' },
    { drug: '格列美脲片', usage: '口服', dosage: '2mg qd' },
    { drug: '阿卡波糖片', usage: '口服', dosage: '50mg tid' },
  ],
} as const;

const sometimes = (random: Random, chanceOf: number, abnormal: string, normal = '1') =>
  chance(random, chanceOf) ? abnormal : normal;

/** What a village doctor records of the sections beyond the first demo's. */
const sections = (random: Random, person: HealthCheckPerson, data: Data): Data => {
  const female = person.sex === '2';
  const medications = [
    ...(person.hypertension ? [random.pick(DRUGS.hypertension)] : []),
    ...(person.diabetes ? [random.pick(DRUGS.diabetes)] : []),
  ].map((row) => ({
    ...row,
    duration: `${random.int(1, 12)}年`,
    compliance: random.pick(['1', '1', '1', '2']),
  }));
  const cognition = sometimes(random, 0.08, '2');
  const emotion = sometimes(random, 0.06, '2');
  const smoker = data.smokingStatus === '2' || data.smokingStatus === '3';
  const drinker = ['2', '3', '4'].includes(String(data.drinkingFrequency));
  const added: Data = {
    ...(data.ecg === '2'
      ? { ecgDesc: random.pick(['ST-T改变', '窦性心动过缓', '左心室高电压']) }
      : {}),
    ...(data.abdominalUltrasound === '2'
      ? { abdominalUltrasoundDesc: random.pick(['脂肪肝', '胆囊结石', '肝囊肿']) }
      : {}),
    ...(smoker
      ? {
          smokingPerDay: random.int(5, 20),
          smokingStartAge: random.int(16, 30),
          ...(data.smokingStatus === '2' ? { smokingQuitAge: random.int(50, 64) } : {}),
        }
      : {}),
    ...(drinker
      ? {
          drinkingPerDay: between(random, 0.5, 3, 1),
          drinkingStartAge: random.int(18, 35),
          drinkingQuit: '1',
          drunkLastYear: data.drinkingFrequency === '2' ? '2' : random.pick(['1', '2']),
          drinkTypes: [random.pick(['1', '1', '2', '4'])],
        }
      : {}),
    elderlyCognition: cognition,
    ...(cognition === '2' ? { mmseScore: random.int(14, 27) } : {}),
    elderlyEmotion: emotion,
    ...(emotion === '2' ? { gdsScore: random.int(8, 19) } : {}),
    lips: '1',
    dentition: chance(random, 0.55) ? ['2'] : ['1'],
    pharynx: '1',
    visionLeft: between(random, 4.3, 5.0, 1),
    visionRight: between(random, 4.3, 5.0, 1),
    hearing: sometimes(random, 0.15, '2'),
    motorFunction: sometimes(random, 0.05, '2'),
    fundus: '1',
    skin: '1',
    sclera: '1',
    lymphNodes: '1',
    barrelChest: '1',
    breathSound: '1',
    rales: '1',
    heartRate: random.int(62, 92),
    heartRhythm: '1',
    heartMurmur: '1',
    abdominalTenderness: '1',
    abdominalMass: '1',
    hepatomegaly: '1',
    splenomegaly: '1',
    shiftingDullness: '1',
    lowerLimbEdema: sometimes(random, 0.06, '4'),
    ...(person.diabetes ? { dorsalisPedis: sometimes(random, 0.1, '3', '2') } : {}),
    ...(female ? { breast: ['1'] } : {}),
    urineProtein: random.pick(['-', '-', '-', '±']),
    urineGlucose: person.diabetes ? random.pick(['-', '+', '±']) : '-',
    cerebrovascularDisease: ['1'],
    kidneyDisease: ['1'],
    heartDisease: person.hypertension && chance(random, 0.08) ? ['3'] : ['1'],
    vascularDisease: ['1'],
    eyeDisease: chance(random, 0.12) ? ['4'] : ['1'],
    nervousDisease: '1',
    otherSystemDisease: '1',
    ...(medications.length > 0 ? { mainMedications: medications } : {}),
  };
  if ((added.dentition as string[])[0] === '2') {
    added.missingTeeth = random.pick(['左上6', '右下7', '左下6、7']);
  }
  return added;
};

/** A resident's records of a family, by one prepared statement. */
const recordsReader = (db: Db) => {
  const select = db.prepare<[string, string], { data: string }>(
    'SELECT data FROM resource_records WHERE family = ? AND person_num = ?',
  );
  return (family: string, personNum: string): Data[] =>
    select.all(family, personNum).map((row) => JSON.parse(row.data) as Data);
};

export const completeHealthChecks = (
  db: Db,
  writer: SeedWriter,
  residents: readonly Resident[],
): void => {
  const random = createRandom(DEMO_SEED + 28);
  const byNumber = new Map(residents.map((resident) => [resident.personNum, resident]));
  const recordsOf = recordsReader(db);
  const personOf = db.prepare<[string], { data: string }>(
    "SELECT data FROM resource_records WHERE family = 'persons' AND id = ?",
  );
  const checks = db
    .prepare<[], CheckRow>(
      `SELECT id, person_num, created_at, data FROM resource_records
        WHERE family = 'healthCheckTables' ORDER BY person_num, record_date, id`,
    )
    .all();
  const update = db.prepare<[string, string]>(
    "UPDATE resource_records SET data = ? WHERE family = 'healthCheckTables' AND id = ?",
  );
  for (const check of checks) {
    const data = JSON.parse(check.data) as Data;
    const checkDate = String(data.checkDate);
    const resident = byNumber.get(check.person_num);
    const personData = personOf.get(check.person_num);
    const person = healthCheckPerson(
      personData && (JSON.parse(personData.data) as Data),
      checkDate,
      Object.fromEntries(
        Object.entries(HEALTH_CHECK_CARD_FAMILIES).map(([programme, family]) => [
          programme,
          hasActiveCard(recordsOf(family, check.person_num)),
        ]),
      ),
    );
    const earliest = addMonths(checkDate, -12);
    const assessed = recordsOf('healthchecktablescores', check.person_num).some((record) => {
      const day = typeof record.checkDate === 'string' ? record.checkDate : '';
      return day >= earliest && day <= checkDate;
    });
    if ((person.age ?? 0) >= 65 && !assessed && resident) {
      writer.add('healthchecktablescores', {
        hospitalId: resident.point.hospitalId,
        createdBy: resident.point.doctor,
        createdAt: workTime(random, checkDate),
        data: selfCareRecord(random, resident, checkDate, random.pick([0, 0, 0, 0, 1, 2])),
      });
    }
    const filled: Data = { ...data, ...sections(random, person, data) };
    const assessment = assessHealthCheck(filled, {
      person,
      selfCareAssessments: recordsOf('healthchecktablescores', check.person_num),
    });
    for (const name of assessment.hidden) delete filled[name];
    Object.assign(filled, assessment.computed);
    const { proposal } = assessment;
    filled.healthEvaluation = proposal.healthEvaluation;
    filled.healthGuidance = proposal.healthGuidance;
    filled.riskFactorControl = proposal.riskFactorControl;
    if (proposal.abnormalities) filled.abnormalities = proposal.abnormalities;
    else delete filled.abnormalities;
    if (proposal.weightTarget !== undefined) filled.weightTarget = proposal.weightTarget;
    if (proposal.vaccineAdvice) filled.vaccineAdvice = proposal.vaccineAdvice;
    const final = assessHealthCheck(filled, {
      person,
      selfCareAssessments: recordsOf('healthchecktablescores', check.person_num),
    });
    for (const name of final.hidden) delete filled[name];
    const issues = blockingCheckIssues(final);
    if (issues.length > 0) {
      throw new Error(
        `seed 健康体检表 #${check.id}: ${issues.map((issue) => issue.message).join('；')}`,
      );
    }
    update.run(JSON.stringify(filled), check.id);
  }
};
