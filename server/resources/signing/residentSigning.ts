import { ageOn } from '../../../src/domain/calendar';
import {
  type Applicant,
  CARD_CROWDS,
  type ContractItem,
  contractOfData,
  type ContractOfResident,
  type CrowdCode,
  crowdFactsOf,
  crowdPeriods,
  crowdsOn,
  FULFILMENT_FAMILIES,
  fulfilmentWindow,
  itemProgress,
  itemsOfData,
  type ItemProgress,
  PREGNANCY_FAMILY,
  type ServiceRecord,
} from '../../../src/domain/contract';
import { familyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { text } from '../recordValues';
import { RECORD_SELECT, type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';

/**
 * What the signing rules read of a resident's saved records: the facts that place them in a
 * 人群分类 (kernel crowdsOn), their agreements, and the records that may deliver an item
 * (kernel itemProgress). One indexed query per question, on the resident's person_num.
 */

const recordsOf = (
  rc: Pick<RecordContext, 'store'>,
  families: readonly string[],
  personNum: string,
) =>
  rc.store.query(
    `${RECORD_SELECT} WHERE r.person_num = ? AND r.family IN (SELECT value FROM json_each(?))`,
    [personNum, JSON.stringify(families)],
  );

const dateOf = (record: StoredRecord): string | null => {
  const field = familyModel(record.family).dateField;
  const value = field ? text(record.data[field]) : undefined;
  return value ? value.slice(0, 10) : null;
};

/** The resident's 人群分类 on `day`, from the archive, the cards and the pregnancies. */
export const crowdsOfResident = (
  rc: Pick<RecordContext, 'store'>,
  person: StoredRecord,
  day: string,
  declared: readonly string[] = [],
): CrowdCode[] => {
  const records = recordsOf(rc, [...Object.keys(CARD_CROWDS), PREGNANCY_FAMILY], person.id);
  const periods = crowdPeriods(
    crowdFactsOf(
      person.data,
      records.map((record) => ({
        family: record.family,
        date: dateOf(record),
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        data: record.data,
      })),
    ),
  );
  return crowdsOn(text(person.data.birthDate), periods, day, declared);
};

/** The applicant the package check reads: age and sex on the day, and the crowds. */
export const applicantOf = (
  rc: Pick<RecordContext, 'store'>,
  person: StoredRecord,
  day: string,
  declared: readonly string[] = [],
): Applicant => ({
  age: ageOn(text(person.data.birthDate), day),
  sex: text(person.data.sex),
  crowds: crowdsOfResident(rc, person, day, declared),
});

/** An agreement as the kernel's rules read it. */
export const contractOf = (record: StoredRecord): ContractOfResident =>
  contractOfData(record.id, record.data);

/** The resident's agreements, newest start first. */
export const contractsOfResident = (rc: RecordContext, personNum: string): StoredRecord[] =>
  recordsOf(rc, ['signRegistes'], personNum).sort((a, b) =>
    (text(b.data.startDate) ?? '').localeCompare(text(a.data.startDate) ?? ''),
  );

/** The items an agreement carries (a JSON list of the kernel's ContractItem). */
export const itemsOf = (data: RecordData): ContractItem[] => itemsOfData(data);

export interface AgreementProgress {
  window: { from: string; to: string };
  progress: ItemProgress[];
  /** The hospital of each delivering record, by `${family}:${id}`. */
  hospitalOf: ReadonlyMap<string, string | null>;
}

/**
 * 履约 of one agreement: each item done / required in its contract year (kernel itemProgress),
 * counted from the resident's records of every hospital, since a service delivers the package
 * wherever it was given (a village-signed resident's 健康体检 at the township centre counts). The
 * one count the 履约情况, the 健康画像, the 履约核查 and the prints read.
 */
export const agreementProgress = (
  rc: Pick<RecordContext, 'store'>,
  agreement: StoredRecord,
): AgreementProgress => {
  const personNum = text(agreement.data.personNum) ?? '';
  const delivering = recordsOf(rc, FULFILMENT_FAMILIES, personNum);
  const records: ServiceRecord[] = delivering.map((record) => ({
    family: record.family,
    id: record.id,
    date: dateOf(record),
    data: record.data,
  }));
  const window = fulfilmentWindow(contractOf(agreement));
  return {
    window,
    progress: itemProgress(itemsOf(agreement.data), records, window),
    hospitalOf: new Map(
      delivering.map((record) => [`${record.family}:${record.id}`, record.hospitalId]),
    ),
  };
};
