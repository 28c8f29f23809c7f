import { closedOn, isClosedStatus } from '../../src/domain/archives/closing';
import {
  DEFAULT_DUPLICATE_RULES,
  type DuplicateRuleConfig,
} from '../../src/domain/archives/duplicates';
import { ageOn, dateText } from '../../src/domain/calendar';
import { FACE_TO_FACE_METHODS } from '../../src/domain/codes';
import {
  contractOfData,
  crowdFactsOf,
  crowdPeriods,
  FULFILMENT_FAMILIES,
  itemsOfData,
} from '../../src/domain/contract';
import { isGlucoseControlled } from '../../src/domain/diabetes';
import {
  DUE_PROGRAMMES,
  type DueProgramme,
  type FollowUpRules,
  needsShortInterval,
  patientPlan,
  standardVisitFlags,
} from '../../src/domain/followUp';
import { isBloodPressureControlled } from '../../src/domain/hypertension';
import { contractFacts } from '../../src/domain/indicators';
import {
  chronicLastVisit,
  residentSchedule,
  type ScheduleRecord,
  scheduleRulesOf,
} from '../../src/domain/schedule';
import { type Db } from '../db/openDatabase';
import { duplicateStatements } from './deriveDuplicates';
import { qualityRowsOf, type QualityRow } from './deriveQuality';

/**
 * One resident's read-model rows, derived from all of their records by the kernel's functions:
 * person_facts and person_service_years (the file indicators), programme_patients (one row per
 * management card: the latest visit and the planned date) and programme_visit_years (visits,
 * face-to-face visits and control per year; programme_visit_months the same up to each month's
 * end). A resident's rows are replaced whole, so deriving is the same whether it follows one write
 * or rebuilds the database.
 */

interface RecordRow {
  family: string;
  id: string;
  hospital_id: string | null;
  record_date: string | null;
  status: string | null;
  name: string | null;
  id_card_no: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  data: string;
}

type Data = Record<string, unknown>;
interface Parsed extends RecordRow {
  parsed: Data;
}

const HEALTH_CHECK_FAMILY = 'healthCheckTables';
const CONTRACT_FAMILY = 'signRegistes';
const DEAD = '3';
const IN_FILE = '1';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Latest first: by date, then by entry time (two visits on one day: the later entered). */
const latestFirst = (a: Parsed, b: Parsed): number =>
  (b.record_date ?? '').localeCompare(a.record_date ?? '') ||
  b.created_at.localeCompare(a.created_at);

const isControlled = (
  programme: DueProgramme,
  visit: Parsed,
  birthDate: string | undefined,
  rules: FollowUpRules,
): boolean => {
  if (programme === 'hypertension') {
    const sbp = num(visit.parsed.sbp);
    const dbp = num(visit.parsed.dbp);
    if (sbp === null || dbp === null) return false;
    const age = ageOn(birthDate, visit.record_date);
    return isBloodPressureControlled(sbp, dbp, age, rules.chronic);
  }
  const fbg = num(visit.parsed.fastingBloodGlucose);
  return fbg !== null && isGlucoseControlled(fbg, rules.chronic);
};

export interface ResidentStatements {
  records: (personNum: string) => RecordRow[];
  clear: (personNum: string) => void;
  insertFacts: (row: Record<string, unknown>) => void;
  insertServiceYear: (row: Record<string, unknown>) => void;
  insertPatient: (row: Record<string, unknown>) => void;
  insertVisitYear: (row: Record<string, unknown>) => void;
  insertVisitMonth: (row: Record<string, unknown>) => void;
  insertContract: (row: Record<string, unknown>) => void;
  insertCrowd: (row: Record<string, unknown>) => void;
  insertQuality: (row: QualityRow) => void;
  insertServiceDue: (row: Record<string, unknown>) => void;
  /** 重复档案: the archive's duplicate keys and pairs (deriveDuplicates.ts). */
  deriveDuplicates: (person: Parsed | undefined) => void;
}

