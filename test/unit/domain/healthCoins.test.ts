import { canSpend, COIN_EARNED, COIN_SPENT, coinAccount } from '@/domain/healthBank';

describe('health-bank coin accounts (健康银行)', () => {
  it('is empty without movements', () => {
    expect(coinAccount([])).toEqual({ earned: 0, spent: 0, balance: 0, lastChangeTime: '' });
  });

  it('adds what was earned, takes away what was spent, and keeps the latest time', () => {
    const account = coinAccount([
      { changeType: COIN_EARNED, coins: 50, changeTime: '2026-03-02 09:10:00' },
      { changeType: COIN_EARNED, coins: 20, changeTime: '2026-06-11 15:00:00' },
      { changeType: COIN_SPENT, coins: 40, changeTime: '2026-05-20 10:30:00' },
    ]);
    expect(account).toEqual({
      earned: 70,
      spent: 40,
      balance: 30,
      lastChangeTime: '2026-06-11 15:00:00',
    });
  });

  it('ignores movements of an unknown type or without a positive amount', () => {
    const account = coinAccount([
      { changeType: COIN_EARNED, coins: 10 },
      { changeType: '9', coins: 500 },
      { changeType: COIN_EARNED, coins: -5 },
      { changeType: COIN_SPENT, coins: '3' },
    ]);
    expect(account).toMatchObject({ earned: 10, spent: 0, balance: 10 });
  });

  it('lets a resident spend up to the balance and no more', () => {
    const account = coinAccount([{ changeType: COIN_EARNED, coins: 60 }]);
    expect(canSpend(account, 60)).toBe(true);
    expect(canSpend(account, 61)).toBe(false);
    expect(canSpend(account, 0)).toBe(false);
  });
});
