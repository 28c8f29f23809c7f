import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/resourceErrors';
import { familyModel } from '../familyModel';
import { familyMembers, setPersonFamily } from '../hooks/familyMembership';
import { changeWritable, readRecord, toOutput, writablePerson } from '../recordOps';
import { applyChanges } from '../resourceService';
import { isPlainObject } from '../validation/validateInput';
import { idOf, type ResourceCall, type ResourceHandler } from './handlerTypes';

const familys = () => familyModel('familys');
const persons = () => familyModel('persons');

/** `{personNum}`, `{personNums: [...]}` or a bare array of personNums. */
const personNumsOf = (body: unknown): string[] => {
  const raw = isPlainObject(body) ? (body.personNums ?? body.personNum) : body;
  const list = Array.isArray(raw) ? (raw as unknown[]) : [raw];
  const nums = list.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (nums.length === 0) throw badRequest('请选择居民（personNum）', 'personNum');
  return [...new Set(nums.map((v) => v.trim()))];
};

const familyReply = (call: ResourceCall, familyCode: string, message: string) => {
  const family = readRecord(call.rc, familys(), familyCode);
  return ok(
    {
      ...toOutput(familys(), family, call.rc.today),
      members: familyMembers(call.rc, familyCode),
    },
    message,
  );
};

/** POST familys/addperson/{familyCode} {personNum(s)}: moves residents into the family. */
const addPersonHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const familyCode = idOf(call);
  changeWritable(rc, familys(), familyCode, () => {
    for (const personNum of personNumsOf(call.body)) {
      writablePerson(rc, personNum);
      setPersonFamily(rc, personNum, familyCode);
    }
  });
  return familyReply(call, familyCode, '已添加家庭成员');
};

/** POST familys/deleteperson/{familyCode} {personNum(s)}: takes residents out of the family. */
const deletePersonHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const familyCode = idOf(call);
  changeWritable(rc, familys(), familyCode, (family) => {
    for (const personNum of personNumsOf(call.body)) {
      const person = writablePerson(rc, personNum);
      if (person.data.familyCode !== familyCode) {
        throw badRequest(`居民“${String(person.data.name)}”不是该家庭的成员`, 'personNum');
      }
      if (family.data.headPersonNum === personNum) {
        throw conflict('户主不能直接移除，请先设置新的户主');
      }
      setPersonFamily(rc, personNum, null);
    }
  });
  return familyReply(call, familyCode, '已移除家庭成员');
};

/** POST familys/addHeadHousehold/{familyCode} {personNum}: makes a resident the head (户主). */
const addHeadHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const familyCode = idOf(call);
  const [personNum] = personNumsOf(call.body);
  changeWritable(rc, familys(), familyCode, (family) => {
    const person = writablePerson(rc, personNum ?? '');
    if (person.data.familyCode !== familyCode) setPersonFamily(rc, person.id, familyCode);
    applyChanges(
      rc,
      familys(),
      family,
      { values: { headPersonNum: person.id }, cleared: [] },
      'addHeadHousehold',
    );
  });
  return familyReply(call, familyCode, '已设置户主');
};

/** GET familys/GetPersonByFamilyCode/{familyCode}: the members' records. */
const membersHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const familyCode = idOf(call);
  readRecord(rc, familys(), familyCode);
  const members = familyMembers(rc, familyCode).flatMap((personNum) => {
    const person = rc.store.get('persons', personNum);
    return person && rc.access.canRead(persons(), person.hospitalId)
      ? [toOutput(persons(), person, rc.today)]
      : [];
  });
  return ok(members);
};

export const FAMILY_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  addperson: addPersonHandler,
  deleteperson: deletePersonHandler,
  addHeadHousehold: addHeadHandler,
  GetPersonByFamilyCode: membersHandler,
};
