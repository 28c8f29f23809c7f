import { normalizeIdCard } from '../../../src/domain/identity';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/resourceErrors';
import { type FamilyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { allRecords, listRecords } from '../resourceService';
import { type QueryParams } from '../store/listQuery';
import { queryValue, type ResourceHandler } from './handlerTypes';

const PERSON_KEYS = ['personNum', 'IDCardNo', 'ID'];

/**
 * The resident a history or chart is about: `personNum`, or `IDCardNo` (its file), or `ID` (a
 * record of this family, whose resident is meant).
 */
const personNumOf = (rc: RecordContext, model: FamilyModel, query: QueryParams): string => {
  const personNum = queryValue(query, 'personNum');
  if (personNum) return personNum;
  const idCard = queryValue(query, 'IDCardNo');
  if (idCard) {
    const row = rc.store.db
      .prepare<[string], { id: string }>(
        "SELECT id FROM resource_records WHERE family = 'persons' AND id_card_no = ?",
      )
      .get(normalizeIdCard(idCard));
    return row?.id ?? '';
  }
  const recordId = queryValue(query, 'ID') ?? queryValue(query, model.idField);
  if (recordId) {
    const record = rc.store.get(model.id, recordId);
    if (record && typeof record.data.personNum === 'string') return record.data.personNum;
    return '';
  }
  throw badRequest('请提供个人编号（personNum）或身份证号（IDCardNo）', 'personNum');
};

/** history: the same resident's records of this family, newest first, paged like a list. */
export const historyHandler: ResourceHandler = ({ rc, model, query }) => {
  const personNum = personNumOf(rc, model, query);
  return ok(
    listRecords(rc, model, query, {
      ignore: [...PERSON_KEYS, model.idField],
      extraWhere: ['r.person_num = ?'],
      extraParams: [personNum],
    }),
  );
};

const MAX_POINTS = 500;

/** A resident's series by visit date, oldest first, for a trend chart. */
const chartHandler =
  (measures: readonly string[]): ResourceHandler =>
  ({ rc, model, query }) => {
    const personNum = personNumOf(rc, model, query);
    const records =
      allRecords(rc, model, { ...query, SortField: 'visitDate', SortOrder: 'asc' }, MAX_POINTS, {
        ignore: PERSON_KEYS,
        extraWhere: ['r.person_num = ?'],
        extraParams: [personNum],
      }) ?? [];
    const items = records.map((record) => {
      const point: Record<string, unknown> = { visitDate: record.data.visitDate };
      for (const name of measures) point[name] = record.data[name] ?? null;
      return point;
    });
    const last = records[records.length - 1];
    return ok({ personNum, name: last?.data.name ?? null, items });
  };

export const bloodPressureChartHandler = chartHandler(['sbp', 'dbp', 'heartRate']);
export const bloodSugarChartHandler = chartHandler(['fastingBloodGlucose', 'hba1c']);
