import {
  MAX_PRINT_VISITS,
  type PrintRouteSpec,
  VISITS_PER_PAGE,
} from '../../src/services/contract/print';
import { badRequest, recordNotFound } from '../http/resourceErrors';
import { type FamilyModel, familyModel } from '../resources/familyModel';
import { readRecord, type RecordContext } from '../resources/recordOps';
import { RECORD_SELECT, type StoredRecord } from '../resources/store/resourceStore';

/** What a print route prints, as stored records, before they are turned into replies. */
export interface PrintSelection {
  person: StoredRecord | null;
  records: StoredRecord[];
}

export type PrintParams = Readonly<Record<string, string | undefined>>;

const personNumOf = (record: StoredRecord): string | undefined =>
  typeof record.data.personNum === 'string' ? record.data.personNum : undefined;

/** The resident a record belongs to; a route that names one must agree with the record. */
const ownerOf = (
  rc: RecordContext,
  record: StoredRecord,
  params: PrintParams,
): StoredRecord | null => {
  const personNum = personNumOf(record);
  if (params.personNum && personNum && params.personNum !== personNum) {
    throw badRequest('打印的记录不属于该居民', 'personNum');
  }
  return personNum ? readRecord(rc, familyModel('persons'), personNum) : null;
};

/** The first of a record's date fields that holds text, else its creation time. */
const firstDate = (record: StoredRecord, names: readonly string[]): string => {
  const value = names.map((name) => record.data[name]).find((item) => typeof item === 'string');
  return typeof value === 'string' ? value : record.createdAt;
};

const visitDay = (record: StoredRecord): string =>
  firstDate(record, ['visitDate', 'checkDate']).slice(0, 10);

const byVisit = (a: StoredRecord, b: StoredRecord): number =>
  visitDay(a).localeCompare(visitDay(b)) || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id);

/** Every readable record of a family that belongs to one resident, oldest first. */
const recordsOfPerson = (
  rc: RecordContext,
  model: FamilyModel,
  personNum: string,
): StoredRecord[] =>
  rc.store
    .query(`${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ?`, [model.id, personNum])
    .filter((record) => rc.access.canRead(model, record.hospitalId))
    .sort(byVisit);

/** `?ids=1,2,3`: the chosen visits of one patient. */
const chosenVisits = (rc: RecordContext, model: FamilyModel, ids: string): StoredRecord[] => {
  const list = [...new Set(ids.split(',').map((id) => id.trim()))].filter(Boolean);
  if (list.length === 0) throw badRequest('请选择要打印的随访记录', 'ids');
  if (list.length > MAX_PRINT_VISITS) {
    throw badRequest(`一次最多打印${MAX_PRINT_VISITS}次随访`, 'ids');
  }
  const records = list.map((id) => readRecord(rc, model, id));
  const people = new Set(records.map(personNumOf));
  if (people.size > 1) throw badRequest('一次只能打印同一位居民的随访记录', 'ids');
  return records.sort(byVisit);
};

/** The chosen visit and the visits before it, as many as fill its page of the form. */
const visitWithPredecessors = (
  rc: RecordContext,
  model: FamilyModel,
  chosen: StoredRecord,
): StoredRecord[] => {
  const personNum = personNumOf(chosen);
  if (!personNum) return [chosen];
  const visits = recordsOfPerson(rc, model, personNum);
  const upTo = visits.findIndex((record) => record.id === chosen.id);
  if (upTo < 0) return [chosen];
  return visits.slice(Math.max(0, upTo + 1 - VISITS_PER_PAGE), upTo + 1);
};

const requiredParam = (params: PrintParams, name: string, label: string): string => {
  const value = params[name]?.trim();
  if (!value) throw badRequest(`缺少${label}`, name);
  return value;
};

/**
 * Reads what a print route prints, with the same scope checks as the record routes: 404 for an
 * unknown id, 403 for another hospital's record.
 */
export const selectForPrint = (
  rc: RecordContext,
  route: PrintRouteSpec,
  params: PrintParams,
): PrintSelection => {
  const model = familyModel(route.family);
  const persons = familyModel('persons');
  switch (route.source) {
    case 'person': {
      const person = readRecord(rc, persons, requiredParam(params, 'personNum', '居民编号'));
      return { person, records: [person] };
    }
    case 'personLatest': {
      const person = readRecord(rc, persons, requiredParam(params, 'personNum', '居民编号'));
      const year = params.year?.trim();
      const records = recordsOfPerson(rc, model, person.id).filter(
        (record) => !year || visitDayOrSign(record).startsWith(year),
      );
      const latest = records.at(-1);
      if (!latest) throw recordNotFound(`该居民没有可打印的${route.title}记录`);
      return { person, records: [latest] };
    }
    case 'visits': {
      if (params.ids) {
        const records = chosenVisits(rc, model, params.ids);
        return { person: ownerOf(rc, records[0] as StoredRecord, params), records };
      }
      const chosen = readRecord(
        rc,
        model,
        requiredParam(params, route.idParam ?? 'id', '记录编号'),
      );
      return {
        person: ownerOf(rc, chosen, params),
        records: visitWithPredecessors(rc, model, chosen),
      };
    }
    default: {
      const record = readRecord(
        rc,
        model,
        requiredParam(params, route.idParam ?? 'id', '记录编号'),
      );
      return { person: ownerOf(rc, record, params), records: [record] };
    }
  }
};

/** The day a personLatest record is filed under (signing date for agreements). */
const visitDayOrSign = (record: StoredRecord): string =>
  firstDate(record, ['signDate', 'visitDate', 'checkDate']);
