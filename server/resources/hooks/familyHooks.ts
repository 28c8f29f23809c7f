import { familyModel } from '../familyModel';
import { readPerson, type RecordContext } from '../recordOps';
import { familyCodeOf, hospitalRegion, SEQUENCES } from '../regionCodes';
import { type RecordData } from '../validation/validateInput';
import { familyMembers, recountFamily, setPersonFamily } from './familyMembership';
import { type FamilyHooks } from './hookTypes';

/** 户主: the head's name and ID number follow the head's personNum. */
export const applyHead = (rc: RecordContext, data: RecordData): void => {
  if (typeof data.headPersonNum !== 'string') return;
  const head = readPerson(rc, data.headPersonNum, 'headPersonNum');
  rc.access.assertWrite(familyModel('persons'), head.hospitalId);
  data.headName = head.data.name;
  if (typeof head.data.IDCardNo === 'string') data.headIDCardNo = head.data.IDCardNo;
  else delete data.headIDCardNo;
};

export const familyHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data, hospitalId) => {
    if (!hospitalId) return undefined;
    applyHead(rc, data);
    const region = hospitalRegion(rc.store.db, hospitalId);
    data.regionCode ??= region;
    data.buildDate ??= rc.today;
    data.memberCount = 0;
    return familyCodeOf(region, rc.store.nextSequence(SEQUENCES.familyCode(region)));
  },
  prepareUpdate: (rc, _model, existing, data) => {
    if (data.headPersonNum !== existing.data.headPersonNum) applyHead(rc, data);
  },
  afterWrite: (rc, record) => {
    const head = record.data.headPersonNum;
    if (typeof head === 'string' && rc.store.get('persons', head)?.data.familyCode !== record.id) {
      setPersonFamily(rc, head, record.id);
    }
    recountFamily(rc, record.id);
  },
  afterDelete: (rc, records) => {
    for (const record of records) {
      for (const member of familyMembers(rc, record.id)) setPersonFamily(rc, member, null);
    }
  },
};
