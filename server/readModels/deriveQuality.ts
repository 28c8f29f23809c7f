import {
  healthCheckFailures,
  idCardFailures,
  pastHistoryFailures,
  type QualityFailure,
  requiredFieldFailures,
} from '../../src/domain/archives';
import { type ChronicRuleConfig } from '../../src/domain/followUp';

/**
 * The person_quality rows of one resident (migration 660): the kernel's quality rules that the
 * records alone decide (src/domain/archives/quality). Only an archive in the file (在档) is
 * checked: a closed one (迁出, 死亡, 注销) leaves the 不规范档案 list.
 */

type Data = Record<string, unknown>;
interface QualityRecord {
  family: string;
  id: string;
  status: string | null;
  hospital_id: string | null;
  record_date: string | null;
  updated_at: string;
  parsed: Data;
}

export interface QualityRow {
  person_num: string;
  hospital_id: string;
  rule: string;
  year: number;
  fields: string;
  detail: string | null;
}

const IN_FILE = '1';
const HEALTH_CHECK_FAMILY = 'healthCheckTables';
const SELF_CARE_FAMILY = 'healthchecktablescores';

const rowOf = (person: QualityRecord, failure: QualityFailure, year = 0): QualityRow => ({
  person_num: person.id,
  hospital_id: person.hospital_id ?? '',
  rule: failure.code,
  year,
  fields: JSON.stringify(failure.fields),
  detail: failure.detail ?? null,
});

/** The rows of a resident whose archive is `person` and whose records are `records`. */
export const qualityRowsOf = (
  person: QualityRecord | undefined,
  records: readonly QualityRecord[],
  chronic: ChronicRuleConfig,
): QualityRow[] => {
  if (!person || person.status !== IN_FILE) return [];
  const cardsByFamily: Record<string, Data[]> = {};
  for (const record of records) {
    (cardsByFamily[record.family] ??= []).push(record.parsed);
  }
  // An ID number is judged on the day it was last written (a birth date after it is wrong).
  const writtenOn = person.updated_at.slice(0, 10);
  const rows = [
    ...requiredFieldFailures(person.parsed),
    ...idCardFailures(person.parsed, writtenOn),
    ...pastHistoryFailures(person.parsed, cardsByFamily),
  ].map((failure) => rowOf(person, failure));
  // Each year's latest 健康体检表, judged for the resident as they are now.
  const latestPerYear = new Map<string, QualityRecord>();
  for (const check of records.filter((record) => record.family === HEALTH_CHECK_FAMILY)) {
    const year = (check.record_date ?? '').slice(0, 4);
    const kept = latestPerYear.get(year);
    if (year && (!kept || (kept.record_date ?? '') < (check.record_date ?? ''))) {
      latestPerYear.set(year, check);
    }
  }
  for (const [year, check] of latestPerYear) {
    for (const failure of healthCheckFailures({
      person: person.parsed,
      check: check.parsed,
      cardsByFamily,
      selfCareAssessments: cardsByFamily[SELF_CARE_FAMILY] ?? [],
      chronic,
    })) {
      rows.push(rowOf(person, failure, Number(year)));
    }
  }
  return rows;
};
