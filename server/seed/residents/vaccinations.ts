import { addDays, addMonths } from '../../../src/domain/calendar';
import { type Db } from '../../db/openDatabase';
import { type Random } from '../random';
import { type SeedWriter, SEED_DAY, workTime } from './seedWriter';

/**
 * The national immunisation schedule in the order a child meets it: [vaccine code (VACCINES),
 * dose, age in months, site code]. 乙肝 and 卡介苗 at birth, 脊灰 at 2, 3 and 4 months and 4
 * years, 百白破 at 3, 4, 5 and 18 months, 麻腮风 at 8 and 18 months, 乙脑 at 8 months and 2
 * years, A群流脑 at 6 and 9 months, 甲肝 at 18 months.
 */
const SCHEDULE: readonly (readonly [string, number, number, string])[] = [
  ['1', 1, 0, '2'],
  ['2', 1, 0, '1'],
  ['1', 2, 1, '2'],
  ['3', 1, 2, '1'],
  ['3', 2, 3, '1'],
  ['4', 1, 3, '2'],
  ['3', 3, 4, '5'],
  ['4', 2, 4, '2'],
  ['4', 3, 5, '2'],
  ['1', 3, 6, '2'],
  ['7', 1, 6, '1'],
  ['5', 1, 8, '1'],
  ['6', 1, 8, '2'],
  ['7', 2, 9, '1'],
  ['4', 4, 18, '2'],
  ['5', 2, 18, '1'],
  ['8', 1, 18, '2'],
  ['6', 2, 24, '2'],
  ['3', 4, 48, '5'],
];

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

/**
 * 预防接种记录: the doses the schedule made due in the year before SEED_DAY (earlier doses stay on
 * the paper card; a year of records keeps the seed quick, see resourcesSeed.test.ts).
 */
export const writeVaccinationRecords = (random: Random, writer: SeedWriter, db: Db): void => {
  const cards = db
    .prepare<[], CardRow>(
      `SELECT hospital_id, created_by, data FROM resource_records
       WHERE family = 'vaccinationcards' ORDER BY CAST(id AS INTEGER)`,
    )
    .all();
  const since = addMonths(SEED_DAY, -12);
  for (const card of cards) {
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
