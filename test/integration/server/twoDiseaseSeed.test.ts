import { ageOn } from '../../../src/domain/calendar';
import {
  assessTwoDisease,
  proposeNextAssessmentDate,
  type TwoDiseaseResult,
} from '../../../src/domain/twoDisease';
import { chinaToday } from './resourcesFixtures';
import { DEMO_CLINIC, useSeededDatabase } from './seededDatabase';

/** The 两病综合评估 demo data (server/seed/residents/twoDisease.ts). */
describe('seeded 两病综合评估', () => {
  const seeded = useSeededDatabase();

  interface Row {
    personNum: string;
    hospitalId: string;
    recordDate: string;
    birthDate: string;
    data: string;
  }

  const assessments = () =>
    seeded.db
      .prepare<[], Row>(
        `SELECT a.person_num AS personNum, a.hospital_id AS hospitalId, a.record_date AS recordDate,
           json_extract(p.data, '$.birthDate') AS birthDate, a.data
         FROM resource_records a JOIN resource_records p ON p.family = 'persons' AND p.id = a.person_num
         WHERE a.family = 'twodiseaseassesss'`,
      )
      .all();

  const activeCardHolders = (family: string) =>
    new Set(
      seeded.db
        .prepare<[string], { personNum: string }>(
          `SELECT person_num AS personNum FROM resource_records
           WHERE family = ? AND COALESCE(json_extract(data, '$.manageStatus'), '') <> '2'`,
        )
        .all(family)
        .map((row) => row.personNum),
    );

  it('assesses every active resident with both cards, one to three times within the last year', () => {
    const hypertension = activeCardHolders('hypertensionCard');
    const both = [...activeCardHolders('diabetesManager')].filter((n) => hypertension.has(n));
    const active = new Set(
      seeded.db
        .prepare<[], { id: string }>(
          "SELECT id FROM resource_records WHERE family = 'persons' AND status = '1'",
        )
        .all()
        .map((row) => row.id),
    );
    const perPerson = new Map<string, number>();
    for (const row of assessments()) {
      perPerson.set(row.personNum, (perPerson.get(row.personNum) ?? 0) + 1);
    }
    expect([...perPerson.keys()].sort()).toEqual(both.filter((n) => active.has(n)).sort());
    expect([...perPerson.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
    const today = chinaToday();
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    expect(assessments().every((row) => row.recordDate <= today && row.recordDate > yearAgo)).toBe(
      true,
    );
  });

  it('gives the demo village clinic (cunyi01, under xzys01) rows', () => {
    expect(assessments().filter((row) => row.hospitalId === DEMO_CLINIC).length).toBeGreaterThan(0);
  });

  it('stores what the rules compute', () => {
    for (const row of assessments()) {
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const expected = assessTwoDisease({
        sbp: data.sbp as number,
        dbp: data.dbp as number,
        fbg: data.fastingBloodGlucose as number,
        age: ageOn(row.birthDate, row.recordDate),
      });
      expect({
        bloodPressureControl: data.bloodPressureControl,
        glucoseControl: data.glucoseControl,
        result: data.twoDiseaseResult,
        nextAssessDate: data.nextAssessDate,
      }).toEqual({
        ...expected,
        nextAssessDate: proposeNextAssessmentDate(
          row.recordDate,
          expected.result as TwoDiseaseResult,
        ),
      });
    }
  });
});
