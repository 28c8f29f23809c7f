import { TERMINATED } from '@/domain/contract';
import { agreementForRenewal } from '@/domain/schedule';

/** The agreement the work list's 续约 opens is the one the schedule's renewal row speaks of. */
describe('agreementForRenewal (家庭医生签约续约, service-rules §1)', () => {
  const agreement = (id: string, startDate: string, endDate: string, signStatus?: string) => ({
    id,
    data: { startDate, endDate, ...(signStatus ? { signStatus } : {}) },
  });

  it('is the latest by start date, whatever the order given', () => {
    const found = agreementForRenewal([
      agreement('1', '2024-12-01', '2025-11-30'),
      agreement('3', '2025-12-01', '2026-11-30'),
      agreement('2', '2023-12-01', '2024-11-30'),
    ]);
    expect(found?.record.id).toBe('3');
    expect(found?.terms).toMatchObject({ startDate: '2025-12-01', endDate: '2026-11-30' });
  });

  it('is none when the latest was terminated (解约 ends the programme), not an older one', () => {
    expect(
      agreementForRenewal([
        agreement('1', '2024-12-01', '2025-11-30'),
        agreement('2', '2025-12-01', '2026-11-30', TERMINATED),
      ]),
    ).toBeUndefined();
  });

  it('passes over an agreement without its dates', () => {
    expect(
      agreementForRenewal([
        agreement('1', '2024-12-01', '2025-11-30'),
        agreement('2', '', '2026-11-30'),
      ])?.record.id,
    ).toBe('1');
    expect(agreementForRenewal([])).toBeUndefined();
  });
});
