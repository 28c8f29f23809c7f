import { ageOn } from '../../../src/domain/calendar';
import {
  assessFollowUp,
  blockingIssues,
  CHRONIC_FOLLOW_UP_FAMILIES,
  DEFAULT_FOLLOW_UP_RULES,
  MENTAL_TB_VISIT_FAMILIES,
} from '../../../src/domain/followUp';
import { assessMentalVisit } from '../../../src/domain/mental';
import { assessTuberculosisVisit } from '../../../src/domain/tuberculosis';
import { useSeededDatabase } from './seededDatabase';

/**
 * The demo data is what the kernel would have written: every seeded visit's classification,
 * 下次随访日期 and referral are what the rules compute from its own values, on the day it was
 * entered (created_at), with the patient's age on the visit date and the previous visit's class.
 * A seed that shows "控制满意" at 147/89 for a 64-year-old, or a 3-month next date after an
 * uncontrolled visit, teaches staff the wrong rule.
 */

interface VisitRow {
  id: string;
  person_num: string;
  created_at: string;
  data: string;
  birth_date: string | null;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

describe('the seed obeys the domain kernel', () => {
  const seeded = useSeededDatabase();

  const visitsOf = (family: string) =>
    seeded.db
      .prepare<[string], VisitRow>(
        `SELECT v.id, v.person_num, v.created_at, v.data,
                json_extract(p.data, '$.birthDate') AS birth_date
           FROM resource_records v
           LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = v.person_num
          WHERE v.family = ?
          ORDER BY v.person_num, v.record_date, v.created_at`,
      )
      .all(family)
      .map((row) => ({ ...row, parsed: JSON.parse(row.data) as Data }));

  const describeMismatch = (
    family: string,
    id: string,
    what: string,
    stored: unknown,
    rule: unknown,
  ) =>
    `${family} #${id}: ${what} stored ${JSON.stringify(stored)}, the kernel says ${JSON.stringify(rule)}`;

  it.each(Object.entries(CHRONIC_FOLLOW_UP_FAMILIES))(
    '%s: class, next date and referral as the follow-up rules compute them',
    (family, { disease }) => {
      const visits = visitsOf(family);
      expect(visits.length).toBeGreaterThan(0);
      const problems: string[] = [];
      let previous: { person: string; classification: string } | undefined;
      for (const visit of visits) {
        const data = visit.parsed;
        const visitDate = text(data.visitDate);
        const context = {
          age: ageOn(visit.birth_date, visitDate),
          previousClassification:
            previous?.person === visit.person_num ? previous.classification : undefined,
          today: visit.created_at.slice(0, 10),
        };
        const assessment = assessFollowUp(disease, data, context, DEFAULT_FOLLOW_UP_RULES.chronic);
        const stored = text(data.visitClassification);
        if (assessment.proposedClassification && stored !== assessment.proposedClassification) {
          problems.push(
            describeMismatch(
              family,
              visit.id,
              '此次随访分类',
              stored,
              assessment.proposedClassification,
            ),
          );
        }
        if (text(data.nextVisitDate) !== (assessment.proposedNextVisitDate ?? '')) {
          problems.push(
            describeMismatch(
              family,
              visit.id,
              '下次随访日期',
              data.nextVisitDate,
              assessment.proposedNextVisitDate,
            ),
          );
        }
        const referred = text(data.referralReason) !== '';
        if (referred !== assessment.referralAdvised) {
          problems.push(
            describeMismatch(family, visit.id, '转诊', referred, assessment.referralAdvised),
          );
        }
        const blocking = blockingIssues(assessment, data.valuesConfirmed === true);
        if (blocking.length) {
          problems.push(
            `${family} #${visit.id}: ${blocking.map((issue) => issue.message).join('；')}`,
          );
        }
        previous = { person: visit.person_num, classification: stored };
      }
      expect(problems.slice(0, 10)).toEqual([]);
    },
  );

  it.each(Object.entries(MENTAL_TB_VISIT_FAMILIES))(
    '%s: class, next date and referral as the visit rules compute them',
    (family, { kind }) => {
      const visits = visitsOf(family);
      expect(visits.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const visit of visits) {
        const data = visit.parsed;
        const today = visit.created_at.slice(0, 10);
        if (kind === 'mental') {
          const assessment = assessMentalVisit(data, today);
          const stored = text(data.visitClassification);
          if (assessment.proposedClassification && stored !== assessment.proposedClassification) {
            problems.push(
              describeMismatch(
                family,
                visit.id,
                '本次随访分类',
                stored,
                assessment.proposedClassification,
              ),
            );
          }
          if (text(data.nextVisitDate) !== (assessment.proposedNextVisitDate ?? '')) {
            problems.push(
              describeMismatch(
                family,
                visit.id,
                '下次随访日期',
                data.nextVisitDate,
                assessment.proposedNextVisitDate,
              ),
            );
          }
          const referred = text(data.referral) === '2';
          if (referred !== assessment.referralAdvised) {
            problems.push(
              describeMismatch(family, visit.id, '转诊', referred, assessment.referralAdvised),
            );
          }
          if (assessment.issues.some((issue) => issue.severity === 'error')) {
            problems.push(
              `${family} #${visit.id}: ${assessment.issues.map((issue) => issue.message).join('；')}`,
            );
          }
        } else {
          const assessment = assessTuberculosisVisit(data, { today });
          if (text(data.nextVisitDate) !== (assessment.proposedNextVisitDate ?? '')) {
            problems.push(
              describeMismatch(
                family,
                visit.id,
                '下次随访时间',
                data.nextVisitDate,
                assessment.proposedNextVisitDate,
              ),
            );
          }
          if (assessment.issues.some((issue) => issue.severity === 'error')) {
            problems.push(
              `${family} #${visit.id}: ${assessment.issues.map((issue) => issue.message).join('；')}`,
            );
          }
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
    },
  );
});
