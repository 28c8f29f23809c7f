import {
  type IndicatorsReply,
  type WorklistReply,
} from '../../../src/services/contract/chronicPaths';
import { type DemoAccount } from './helpers';
import { useServerOnDay } from './signedInServer';

/**
 * The demo database seeded after the turn of the year (SEED_DAY is 2026-11-15): the chronic
 * histories move with the seed's clock, so the current year's indicators are spread, not 0%,
 * and every demo doctor still has patients due today, overdue and pending a two-week visit.
 */
describe('seeded indicators on a database seeded in January 2027', () => {
  const env = useServerOnDay(Date.UTC(2027, 0, 20, 4));

  const get = async <T>(url: string, account: DemoAccount) => {
    const reply = await env.server.app.inject({ url, headers: env.headers[account] });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ Response: T }>().Response;
  };

  it.each(['qyadmin', 'xzys01', 'cunyi01'] as const)(
    '%s: the current year’s rates are spread, neither all 0%% nor all 100%%',
    async (account) => {
      const reply = await get<IndicatorsReply>('/api/chronicIndicators', account);
      expect(reply.year).toBe(2027);
      const root = reply.rows[0]!;
      const rates = Object.values(root.values)
        .map((value) => value.rate)
        .filter((rate): rate is number => rate !== null);
      expect(rates.some((rate) => rate > 0 && rate < 100)).toBe(true);
      // Each judged over this year's visits (a quarterly rhythm, some uncontrolled).
      for (const id of ['htnControlRate', 'fileRate', 'fileUseRate'] as const) {
        const rate = root.values[id]?.rate;
        expect(rate).toBeGreaterThan(0);
        expect(rate).toBeLessThan(100);
      }
      expect(root.counts.htnManaged).toBeGreaterThan(0);
      expect(root.counts.htnControlled).toBeGreaterThan(0);
    },
  );

  it('the region as a whole has this year’s glucose control and elderly checks under way', async () => {
    const root = (await get<IndicatorsReply>('/api/chronicIndicators', 'qyadmin')).rows[0]!;
    for (const id of ['dmControlRate', 'elderlyRate'] as const) {
      expect(root.values[id]?.rate).toBeGreaterThan(0);
      expect(root.values[id]?.rate).toBeLessThan(100);
    }
  });

  it.each(['xzys01', 'cunyi01'] as const)(
    '%s has patients due today, overdue and two-week pending',
    async (account) => {
      const reply = await get<WorklistReply>(
        '/api/followUpWorklist?view=all&PageSize=500',
        account,
      );
      expect(reply.today).toBe('2027-01-20');
      expect(reply.counts.dueToday).toBeGreaterThan(0);
      expect(reply.counts.overdue).toBeGreaterThan(0);
      expect(reply.items.some((item) => item.twoWeek && item.state !== 'overdue')).toBe(true);
    },
  );

  it.each([
    ['xinyh01', '340881102001'],
    ['guoqi01', '340881103001'],
    ['ruomm01', '340881104001'],
  ])('%s’s centre (%s) has patients due today, overdue and two-week pending', async (_, id) => {
    const reply = await get<WorklistReply>(
      `/api/followUpWorklist?view=all&PageSize=500&hospitalId=${id}`,
      'qyadmin',
    );
    expect(reply.counts.dueToday).toBeGreaterThan(0);
    expect(reply.counts.overdue).toBeGreaterThan(0);
    expect(reply.items.some((item) => item.twoWeek && item.state !== 'overdue')).toBe(true);
  });
});
