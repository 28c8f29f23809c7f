import { type Db } from '../../../server/db/openDatabase';
import { closingProblems, isClosedStatus } from '../../../src/domain/archives/closing';
import { addDays, ageOn } from '../../../src/domain/calendar';
import {
  contractOfData,
  contractPeriodProblem,
  periodsOverlap,
  renewalProblem,
} from '../../../src/domain/contract';
import {
  assessFollowUp,
  blockingIssues,
  type ChronicDisease,
  DEFAULT_FOLLOW_UP_RULES,
  type RuledVisitFamily,
} from '../../../src/domain/followUp';
import {
  assessHealthCheck,
  blockingCheckIssues,
  HEALTH_CHECK_CARD_FAMILIES,
  hasActiveCard,
  healthCheckPerson,
} from '../../../src/domain/healthCheck';
import { type MaternalFamily, MATERNAL_ASSESSMENTS } from '../../../src/domain/maternal';
import { assessMentalVisit } from '../../../src/domain/mental';
import { assessTuberculosisVisit } from '../../../src/domain/tuberculosis';

/**
 * Where a seeded visit differs from what the domain kernel computes from its own values, on the
 * day it was entered (created_at), with the patient's age on the visit date and the previous
 * visit's class: the checks of seedObeysKernel.test.ts, for any seeded database (the demo, or a
 * scaled seed). Each function returns the problems as sentences, none when the seed obeys.
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

/** A family's visits by patient and date, each with the patient's birth date. */
export const seededVisits = (db: Db, family: string) =>
  db
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

export type SeededVisit = ReturnType<typeof seededVisits>[number];

const mismatch = (family: string, id: string, what: string, stored: unknown, rule: unknown) =>
  `${family} #${id}: ${what} stored ${JSON.stringify(stored)}, the kernel says ${JSON.stringify(rule)}`;

/** A chronic follow-up family: class, next date and referral as the follow-up rules give them. */
/** A stored classification or next date that differs from what the rules propose. */
const proposalMismatches = (
  family: string,
  visit: SeededVisit,
  classificationLabel: string,
  proposal: { proposedClassification?: string; proposedNextVisitDate?: string },
): string[] => {
  const data = visit.parsed;
  const problems: string[] = [];
  const stored = text(data.visitClassification);
  if (proposal.proposedClassification && stored !== proposal.proposedClassification) {
    problems.push(
      mismatch(family, visit.id, classificationLabel, stored, proposal.proposedClassification),
    );
  }
  if (text(data.nextVisitDate) !== (proposal.proposedNextVisitDate ?? '')) {
    problems.push(
      mismatch(
        family,
        visit.id,
        '下次随访日期',
        data.nextVisitDate,
        proposal.proposedNextVisitDate,
      ),
    );
  }
  return problems;
};

export const chronicVisitProblems = (
  family: string,
  disease: ChronicDisease,
  visits: readonly SeededVisit[],
): string[] => {
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
    problems.push(...proposalMismatches(family, visit, '此次随访分类', assessment));
    const referred = text(data.referralReason) !== '';
    if (referred !== assessment.referralAdvised) {
      problems.push(mismatch(family, visit.id, '转诊', referred, assessment.referralAdvised));
    }
    const blocking = blockingIssues(assessment, data.valuesConfirmed === true);
    if (blocking.length) {
      problems.push(`${family} #${visit.id}: ${blocking.map((issue) => issue.message).join('；')}`);
    }
    previous = { person: visit.person_num, classification: stored };
  }
  return problems;
};

const mentalProblems = (family: string, visit: SeededVisit, today: string): string[] => {
  const data = visit.parsed;
  const assessment = assessMentalVisit(data, today);
  const problems = proposalMismatches(family, visit, '本次随访分类', assessment);
  const referred = text(data.referral) === '2';
  if (referred !== assessment.referralAdvised) {
    problems.push(mismatch(family, visit.id, '转诊', referred, assessment.referralAdvised));
  }
  if (assessment.issues.some((issue) => issue.severity === 'error')) {
    problems.push(
      `${family} #${visit.id}: ${assessment.issues.map((issue) => issue.message).join('；')}`,
    );
  }
  return problems;
};

