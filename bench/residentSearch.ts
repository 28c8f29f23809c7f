import { type TestServer } from '../test/utils/startTestServer';
import {
  type Budget,
  measureRoutes,
  routeSummaryLine,
  type RouteTimes,
  runAlone,
} from './routeTimes';

/**
 * The residents' search box (its budget: under 300 ms on the seeded data) through the real
 * route (token, scope, SQL, JSON), one input of each kind, for the regional administrator (every
 * resident in scope) and a village doctor. Median and worst of a few warm runs each.
 */

/** The search box's budget per search (ms), reported against, not asserted: every run under it. */
export const RESIDENT_SEARCH_BUDGET: Budget = { name: 'residentSearch', ms: 300, holds: 'max' };

interface Sample {
  id: string;
  id_card_no: string;
  phone: string;
  file_num: string;
  name: string;
}

const keywordsOf = (server: TestServer): Record<string, string> => {
  const person = server.db
    .prepare<[], Sample>(
      `SELECT id, id_card_no, phone, file_num, name FROM resource_records
       WHERE family = 'persons' AND phone IS NOT NULL AND file_num IS NOT NULL ORDER BY id LIMIT 1`,
    )
    .get();
  if (!person) throw new Error('no seeded resident with a phone');
  return {
    idCard: person.id_card_no,
    idTail6: person.id_card_no.slice(-6),
    phoneTail4: person.phone.slice(-4),
    phone: person.phone,
    fileNum: person.file_num,
    personNum: person.id,
    nameFragment: person.name.slice(0, 1),
  };
};

export const measureResidentSearch = (server: TestServer): Promise<RouteTimes> => {
  const keywords = keywordsOf(server);
  return measureRoutes(server, ['qyadmin', 'cunyi01'], () =>
    Object.fromEntries(
      Object.entries(keywords).map(([kind, keyword]) => [
        kind,
        `/api/persons?keyword=${encodeURIComponent(keyword)}&PageNumber=1&PageSize=20`,
      ]),
    ),
  );
};

export const residentSearchSummaryLine = (times: RouteTimes): string =>
  routeSummaryLine(times, RESIDENT_SEARCH_BUDGET);

// `npx tsx bench/residentSearch.ts`: these searches alone, on a freshly seeded database.
if (process.argv[1] && /residentSearch\.ts$/.test(process.argv[1])) {
  runAlone(RESIDENT_SEARCH_BUDGET, measureResidentSearch);
}
