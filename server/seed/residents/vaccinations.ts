import { addDays, addMonths } from '../../../src/domain/calendar';
import { VACCINE_DOSES } from '../../../src/domain/schedule';
import { type Db } from '../../db/openDatabase';
import { type Random } from '../random';
import { type SeedWriter, SEED_DAY, workTime } from './seedWriter';

/**
 * The doses in the order a child meets them: [vaccine code (VACCINES), dose, site code]; each
 * dose's age is the kernel's schedule A (src/domain/schedule/vaccinationSchedule.ts). 乙肝 and
 * 卡介苗 at birth, 脊灰 at 2, 3 and 4 months and 4 years, 百白破 at 3, 4, 5 and 18 months, 麻腮风
 * at 8 and 18 months, 乙脑 at 8 months and 2 years, A群流脑 at 6 and 9 months, 甲肝 at 18 months.
 */
const ORDER: readonly (readonly [string, number, string])[] = [
  ['1', 1, '2'],
  ['2', 1, '1'],
  ['1', 2, '2'],
  ['3', 1, '1'],
  ['3', 2, '1'],
  ['4', 1, '2'],
  ['3', 3, '5'],
  ['4', 2, '2'],
  ['4', 3, '2'],
  ['1', 3, '2'],
  ['7', 1, '1'],
  ['5', 1, '1'],
  ['6', 1, '2'],
  ['7', 2, '1'],
  ['4', 4, '2'],
  ['5', 2, '1'],
  ['8', 1, '2'],
  ['6', 2, '2'],
  ['3', 4, '5'],
];

const monthsOf = (vaccine: string, dose: number): number => {
  const found = VACCINE_DOSES.find((item) => item.vaccine === vaccine && item.dose === dose);
  if (!found) throw new Error(`schedule A has no dose ${dose} of vaccine ${vaccine}`);
  return found.months;
};

/** [vaccine, dose, age in months, site] in the order a child meets them. */
const SCHEDULE: readonly (readonly [string, number, number, string])[] = ORDER.map(
  ([vaccine, dose, site]) => [vaccine, dose, monthsOf(vaccine, dose), site],
);

const MAKERS: Readonly<Record<string, string>> = {
  '1': '华北制药金坦生物技术股份有限公司',
  '2': '上海生物制品研究所有限责任公司',
  '3': '北京生物制品研究所有限责任公司',
  '4': '武汉生物制品研究所有限责任公司',
  '5': '上海生物制品研究所有限责任公司',
  '6': '成都生物制品研究所有限责任公司',
  '7': '兰州生物制品研究所有限责任公司',
  '8': '浙江普康生物技术股份有限公司',
};

interface CardRow {
  hospital_id: string;
  created_by: string;
  data: string;
}

/** Schedule A's doses ORDER leaves out: 流脑 3 and 4 (site: 左上臂). */
const LATER_MENINGOCOCCAL: readonly (readonly [string, number, number, string])[] = [3, 4].map(
  (dose) => ['7', dose, monthsOf('7', dose), '1'] as const,
);

interface Child {
  personNum: string;
  childName: string;
  birthDate: string;
}

export const doseData = (
  random: Random,
  child: Child,
  [vaccine, doseNo, , site]: readonly [string, number, number, string],
  day: string,
  vaccinator: string,
) => ({
  personNum: child.personNum,
  childName: child.childName,
  vaccine,
  doseNo,
  vaccinationDate: day,
  site,
  batchNo: `${day.slice(0, 4)}${vaccine}${String(random.int(100, 999))}`,
  manufacturer: MAKERS[vaccine],
  vaccinator,
});

/**
 * The doses given before the year writeVaccinationRecords covers, so the schedule engine sees a
 * child's whole card (its own random stream: the other streams' draws stay as they were). One
 * card in nine misses one earlier dose (应种未种), so the work list has catch-up doses to show.
 */
export const writeEarlierVaccinationRecords = (
  random: Random,
  writer: SeedWriter,
  db: Db,
): void => {
  const since = addMonths(SEED_DAY, -12);
  for (const card of vaccinationCards(db)) {
    const child = JSON.parse(card.data) as Child;
    // 流脑 3 and 4 (A群C群, 3 and 6 years) are not in ORDER: given here, to SEED_DAY.
    for (const dose of LATER_MENINGOCOCCAL) {
      const day = addDays(addMonths(child.birthDate, dose[2]), random.int(0, 12));
      if (day > SEED_DAY) continue;
      writer.add('vaccinationrecords', {
        hospitalId: card.hospital_id,
        createdBy: card.created_by,
        createdAt: workTime(random, day),
        data: doseData(random, child, dose, day, card.created_by),
      });
    }
    // Doses due at least 12 days before the covered year: writeVaccinationRecords gives each
    // dose up to 12 days after its age, so these are the ones it leaves out.
    const earlier = SCHEDULE.filter(
      ([, , months]) => addDays(addMonths(child.birthDate, months), 12) < since,
    );
    const missed = random.int(0, 8) === 0 ? random.int(0, earlier.length - 1) : -1;
    earlier.forEach((dose, index) => {
      const due = addMonths(child.birthDate, dose[2]);
      const day = dose[2] === 0 ? child.birthDate : addDays(due, random.int(0, 12));
      if (index === missed) return;
      writer.add('vaccinationrecords', {
        hospitalId: card.hospital_id,
        createdBy: card.created_by,
        createdAt: workTime(random, day),
        data: doseData(random, child, dose, day, card.created_by),
      });
    });
  }
};

const vaccinationCards = (db: Db): CardRow[] =>
  db
    .prepare<[], CardRow>(
      `SELECT hospital_id, created_by, data FROM resource_records
       WHERE family = 'vaccinationcards' ORDER BY CAST(id AS INTEGER)`,
    )
    .all();

/**
 * 预防接种记录: the doses the schedule made due in the year before SEED_DAY (earlier doses stay on
 * the paper card; a year of records keeps the seed quick, see resourcesSeed.test.ts).
 */
export const writeVaccinationRecords = (random: Random, writer: SeedWriter, db: Db): void => {
  const since = addMonths(SEED_DAY, -12);
  for (const card of vaccinationCards(db)) {
    const child = JSON.parse(card.data) as {
      personNum: string;
      childName: string;
      birthDate: string;
    };
    for (const [vaccine, doseNo, months, site] of SCHEDULE) {
      const due = addMonths(child.birthDate, months);
      const day = months === 0 ? child.birthDate : addDays(due, random.int(0, 12));
      if (day > SEED_DAY || day < since) continue;
      writer.add('vaccinationrecords', {
        hospitalId: card.hospital_id,
        createdBy: card.created_by,
        createdAt: workTime(random, day),
        data: {
          personNum: child.personNum,
          childName: child.childName,
          vaccine,
          doseNo,
          vaccinationDate: day,
          site,
          batchNo: `${day.slice(0, 4)}${vaccine}${String(random.int(100, 999))}`,
          manufacturer: MAKERS[vaccine],
          vaccinator: card.created_by,
        },
      });
    }
  }
};

/** A dose of schedule A as doseData takes it ([vaccine, dose, months, site]). */
export const scheduledDose = (
  vaccine: string,
  dose: number,
): readonly [string, number, number, string] | undefined =>
  [...SCHEDULE, ...LATER_MENINGOCOCCAL].find(
    ([code, number]) => code === vaccine && number === dose,
  );