export const residentStatements = (
  db: Db,
  duplicateRules: DuplicateRuleConfig = DEFAULT_DUPLICATE_RULES,
): ResidentStatements => {
  const records = db.prepare<[string], RecordRow>(
    `SELECT family, id, hospital_id, record_date, status, name, id_card_no, created_by,
            created_at, updated_at, data
       FROM resource_records WHERE person_num = ?`,
  );
  const clears = [
    'DELETE FROM person_facts WHERE person_num = ?',
    'DELETE FROM person_service_years WHERE person_num = ?',
    'DELETE FROM programme_patients WHERE person_num = ?',
    'DELETE FROM programme_visit_years WHERE person_num = ?',
    'DELETE FROM programme_visit_months WHERE person_num = ?',
    'DELETE FROM contract_facts WHERE person_num = ?',
    'DELETE FROM person_crowds WHERE person_num = ?',
    'DELETE FROM person_quality WHERE person_num = ?',
    'DELETE FROM service_due WHERE person_num = ?',
  ].map((sql) => db.prepare<[string]>(sql));
  const facts = db.prepare(
    `INSERT INTO person_facts (person_num, hospital_id, in_file, filed, birth_date,
       last_service_date, last_check_date, closed_on, doctor)
     VALUES (@person_num, @hospital_id, @in_file, @filed, @birth_date, @last_service_date,
       @last_check_date, @closed_on, @doctor)`,
  );
  const serviceYear = db.prepare(
    `INSERT INTO person_service_years (person_num, year, hospital_id, first_date, last_date,
       first_check_date)
     VALUES (@person_num, @year, @hospital_id, @first_date, @last_date, @first_check_date)`,
  );
  // OR REPLACE: a card moved from another resident (a merge) keeps its key; that resident's row
  // is replaced here whichever of the two is derived first.
  const patient = db.prepare(
    `INSERT OR REPLACE INTO programme_patients (programme, card_id, person_num, hospital_id, name,
       id_card_no, build_date, card_status, terminated_on, on_list, last_visit_id,
       last_visit_date, classification, sbp, dbp, glucose, doctor, planned_date, two_week)
     VALUES (@programme, @card_id, @person_num, @hospital_id, @name, @id_card_no, @build_date,
       @card_status, @terminated_on, @on_list, @last_visit_id, @last_visit_date,
       @classification, @sbp, @dbp, @glucose, @doctor, @planned_date, @two_week)`,
  );
  const visitYear = db.prepare(
    `INSERT INTO programme_visit_years (programme, person_num, year, visits, face_to_face,
       standard_visits, last_visit_date, last_controlled)
     VALUES (@programme, @person_num, @year, @visits, @face_to_face, @standard_visits,
       @last_visit_date, @last_controlled)`,
  );
  const visitMonth = db.prepare(
    `INSERT INTO programme_visit_months (programme, person_num, month, standard_visits,
       last_controlled)
     VALUES (@programme, @person_num, @month, @standard_visits, @last_controlled)`,
  );
  // OR REPLACE: an agreement moved from another resident (a merge) keeps its key, as cards do.
  const contract = db.prepare(
    `INSERT OR REPLACE INTO contract_facts (contract_id, person_num, start_date, end_date,
       last_day_in_force, renewed, items_due, items_done, team_id)
     VALUES (@contract_id, @person_num, @start_date, @end_date, @last_day_in_force, @renewed,
       @items_due, @items_done, @team_id)`,
  );
  const crowd = db.prepare(
    `INSERT INTO person_crowds (person_num, crowd, from_date, until_date)
     VALUES (@person_num, @crowd, @from_date, @until_date)`,
  );
  const quality = db.prepare<[QualityRow]>(
    `INSERT INTO person_quality (person_num, hospital_id, rule, year, fields, detail)
     VALUES (@person_num, @hospital_id, @rule, @year, @fields, @detail)`,
  );
  const serviceDue = db.prepare(
    `INSERT OR REPLACE INTO service_due (programme, service_key, person_num, hospital_id, doctor,
       service, form_family, earliest_date, due_date, overdue_after, last_service_date, done_date,
       done_record_id)
     VALUES (@programme, @service_key, @person_num, @hospital_id, @doctor, @service, @form_family,
       @earliest_date, @due_date, @overdue_after, @last_service_date, @done_date,
       @done_record_id)`,
  );
  const duplicates = duplicateStatements(db, duplicateRules);
  return {
    records: (personNum) => records.all(personNum),
    clear: (personNum) => {
      clears.forEach((statement) => statement.run(personNum));
      duplicates.clear(personNum);
    },
    insertFacts: (row) => facts.run(row),
    insertServiceYear: (row) => serviceYear.run(row),
    insertPatient: (row) => patient.run(row),
    insertVisitYear: (row) => visitYear.run(row),
    insertVisitMonth: (row) => visitMonth.run(row),
    insertContract: (row) => contract.run(row),
    insertCrowd: (row) => crowd.run(row),
    insertQuality: (row) => quality.run(row),
    insertServiceDue: (row) => serviceDue.run(row),
    deriveDuplicates: (person) => duplicates.derive(person),
  };
};

