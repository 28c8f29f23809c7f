import { dateText } from '../../../src/domain/calendar';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, type DemoAccount, signInAs } from './helpers';
import {
  identifiersIn,
  type KnownIdentifiers,
  knownIdentifiers,
  replyText,
  sampleRecord,
  walkUrls,
} from './identifierWalk';

/**
 * Spec 5 on the server (docs/decisions/0041-masking-on-the-server.md): a user without
 * 查看完整信息 gets no resident's identifier whole from any route. The walk enumerates every
 * registered route, the dispatcher's catalogue table and every print, fills parameters with
 * seeded records, and scans each reply (workbooks read back) for ID numbers, mobiles, 档案编号
 * and 家庭编号 on file. The 家庭编号 is the household record's address, so JSON replies keep it;
 * papers and workbooks do not.
 */

interface Finding {
  url: string;
  kind: string;
  value: string;
}

interface Walk {
  findings: Finding[];
  /** Replies answered 200 that carry a resident's data (an identifier masked or whole). */
  answered: number;
  workbooks: number;
}

describe('the masking walk over every route', () => {
  let server: TestServer;
  let known: KnownIdentifiers;
  let urls: string[];

  beforeAll(async () => {
    server = await startTestServer();
    known = knownIdentifiers(server.db, dateText());
    const person = sampleRecord(server.db, 'persons')!;
    urls = await walkUrls(server.db, person);
  }, 120_000);
  afterAll(() => server.close());

  const walkAs = async (account: DemoAccount): Promise<Walk> => {
    const headers = authorized(await signInAs(server.app, account));
    const walk: Walk = { findings: [], answered: 0, workbooks: 0 };
    for (const url of urls) {
      const reply = await server.app.inject({ method: 'GET', url, headers });
      if (reply.statusCode !== 200) continue;
      const header = reply.headers['content-type'];
      const contentType = typeof header === 'string' ? header : '';
      const text = await replyText(contentType, reply.rawPayload);
      if (contentType.includes('spreadsheetml')) walk.workbooks += 1;
      if (/IDCardNo|身份证/.test(text)) walk.answered += 1;
      for (const found of identifiersIn(text, known)) {
        const keptInReply = found.kind === 'familyCode' && contentType.includes('json');
        if (!keptInReply) walk.findings.push({ url, ...found });
      }
    }
    return walk;
  };

  const summary = (walk: Walk) => ({
    leaks: walk.findings.length,
    routes: [...new Set(walk.findings.map((finding) => finding.url.split('?')[0]))].slice(0, 20),
  });

  it('knows the seeded identifiers and walks hundreds of routes', () => {
    expect(known.idCards.size).toBeGreaterThan(1000);
    expect(known.mobiles.size).toBeGreaterThan(500);
    expect(known.fileNums.size).toBeGreaterThan(1000);
    expect(known.familyCodes.size).toBeGreaterThan(500);
    expect(urls.length).toBeGreaterThan(1000);
  });

  it('finds no whole identifier in any reply to the village doctor (cunyi01)', async () => {
    const walk = await walkAs('cunyi01');
    expect(walk.answered).toBeGreaterThan(50);
    expect(summary(walk)).toEqual({ leaks: 0, routes: [] });
  }, 600_000);

  it('finds none for the township doctor either, whose walk includes the Excel exports', async () => {
    const walk = await walkAs('xzys01');
    expect(walk.workbooks).toBeGreaterThan(20);
    expect(summary(walk)).toEqual({ leaks: 0, routes: [] });
  }, 600_000);

  it('still gives the regional administrator (查看完整信息) every identifier whole', async () => {
    const walk = await walkAs('qyadmin');
    const kinds = new Set(walk.findings.map((finding) => finding.kind));
    expect([...kinds].sort()).toEqual(['ID number', 'familyCode', 'fileNum', 'mobile']);
  }, 600_000);
});
