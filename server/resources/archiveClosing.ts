import {
  type Closing,
  closingKindLabel,
  closingProblems,
  CLOSING_TEXT_MAX,
  FILE_STATUS,
  isClosedStatus,
} from '../../src/domain/archives/closing';
import { badRequest, conflict, invalid } from '../http/resourceErrors';
import { familyModel } from './familyModel';
import { type RecordContext } from './recordOps';
import { applyChanges } from './resourceService';
import { type StoredRecord } from './store/resourceStore';
import { isPlainObject, type RecordData } from './validation/validateInput';

/**
 * 档案注销 and 恢复 of a resident's archive (kernel archives/closing). Each writes the
 * archive through the store, so the read models derive the resident again in the same
 * transaction (the lists and denominators change at once) and the trail holds the step by name
 * with who took it and the fields that say why (注销类型, 日期, 原因, 迁往地, 恢复原因). 转移 is archiveTransfer.ts.
 */

const persons = () => familyModel('persons');
const CLOSING_FIELDS = ['closeKind', 'closeDate', 'closeCause', 'migrateTo', 'deathCertificateId'];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The closing a body or an application holds, trimmed. */
export const closingOf = (data: unknown): Closing & { deathCertificateId?: string } => {
  const source = isPlainObject(data) ? data : {};
  return {
    closeKind: text(source.closeKind),
    closeDate: text(source.closeDate),
    closeCause: text(source.closeCause),
    migrateTo: text(source.migrateTo),
    deathCertificateId: text(source.deathCertificateId),
  };
};

/** 400 with every problem of a closing on its field (kernel closingProblems). */
export const assertClosing = (closing: Closing, rc: RecordContext, person: StoredRecord): void => {
  const problems = closingProblems(closing, rc.today, text(person.data.birthDate));
  if (problems.length > 0) throw invalid(problems);
};

/** 409 unless the archive is in the file. */
export const assertInFile = (person: StoredRecord): void => {
  if (isClosedStatus(person.data.status)) {
    throw conflict(`该档案已${closingKindLabel(person.data.status)}注销，无需再次注销`);
  }
};

/**
 * Closes an archive as the closing says (status 死亡, 迁出 or 注销 with its day and why). The
 * caller has checked the user may write the archive.
 */
export const closeArchive = (
  rc: RecordContext,
  person: StoredRecord,
  closing: Closing & { deathCertificateId?: string },
): StoredRecord => {
  assertInFile(person);
  assertClosing(closing, rc, person);
  const extra: RecordData = { closedBy: rc.access.userName, closedAt: rc.now };
  for (const name of CLOSING_FIELDS) {
    const value = closing[name as keyof typeof closing];
    if (value !== undefined) extra[name] = value;
  }
  const kind = String(closing.closeKind);
  extra.status = kind;
  extra.statusTime = rc.now;
  extra.statusBy = rc.access.userName;
  return applyChanges(
    rc,
    persons(),
    person,
    { values: {}, cleared: ['restoreReason'] },
    'writeOff',
    extra,
    { field: 'status', from: text(person.data.status) ?? null, to: kind },
  );
};

/** 恢复: puts a closed archive back in the file with a reason; the closing's fields go. */
export const restoreArchive = (
  rc: RecordContext,
  person: StoredRecord,
  body: unknown,
): StoredRecord => {
  const input = isPlainObject(body) ? body : {};
  const reason = text(input.restoreReason ?? input.reason);
  if (!reason) throw badRequest('请填写恢复原因', 'reason');
  if (reason.length > CLOSING_TEXT_MAX) {
    throw badRequest(`恢复原因不能超过${CLOSING_TEXT_MAX}个字`, 'reason');
  }
  if (!isClosedStatus(person.data.status)) throw conflict('该档案在档，无需恢复');
  return applyChanges(
    rc,
    persons(),
    person,
    { values: {}, cleared: [...CLOSING_FIELDS, 'closedBy', 'closedAt'] },
    'restore',
    {
      status: FILE_STATUS.inFile,
      statusTime: rc.now,
      statusBy: rc.access.userName,
      restoreReason: reason,
    },
    { field: 'status', from: text(person.data.status) ?? null, to: FILE_STATUS.inFile },
  );
};
