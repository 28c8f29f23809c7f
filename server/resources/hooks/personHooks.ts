import { defaultCoverPhone } from '../../../src/domain/archives';
import { birthDateFromIdCard, sexFromIdCard } from '../../../src/domain/identity';
import { badRequest, conflict } from '../../http/resourceErrors';
import { familyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { fileNumOf, hospitalRegion, personNumOf, SEQUENCES } from '../regionCodes';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { recountFamily } from './familyMembership';
import { type FamilyHooks } from './hookTypes';

/** Sex and birth date follow from the ID number when the body leaves them out. */
const deriveFromIdCard = (data: RecordData): void => {
  if (typeof data.IDCardNo !== 'string') return;
  data.sex ??= sexFromIdCard(data.IDCardNo);
  data.birthDate ??= birthDateFromIdCard(data.IDCardNo);
};

/** 封面的联系电话 is required: a body without one takes the resident's or the contact's phone. */
const fillCoverPhone = (data: RecordData): void => {
  const phone = defaultCoverPhone(data);
  if (phone && (typeof data.coverPhone !== 'string' || data.coverPhone.trim() === '')) {
    data.coverPhone = phone;
  }
};

const assertFamilyExists = (rc: RecordContext, familyCode: unknown): void => {
  if (typeof familyCode !== 'string') return;
  const family = rc.store.get('familys', familyCode);
  if (!family || !rc.access.canRead(familyModel('familys'), family.hospitalId)) {
    throw badRequest(`家庭档案不存在：${familyCode}`, 'familyCode');
  }
};

/** Next 个人编号 of a hospital's region (peek: not consumed). */
export const previewPersonNum = (rc: RecordContext, hospitalId: string): string => {
  const region = hospitalRegion(rc.store.db, hospitalId);
  return personNumOf(region, rc.store.peekSequence(SEQUENCES.personNum(region)));
};

export const assignFileNum = (rc: RecordContext, hospitalId: string): string => {
  const region = hospitalRegion(rc.store.db, hospitalId);
  return fileNumOf(region, rc.store.nextSequence(SEQUENCES.fileNum(region)));
};

/** Service records (any other family) that name a resident. */
export const serviceRecordCount = (rc: RecordContext, personNum: string): number =>
  rc.store.scalar(
    "SELECT COUNT(*) FROM resource_records WHERE person_num = ? AND family <> 'persons'",
    [personNum],
  );

export const personHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data, hospitalId) => {
    if (!hospitalId) return undefined;
    deriveFromIdCard(data);
    assertFamilyExists(rc, data.familyCode);
    const region = hospitalRegion(rc.store.db, hospitalId);
    data.regionCode ??= region;
    data.buildDate ??= rc.today;
    data.builder ??= rc.access.userName;
    // 责任医生 is required on the cover: the one who files the archive until someone else is named.
    data.responsibleDoctor ??= rc.access.userName;
    fillCoverPhone(data);
    data.fileNum = fileNumOf(region, rc.store.nextSequence(SEQUENCES.fileNum(region)));
    return personNumOf(region, rc.store.nextSequence(SEQUENCES.personNum(region)));
  },
  prepareUpdate: (rc, _model, existing, data) => {
    if (typeof data.IDCardNo === 'string' && data.IDCardNo !== existing.data.IDCardNo) {
      // A corrected ID number carries its sex and birth date unless the body changed them too.
      if (data.sex === existing.data.sex) data.sex = sexFromIdCard(data.IDCardNo);
      if (data.birthDate === existing.data.birthDate) {
        data.birthDate = birthDateFromIdCard(data.IDCardNo);
      }
    }
    if (data.familyCode !== existing.data.familyCode) assertFamilyExists(rc, data.familyCode);
    fillCoverPhone(data);
  },
  afterWrite: (rc, record, previous) => {
    if (previous?.data.familyCode === record.data.familyCode) return;
    recountFamily(rc, previous?.data.familyCode);
    recountFamily(rc, record.data.familyCode);
  },
  beforeDelete: (rc, records) => {
    for (const record of records) {
      const count = serviceRecordCount(rc, record.id);
      if (count > 0) {
        throw conflict(
          `居民“${String(record.data.name)}”已有${count}条服务记录，不能删除，请使用注销`,
          { personNum: record.id, serviceRecords: count },
        );
      }
    }
  },
  afterDelete: (rc, records: readonly StoredRecord[]) => {
    for (const record of records) recountFamily(rc, record.data.familyCode);
  },
};
