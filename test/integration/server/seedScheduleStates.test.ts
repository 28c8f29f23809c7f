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

/**
 * The states each programme's open rows are seeded in (serviceStateOn's; 'dueThisWeek' is due
 * within the week but not today). The elderly's services are due in the calendar year (window to
 * 12-31), so never overdue within the year they are counted in; they fall due on the anniversary
 * of last year's record, and the demo's yearly checks (moved to the seeding day with the chronic
 * histories) give no anniversary within a given week, so only 'dueToday' (应检未检) is asserted.
 */
const SEEDED_STATES: Readonly<Record<ScheduleProgramme, readonly ServiceState[]>> = {
  hypertension: ['overdue', 'dueToday', 'dueThisWeek'],
  diabetes: ['overdue', 'dueToday', 'dueThisWeek'],
  mental: ['overdue', 'dueToday', 'dueThisWeek'],
  tuberculosis: ['overdue', 'dueToday', 'dueThisWeek'],
  child: ['overdue', 'dueToday', 'dueThisWeek'],
  maternal: ['overdue', 'dueToday', 'dueThisWeek'],
  elderly: ['dueToday'],
  vaccination: ['overdue', 'dueToday', 'dueThisWeek'],
  contract: ['overdue', 'dueToday', 'dueThisWeek'],
};

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
      SEEDED_STATES[programme]
        .filter((state) => !(counts[programme]?.[state] ?? 0))
        .map((state) => `${programme}/${state}`),
    );
    expect(missing).toEqual([]);
  });
});
