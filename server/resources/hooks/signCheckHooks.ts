import { isDateText } from '../../../src/domain/calendar';
import { currentContract, fulfilmentCheck, inForceOn } from '../../../src/domain/contract';
import { badRequest } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { text } from '../recordValues';
import { agreementProgress, contractOf, contractsOfResident } from '../signing/residentSigning';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

/**
 * 签约履约核查 on save and on 核实 (single or batch): the agreement checked is the resident's
 * in force on the check day (else their current one, kernel currentContract) within the user's
 * hospitals, kept once chosen; the check writes what the records show of its contract year
 * (agreementProgress, the count the 履约情况 shows) as the kernel's fulfilmentCheck judges it.
 */

const nameOf = (rc: RecordContext, family: string, id: string | undefined, field: string) => {
  const found = id ? rc.store.get(family, id) : undefined;
  return found ? (text(found.data[field]) ?? '') : '';
};

const agreementFor = (rc: RecordContext, data: RecordData, day: string): StoredRecord => {
  const personNum = text(data.personNum) ?? '';
  const visible = contractsOfResident(rc, personNum).filter(
    (record) => record.hospitalId !== null && rc.access.managed.has(record.hospitalId),
  );
  const kept = text(data.signId);
  const chosen = kept
    ? visible.find((record) => record.id === kept)
    : (visible.find((record) => inForceOn(contractOf(record), day)) ??
      visible.find((record) => record.id === currentContract(visible.map(contractOf), day)?.id));
  if (!chosen) {
    throw badRequest(
      kept
        ? '核查的签约已不存在或不在本机构管辖范围内'
        : '该居民在本机构管辖范围内没有签约，无法核查',
      'personNum',
    );
  }
  return chosen;
};

const prepare = (rc: RecordContext, data: RecordData): void => {
  const day = text(data.checkDate) ?? rc.today;
  if (!isDateText(day)) return;
  if (day > rc.today) throw badRequest('核查日期不能晚于今天', 'checkDate');
  const agreement = agreementFor(rc, data, day);
  const { window, progress } = agreementProgress(rc, agreement);
  const check = fulfilmentCheck(progress);
  Object.assign(data, {
    signId: agreement.id,
    teamName: nameOf(rc, 'signTeams', text(agreement.data.teamId), 'teamName'),
    doctorName: text(agreement.data.doctorName) ?? '',
    packageName: nameOf(rc, 'signServicePackages', text(agreement.data.packageId), 'packageName'),
    windowFrom: window.from,
    windowTo: window.to,
    itemsDue: check.due,
    itemsDone: check.done,
    fulfilmentRate: check.rate,
    checkResult: check.result,
    shortItems: check.shortItems.join('；'),
  });
};

export const signCheckHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    prepare(rc, data);
    return undefined;
  },
  prepareUpdate: (rc, _model, _existing, data) => prepare(rc, data),
};
