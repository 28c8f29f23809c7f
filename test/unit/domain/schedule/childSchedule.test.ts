import fc from 'fast-check';

import { addDays, addMonths } from '@/domain/calendar';
import { CHILD_CHECKS } from '@/domain/schedule';

import { record, resident, serviceOf, servicesOf, stateOn } from './scheduleFixtures';

const BIRTH = '2026-01-31';
const TODAY = '2026-12-05';
const child = (records = [] as ReturnType<typeof record>[]) =>
  resident(records, { birthDate: BIRTH });

describe('children’s checks (schedule B: 满月, 3–30 months, 3–6 years)', () => {
  it('lists the newborn visit and every check from 满月 to 6岁', () => {
    expect(servicesOf('child', child(), TODAY).map((s) => s.serviceKey)).toEqual([
      'newborn-visit',
      'check-1m',
      'check-3m',
      'check-6m',
      'check-8m',
      'check-12m',
      'check-18m',
      'check-24m',
      'check-30m',
      'check-3y',
      'check-4y',
      'check-5y',
      'check-6y',
    ]);
  });

  it('opens 满月 on day 28 and makes it overdue from day 31', () => {
    const check = serviceOf('child', 'check-1m', child(), TODAY);
    expect(check).toMatchObject({ earliestDate: '2026-02-28', overdueAfter: '2026-03-02' });
    expect(stateOn(check, '2026-02-27')).toBe('dueThisWeek');
    expect(stateOn(check, '2026-02-28')).toBe('dueToday');
    expect(stateOn(check, '2026-03-02')).toBe('dueToday');
    expect(stateOn(check, '2026-03-03')).toBe('overdue');
  });

  it('runs the 8-month check from 满8月 to 8月29天 (addMonths clamps to the month end)', () => {
    const check = serviceOf('child', 'check-8m', child(), TODAY);
    expect(check).toMatchObject({
      earliestDate: addMonths(BIRTH, 8),
      dueDate: addMonths(BIRTH, 8),
      overdueAfter: addDays(addMonths(BIRTH, 8), 29),
      formFamily: 'childHealthChecks',
    });
  });

  it('runs 4–6岁 checks to N岁11个月29天', () => {
    const check = serviceOf('child', 'check-4y', child(), TODAY);
    expect(check?.overdueAfter).toBe(addDays(addMonths(BIRTH, 59), 29));
  });

  it('is closed by a record of the form with the column chosen, whatever its date', () => {
    const done = record('childHealthChecks', '2026-10-15', { checkAge: '4' });
    const check = serviceOf('child', 'check-8m', child([done]), TODAY);
    expect(check).toMatchObject({ doneDate: '2026-10-15', doneRecordId: done.id });
    expect(stateOn(check, TODAY)).toBe('done');
    // The next check is still open.
    expect(serviceOf('child', 'check-12m', child([done]), TODAY)?.doneDate).toBeNull();
  });

  it('drops a check missed before a later one was done (漏查)', () => {
    const later = record('childHealthChecks', '2026-10-15', { checkAge: '4' });
    const keys = servicesOf('child', child([later]), TODAY).map((s) => s.serviceKey);
    expect(keys).not.toContain('check-6m');
    expect(keys).not.toContain('newborn-visit');
    expect(keys).toContain('check-8m');
  });

  it('counts the newborn visit from discharge, seven days', () => {
    const visit = serviceOf('child', 'newborn-visit', child(), TODAY);
    expect(visit).toMatchObject({ earliestDate: BIRTH, overdueAfter: addDays(BIRTH, 7) });
    expect(stateOn(visit, addDays(BIRTH, 7))).toBe('dueToday');
    expect(stateOn(visit, addDays(BIRTH, 8))).toBe('overdue');
  });

  it('ends on the seventh birthday', () => {
    expect(servicesOf('child', child(), addDays(addMonths(BIRTH, 84), -1))).not.toHaveLength(0);
    expect(servicesOf('child', child(), addMonths(BIRTH, 84))).toHaveLength(0);
  });

  it('ends with death or a closed archive', () => {
    expect(servicesOf('child', resident([], { birthDate: BIRTH, dead: true }), TODAY)).toEqual([]);
    expect(servicesOf('child', resident([], { birthDate: BIRTH, inFile: false }), TODAY)).toEqual(
      [],
    );
  });

  it('keeps every window ordered and inside the seven years, for any birth date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2019-01-01'), max: new Date('2026-12-01'), noInvalidDate: true }),
        (date) => {
          const birth = date.toISOString().slice(0, 10);
          for (const check of CHILD_CHECKS) {
            const w = check.window(birth);
            expect(w.earliest <= w.due && w.due <= w.overdueAfter).toBe(true);
            expect(w.overdueAfter < addMonths(birth, 84)).toBe(true);
          }
        },
      ),
    );
  });
});
