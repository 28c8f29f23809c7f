import { isClosedStatus } from '../../src/domain/archives/closing';
import { MANAGED_DISEASES } from '../../src/domain/archives/quality';
import { transferProblems } from '../../src/domain/archives/transfer';
import { badRequest, conflict, invalid } from '../http/resourceErrors';
import { familyModel } from './familyModel';
import { type RecordContext } from './recordOps';
import { applyChanges } from './resourceService';
import { type StoredRecord } from './store/resourceStore';
import { isPlainObject } from './validation/validateInput';

/**
 * 转移责任村 of a resident's archive (kernel archives/transfer): within the user's township, to
 * one of its village clinics, with a reason. The archive keeps the old clinic and the reason
 * (转出机构, 转移原因), so the trail holds who moved it, from where and why.
 */

const persons = () => familyModel('persons');
const NO_INPUT = { values: {}, cleared: [] };
/** hospitals.hosp_class of a village clinic (hospitalHooks: 1 bureau, 2 township, 3 village). */
const VILLAGE_CLASS = 3;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The management cards (kernel MANAGED_DISEASES): the responsibility that moves. */
const CARD_FAMILIES = MANAGED_DISEASES.map((disease) => disease.cardFamily);

const activeCards = (rc: RecordContext, personNum: string, hospitalId: string) =>
  rc.store.db
    .prepare<[string, string, string], { family: string; id: string }>(
      `SELECT family, id FROM resource_records
        WHERE person_num = ? AND hospital_id = ? AND family IN (SELECT value FROM json_each(?))`,
    )
    .all(personNum, hospitalId, JSON.stringify(CARD_FAMILIES));

export interface TransferVillage {
  hospId: string;
  hospName: string;
  /** The names of the clinic's enabled accounts: the doctors a move may make responsible. */
  doctors: string[];
}

/** The village clinics the user manages, each with its doctors: where an archive may move. */
export const transferVillages = (rc: RecordContext): TransferVillage[] => {
  const managed = JSON.stringify([...rc.access.managed]);
  const villages = rc.store.db
    .prepare<[string, number], { hospId: string; hospName: string }>(
      `SELECT hosp_id AS hospId, hosp_name AS hospName FROM hospitals
        WHERE hosp_id IN (SELECT value FROM json_each(?)) AND hosp_class = ? AND state = 1
        ORDER BY sort_no, hosp_id`,
    )
    .all(managed, VILLAGE_CLASS);
  const doctors = rc.store.db
    .prepare<[string], { hospitalId: string; name: string }>(
      `SELECT hospital_id AS hospitalId, user_name AS name FROM users
        WHERE hospital_id IN (SELECT value FROM json_each(?)) AND state = 1
        ORDER BY user_name`,
    )
    .all(JSON.stringify(villages.map((village) => village.hospId)));
  return villages.map((village) => ({
    ...village,
    doctors: doctors.filter((doctor) => doctor.hospitalId === village.hospId).map((d) => d.name),
  }));
};

/**
 * Moves the archive and its management cards to the chosen village (and doctor); the service
 * records stay where they were made (the history is kept), so the resident is on the new
 * village's lists at once and the old village's work stays its own.
 */
export const transferArchive = (
  rc: RecordContext,
  person: StoredRecord,
  body: unknown,
): StoredRecord => {
  const input = isPlainObject(body) ? body : {};
  const from = person.hospitalId ?? '';
  const transfer = {
    hospitalId: text(input.hospitalId),
    responsibleDoctor: text(input.responsibleDoctor),
    reason: text(input.transferReason ?? input.reason),
  };
  const problems = transferProblems(transfer, from);
  if (problems.length > 0) throw invalid(problems);
  const target = transfer.hospitalId as string;
  if (!transferVillages(rc).some((village) => village.hospId === target)) {
    throw badRequest('只能迁往本机构管辖的村卫生室', 'hospitalId');
  }
  if (isClosedStatus(person.data.status)) throw conflict('已注销的档案不能转移，请先恢复');
  for (const card of activeCards(rc, person.id, from)) {
    const model = familyModel(card.family);
    const stored = rc.store.get(card.family, card.id);
    if (!stored || !model.hospitalField) continue;
    applyChanges(rc, model, stored, NO_INPUT, 'transfer', { [model.hospitalField]: target });
  }
  return applyChanges(rc, persons(), person, NO_INPUT, 'transfer', {
    hospitalId: target,
    transferFrom: from,
    transferReason: transfer.reason,
    ...(transfer.responsibleDoctor ? { responsibleDoctor: transfer.responsibleDoctor } : {}),
  });
};
