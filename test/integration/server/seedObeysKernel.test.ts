import { CHRONIC_FOLLOW_UP_FAMILIES, MENTAL_TB_VISIT_FAMILIES } from '../../../src/domain/followUp';
import { MATERNAL_ASSESSMENTS, type MaternalFamily } from '../../../src/domain/maternal';
import { chinaToday } from './resourcesFixtures';
import { useSeededDatabase } from './seededDatabase';
import {
  chronicVisitProblems,
  closingProblemsOf,
  healthCheckProblems,
  maternalProblems,
  mentalTbVisitProblems,
  seededVisits,
  signingProblems,
} from './seedKernelProblems';

/**
 * The demo data is what the kernel would have written: every seeded visit's classification,
 * 下次随访日期 and referral are what the rules compute from its own values, on the day it was
 * entered (created_at), with the patient's age on the visit date and the previous visit's class.
 * A seed that shows "控制满意" at 147/89 for a 64-year-old, or a 3-month next date after an
 * uncontrolled visit, teaches staff the wrong rule. (scaledSeed.test.ts checks a scaled seed the
 * same way, with the same checks from seedKernelProblems.ts.)
 */
describe('the seed obeys the domain kernel', () => {
  const seeded = useSeededDatabase();

  it.each(Object.entries(CHRONIC_FOLLOW_UP_FAMILIES))(
    '%s: class, next date and referral as the follow-up rules compute them',
    (family, { disease }) => {
      const visits = seededVisits(seeded.db, family);
      expect(visits.length).toBeGreaterThan(0);
      expect(chronicVisitProblems(family, disease, visits).slice(0, 10)).toEqual([]);
    },
  );

  it.each(Object.entries(MENTAL_TB_VISIT_FAMILIES))(
    '%s: class, next date and referral as the visit rules compute them',
    (family, { kind }) => {
      const visits = seededVisits(seeded.db, family);
      expect(visits.length).toBeGreaterThan(0);
      expect(mentalTbVisitProblems(family, kind, visits).slice(0, 10)).toEqual([]);
    },
  );

  it('closed archives say when and why, as 注销 writes them; one application waits', () => {
    const today = chinaToday();
    expect(closingProblemsOf(seeded.db, today).slice(0, 10)).toEqual([]);
    const closed = seeded.db
      .prepare(
        "SELECT status, COUNT(*) AS n FROM resource_records WHERE family = 'persons' AND status <> '1' GROUP BY status",
      )
      .all() as { status: string; n: number }[];
    expect(closed.map((row) => row.status).sort()).toEqual(['2', '3', '4']);
    const pending = seeded.db
      .prepare(
        `SELECT COUNT(*) FROM resource_records WHERE family = 'personapplyterminations'
          AND json_extract(data, '$.applyStatus') = '0'`,
      )
      .pluck()
      .get();
    expect(pending).toBe(1);
  });

  it('healthCheckTables: every check complete, with the values the kernel computes', () => {
    const checks = seededVisits(seeded.db, 'healthCheckTables');
    expect(checks.length).toBeGreaterThan(300);
    expect(healthCheckProblems(seeded.db, checks).slice(0, 10)).toEqual([]);
  });

  it('diabetesFollowUP: every visit has its 心率, none above the danger threshold', () => {
    const rates = seededVisits(seeded.db, 'diabetesFollowUP').map(
      (visit) => visit.parsed.heartRate,
    );
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.filter((rate) => typeof rate !== 'number' || rate > 100)).toEqual([]);
  });

  it.each(Object.keys(MATERNAL_ASSESSMENTS) as MaternalFamily[])(
    '%s: 孕周, next date and 处理 as the maternal rules compute them, nothing they refuse',
    (family) => {
      const visits = seededVisits(seeded.db, family);
      expect(visits.length).toBeGreaterThan(5);
      expect(maternalProblems(family, visits).slice(0, 10)).toEqual([]);
    },
  );

  it('signRegistes: periods the kernel allows, none overlapping, each 续约 after the one it renews', () => {
    const renewals = seeded.db
      .prepare<[], number>(
        "SELECT COUNT(*) FROM resource_records WHERE family = 'signRegistes' AND json_extract(data, '$.previousId') IS NOT NULL",
      )
      .pluck()
      .get();
    expect(renewals).toBeGreaterThan(300);
    expect(signingProblems(seeded.db).slice(0, 10)).toEqual([]);
  });
});
