import { type TestServer } from '../test/utils/startTestServer';
import {
  type Budget,
  measureRoutes,
  routeSummaryLine,
  type RouteTimes,
  runAlone,
} from './routeTimes';

/**
 * Work-list and indicator query times on the seeded database (the performance budget: under 200
 * ms), through the real routes (token, scope, SQL, rules, JSON), for a village doctor, a township
 * doctor and the regional administrator. Median and worst of a few warm runs each.
 */
const URLS = {
  worklistOverdue: '/api/followUpWorklist?view=overdue&disease=hypertension',
  worklistDiabetes: '/api/followUpWorklist?view=all&disease=diabetes',
  homeSummary: '/api/followUpWorklist/summary',
  indicators: '/api/chronicIndicators',
  indicatorDetails: '/api/chronicIndicators/details?columnName=htnControlled',
} as const;

/** The work-list and indicator budget per route (ms), reported against, not asserted. */
export const CHRONIC_BUDGET: Budget = { name: 'chronicQueries', ms: 200, holds: 'median' };

export const measureChronicQueries = (server: TestServer): Promise<RouteTimes> =>
  measureRoutes(server, ['cunyi01', 'xzys01', 'qyadmin'], (hospitalId) => ({
    ...URLS,
    indicatorDetails: `${URLS.indicatorDetails}&hospId=${hospitalId}`,
  }));

export const chronicSummaryLine = (times: RouteTimes): string =>
  routeSummaryLine(times, CHRONIC_BUDGET);

// `npx tsx bench/chronicQueries.ts`: these routes alone, on a freshly seeded database.
if (process.argv[1] && /chronicQueries\.ts$/.test(process.argv[1])) {
  runAlone(CHRONIC_BUDGET, measureChronicQueries);
}
