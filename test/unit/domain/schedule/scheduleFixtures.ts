import {
  DEFAULT_SCHEDULE_RULES,
  residentSchedule,
  type ScheduledService,
  type ScheduleProgramme,
  type ScheduleRecord,
  type ScheduleResident,
  serviceStateOn,
} from '@/domain/schedule';

/** A resident in the file with these records. */
export const resident = (
  records: readonly ScheduleRecord[] = [],
  extra: Partial<ScheduleResident> = {},
): ScheduleResident => ({ inFile: true, dead: false, records, ...extra });

let nextId = 0;
export const record = (
  family: string,
  date: string,
  data: Record<string, unknown> = {},
  status = '1',
): ScheduleRecord => ({ family, id: `r${(nextId += 1)}`, date, status, data });

/** The resident's services of one programme on `today`. */
export const servicesOf = (
  programme: ScheduleProgramme,
  who: ScheduleResident,
  today: string,
): ScheduledService[] =>
  residentSchedule(who, today).filter((service) => service.programme === programme);

export const serviceOf = (
  programme: ScheduleProgramme,
  key: string,
  who: ScheduleResident,
  today: string,
): ScheduledService | undefined =>
  servicesOf(programme, who, today).find((service) => service.serviceKey === key);

export const stateOn = (service: ScheduledService | undefined, day: string) =>
  service ? serviceStateOn(service, day, DEFAULT_SCHEDULE_RULES.due) : 'absent';
