import { migrate } from '../../../server/db/migrate';
import { openDatabase, type Db } from '../../../server/db/openDatabase';
import { FAMILY_MODELS } from '../../../server/resources/familyModel';
import { assertComplete, parseInput } from '../../../server/resources/validation/validateInput';
import { SEED_DAY } from '../../../server/seed/residents/seedWriter';
import { seedDatabase } from '../../../server/seed/seedDatabase';
import { ageOn } from '../../../src/domain/calendar';
import { birthDateFromIdCard, idCardProblem, sexFromIdCard } from '../../../src/domain/identity';
import { chinaToday } from './resourcesFixtures';
import { useSeededDatabase } from './seededDatabase';

interface PersonRow {
  id: string;
  hospital_id: string;
  id_card_no: string;
  data: string;
}

/** The demo residents and their services, as every fresh database holds them. */
describe('seeded resource data', () => {
  const seeded = useSeededDatabase();
  let persons: (PersonRow & { parsed: Record<string, unknown> })[];

  beforeAll(() => {
    persons = seeded.db
      .prepare<[], PersonRow>(
        "SELECT id, hospital_id, id_card_no, data FROM resource_records WHERE family = 'persons'",
      )
      .all()
      .map((row) => ({ ...row, parsed: JSON.parse(row.data) as Record<string, unknown> }));
  });

  const count = (family: string, where = '1 = 1') =>
    seeded.db
      .prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM resource_records WHERE family = ? AND ${where}`,
      )
      .get(family)!.n;

  it('holds at least 2,000 residents with valid, unique ID numbers that agree with sex and birth date', () => {
    expect(persons.length).toBeGreaterThanOrEqual(2000);
    const ids = persons.map((person) => person.id_card_no);
    expect(new Set(ids).size).toBe(ids.length);
    for (const person of persons) {
      // Born by the seeding day: the schedule demo files babies born in the days before it.
      expect(idCardProblem(person.id_card_no, chinaToday())).toBeUndefined();
      expect(person.parsed.sex).toBe(sexFromIdCard(person.id_card_no));
      expect(person.parsed.birthDate).toBe(birthDateFromIdCard(person.id_card_no));
      expect(person.parsed.IDCardNo).toBe(person.id_card_no);
    }
    const local = ids.filter((id) => id.startsWith('340881')).length;
    expect(local / ids.length).toBeGreaterThan(0.9);
  });

  it('spreads residents over every township centre and village clinic, mostly 在档, mostly 汉族', () => {
    const hospitals = new Set(persons.map((person) => person.hospital_id));
    expect(hospitals.size).toBe(32);
    expect([...hospitals].every((id) => /^340881\d{3}(001|\d{3}01)$/.test(id))).toBe(true);
    const share = (test: (data: Record<string, unknown>) => boolean) =>
      persons.filter((person) => test(person.parsed)).length / persons.length;
    expect(share((data) => data.status === '1')).toBeGreaterThan(0.97);
    expect(share((data) => data.nation === '01')).toBeGreaterThan(0.95);
    expect(
      share((data) => typeof data.phone === 'string' && /^1[3-9]\d{9}$/.test(data.phone)),
    ).toBeGreaterThan(0.6);
    expect(persons.every((person) => /^桐城市.+(组|号)/.test(String(person.parsed.address)))).toBe(
      true,
    );
    expect(persons.every((person) => typeof person.parsed.familyCode === 'string')).toBe(true);
    expect(count('familys')).toBeGreaterThan(700);
  });

  it('gives a quarter of adults from 35 a hypertension card and about a tenth a diabetes card', () => {
    const adults = persons.filter(
      (person) => (ageOn(String(person.parsed.birthDate), SEED_DAY) ?? -1) >= 35,
    );
    const hypertension = count('hypertensionCard') / adults.length;
    const diabetes = count('diabetesManager') / adults.length;
    expect(hypertension).toBeGreaterThan(0.2);
    expect(hypertension).toBeLessThan(0.32);
    expect(diabetes).toBeGreaterThan(0.06);
    expect(diabetes).toBeLessThan(0.14);
    // Quarterly follow-ups over two years, some of them uncontrolled.
    expect(count('hypertensionFollowUp')).toBeGreaterThan(count('hypertensionCard') * 4);
    const uncontrolled = count(
      'hypertensionFollowUp',
      "json_extract(data, '$.visitClassification') = '2'",
    );
    expect(uncontrolled / count('hypertensionFollowUp')).toBeGreaterThan(0.15);
    expect(count('diabetesFollowUP')).toBeGreaterThan(count('diabetesManager') * 4);
    const range = seeded.db
      .prepare<[], { first: string; last: string }>(
        "SELECT MIN(record_date) AS first, MAX(record_date) AS last FROM resource_records WHERE family = 'hypertensionFollowUp'",
      )
      .get()!;
    expect(range.first >= '2024-11-01').toBe(true);
    // The work-list demo visits (worklistDemo.ts) are dated from the clock, up to today.
    expect(range.last <= chinaToday()).toBe(true);
  });

  it('holds the other core families', () => {
    expect(count('healthCheckTables')).toBeGreaterThan(300);
    expect(count('signRegistes')).toBeGreaterThan(500);
    expect(count('vaccinationcards')).toBeGreaterThan(50);
    expect(count('deathmedicalcertificates')).toBe(8);
    expect(count('persons', "json_extract(data, '$.status') = '3'")).toBe(8);
    expect(count('twowayreferrals')).toBeGreaterThan(10);
    expect(count('hospitals')).toBe(40);
    expect(count('sysUsers')).toBe(7);
    expect(count('CodeDictionarys')).toBeGreaterThan(50);
    expect(count('noticeannouncement')).toBeGreaterThan(5);
    const users = seeded.db
      .prepare<[], { data: string }>("SELECT data FROM resource_records WHERE family = 'sysUsers'")
      .all();
    expect(users.every((user) => !/password|scrypt/i.test(user.data))).toBe(true);
  });

  it('seeds only records the API itself would accept', () => {
    const rows = seeded.db
      .prepare<[], { family: string; hospital_id: string | null; data: string }>(
        'SELECT family, hospital_id, data FROM resource_records',
      )
      .all();
    const today = chinaToday();
    const problems = new Set<string>();
    for (const row of rows) {
      const model = FAMILY_MODELS.get(row.family)!;
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const withHospital =
        model.hospitalField && model.hospitalField !== model.idField
          ? { ...data, [model.hospitalField]: row.hospital_id }
          : data;
      try {
        parseInput(model, withHospital, today);
        assertComplete(model, withHospital, today);
      } catch (error) {
        problems.add(`${row.family}: ${(error as Error).message}`);
      }
    }
    expect([...problems]).toEqual([]);
  });

  // How long seeding takes is no unit test's business (it varies with the machine's load).
  it('is the same in every fresh database', () => {
    const other = openDatabase(':memory:');
    migrate(other);
    seedDatabase(other);
    const dump = (source: Db) =>
      source
        .prepare(
          'SELECT family, id, hospital_id, created_at, data FROM resource_records ORDER BY rowid',
        )
        .all();
    expect(dump(other)).toEqual(dump(seeded.db));
    expect(other.prepare('SELECT * FROM resource_sequences ORDER BY name').all()).toEqual(
      seeded.db.prepare('SELECT * FROM resource_sequences ORDER BY name').all(),
    );
    other.close();
  });
});
