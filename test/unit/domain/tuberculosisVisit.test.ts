import {
  assessTuberculosisVisit,
  doseRate,
  phaseOfMonth,
  proposeTuberculosisNextVisit,
  treatmentMonthOn,
} from '@/domain/tuberculosis';

describe('doseRate (national-forms §9 结案: 实际服药 / 应服药 × 100%)', () => {
  it.each<{ planned: unknown; actual: unknown; rate: number | undefined }>([
    { planned: 180, actual: 180, rate: 100 },
    { planned: 180, actual: 171, rate: 95 },
    { planned: 180, actual: 161, rate: 89.44 },
    { planned: '90', actual: '45', rate: 50 },
    { planned: 3, actual: 2, rate: 66.67 },
    { planned: 0, actual: 0, rate: undefined },
    { planned: 180, actual: undefined, rate: undefined },
    { planned: undefined, actual: 20, rate: undefined },
  ])('$actual / $planned → $rate', ({ planned, actual, rate }) => {
    expect(doseRate(planned, actual)).toBe(rate);
  });
});

describe('treatment month and phase', () => {
  it.each<{ day: string; month: number | undefined }>([
    { day: '2026-09-01', month: 1 },
    { day: '2026-09-30', month: 1 },
    { day: '2026-10-01', month: 2 },
    { day: '2026-11-20', month: 3 },
    { day: '2026-08-31', month: undefined },
  ])('started 2026-09-01, on $day → month $month', ({ day, month }) => {
    expect(treatmentMonthOn('2026-09-01', day)).toBe(month);
  });

  it.each<{ month: number; intensive: number | undefined; phase: string }>([
    { month: 1, intensive: undefined, phase: '1' },
    { month: 2, intensive: undefined, phase: '1' },
    { month: 3, intensive: undefined, phase: '2' },
    { month: 3, intensive: 3, phase: '1' },
  ])(
    'month $month with $intensive intensive months → phase $phase',
    ({ month, intensive, phase }) => {
      expect(phaseOfMonth(month, intensive)).toBe(phase);
    },
  );
});

describe('proposeTuberculosisNextVisit (service-rules §1–§3)', () => {
  const visitDate = '2026-11-20';
  it.each<{ case: string; phase?: string; supervisor?: string; referred: boolean; next: string }>([
    {
      case: 'family-supervised, intensive',
      phase: '1',
      supervisor: '2',
      referred: false,
      next: '2026-11-30',
    },
    {
      case: 'self-administered, intensive',
      phase: '1',
      supervisor: '3',
      referred: false,
      next: '2026-11-30',
    },
    {
      case: 'family-supervised, continuation',
      phase: '2',
      supervisor: '2',
      referred: false,
      next: '2026-12-20',
    },
    {
      case: 'doctor-supervised, intensive',
      phase: '1',
      supervisor: '1',
      referred: false,
      next: '2026-12-20',
    },
    { case: 'referred', phase: '2', supervisor: '2', referred: true, next: '2026-12-04' },
  ])('$case → $next', ({ phase, supervisor, referred, next }) => {
    expect(
      proposeTuberculosisNextVisit({ visitDate, phase, supervisor, referred }, '2026-11-20'),
    ).toBe(next);
  });
});

describe('assessTuberculosisVisit', () => {
  const today = '2026-11-20';
  const visit = {
    visitDate: today,
    treatmentMonth: 3,
    supervisor: '2',
    usage: '1',
    adverseReaction: '1',
    complication: '1',
    nextVisitDate: '2026-12-20',
  };

  it('takes the phase from the month when none is chosen and plans monthly in continuation', () => {
    expect(assessTuberculosisVisit(visit, { today })).toMatchObject({
      phase: '2',
      referralAdvised: false,
      proposedNextVisitDate: '2026-12-20',
      closing: false,
      issues: [],
    });
    expect(
      assessTuberculosisVisit(visit, { today, intensiveMonths: 3 }).proposedNextVisitDate,
    ).toBe('2026-11-30');
  });

  it('advises referral for a reaction or a complication', () => {
    expect(assessTuberculosisVisit({ ...visit, complication: '2' }, { today })).toMatchObject({
      referralAdvised: true,
      proposedNextVisitDate: '2026-12-04',
    });
  });

  it.each<{ usage: string; missed: number; report: boolean }>([
    { usage: '1', missed: 7, report: false },
    { usage: '1', missed: 8, report: true },
    { usage: '2', missed: 3, report: false },
    { usage: '2', missed: 4, report: true },
  ])('usage $usage with $missed missed doses → report $report', ({ usage, missed, report }) => {
    expect(
      assessTuberculosisVisit({ ...visit, usage, missedDoses: missed }, { today })
        .missedDosesReport,
    ).toBe(report);
  });

  it('requires the next date on an ordinary visit but not on the one that closes the case', () => {
    const open = assessTuberculosisVisit({ ...visit, nextVisitDate: undefined }, { today });
    expect(open.issues).toEqual([
      { field: 'nextVisitDate', severity: 'error', message: '请填写下次随访时间' },
    ]);
    const closing = assessTuberculosisVisit(
      {
        ...visit,
        nextVisitDate: undefined,
        stopDate: today,
        stopReason: '1',
        plannedDoses: 180,
        actualDoses: 171,
      },
      { today },
    );
    expect(closing).toMatchObject({
      closing: true,
      proposedNextVisitDate: undefined,
      doseRate: 95,
      irregularDosing: false,
      issues: [],
    });
  });

  it('asks for the whole 结案 block, and refuses more doses taken than prescribed', () => {
    const result = assessTuberculosisVisit(
      { ...visit, stopReason: '1', plannedDoses: 100, actualDoses: 120 },
      { today },
    );
    expect(result.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['actualDoses', '实际服药次数不能多于应服药次数'],
      ['stopDate', '结案请填写停止治疗时间'],
    ]);
  });

  it('flags irregular dosing below 90%', () => {
    const result = assessTuberculosisVisit(
      { ...visit, stopDate: today, stopReason: '1', plannedDoses: 180, actualDoses: 150 },
      { today },
    );
    expect(result).toMatchObject({ doseRate: 83.33, irregularDosing: true });
  });
});