const tuberculosisProblems = (family: string, visit: SeededVisit, today: string): string[] => {
  const data = visit.parsed;
  const assessment = assessTuberculosisVisit(data, { today });
  const problems: string[] = [];
  if (text(data.nextVisitDate) !== (assessment.proposedNextVisitDate ?? '')) {
    problems.push(
      mismatch(
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
  return problems;
};

/** A mental-disorder or tuberculosis visit family: as the visit rules compute them. */
export const mentalTbVisitProblems = (
  family: string,
  kind: RuledVisitFamily['kind'],
  visits: readonly SeededVisit[],
): string[] =>
  visits.flatMap((visit) => {
    const today = visit.created_at.slice(0, 10);
    return kind === 'mental'
      ? mentalProblems(family, visit, today)
      : tuberculosisProblems(family, visit, today);
  });

const dataOf = (db: Db, sql: string, ...params: string[]): Data[] =>
  db
    .prepare<string[], { data: string }>(sql)
    .all(...params)
    .map((row) => JSON.parse(row.data) as Data);

/**
 * 健康体检表: complete by the kernel's rule (national-forms §3.12) for its resident, with the
 * computed values (体质指数, its band, the 65+ self-care band) the kernel computes.
 */
export const healthCheckProblems = (db: Db, checks: readonly SeededVisit[]): string[] =>
  checks.flatMap((check) => {
    const data = check.parsed;
    const [resident] = dataOf(
      db,
      "SELECT data FROM resource_records WHERE family = 'persons' AND id = ?",
      check.person_num,
    );
    const ofFamily = (family: string) =>
      dataOf(
        db,
        'SELECT data FROM resource_records WHERE family = ? AND person_num = ?',
        family,
        check.person_num,
      );
    const person = healthCheckPerson(
      resident,
      text(data.checkDate),
      Object.fromEntries(
        Object.entries(HEALTH_CHECK_CARD_FAMILIES).map(([programme, family]) => [
          programme,
          hasActiveCard(ofFamily(family)),
        ]),
      ),
    );
    const assessment = assessHealthCheck(data, {
      person,
      selfCareAssessments: ofFamily('healthchecktablescores'),
    });
    const problems = blockingCheckIssues(assessment).map(
      (issue) => `healthCheckTables #${check.id}: ${issue.message}`,
    );
    for (const [name, value] of Object.entries(assessment.computed)) {
      if (JSON.stringify(data[name]) !== JSON.stringify(value)) {
        problems.push(mismatch('healthCheckTables', check.id, name, data[name], value));
      }
    }
    return problems;
  });

/**
 * A maternal follow-up (national-forms-2.md §4, §5): nothing the kernel refuses, and each value
 * the rules compute (孕周, 下次随访日期, 处理) as stored.
 */
export const maternalProblems = (
  family: MaternalFamily,
  visits: readonly SeededVisit[],
): string[] =>
  visits.flatMap((visit) => {
    const { computed, issues } = MATERNAL_ASSESSMENTS[family](visit.parsed);
    return [
      ...issues.map((issue) => `${family} #${visit.id}: ${issue.field} ${issue.message}`),
      ...Object.entries(computed)
        .filter(([name, value]) => visit.parsed[name] !== value)
        .map(([name, value]) => mismatch(family, visit.id, name, visit.parsed[name], value)),
    ];
  });

/**
 * 家庭医生签约: each agreement's period is one the kernel allows (contractPeriodProblem), no two
 * agreements of a resident share a day (periodsOverlap), and a 续约 (previousId) names an
 * agreement of the same resident that it follows the day after its end, which could be renewed
 * on the renewal's sign date (renewalProblem).
 */
export const signingProblems = (db: Db): string[] => {
  const agreements = seededVisits(db, 'signRegistes').map((row) => ({
    row,
    terms: contractOfData(row.id, row.parsed),
  }));
  const byId = new Map(agreements.map((agreement) => [agreement.row.id, agreement]));
  const problems: string[] = [];
  for (const { row, terms } of agreements) {
    const period = contractPeriodProblem(text(row.parsed.signDate), terms.startDate, terms.endDate);
    if (period) problems.push(`signRegistes #${row.id}: ${period.message}`);
    const overlapping = agreements.find(
      (other) =>
        other.row.id !== row.id &&
        other.row.person_num === row.person_num &&
        periodsOverlap(other.terms, terms),
    );
    if (overlapping) problems.push(`signRegistes #${row.id}: overlaps #${overlapping.row.id}`);
    if (!terms.previousId) continue;
    const previous = byId.get(terms.previousId);
    if (previous?.row.person_num !== row.person_num) {
      problems.push(`signRegistes #${row.id}: renews #${terms.previousId}, not the resident's`);
      continue;
    }
    const problem = renewalProblem(previous.terms, text(row.parsed.signDate), false);
    if (problem) problems.push(`signRegistes #${row.id}: ${problem}`);
    if (terms.startDate !== addDays(previous.terms.endDate, 1)) {
      problems.push(
        `signRegistes #${row.id}: starts ${terms.startDate}, not after #${previous.row.id}`,
      );
    }
  }
  return problems;
};

/**
 * Closed archives (死亡, 迁出, 注销) as 注销 writes them (kernel closingProblems): each with its
 * kind, day (not after `today`, not before birth) and cause or destination.
 */
export const closingProblemsOf = (db: Db, today: string): string[] =>
  db
    .prepare<[], { id: string; status: string; data: string }>(
      "SELECT id, status, data FROM resource_records WHERE family = 'persons' AND status <> '1'",
    )
    .all()
    .filter((row) => isClosedStatus(row.status))
    .flatMap((row) => {
      const data = JSON.parse(row.data) as Data;
      const problems = closingProblems(data, today, text(data.birthDate) || undefined).map(
        (problem) => `persons #${row.id}: ${problem.message}`,
      );
      if (data.closeKind !== row.status) {
        problems.push(
          `persons #${row.id}: 档案状态 ${row.status}, 注销类型 ${text(data.closeKind)}`,
        );
      }
      return problems;
    });
