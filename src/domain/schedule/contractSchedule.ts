import { addDays } from '../calendar/dates';
import { contractOfData, itemPace, itemsOfData } from '../contract/due';
import { FULFILMENT_RULES, isFulfilmentRule, itemProgress } from '../contract/fulfilment';
import { fulfilmentWindow, TERMINATED } from '../contract/period';
import { type ScheduleRuleConfig } from './config';
import { doctorOf, recordsOf } from './records';
import { type ProgrammeSchedule, type ScheduledService, type ScheduleRecord } from './types';

/**
 * 家庭医生签约 (schedule B; contract/period.ts): the latest agreement not terminated is due for
 * renewal from `contractWarningDays` before its end date (即将到期) and overdue from the day
 * after it (已过期). A renewal (a later agreement) takes its place as the latest, so the row
 * always speaks of the agreement in force or waiting for renewal. Ends with 解约.
 *
 * While that agreement's contract year runs (its end date not passed on the day the rows are
 * derived; the monthly upkeep drops them after it), each of its service items is a row too
 * (履约, contract/fulfilment.ts): "高血压面对面随访 1/4", paced over the year (contract/due.ts
 * itemPace) and done by the record that completed the times agreed.
 */

export const CONTRACT_FAMILY = 'signRegistes';

/** The service_key of an agreement's item rows: contract-item-1, -2… in the agreement's order. */
export const CONTRACT_ITEM_KEY = 'contract-item-';

export const isContractItemKey = (serviceKey: string): boolean =>
  serviceKey.startsWith(CONTRACT_ITEM_KEY);

/** The item's name and progress as the work list and the 健康画像 show it. */
export const contractItemService = (name: string, done: number, required: number): string =>
  `签约履约：${name} ${Math.min(done, required)}/${required}`;

const itemServices = (
  agreement: ScheduleRecord,
  records: readonly ScheduleRecord[],
  doctor: string,
): ScheduledService[] => {
  const terms = contractOfData(agreement.id, agreement.data);
  const window = fulfilmentWindow(terms);
  return itemProgress(itemsOfData(agreement.data), records, window).flatMap((item, index) => {
    if (!isFulfilmentRule(item.rule)) return [];
    const pace = itemPace(terms, item.required, item.done);
    const closing = item.delivered ? item.records[item.required - 1] : undefined;
    const last = item.records.at(-1);
    return [
      {
        programme: 'contract' as const,
        serviceKey: `${CONTRACT_ITEM_KEY}${index + 1}`,
        service: contractItemService(item.name, item.done, item.required),
        // The form that delivers it; once delivered, the family of the record that did.
        formFamily: closing?.family ?? FULFILMENT_RULES[item.rule].families[0] ?? CONTRACT_FAMILY,
        earliestDate: terms.startDate,
        dueDate: pace?.dueDate ?? terms.startDate,
        overdueAfter: pace?.overdueAfter ?? terms.endDate,
        lastServiceDate: last?.date ?? null,
        doneDate: closing?.date ?? null,
        doneRecordId: closing?.id ?? null,
        doctor,
      },
    ];
  });
};

/**
 * The agreement the renewal row speaks of: the resident's latest by start date (a renewal takes
 * the place of the one it renews), none when that one was terminated (解约 ends the programme).
 * The work list's 续约 opens this one.
 */
export const agreementForRenewal = <Saved extends Pick<ScheduleRecord, 'id' | 'data'>>(
  agreements: readonly Saved[],
): { record: Saved; terms: ReturnType<typeof contractOfData> } | undefined => {
  const [latest] = agreements
    .map((record) => ({ record, terms: contractOfData(record.id, record.data) }))
    .filter(({ terms }) => terms.startDate !== '' && terms.endDate !== '')
    .sort((a, b) => b.terms.startDate.localeCompare(a.terms.startDate));
  return latest && latest.terms.signStatus !== TERMINATED ? latest : undefined;
};

/** The service_key of the renewal row. */
export const CONTRACT_EXPIRY_KEY = 'contract-expiry';

export const CONTRACT_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'contract',
  servicesOf: (resident, today, config): ScheduledService[] => {
    if (resident.dead) return [];
    const latest = agreementForRenewal(recordsOf(resident, [CONTRACT_FAMILY]));
    if (!latest) return [];
    const { record, terms } = latest;
    const doctor = doctorOf(resident, record);
    return [
      {
        programme: 'contract',
        serviceKey: CONTRACT_EXPIRY_KEY,
        service: '家庭医生签约续约',
        formFamily: CONTRACT_FAMILY,
        earliestDate: addDays(terms.endDate, -config.contractWarningDays),
        dueDate: addDays(terms.endDate, -config.contractWarningDays),
        overdueAfter: terms.endDate,
        lastServiceDate: terms.startDate,
        doneDate: null,
        doneRecordId: null,
        doctor,
      },
      ...(today <= terms.endDate ? itemServices(record, resident.records, doctor) : []),
    ];
  },
};
