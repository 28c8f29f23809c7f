import { type Envelope } from '../../../src/services/contract/envelope';
import { expectRefusal } from './helpers';
import { personBody } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

const CJK = /[\u4e00-\u9fff]/;

/** DESIGN.md Security: bad input answers a 4xx with a Chinese message, never a 500. */
describe('bad input never reaches a 500', () => {
  const env = useSignedInServer();

  it.each([
    'PageNumber=1e18',
    'PageNumber=9999999999999999999',
    'PageNumber=1000001',
    'PageNumber=-1',
    'PageNumber=1.5',
    'PageSize=1e400',
    'PageSize=0x10',
  ])('refuses %s on a list with 400 and a Chinese message', async (query) => {
    const reply = await env.api.list(`/api/persons?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toMatch(/^Page(Number|Size)/);
    expect(reply.body.Message).toMatch(CJK);
  });

  it.each(['SortField=valueOf', 'constructorStart=1', 'toString=1'])(
    'takes a parameter named after an Object property (%s) as a plain name, not a 500',
    async (query) => {
      // A family without declared fields: any well-formed name filters its JSON.
      const reply = await env.api.list(`/api/hypertensionScreening?${query}`);
      expect(reply.status).toBe(200);
      expect((await env.api.list(`/api/persons?${query}`)).status).toBe(400);
    },
  );

  it('still serves the last allowed page and a contract-size PageSize', async () => {
    expect((await env.api.list('/api/persons?PageNumber=1000000')).status).toBe(200);
    const big = await env.api.list('/api/persons?PageSize=2147483646');
    expect(big.status).toBe(200);
  });

  it('sanitises an uploaded name, and a stored name with CR/LF still downloads', async () => {
    const upload = await env.api.post<{ Id: string; Name: string }[]>(
      '/api/fileStorageInfos/base64Files',
      [{ Name: 'report\r\n\u202e.txt', ImageBase64: Buffer.from('hi').toString('base64') }],
    );
    expect(upload.status).toBe(201);
    expect(upload.body.Response![0]!.Name).toBe('report.txt');

    // A name stored before sanitising existed.
    const id = upload.body.Response![0]!.Id;
    env.server.db
      .prepare("UPDATE resource_records SET data = json_set(data, '$.Name', ?) WHERE id = ?")
      .run('bad\r\nname".t\rxt', id);
    const download = await env.api.raw(`/api/fileStorageInfos/downloadFile/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hi');
    expect(String(download.headers['content-disposition'])).toMatch(
      /^attachment; filename=file-\d+\.txt; filename\*=UTF-8''badname_\.txt$/,
    );
  });

  it('encodes the Chinese export name per RFC 6266', async () => {
    const reply = await env.api.raw('/api/sysUsers/userExcel');
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers['content-disposition'])).toMatch(
      /^attachment; filename=sysUsers_\d{8}\.xlsx; filename\*=UTF-8''%E7%B3%BB%E7%BB%9F%E7%94%A8%E6%88%B7_\d{8}\.xlsx$/,
    );
  });

  it.each([
    ['NUL', '张\u0000三', 'U+0000'],
    ['right-to-left override', '张\u202e三', 'U+202E'],
    ['zero-width space', '张\u200b三', 'U+200B'],
  ])('refuses a name with a %s, saying so beside the field', async (_what, name, code) => {
    const reply = await env.api.post('/api/persons', personBody({ name }));
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe(`姓名不能包含控制字符或不可见字符（${code}）`);
  });

  it.each(['/api/persons/%E0%A4%A', '/GWEHR/api/%', '/%zz'])(
    'answers a malformed URL %s in the Chinese envelope',
    async (url) => {
      expectRefusal(await env.server.app.inject({ url }), 400, '请求地址格式不正确');
    },
  );

  it('answers headers too large and an unsupported media type in the Chinese envelope', async () => {
    const big = await fetch(`${env.server.url}/api/versionupdate`, {
      headers: { 'x-big': 'a'.repeat(20_000) },
    });
    expect(big.status).toBe(431);
    expect(((await big.json()) as Envelope).Message).toBe('请求头过大');
    const xml = await env.server.app.inject({
      method: 'POST',
      url: '/api/persons',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectRefusal(xml, 415, '不支持的请求内容类型');
  });
});
