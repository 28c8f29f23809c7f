import { CHILD_SCHEDULE } from './childSchedule';
import { DIABETES_SCHEDULE, HYPERTENSION_SCHEDULE } from './chronicSchedule';
import { DEFAULT_SCHEDULE_RULES, type ScheduleRuleConfig } from './config';
import { CONTRACT_SCHEDULE } from './contractSchedule';
import { ELDERLY_SCHEDULE } from './elderlySchedule';
import { MATERNAL_SCHEDULE } from './maternalSchedule';
import { MENTAL_SCHEDULE } from './mentalSchedule';
import { type ServiceState, serviceStateOn } from './state';
import { TUBERCULOSIS_SCHEDULE } from './tuberculosisSchedule';
import {
  type ProgrammeSchedule,
  type ScheduledService,
  type ScheduleProgramme,
  type ScheduleResident,
} from './types';
import { VACCINATION_SCHEDULE } from './vaccinationSchedule';

/**
 * The schedule engine (national-forms-2.md §7/§8, service-rules §1/§6): every programme's
 * schedule over one resident's records. The read models store its rows (service_due); the
 * 健康画像, the work list and the home counts judge them with serviceStateOn.
 */

export const PROGRAMME_SCHEDULES: Readonly<
  Record<ScheduleProgramme, ProgrammeSchedule<ScheduleRuleConfig>>
> = {
  hypertension: HYPERTENSION_SCHEDULE,
  diabetes: DIABETES_SCHEDULE,
  mental: MENTAL_SCHEDULE,
  tuberculosis: TUBERCULOSIS_SCHEDULE,
  child: CHILD_SCHEDULE,
  maternal: MATERNAL_SCHEDULE,
  elderly: ELDERLY_SCHEDULE,
  vaccination: VACCINATION_SCHEDULE,
  contract: CONTRACT_SCHEDULE,
};

/**
 * Every due service of a resident (done ones included), by programme. `today` places the
 * programmes that depend on age or year (children until 7, the elderly's year) and ends a
 * signing's item rows with its contract year; nothing else reads it. A closed or transferred archive has none.
 */
export const residentSchedule = (
  resident: ScheduleResident,
  today: string,
  config: ScheduleRuleConfig = DEFAULT_SCHEDULE_RULES,
): ScheduledService[] =>
  resident.inFile
    ? Object.values(PROGRAMME_SCHEDULES).flatMap((schedule) =>
        schedule.servicesOf(resident, today, config),
      )
    : [];

export interface JudgedService extends ScheduledService {
  state: ServiceState;
}

/** The resident's services judged on `today`: due, due soon, overdue, done (and not yet due). */
export const residentDueOn = (
  resident: ScheduleResident,
  today: string,
  config: ScheduleRuleConfig = DEFAULT_SCHEDULE_RULES,
): JudgedService[] =>
  residentSchedule(resident, today, config).map((service) => ({
    ...service,
    state: serviceStateOn(service, today, config.due),
  }));
