import { createReadModels } from '../../../server/readModels/readModels';
import { dateText } from '../../../src/domain/calendar/zone';
import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import {
  SCHEDULE_PROGRAMMES,
  serviceStateOn,
  type ScheduleProgramme,
  type ServiceState,
} from '../../../src/domain/schedule';
import { DEMO_CLINIC, useSeededDatabase } from './seededDatabase';

/**
 * The demo database exercises every schedule (national-forms-2.md §7/§8, service-rules §6) for
 * 张德明's (cunyi01) clinic: each programme has open service_due rows overdue, due today and due
 * this week, judged by the kernel's serviceStateOn on the seed's today.
 */

/** The states each programme's schedule can put an open row in. */
const STATES_A_PROGRAMME_CAN_HAVE: Readonly<Record<ScheduleProgramme, readonly ServiceState[]>> = {
  hypertension: ['overdue', 'dueToday', 'dueThisWeek'],
  diabetes: ['overdue', 'dueToday', 'dueThisWeek'],
  mental: ['overdue', 'dueToday', 'dueThisWeek'],
  tuberculosis: ['overdue', 'dueToday', 'dueThisWeek'],
  child: ['overdue', 'dueToday', 'dueThisWeek'],
  maternal: ['overdue', 'dueToday', 'dueThisWeek'],
  // The elderly's services are due in the calendar year (window to 12-31): never overdue
  // within the year they are counted in.
  elderly: ['dueToday'],
  vaccination: ['overdue', 'dueToday', 'dueThisWeek'],
  contract: ['overdue', 'dueToday', 'dueThisWeek'],
};

/**
 * States no seed writes yet for the demo clinic: each needs new residents dated from the seed's
 * today on their own random stream (a second and third mental and TB patient, a child past a
 * check's window and one within a week of it, a pregnancy past the 2nd antenatal window, a dose
 * due within the week, an agreement that ended). The list may only shrink: a state found here
 * that the seed now covers fails the test until it is taken off.
 */
const NOT_YET_SEEDED: readonly string[] = [
  'mental/dueToday',
  'mental/dueThisWeek',
  'tuberculosis/overdue',
  'tuberculosis/dueToday',
  'tuberculosis/dueThisWeek',
  'child/overdue',
  'child/dueThisWeek',
  'maternal/overdue',
  'vaccination/dueThisWeek',
  'contract/overdue',
];

describe('the demo clinic has open services in every state of every schedule', () => {
  const seeded = useSeededDatabase();

  it('counts cunyi01 clinic open service_due rows per programme and state', () => {
    const today = dateText();
    // The rows are derived as the server's first start derives them (read models, decision 0004).
    createReadModels(seeded.db, DEFAULT_FOLLOW_UP_RULES, () => today);
    const rows = seeded.db
      .prepare(
        `SELECT programme, due_date AS dueDate, overdue_after AS overdueAfter, done_date AS doneDate
         FROM service_due WHERE hospital_id = ? AND done_date IS NULL`,
      )
      .all(DEMO_CLINIC) as {
      programme: ScheduleProgramme;
      dueDate: string;
      overdueAfter: string;
      doneDate: null;
    }[];
    const counts: Record<string, Partial<Record<ServiceState, number>>> = {};
    for (const programme of SCHEDULE_PROGRAMMES) counts[programme] = {};
    for (const row of rows) {
      const state = serviceStateOn(row, today, DEFAULT_FOLLOW_UP_RULES.due);
      const of = counts[row.programme] ?? {};
      of[state] = (of[state] ?? 0) + 1;
      counts[row.programme] = of;
    }
    const missing = SCHEDULE_PROGRAMMES.flatMap((programme) =>
      STATES_A_PROGRAMME_CAN_HAVE[programme]
        .filter((state) => !(counts[programme]?.[state] ?? 0))
        .map((state) => `${programme}/${state}`),
    );
    expect(missing.filter((gap) => !NOT_YET_SEEDED.includes(gap))).toEqual([]);
    expect(NOT_YET_SEEDED.filter((gap) => !missing.includes(gap))).toEqual([]);
  });
});
