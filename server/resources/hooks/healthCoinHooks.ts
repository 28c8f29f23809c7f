import { canSpend, COIN_EARNED, COIN_SPENT, coinAccount } from '../../../src/domain/healthBank';
import { badRequest } from '../../http/resourceErrors';
import { familyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { RECORD_SELECT, type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

const ACCOUNTS = 'DS_PersonCoins';

const movementsOf = (rc: RecordContext, personNum: string, exceptId = ''): StoredRecord[] =>
  rc.store.query(`${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ? AND r.id <> ?`, [
    'ds_healthcoinrecords',
    personNum,
    exceptId,
  ]);

/**
 * A movement names where its coins come from or go to, and a 兑换 must fit what the resident
 * has earned (the other records, not this one when it is being edited).
 */
const checkMovement = (rc: RecordContext, data: RecordData, selfId = ''): void => {
  if (data.changeType === COIN_EARNED) {
    if (!data.taskId) throw badRequest('获得金币须选择来源任务', 'taskId');
    delete data.goodsId;
  } else if (data.changeType === COIN_SPENT) {
    if (!data.goodsId) throw badRequest('兑换金币须选择兑换商品', 'goodsId');
    delete data.taskId;
    const personNum = typeof data.personNum === 'string' ? data.personNum : '';
    const coins = typeof data.coins === 'number' ? data.coins : 0;
    const account = coinAccount(movementsOf(rc, personNum, selfId).map((record) => record.data));
    if (!canSpend(account, coins)) {
      throw badRequest(`金币余额不足：当前余额 ${account.balance}`, 'coins');
    }
  }
};

/** Rewrites the resident's 居民金币 from every movement (or removes it when none is left). */
export const settleAccount = (rc: RecordContext, personNum: unknown): void => {
  if (typeof personNum !== 'string' || personNum === '') return;
  const movements = movementsOf(rc, personNum);
  const existing = rc.store.get(ACCOUNTS, personNum);
  if (movements.length === 0) {
    if (existing) rc.store.remove(ACCOUNTS, [personNum]);
    return;
  }
  const person = rc.store.get('persons', personNum);
  const account = coinAccount(movements.map((record) => record.data));
  const data: RecordData = {
    personNum,
    name: person?.data.name ?? movements[0]?.data.name ?? '',
    ...account,
  };
  if (typeof person?.data.IDCardNo === 'string') data.IDCardNo = person.data.IDCardNo;
  const record = {
    family: ACCOUNTS,
    id: personNum,
    hospitalId: person?.hospitalId ?? movements[0]?.hospitalId ?? null,
    createdBy: existing?.createdBy ?? rc.access.userName,
    createdAt: existing?.createdAt ?? rc.now,
    updatedBy: rc.access.userName,
    updatedAt: rc.now,
    data,
  };
  if (existing) rc.store.update(familyModel(ACCOUNTS), record);
  else rc.store.insert(familyModel(ACCOUNTS), record);
};

/** 金币记录: checked on save, and the resident's account follows every change. */
export const healthCoinHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    checkMovement(rc, data);
    return undefined;
  },
  prepareUpdate: (rc, _model, existing, data) => checkMovement(rc, data, existing.id),
  afterWrite: (rc, record, previous) => {
    settleAccount(rc, record.data.personNum);
    if (previous && previous.data.personNum !== record.data.personNum) {
      settleAccount(rc, previous.data.personNum);
    }
  },
  afterDelete: (rc, records) => {
    for (const personNum of new Set(records.map((record) => record.data.personNum))) {
      settleAccount(rc, personNum);
    }
  },
};
