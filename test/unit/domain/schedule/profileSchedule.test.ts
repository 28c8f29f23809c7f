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
    serviceKey = 'visit',
  ) =>
    ({
      programme,
      serviceKey,
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
    expect(
      scheduledDueServices(
        [row('contract', '2026-11-01', '2026-11-30', null, 'contract-expiry')],
        TODAY,
      ),
    ).toEqual([]);
  });

  it('shows the signing’s undelivered items from their rows, not a delivered one', () => {
    expect(
      scheduledDueServices(
        [
          row('contract', '2026-12-01', '2027-02-28', null, 'contract-item-1'),
          row('contract', '2026-09-01', '2026-11-30', null, 'contract-item-2'),
          row('contract', '2026-06-01', '2027-05-31', '2026-07-01', 'contract-item-3'),
        ],
        TODAY,
      ),
    ).toEqual([
      { service: 'contract-2026-12-01', plannedDate: '2026-12-01', state: 'due' },
      { service: 'contract-2026-09-01', plannedDate: '2026-09-01', state: 'overdue' },
    ]);
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