const deriveFacts = (
  statements: ResidentStatements,
  person: Parsed,
  services: readonly Parsed[],
): void => {
  const dated = services.filter((record) => record.record_date);
  const checks = dated.filter((record) => record.family === HEALTH_CHECK_FAMILY);
  const latest = (list: readonly Parsed[]) =>
    list.reduce<string | null>(
      (max, record) =>
        max === null || (record.record_date ?? '') > max ? record.record_date : max,
      null,
    );
  const hospitalId = person.hospital_id ?? '';
  statements.insertFacts({
    person_num: person.id,
    hospital_id: hospitalId,
    in_file: person.status === IN_FILE ? 1 : 0,
    filed: text(person.parsed.fileNum) ? 1 : 0,
    birth_date: text(person.parsed.birthDate) ?? null,
    last_service_date: latest(dated),
    last_check_date: latest(checks),
    closed_on: closedOn(person.status, person.parsed),
    doctor: text(person.parsed.responsibleDoctor) ?? '',
  });
  const years = new Map<string, { first: string; last: string; firstCheck: string | null }>();
  for (const record of dated) {
    const date = record.record_date ?? '';
    const year = date.slice(0, 4);
    const entry = years.get(year) ?? { first: date, last: date, firstCheck: null };
    if (date < entry.first) entry.first = date;
    if (date > entry.last) entry.last = date;
    if (
      record.family === HEALTH_CHECK_FAMILY &&
      (entry.firstCheck === null || date < entry.firstCheck)
    ) {
      entry.firstCheck = date;
    }
    years.set(year, entry);
  }
  for (const [year, entry] of years) {
    statements.insertServiceYear({
      person_num: person.id,
      year: Number(year),
      hospital_id: hospitalId,
      first_date: entry.first,
      last_date: entry.last,
      first_check_date: entry.firstCheck,
    });
  }
};

