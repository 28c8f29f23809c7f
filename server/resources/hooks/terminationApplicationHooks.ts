import { APPLICATION_STATUS } from '../../../src/domain/archives/closing';
import { conflict } from '../../http/resourceErrors';
import { assertClosing, assertInFile, closingOf } from '../archiveClosing';
import { type RecordContext, writablePerson } from '../recordOps';
import { type FamilyHooks } from './hookTypes';

/** An application of this resident still waiting for the township. */
const hasPending = (rc: RecordContext, personNum: string): boolean =>
  rc.store.db
    .prepare<[string, string], { n: number }>(
      `SELECT COUNT(*) AS n FROM resource_records
        WHERE family = 'personapplyterminations' AND person_num = ?
          AND json_extract(data, '$.applyStatus') = ?`,
    )
    .get(personNum, APPLICATION_STATUS.pending)?.n !== 0;

/**
 * 档案注销申请 (kernel archives/closing): filed under the resident's own hospital, so only those
 * who may change the archive apply and the township above it sees the application; the closing
 * is checked as 注销 checks it, and one resident has one pending application at a time. Under
 * ARCHIVE_CLOSING_STEPS=1 the route confirms it at once (archiveLifecycleHandlers).
 */
export const terminationApplicationHooks: FamilyHooks = {
  createHospital: (rc, data) => {
    const person = writablePerson(rc, typeof data.personNum === 'string' ? data.personNum : '');
    return person.hospitalId ?? rc.access.user.hospitalId;
  },
  prepareCreate: (rc, _model, data) => {
    const person = writablePerson(rc, typeof data.personNum === 'string' ? data.personNum : '');
    assertInFile(person);
    assertClosing(closingOf(data), rc, person);
    if (hasPending(rc, person.id)) {
      throw conflict('该居民已有待确认的注销申请，请等待乡镇卫生院处理');
    }
    return undefined;
  },
};
