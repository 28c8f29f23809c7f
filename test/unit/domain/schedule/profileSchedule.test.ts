import { profileLabels, type ProfileFacts, scheduledDueServices } from '@/domain/archives';

const TODAY = '2026-12-05';
const facts = (scheduled: ProfileFacts['scheduled']): ProfileFacts => ({
  today: TODAY,
  age: 28,
  activeFamilies: [],
  followUpStatus: {},
  lastHealthCheck: null,
  scheduled,
});

describe('the 健康画像 reads the schedule (service_due)', () => {
  const row = (
    programme: string,
    dueDate: string,
    overdueAfter: string,
    doneDate: string | null = null,
  ) =>
    ({
      programme,
      service: `${programme}-${dueDate}`,
      dueDate,
      overdueAfter,
      doneDate,
    }) as NonNullable<ProfileFacts['scheduled']>[number];

  it('shows open services due now or this week as 待办 and past their window as 逾期', () => {
    expect(
      scheduledDueServices(
        [
          row('child', '2026-12-01', '2026-12-30'),
          row('vaccination', '2026-12-11', '2027-01-01'),
          row('vaccination', '2026-12-12', '2027-01-01'),
          row('maternal', '2026-11-01', '2026-12-04'),
          row('mental', '2026-12-01', '2026-12-01', '2026-12-01'),
        ],
        TODAY,
      ),
    ).toEqual([
      { service: 'child-2026-12-01', plannedDate: '2026-12-01', state: 'due' },
      { service: 'vaccination-2026-12-11', plannedDate: '2026-12-11', state: 'due' },
      { service: 'maternal-2026-11-01', plannedDate: '2026-11-01', state: 'overdue' },
    ]);
  });

  it('leaves hypertension, diabetes and the signing to their own entries', () => {
    expect(scheduledDueServices([row('hypertension', '2026-12-01', '2026-12-01')], TODAY)).toEqual(
      [],
    );
  });

  it('labels 孕产妇 while a maternal service is open', () => {
    expect(profileLabels(facts([row('maternal', '2027-01-01', '2027-01-10')]))).toEqual([
      '孕产妇',
      '重点人群',
    ]);
    expect(
      profileLabels(facts([row('maternal', '2026-01-01', '2026-01-10', '2026-01-05')])),
    ).toEqual([]);
  });
});
