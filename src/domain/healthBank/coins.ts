/**
 * 健康银行 coin accounts. A resident's 居民金币 is never typed: it is the sum of the coin
 * records (获得 adds, 兑换 takes away). Pure and shared by the server's save hooks and the seed.
 */

/** 变动类型 codes of ds_healthcoinrecords. */
export const COIN_EARNED = '1';
export const COIN_SPENT = '2';

export interface CoinMovement {
  changeType?: unknown;
  coins?: unknown;
  changeTime?: unknown;
}

export interface CoinAccount {
  earned: number;
  spent: number;
  balance: number;
  /** The latest movement's time ('' without any). */
  lastChangeTime: string;
}

const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The account the movements give: what came in, what went out, and what is left. */
export const coinAccount = (movements: readonly CoinMovement[]): CoinAccount => {
  let earned = 0;
  let spent = 0;
  let lastChangeTime = '';
  for (const movement of movements) {
    if (movement.changeType === COIN_EARNED) earned += amount(movement.coins);
    else if (movement.changeType === COIN_SPENT) spent += amount(movement.coins);
    const time = typeof movement.changeTime === 'string' ? movement.changeTime : '';
    if (time > lastChangeTime) lastChangeTime = time;
  }
  return { earned, spent, balance: earned - spent, lastChangeTime };
};

/** Whether a 兑换 of `coins` fits the account (a resident cannot spend coins not earned). */
export const canSpend = (account: CoinAccount, coins: number): boolean =>
  coins > 0 && coins <= account.balance;
