import { type ClosingSteps } from '../../src/domain/archives/closing';
import { ageOn } from '../../src/domain/calendar';
import { contractStateOf } from '../../src/domain/contract';
import { type FollowUpRules } from '../../src/domain/followUp';
import { maskName, type NameMasking } from '../../src/domain/identity';
import { badRequest, conflict, outOfScope, recordNotFound } from '../http/resourceErrors';
import { type ReadModels } from '../readModels/readModels';
import { type Access } from './access';
import { type FamilyModel, familyModel } from './familyModel';
import { textOf } from './recordValues';
import { filterable } from './store/listQuery';
import { RECORD_SELECT, type ResourceStore, type StoredRecord } from './store/resourceStore';
import { type RecordData } from './validation/validateInput';

/** What one request's record operations share. */
export interface RecordContext {
  store: ResourceStore;
  access: Access;
  /** 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss' of the request, China time. */
  today: string;
  now: string;
  /** The deployment's follow-up rules (FOLLOW_UP_RULES, resolved). */
  followUpRules: FollowUpRules;
  /** The deployment's NAME_MASKING: where residents' names are masked (exports, prints). */
  nameMasking: NameMasking;
  /** The deployment's ARCHIVE_CLOSING_STEPS (2 when not given: the village applies). */
  closingSteps?: ClosingSteps;
  /** What the work list and indicators read (the 健康画像 reads the same rows). */
  readModels: ReadModels;
}

/** A record as replies carry it: its id field, its data, hospital, and audit trail. */
export const toOutput = (model: FamilyModel, record: StoredRecord, today: string): RecordData => {
  const out: RecordData = { [model.idField]: record.id, ...record.data };
  if (model.hospitalField && model.hospitalField !== model.idField) {
    out[model.hospitalField] = record.hospitalId;
    out.hospitalName = record.hospitalName;
  }
  if (model.id === 'persons' && typeof record.data.birthDate === 'string') {
    out.age = ageOn(record.data.birthDate, today);
  }
  // 协议状态 follows from the dates on the day of the reply (kernel contractStateOf), never stored.
  if (model.id === 'signRegistes') {
    out.contractState = contractStateOf(
      {
        signStatus: textOf(record.data.signStatus),
        startDate: textOf(record.data.startDate),
        endDate: textOf(record.data.endDate),
        terminationDate: textOf(record.data.terminationDate),
      },
      today,
    );
  }
  out.createdBy = record.createdBy;
  out.createdAt = record.createdAt;
  out.updatedBy = record.updatedBy;
  out.updatedAt = record.updatedAt;
  return out;
};

/** A record the user may read: 404 '记录不存在' when unknown, 403 when another hospital's. */
export const readRecord = (rc: RecordContext, model: FamilyModel, id: string): StoredRecord => {
  const record = rc.store.get(model.id, id);
  if (!record) throw recordNotFound();
  if (!rc.access.canRead(model, record.hospitalId)) throw outOfScope();
  return record;
};

/** A record the user may change. */
export const writableRecord = (rc: RecordContext, model: FamilyModel, id: string): StoredRecord => {
  const record = readRecord(rc, model, id);
  rc.access.assertWrite(model, record.hospitalId);
  return record;
};

/**
 * Changes a record the user may write, all or nothing: the check and `change` run in one
 * transaction, so a refusal halfway leaves nothing written.
 */
export const changeWritable = <T>(
  rc: RecordContext,
  model: FamilyModel,
  id: string,
  change: (record: StoredRecord) => T,
): T => rc.store.db.transaction(() => change(writableRecord(rc, model, id)))();

/** A resident a request names, to change (400 when unknown, 403 when not the user's to change). */
export const writablePerson = (rc: RecordContext, personNum: string): StoredRecord => {
  if (!rc.store.get('persons', personNum)) {
    throw badRequest(`居民档案不存在：${personNum}`, 'personNum');
  }
  return writableRecord(rc, familyModel('persons'), personNum);
};

/** The resident a service record names (a body field: 400 when unknown, 403 when not reachable). */
export const readPerson = (rc: RecordContext, personNum: string, field = 'personNum') => {
  const persons = familyModel('persons');
  const person = rc.store.get('persons', personNum);
  if (!person) throw badRequest(`居民档案不存在：${personNum}`, field);
  if (!rc.access.canRead(persons, person.hospitalId)) throw outOfScope();
  return person;
};

/**
 * The birth date of the resident a service record is filed under, for the kernel's "no event
 * before the birth" (recordIssues); undefined for records of no resident. Read without a scope
 * check: it is compared, never shown (fillFromPerson checked the resident's scope).
 */