const deriveProgramme = (
  statements: ResidentStatements,
  programme: DueProgramme,
  personNum: string,
  person: Parsed | undefined,
  records: readonly Parsed[],
  rules: FollowUpRules,
): void => {
  const { cardFamily, visitFamily } = DUE_PROGRAMMES[programme];
  const cards = records.filter((record) => record.family === cardFamily);
  if (cards.length === 0) return;
  const visits = records
    .filter((record) => record.family === visitFamily && record.record_date)
    .sort(latestFirst);
  const last = visits[0];
  const birthDate = text(person?.parsed.birthDate);
  // A closed archive (死亡, 迁出, 注销) leaves the lists; its open cards end on its closing day.
  const closed = isClosedStatus(person?.status);
  const closedDay = person ? closedOn(person.status, person.parsed) : null;
  for (const card of cards) {
    const buildDate = text(card.parsed.buildDate) ?? card.created_at.slice(0, 10);
    const cardStatus = card.status ?? '1';
    const lastVisit = last && chronicLastVisit(scheduleRecordOf(last));
    const plan = patientPlan(lastVisit, buildDate, rules.due);
    statements.insertPatient({
      programme,
      card_id: card.id,
      person_num: personNum,
      hospital_id: card.hospital_id ?? '',
      name: card.name ?? '',
      id_card_no: card.id_card_no ?? '',
      build_date: buildDate,
      card_status: cardStatus,
      terminated_on: text(card.parsed.terminationDate) ?? closedDay,
      on_list: cardStatus === '1' && !closed ? 1 : 0,
      last_visit_id: last?.id ?? null,
      last_visit_date: last?.record_date ?? null,
      classification: lastVisit?.classification ?? null,
      sbp: last ? num(last.parsed.sbp) : null,
      dbp: last ? num(last.parsed.dbp) : null,
      glucose: last ? num(last.parsed.fastingBloodGlucose) : null,
      doctor:
        text(last?.parsed.doctorSignature) ?? text(card.parsed.buildDoctor) ?? card.created_by,
      planned_date: plan.plannedDate,
      two_week: lastVisit && needsShortInterval(lastVisit) ? 1 : 0,
    });
  }
  // 规范管理 counts a visit that heeded its referral (followUp/standardVisits.ts), oldest first.
  const oldestFirst = [...visits].reverse();
  const flags = standardVisitFlags(
    programme,
    oldestFirst.map((visit) => ({ visitDate: visit.record_date ?? '', data: visit.parsed })),
    birthDate,
    rules.chronic,
  );
  const standard = new Set(oldestFirst.filter((_, index) => flags[index]));
  const years = new Map<string, Parsed[]>();
  for (const visit of visits) {
    const year = (visit.record_date ?? '').slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), visit]);
  }
  for (const [year, list] of years) {
    const latest = list[0] as Parsed;
    statements.insertVisitYear({
      programme,
      person_num: personNum,
      year: Number(year),
      visits: list.length,
      face_to_face: list.filter((visit) =>
        FACE_TO_FACE_METHODS.includes(text(visit.parsed.visitMethod) ?? ''),
      ).length,
      standard_visits: list.filter((visit) => standard.has(visit)).length,
      last_visit_date: latest.record_date,
      last_controlled: isControlled(programme, latest, birthDate, rules) ? 1 : 0,
    });
    // Month by month (the rate trends): the year's standard visits up to each month's end and
    // the control of the month's latest visit.
    let standardSoFar = 0;
    const months = new Map<string, { standard: number; latest: Parsed }>();
    for (const visit of [...list].reverse()) {
      if (standard.has(visit)) standardSoFar += 1;
      months.set((visit.record_date ?? '').slice(0, 7), { standard: standardSoFar, latest: visit });
    }
    for (const [month, entry] of months) {
      statements.insertVisitMonth({
        programme,
        person_num: personNum,
        month,
        standard_visits: entry.standard,
        last_controlled: isControlled(programme, entry.latest, birthDate, rules) ? 1 : 0,
      });
    }
  }
};

/**
 * The signing indicators' rows: the resident's crowd periods (kernel crowdPeriods) and each
 * agreement's facts (kernel contractFacts), counted from the records of every hospital.
 */
