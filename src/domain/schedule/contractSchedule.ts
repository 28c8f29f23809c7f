import { addDays } from '../calendar/dates';
import { contractOfData } from '../contract/due';
import { TERMINATED } from '../contract/period';
import { type ScheduleRuleConfig } from './config';
import { doctorOf, recordsOf } from './records';
import { type ProgrammeSchedule, type ScheduledService } from './types';

/**
 * 家庭医生签约 (schedule B; contract/period.ts): the latest agreement not terminated is due for
 * renewal from `contractWarningDays` before its end date (即将到期) and overdue from the day
 * after it (已过期). A renewal (a later agreement) takes its place as the latest, so the row
 * always speaks of the agreement in force or waiting for renewal. Ends with 解约.
 */

export const CONTRACT_FAMILY = 'signRegistes';

export const CONTRACT_SCHEDULE: ProgrammeSchedule<ScheduleRuleConfig> = {
  programme: 'contract',
  servicesOf: (resident, _today, config): ScheduledService[] => {
    if (resident.dead) return [];
    const agreements = recordsOf(resident, [CONTRACT_FAMILY])
      .map((record) => ({ record, terms: contractOfData(record.id, record.data) }))
      .filter(({ terms }) => terms.startDate !== '' && terms.endDate !== '')
      .sort((a, b) => b.terms.startDate.localeCompare(a.terms.startDate));
    const latest = agreements.find(({ terms }) => terms.signStatus !== TERMINATED);
    if (!latest || agreements[0] !== latest) return [];
    const { record, terms } = latest;
    return [
      {
        programme: 'contract',
        serviceKey: 'contract-expiry',
        service: '家庭医生签约续约',
        formFamily: CONTRACT_FAMILY,
        earliestDate: addDays(terms.endDate, -config.contractWarningDays),
        dueDate: addDays(terms.endDate, -config.contractWarningDays),
        overdueAfter: terms.endDate,
        lastServiceDate: terms.startDate,
        doneDate: null,
        doneRecordId: null,
        doctor: doctorOf(resident, record),
      },
    ];
  },
};
