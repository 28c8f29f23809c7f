import { OTHER_CHRONIC_FAMILIES } from '../../../server/seed/residents/otherChronic';
import { ageOn } from '../../../src/domain/calendar';
import { CHRONIC_FOLLOW_UP_FAMILIES, classifyVisit } from '../../../src/domain/followUp';
import { chinaToday } from './resourcesFixtures';
import { DEMO_CLINIC, useSeededDatabase } from './seededDatabase';

/** The stroke, COPD, tumour and high-risk demo data (server/seed/residents/otherChronic.ts). */
describe('seeded stroke, COPD, tumour and high-risk programmes', () => {
  const seeded = useSeededDatabase();

  const count = (sql: string, ...params: string[]) =>
    seeded.db.prepare<string[], { n: number }>(sql).get(...params)!.n;

  const patients = (family: string, where = '1 = 1') =>
    count(
      `SELECT COUNT(DISTINCT person_num) AS n FROM resource_records c WHERE family = ? AND ${where}`,
      family,
    );

  const activeAged = (age: number) =>
    count(
      `SELECT COUNT(*) AS n FROM resource_records WHERE family = 'persons' AND status = '1'
       AND json_extract(data, '$.birthDate') <= date('now', ?)`,
      `-${age} years`,
    );

  it('gives each programme a realistic share of the residents', () => {
    const from55 = activeAged(55);
    const from40 = activeAged(40);
    const stroke = patients('cerebralapoplexycards') / from55;
    const copd = patients('copdcards') / from40;
    const tumour = patients('tumourcards') / from40;
    const highRisk = patients('chronicDiseaseHighCard') / activeAged(35);
    const within = (share: number, low: number, high: number) => share >= low && share <= high;
    expect([
      within(stroke, 0.005, 0.035),
      within(copd, 0.015, 0.06),
      within(tumour, 0.004, 0.025),
      within(highRisk, 0.04, 0.14),
    ]).toEqual([true, true, true, true]);
  });

  it('keeps hypertensive and diabetic residents out of the high-risk group', () => {
    expect(
      patients(
        'chronicDiseaseHighCard',
        `person_num IN (SELECT person_num FROM resource_records
           WHERE family IN ('hypertensionCard', 'diabetesManager'))`,
      ),
    ).toBe(0);
  });

  it.each(OTHER_CHRONIC_FAMILIES)(
    '$card and $visit: rows for the demo village clinic, several visits per card, none in the future',
    ({ card, visit }) => {
      expect(patients(card, `hospital_id = '${DEMO_CLINIC}'`)).toBeGreaterThanOrEqual(2);
      const cards = patients(card);
      const visits = count('SELECT COUNT(*) AS n FROM resource_records WHERE family = ?', visit);
      expect(visits / cards).toBeGreaterThan(2);
      expect(patients(visit)).toBe(cards);
      const last = seeded.db
        .prepare<[string], { last: string }>(
          'SELECT MAX(record_date) AS last FROM resource_records WHERE family = ?',
        )
        .get(visit)!.last;
      expect(last <= chinaToday()).toBe(true);
    },
  );

  it('classifies every seeded visit as the rules do', () => {
    for (const [family, { disease }] of Object.entries(CHRONIC_FOLLOW_UP_FAMILIES)) {
      if (!OTHER_CHRONIC_FAMILIES.some((entry) => entry.visit === family)) continue;
      const rows = seeded.db
        .prepare<[string], { data: string; birthDate: string }>(
          `SELECT v.data, json_extract(p.data, '$.birthDate') AS birthDate
           FROM resource_records v JOIN resource_records p
             ON p.family = 'persons' AND p.person_num = v.person_num
           WHERE v.family = ?`,
        )
        .all(family)
        .map((row) => ({
          visit: JSON.parse(row.data) as Record<string, number | string | undefined>,
          birthDate: row.birthDate,
        }));
      const classes = new Set<string>();
      for (const { visit, birthDate } of rows) {
        const expected = classifyVisit(disease, {
          sbp: visit.sbp as number | undefined,
          dbp: visit.dbp as number | undefined,
          catScore: visit.catScore as number | undefined,
          exacerbations: visit.exacerbations as number | undefined,
          painScore: visit.painScore as number | undefined,
          age: ageOn(birthDate, String(visit.visitDate)),
        });
        expect(visit.visitClassification).toBe(expected);
        classes.add(String(visit.visitClassification));
      }
      // Both controlled and uncontrolled visits, not a uniform demo.
      expect([...classes].sort()).toEqual(['1', '2']);
    }
  });
});
