import {
  depositSecret,
  discardSecret,
  pendingSecretCount,
  SECRET_TTL_MS,
  withdrawSecret,
} from '@/services/session/secretVault';

describe('secretVault', () => {
  afterEach(() => jest.useRealTimers());

  it('gives a secret back once, under an id that does not contain it', () => {
    const id = depositSecret('Qy@2026#Ws');
    expect(id).toMatch(/^secret-[0-9a-f]{32}$/);
    expect(id).not.toContain('Qy@2026');
    expect(withdrawSecret(id)).toBe('Qy@2026#Ws');
    expect(withdrawSecret(id)).toBeUndefined();
    expect(pendingSecretCount()).toBe(0);
  });

  it('gives every deposit its own id', () => {
    const ids = new Set(Array.from({ length: 100 }, () => depositSecret('same')));
    expect(ids.size).toBe(100);
    ids.forEach((id) => discardSecret(id));
    expect(pendingSecretCount()).toBe(0);
  });

  it('forgets a secret nobody withdraws within a minute', () => {
    jest.useFakeTimers();
    const id = depositSecret('abandoned');
    jest.advanceTimersByTime(SECRET_TTL_MS);
    expect(withdrawSecret(id)).toBeUndefined();
    expect(pendingSecretCount()).toBe(0);
  });

  it('knows nothing of ids it never issued', () => {
    expect(withdrawSecret('secret-0000')).toBeUndefined();
  });
});