const deriveContracts = (
  statements: ResidentStatements,
  personNum: string,
  person: Parsed | undefined,
  records: readonly Parsed[],
): void => {
  const periods = crowdPeriods(
    crowdFactsOf(
      person?.parsed ?? {},
      records.map((record) => ({
        family: record.family,
        date: record.record_date,
        createdAt: record.created_at,
        updatedAt: record.updated_at,
        data: record.parsed,
      })),
    ),
  );
  for (const period of periods) {
    statements.insertCrowd({
      person_num: personNum,
      crowd: period.crowd,
      from_date: period.from,
      until_date: period.until,
    });
  }
  const agreements = records
    .filter((record) => record.family === CONTRACT_FAMILY)
    .map((record) => ({
      ...contractOfData(record.id, record.parsed),
      items: itemsOfData(record.parsed),
    }))
    .filter((agreement) => agreement.startDate !== '' && agreement.endDate !== '');
  if (agreements.length === 0) return;
  const services = records
    .filter((record) => FULFILMENT_FAMILIES.includes(record.family))
    .map((record) => ({
      family: record.family,
      id: record.id,
      date: record.record_date,
      data: record.parsed,
    }));
  // The agreement's 家庭医生团队 (签约团队统计's part of the signing tallies).
  const teams = new Map(
    records
      .filter((record) => record.family === CONTRACT_FAMILY)
      .map((record) => [
        record.id,
        typeof record.parsed.teamId === 'string' ? record.parsed.teamId : '',
      ]),
  );
  for (const fact of contractFacts(agreements, services)) {
    statements.insertContract({
      team_id: teams.get(fact.contractId) ?? '',
      contract_id: fact.contractId,
      person_num: personNum,
      start_date: fact.startDate,
      end_date: fact.endDate,
      last_day_in_force: fact.lastDayInForce,
      renewed: fact.renewed ? 1 : 0,
      items_due: fact.itemsDue,
      items_done: fact.itemsDone,
    });
  }
};

const scheduleRecordOf = (record: Parsed): ScheduleRecord => ({
  family: record.family,
  id: record.id,
  date: record.record_date,
  status: record.status,
  createdBy: record.created_by,
  createdAt: record.created_at,
  data: record.parsed,
});

/**
 * The resident's due services of every programme (kernel residentSchedule), one service_due row
 * each. `today` places only the age- and year-bound programmes (children, the elderly's year).
 */
const deriveSchedule = (
  statements: ResidentStatements,
  person: Parsed,
  records: readonly Parsed[],
  rules: FollowUpRules,
  today: string,
): void => {
  const services = residentSchedule(
    {
      birthDate: text(person.parsed.birthDate),
      sex: text(person.parsed.sex),
      inFile: person.status === IN_FILE,
      dead: person.status === DEAD,
      responsibleDoctor: text(person.parsed.responsibleDoctor),
      records: records.map(scheduleRecordOf),
    },
    today,
    scheduleRulesOf(rules),
  );
  for (const service of services) {
    statements.insertServiceDue({
      programme: service.programme,
      service_key: service.serviceKey,
      person_num: person.id,
      hospital_id: person.hospital_id ?? '',
      doctor: service.doctor,
      service: service.service,
      form_family: service.formFamily,
      earliest_date: service.earliestDate,
      due_date: service.dueDate,
      overdue_after: service.overdueAfter,
      last_service_date: service.lastServiceDate,
      done_date: service.doneDate,
      done_record_id: service.doneRecordId,
    });
  }
};

/** Replaces one resident's read-model rows with what their records say now. */
export const deriveResident = (
  statements: ResidentStatements,
  personNum: string,
  rules: FollowUpRules,
  today: string = dateText(),
): void => {
  statements.clear(personNum);
  const records = statements
    .records(personNum)
    .map((row) => ({ ...row, parsed: JSON.parse(row.data) as Data }));
  const person = records.find((record) => record.family === 'persons' && record.id === personNum);
  if (person) {
    deriveFacts(
      statements,
      person,
      records.filter((record) => record.family !== 'persons'),
    );
  }
  for (const programme of Object.keys(DUE_PROGRAMMES) as DueProgramme[]) {
    deriveProgramme(statements, programme, personNum, person, records, rules);
  }
  deriveContracts(statements, personNum, person, records);
  for (const row of qualityRowsOf(person, records, rules.chronic)) statements.insertQuality(row);
  statements.deriveDuplicates(person);
  if (person) deriveSchedule(statements, person, records, rules, today);
};
