import {
  assessPreschoolCheck,
  assessToddlerCheck,
  type MaternalChildAssessment,
} from '../../../src/domain/child';
import { useSeededDatabase } from './seededDatabase';
import { seededVisits } from './seedKernelProblems';

/**
 * The seeded 12～30月龄 and 3～6岁 checks are what the kernel would have saved: no refusal, and
 * every value it computes (月龄, 发育评估结果, growth bands, 下次随访日期) stored as computed.
 */
describe('the seeded child checks obey the kernel', () => {
  const seeded = useSeededDatabase();

  it.each([
    ['toddlerHealthChecks', assessToddlerCheck],
    ['preschoolHealthChecks', assessPreschoolCheck],
  ] as const)(
    '%s',
    (family, assess: (values: Record<string, unknown>) => MaternalChildAssessment) => {
      const visits = seededVisits(seeded.db, family);
      expect(visits.length).toBeGreaterThan(20);
      const problems = visits.flatMap(({ id, parsed }) => {
        const { computed, issues } = assess(parsed);
        const differing = Object.entries(computed).filter(
          ([name, value]) => parsed[name] !== value,
        );
        return [
          ...issues.map((issue) => `#${id}: ${issue.field} ${issue.message}`),
          ...differing.map(
            ([name, value]) =>
              `#${id}: ${name} stored ${String(parsed[name])}, kernel ${String(value)}`,
          ),
        ];
      });
      expect(problems.slice(0, 10)).toEqual([]);
      // Every column of the form is seeded.
      expect(new Set(visits.map(({ parsed }) => parsed.checkAge))).toEqual(
        new Set(['1', '2', '3', '4']),
      );
    },
  );
});
