import { dateText } from '../../../src/domain/calendar';
import { CHRONIC_PATHS } from '../../../src/services/contract/chronicPaths';
import { useSignedInServer } from './signedInServer';

/**
 * Today's tallies (server/chronic/dailyTallies.ts) are computed before the server answers, with
 * the parameters the routes ask for, so the first manager of the day reads them as they are.
 */
describe('daily tallies', () => {
  const env = useSignedInServer('qyadmin');

  const keys = () =>
    env.server.db
      .prepare<[], { tally: string; params: string }>(
        'SELECT tally, params FROM scope_tally_keys ORDER BY tally',
      )
      .all();

  it('are computed for today at start, and the home page and indicators read them unchanged', async () => {
    const today = dateText();
    const atStart = keys();
    expect(atStart.map((key) => key.tally)).toEqual([
      `contracts:agreements:${today.slice(0, 4)}-01-01`,
      `contracts:persons:${today.slice(0, 4)}-01-01`,
      `indicators:diabetes:${today.slice(0, 4)}-01-01:current`,
      `indicators:hypertension:${today.slice(0, 4)}-01-01:current`,
      `indicators:persons:${today.slice(0, 4)}-01-01:current`,
      'worklist:diabetes',
      'worklist:hypertension',
    ]);
    expect(atStart.every((key) => key.params.includes(today))).toBe(true);
    expect((await env.api.get(CHRONIC_PATHS.worklistSummary)).status).toBe(200);
    expect(
      (await env.api.get(`${CHRONIC_PATHS.indicators}?year=${today.slice(0, 4)}`)).status,
    ).toBe(200);
    expect(
      (await env.api.get(`${CHRONIC_PATHS.contractIndicators}?year=${today.slice(0, 4)}`)).status,
    ).toBe(200);
    expect(keys()).toEqual(atStart);
  });
});