export const residentBirthDate = (
  rc: RecordContext,
  model: FamilyModel,
  data: RecordData,
): string | undefined => {
  if (!model.personLinked || typeof data.personNum !== 'string') return undefined;
  const birthDate = rc.store.get('persons', data.personNum)?.data.birthDate;
  return typeof birthDate === 'string' ? birthDate : undefined;
};

/** Header fields of a service form copied from the resident's file when the body leaves them out. */
const FROM_PERSON: readonly [string, string][] = [
  ['name', 'name'],
  ['childName', 'name'],
  ['sex', 'sex'],
  ['IDCardNo', 'IDCardNo'],
  ['birthDate', 'birthDate'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['nation', 'nation'],
];

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * The resident's header fields a service form carries (those `has` names), from the resident's
 * file: one list for formInit's defaults and for a saved body that leaves them out.
 */
export const personHeader = (person: StoredRecord, has: (field: string) => boolean): RecordData => {
  const header: RecordData = {};
  for (const [target, source] of FROM_PERSON) {
    if (has(target) && present(person.data[source])) header[target] = person.data[source];
  }
  return header;
};

export const fillFromPerson = (rc: RecordContext, model: FamilyModel, data: RecordData): void => {
  if (!model.personLinked || typeof data.personNum !== 'string') return;
  const person = readPerson(rc, data.personNum);
  if (
    present(data.IDCardNo) &&
    present(person.data.IDCardNo) &&
    data.IDCardNo !== person.data.IDCardNo
  ) {
    throw badRequest('身份证号与居民档案不一致', 'IDCardNo');
  }
  const header = personHeader(person, (field) => model.inputFields.has(field));
  for (const [field, value] of Object.entries(header)) {
    if (!present(data[field])) data[field] = value;
  }
};

interface UniqueRule {
  fields: readonly string[];
  message: string;
}

/** What may exist once on the whole platform (not per hospital). */
const UNIQUE_RULES: Readonly<Record<string, readonly UniqueRule[]>> = {
  persons: [{ fields: ['IDCardNo'], message: '该身份证号已建档' }],
  hospitals: [{ fields: ['hospId'], message: '机构编码已存在' }],
  sysUsers: [{ fields: ['userAcc'], message: '用户账号已存在' }],
  CodeDictionarys: [{ fields: ['codeType', 'codeSN'], message: '该代码类别下已有相同的代码值' }],
  codeCategorys: [{ fields: ['codeType'], message: '代码类别已存在' }],
  hypertensionCard: [{ fields: ['personNum'], message: '该居民已有高血压患者管理卡' }],
  diabetesManager: [{ fields: ['personNum'], message: '该居民已有糖尿病患者管理卡' }],
  vaccinationcards: [{ fields: ['personNum'], message: '该儿童已有预防接种卡' }],
  deathmedicalcertificates: [{ fields: ['personNum'], message: '该居民已有死亡医学证明' }],
};

/** The clashing record of a duplicate ID number, as the 409 reply names it. */
const duplicatePersonReply = (rc: RecordContext, existing: StoredRecord) => {
  const name = typeof existing.data.name === 'string' ? existing.data.name : '';
  const readable = rc.access.canRead(familyModel('persons'), existing.hospitalId);
  return {
    personNum: existing.id,
    name: readable ? name : maskName(name),
    hospitalId: existing.hospitalId,
    hospitalName: existing.hospitalName,
  };
};

/** 409 when the record would repeat a unique value of another record. */
export const assertUnique = (
  rc: RecordContext,
  model: FamilyModel,
  data: RecordData,
  selfId?: string,
): void => {
  for (const rule of UNIQUE_RULES[model.id] ?? []) {
    if (!rule.fields.every((name) => present(data[name]))) continue;
    const where = ['r.family = ?'];
    const params: unknown[] = [model.id];
    for (const name of rule.fields) {
      where.push(`${filterable(model, name)?.expr ?? `json_extract(r.data, '$.${name}')`} = ?`);
      params.push(data[name]);
    }
    if (selfId !== undefined) {
      where.push('r.id <> ?');
      params.push(selfId);
    }
    const [existing] = rc.store.query(
      `${RECORD_SELECT} WHERE ${where.join(' AND ')} LIMIT 1`,
      params,
    );
    if (!existing) continue;
    throw conflict(
      rule.message,
      model.id === 'persons'
        ? duplicatePersonReply(rc, existing)
        : { [model.idField]: existing.id },
    );
  }
};
