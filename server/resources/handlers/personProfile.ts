import { dueServices, profileLabels } from '../../../src/domain/archives';
import { ageOn } from '../../../src/domain/calendar';
import {
  CONTRACT_STATE_LABELS,
  type ContractDue,
  contractDue,
  currentContract,
  renewedIds,
} from '../../../src/domain/contract';
import { DUE_PROGRAMME_IDS, DUE_PROGRAMMES } from '../../../src/domain/followUp';
import { type ScheduleProgramme } from '../../../src/domain/schedule';
import {
  type MedicationEntry,
  type PersonProfile,
  type TrendPoint,
} from '../../../src/services/contract';
import { userRoot } from '../../chronic/chronicAccess';
import { statusOfRow } from '../../chronic/worklist';
import { FAMILY_MODELS, familyModel } from '../familyModel';
import { type RecordContext, toOutput } from '../recordOps';
import { num } from '../recordValues';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';

/** The newest timeline entries sent; a resident rarely has more, and the page filters them. */
export const TIMELINE_LIMIT = 300;

interface Row {
  family: string;
  id: string;
  record_date: string | null;
  hospital_name: string | null;
  created_by: string;
  status: string | null;
  data: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const optionLabel = (family: string, field: string, value: unknown): string => {
  const spec = FAMILY_MODELS.get(family)?.fieldByName.get(field);
  return spec?.options?.find((option) => option.value === value)?.label ?? '';
};

/** Blood pressure of a record: follow-ups write sbp/dbp, the health check the left arm. */
const pressureOf = (data: RecordData): { sbp?: number; dbp?: number } => ({
  sbp: num(data.sbp) ?? num(data.leftSbp),
  dbp: num(data.dbp) ?? num(data.leftDbp),
});

const summaryOf = (family: string, data: RecordData): string => {
  const parts: string[] = [];
  const { sbp, dbp } = pressureOf(data);
  if (sbp !== undefined && dbp !== undefined) parts.push(`血压 ${sbp}/${dbp} mmHg`);
  const glucose = num(data.fastingBloodGlucose);
  if (glucose !== undefined) parts.push(`空腹血糖 ${glucose} mmol/L`);
  const classification = optionLabel(family, 'visitClassification', data.visitClassification);
  if (classification) parts.push(classification);
  const evaluation = optionLabel(family, 'healthEvaluation', data.healthEvaluation);
  if (evaluation) parts.push(`健康评价：${evaluation}`);
  const doctor = str(data.doctorName) || str(data.visitDoctor) || str(data.checkDoctor);
  if (doctor) parts.push(`医生 ${doctor}`);
  return parts.join(' · ');
};

const ACTIVE_STATUS: Readonly<Record<string, string>> = {
  hypertensionCard: 'manageStatus',
  diabetesManager: 'manageStatus',
  mentalcard: 'manageStatus',
  pulmonarycard: 'manageStatus',
};

const teamName = (rc: RecordContext, teamId: string): string => {
  if (!teamId) return '';
  const team = rc.store.get('signTeams', teamId);
  return team ? str(team.data.teamName) : '';
};

const packageName = (rc: RecordContext, packageId: string): string => {
  if (!packageId) return '';
  const found = rc.store.get('signServicePackages', packageId);
  return found ? str(found.data.packageName) : '';
};

type ParsedRow = Row & { parsed: RecordData };

interface ScheduledRow {
  programme: ScheduleProgramme;
  service_key: string;
  service: string;
  form_family: string;
  due_date: string;
  overdue_after: string;
  done_date: string | null;
  done_record_id: string | null;
}

/**
 * The agreement the profile is about (kernel currentContract) judged on `today`: its state and
 * the renewal it waits for. Its items not yet delivered are service_due rows, kept on write by
 * the schedule engine with the one count the 履约情况 uses (kernel itemProgress).
 */
const currentSigning = (
  rc: RecordContext,
  records: readonly ParsedRow[],
): { record: ParsedRow; due: ContractDue } | null => {
  const today = rc.today;
  const signings = records.filter((record) => record.family === 'signRegistes');
  const contracts = signings.map((record) => ({
    id: record.id,
    signStatus: str(record.parsed.signStatus),
    startDate: str(record.parsed.startDate),
    endDate: str(record.parsed.endDate),
    terminationDate: str(record.parsed.terminationDate) || undefined,
    previousId: str(record.parsed.previousId) || undefined,
  }));
  const current = currentContract(contracts, today);
  const record = signings.find((row) => row.id === current?.id);
  if (!current || !record) return null;
  const renewed = renewedIds(contracts).has(current.id);
  return { record, due: contractDue(current, today, renewed) };
};

/**
 * 健康画像 of one resident in one call: every service record of the resident in the user's
 * hospitals (one indexed query on person_num), from which labels, trends, medications and due
 * services are derived. `person` has already been read with the user's scope checked.
 */
export const assembleProfile = (rc: RecordContext, person: StoredRecord): PersonProfile => {
  const rows = rc.store.db
    .prepare<[string, string], Row>(
      `SELECT r.family, r.id, r.record_date, h.hosp_name AS hospital_name, r.created_by, r.status,
              r.data
         FROM resource_records r LEFT JOIN hospitals h ON h.hosp_id = r.hospital_id
        WHERE r.person_num = ? AND r.family <> 'persons'
          AND r.hospital_id IN (SELECT value FROM json_each(?))
        ORDER BY r.record_date DESC, r.created_at DESC`,
    )
    .all(person.id, JSON.stringify([...rc.access.managed]));
  const records = rows.map((row) => ({ ...row, parsed: JSON.parse(row.data) as RecordData }));
  const birthDate = str(person.data.birthDate);
  const age = ageOn(birthDate, rc.today) ?? -1;

  const activeFamilies = records
    .filter((record) => {
      const field = ACTIVE_STATUS[record.family];
      return field !== undefined && record.parsed[field] === '1';
    })
    .map((record) => record.family);
  const latestOf = (family: string) => records.find((record) => record.family === family);
  // Each chronic card judged on the work list's own rows and function (server/readModels and
  // server/chronic/worklist.ts), so the profile's 待办与逾期 and the work list cannot disagree.
  const root = userRoot(rc.access.user);
  const followUpStatus = Object.fromEntries(
    DUE_PROGRAMME_IDS.flatMap((programme) =>
      rc.readModels.worklist
        .ofResident({ programme, root, today: rc.today, rules: rc.followUpRules.due }, person.id)
        .map((row) => [
          DUE_PROGRAMMES[programme].cardFamily,
          statusOfRow(row, rc.today, rc.followUpRules.due),
        ]),
    ),
  );
  const check = latestOf('healthCheckTables');
  const sign = currentSigning(rc, records);
  // The schedule engine's rows of the resident (read models, src/domain/schedule), fresh.
  rc.readModels.refresh();
  const scheduled = rc.store.db
    .prepare<[string], ScheduledRow>(
      `SELECT programme, service_key, service, form_family, due_date, overdue_after, done_date, done_record_id
         FROM service_due WHERE person_num = ? ORDER BY due_date`,
    )
    .all(person.id);
  // A record id is unique within its family only: the closing record is of the row's form.
  const closedBy = new Map<string, string[]>();
  for (const row of scheduled) {
    if (row.done_record_id) {
      const key = `${row.form_family}:${row.done_record_id}`;
      closedBy.set(key, [...(closedBy.get(key) ?? []), row.service]);
    }
  }
  const facts = {
    today: rc.today,
    age,
    activeFamilies,
    followUpStatus,
    lastHealthCheck: check?.record_date ?? null,
    contract: sign?.due ?? null,
    scheduled: scheduled.map((row) => ({
      programme: row.programme,
      serviceKey: row.service_key,
      service: row.service,
      dueDate: row.due_date,
      overdueAfter: row.overdue_after,
      doneDate: row.done_date,
    })),
    dueRules: rc.followUpRules.due,
  };

  const title = (family: string) => FAMILY_MODELS.get(family)?.title ?? family;
  const services = new Map<string, PersonProfile['services'][number]>();
  for (const record of records) {
    const entry = services.get(record.family);
    if (entry) entry.count += 1;
    else
      services.set(record.family, {
        family: record.family,
        title: title(record.family),
        count: 1,
        latestDate: record.record_date,
      });
  }

  const trend = (pick: (data: RecordData) => Partial<TrendPoint>, keep: keyof TrendPoint) =>
    records
      .filter((record) => record.record_date)
      .map((record) => ({
        date: record.record_date ?? '',
        source: title(record.family),
        ...pick(record.parsed),
      }))
      .filter((point) => point[keep] !== undefined)
      .reverse();

  const medications = ['hypertensionFollowUp', 'diabetesFollowUP', 'healthCheckTables']
    .map((family) => latestOf(family))
    .filter((record) => record && Array.isArray(record.parsed.medications))
    .map((record) => ({
      source: title(record!.family),
      date: record!.record_date,
      items: record!.parsed.medications as MedicationEntry[],
    }));

  const labels = profileLabels(facts);
  return {
    person: toOutput(familyModel('persons'), person, rc.today),
    age,
    labels,
    tags: labels,
    signing: sign
      ? {
          id: sign.record.id,
          doctorName: str(sign.record.parsed.doctorName),
          teamName: teamName(rc, str(sign.record.parsed.teamId)),
          packageName: packageName(rc, str(sign.record.parsed.packageId)),
          signDate: str(sign.record.parsed.signDate) || null,
          startDate: sign.due.startDate || null,
          endDate: sign.due.endDate || null,
          state: sign.due.state,
          stateLabel: CONTRACT_STATE_LABELS[sign.due.state],
        }
      : null,
    timeline: records.slice(0, TIMELINE_LIMIT).map((record) => ({
      family: record.family,
      title: title(record.family),
      id: record.id,
      date: record.record_date,
      hospitalName: record.hospital_name,
      createdBy: record.created_by,
      summary: summaryOf(record.family, record.parsed),
      closes: closedBy.get(`${record.family}:${record.id}`) ?? [],
    })),
    services: [...services.values()],
    latestCheck: check
      ? {
          id: check.id,
          date: check.record_date,
          evaluation: optionLabel(
            'healthCheckTables',
            'healthEvaluation',
            check.parsed.healthEvaluation,
          ),
          abnormalities: str(check.parsed.abnormalities),
        }
      : null,
    medications,
    bloodPressure: trend(pressureOf, 'sbp'),
    glucose: trend((data) => ({ glucose: num(data.fastingBloodGlucose) }), 'glucose'),
    due: dueServices(facts),
  };
};
