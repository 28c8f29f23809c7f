import { addDays, addMonths } from '../../../src/domain/calendar';
import { carriedOverFieldsOf, heightFromLastCheck } from '../../../src/domain/followUp';
import { type FieldSpec } from '../../../src/services/contract/catalogue';
import { ok } from '../../http/envelope';
import { type FamilyModel, familyModel } from '../familyModel';
import { personHeader, readPerson, type RecordContext } from '../recordOps';
import { RECORD_SELECT } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { queryValue, type ResourceHandler } from './handlerTypes';

/** Dates a form is usually filled in on: 随访日期, 体检日期, 建档日期, 签约日期… */
const FILLED_TODAY = /(随访|访视|体检|建档|建卡|签约|填报|填表|转诊|生效|发布|登记)(日期|时间)$/;
/** The person filling the form signs it. */
const SIGNED_BY_USER = new Set([
  'doctorSignature',
  'buildDoctor',
  'responsibleDoctor',
  'doctor',
  'doctorName',
  'builder',
  'publisher',
]);
/** Fixed defaults of the national forms (汉族, 户籍, 门诊, 首次签约). */
const FIXED: Readonly<Record<string, string>> = {
  nation: '01',
  residenceType: '1',
  visitMethod: '1',
  signType: '1',
};

const fieldDefault = (rc: RecordContext, field: FieldSpec): unknown => {
  if (field.kind === 'date' && FILLED_TODAY.test(field.label)) return rc.today;
  if (field.kind === 'datetime' && FILLED_TODAY.test(field.label)) return rc.now;
  if (SIGNED_BY_USER.has(field.name) && field.kind !== 'lookup') return rc.access.userName;
  if (field.name === 'nextVisitDate') return addMonths(rc.today, 3);
  if (field.name === 'endDate') return addDays(addMonths(rc.today, 12), -1);
  return FIXED[field.name];
};

const HEALTH_CHECK_FAMILY = 'healthCheckTables';

/** The resident's newest record of a family, when the user may read it. */
const latestReadable = (rc: RecordContext, model: FamilyModel, personNum: string) => {
  const [latest] = rc.store.query(
    `${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ?
     ORDER BY r.record_date DESC, r.created_at DESC LIMIT 1`,
    [model.id, personNum],
  );
  return latest && rc.access.canRead(model, latest.hospitalId) ? latest : undefined;
};

/** The resident's header fields and, for a follow-up, what carries over from the last visit. */
const personDefaults = (rc: RecordContext, model: FamilyModel, personNum: string): RecordData => {
  const person = readPerson(rc, personNum);
  const defaults: RecordData = {
    personNum,
    ...personHeader(person, (field) => model.fieldByName.has(field)),
  };
  const carried = carriedOverFieldsOf(model.id).filter((name) => model.fieldByName.has(name));
  if (carried.length === 0) return defaults;
  const latest = latestReadable(rc, model, personNum);
  for (const name of carried) {
    if (latest?.data[name] !== undefined) defaults[name] = latest.data[name];
  }
  // 身高 from the newest 健康体检表 when the last visit has none (national-forms §4 填表说明).
  if (carried.includes('height')) {
    const check = latestReadable(rc, familyModel(HEALTH_CHECK_FAMILY), personNum);
    Object.assign(defaults, heightFromLastCheck(latest?.data, check?.data, defaults));
  }
  return defaults;
};

/**
 * formInit / init: the values a new record's form starts with: today's date for the dates a
 * form is filled in on, the user as the signing doctor, the user's hospital, initial statuses,
 * and with `?personNum=` the resident's header fields.
 */
export const formInitHandler: ResourceHandler = ({ rc, model, query }) => {
  const defaults: RecordData = {};
  for (const field of model.inputFields.values()) {
    const value = fieldDefault(rc, field);
    if (value !== undefined) defaults[field.name] = value;
  }
  for (const lifecycle of model.lifecycles) defaults[lifecycle.field] = lifecycle.initial;
  if (model.hospitalField && model.hospitalField !== model.idField) {
    defaults[model.hospitalField] = rc.access.user.hospitalId;
    defaults.hospitalName = rc.store.db
      .prepare<[string], { hosp_name: string }>('SELECT hosp_name FROM hospitals WHERE hosp_id = ?')
      .get(rc.access.user.hospitalId)?.hosp_name;
  }
  const personNum = queryValue(query, 'personNum');
  if (personNum && model.personLinked)
    Object.assign(defaults, personDefaults(rc, model, personNum));
  return ok(defaults);
};
