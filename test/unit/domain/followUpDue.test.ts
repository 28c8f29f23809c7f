import {
  DEFAULT_DUE_RULES,
  type DuePatientInput,
  followUpDueStatus,
  plannedDateOf,
  quartersElapsed,
} from '@/domain/followUp';

const base: DuePatientInput = {
  today: '2026-11-25',
  cardDate: '2020-03-01',
  terminated: false,
  faceToFaceThisYear: 4,
};

describe('plannedDateOf', () => {
  it.each([
    [
      'controlled, nothing recorded: three months',
      { visitDate: '2026-08-31', classification: '1' },
      '2026-11-30',
      false,
    ],
    ['month end clamps', { visitDate: '2026-11-30', classification: '1' }, '2027-02-28', false],
    [
      'recorded date wins for a routine visit',
      { visitDate: '2026-08-01', classification: '1', nextVisitDate: '2026-12-20' },
      '2026-12-20',
      false,
    ],
    [
      'uncontrolled: two weeks',
      { visitDate: '2026-11-01', classification: '2' },
      '2026-11-15',
      true,
    ],
    [
      'adverse reaction: two weeks',
      { visitDate: '2026-11-01', classification: '3' },
      '2026-11-15',
      true,
    ],
    [
      'complication: two weeks',
      { visitDate: '2026-11-01', classification: '4' },
      '2026-11-15',
      true,
    ],
    [
      'referral of a controlled visit: two weeks',
      { visitDate: '2026-11-01', classification: '1', referred: true },
      '2026-11-15',
      true,
    ],
    [
      // A later date than the rule's is stored only with a written reason (nextVisit.ts), and the
      // stored date is the plan: the record and the work list show one date.
      'two-week visit deferred with a reason: the recorded date',
      { visitDate: '2026-11-01', classification: '2', nextVisitDate: '2027-02-01' },
      '2027-02-01',
      true,
    ],
    [
      'two-week visit with an earlier recorded date: the recorded one',
      { visitDate: '2026-11-01', classification: '2', nextVisitDate: '2026-11-08' },
      '2026-11-08',
      true,
    ],
  ])('%s', (_name, visit, planned, twoWeek) => {
    expect(plannedDateOf(visit)).toEqual({ plannedDate: planned, twoWeek });
  });
});

describe('quartersElapsed', () => {
  it.each([
    ['2026-01-15', '2020-01-01', 0],
    ['2026-03-31', '2020-01-01', 0],
    ['2026-04-01', '2020-01-01', 1],
    ['2026-11-25', '2020-01-01', 3],
    ['2026-11-25', '2026-05-10', 2],
    ['2026-11-25', '2026-10-10', 0],
    ['2026-11-25', '2027-01-01', 0],
  ])('today %s, card %s: %i', (today, card, quarters) => {
    expect(quartersElapsed(today, card)).toBe(quarters);
  });
});

describe('followUpDueStatus', () => {
  it.each<[string, Partial<DuePatientInput>, Partial<ReturnType<typeof followUpDueStatus>>]>([
    [
      'planned yesterday: overdue by one day',
      { lastVisit: { visitDate: '2026-08-24', classification: '1' } },
      { state: 'overdue', daysOverdue: 1, plannedDate: '2026-11-24' },
    ],
    [
      'planned today: due today',
      { lastVisit: { visitDate: '2026-08-25', classification: '1' } },
      { state: 'dueToday', daysOverdue: 0 },
    ],
    [
      'planned in six days: due this week',
      { lastVisit: { visitDate: '2026-09-01', classification: '1' } },
      { state: 'dueThisWeek' },
    ],
    [
      'planned in seven days: not due',
      { lastVisit: { visitDate: '2026-09-02', classification: '1' } },
      { state: 'notDue' },
    ],
    [
      'two-week follow-up of 15 days ago: overdue by itself',
      { lastVisit: { visitDate: '2026-11-10', classification: '2', nextVisitDate: '2026-11-24' } },
      { state: 'overdue', daysOverdue: 1, twoWeek: true },
    ],
    [
      'two-week follow-up of 15 days ago stored without a date (older data): overdue by the rule',
      { lastVisit: { visitDate: '2026-11-10', classification: '2' } },
      { state: 'overdue', daysOverdue: 1, twoWeek: true },
    ],
    [
      'two-week follow-up deferred with a reason: planned on the stored date',
      { lastVisit: { visitDate: '2026-11-10', classification: '2', nextVisitDate: '2027-01-10' } },
      { state: 'notDue', daysOverdue: 0, twoWeek: true },
    ],
    [
      'two-week follow-up of 14 days ago: due today',
      { lastVisit: { visitDate: '2026-11-11', classification: '2' } },
      { state: 'dueToday', twoWeek: true },
    ],
    [
      'terminated: the clock stops',
      { terminated: true, lastVisit: { visitDate: '2025-01-01', classification: '2' } },
      { state: 'terminated', daysOverdue: 0, quotaRisk: false },
    ],
    [
      'never visited: two weeks after the card',
      { cardDate: '2026-11-01' },
      { state: 'overdue', plannedDate: '2026-11-15', daysOverdue: 10 },
    ],
    [
      'quota: 2 face-to-face visits with 3 quarters gone',
      { faceToFaceThisYear: 2, lastVisit: { visitDate: '2026-11-01', classification: '1' } },
      { state: 'notDue', quotaRisk: true },
    ],
    [
      'quota: 3 with 3 quarters gone is on track',
      { faceToFaceThisYear: 3, lastVisit: { visitDate: '2026-11-01', classification: '1' } },
      { quotaRisk: false },
    ],
  ])('%s', (_name, input, expected) => {
    expect(followUpDueStatus({ ...base, ...input })).toMatchObject(expected);
  });

  it('grace days shift overdue', () => {
    const input = { ...base, lastVisit: { visitDate: '2026-08-22', classification: '1' } };
    expect(followUpDueStatus(input).daysOverdue).toBe(3);
    expect(followUpDueStatus(input, { ...DEFAULT_DUE_RULES, graceDays: 3 }).state).toBe('dueToday');
    expect(followUpDueStatus(input, { ...DEFAULT_DUE_RULES, graceDays: 2 })).toMatchObject({
      state: 'overdue',
      daysOverdue: 1,
    });
  });
});
