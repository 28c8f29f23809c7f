import { Writable } from 'node:stream';

import { sanitizeUrl } from '../../../server/http/logger';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import {
  authorized,
  DEMO_PASSWORDS,
  encryptLikeJsencrypt,
  readClientConfig,
  signInAs,
} from './helpers';

describe('logs', () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    server = await startTestServer({}, { logger: { stream, level: 'trace' } });
  });

  afterAll(() => server.close());

  it('are JSON and never contain a password, credential or token', async () => {
    const { rsaPublicKey } = await readClientConfig(server.app);
    const credential = encryptLikeJsencrypt(rsaPublicKey, DEMO_PASSWORDS.xzys01);
    const wrongCredential = encryptLikeJsencrypt(rsaPublicKey, 'Leak#Wrong77');
    for (const cred of [wrongCredential, credential]) {
      await server.app.inject({ url: '/api/tokens/captchacode?guid=log-test' });
      await server.app.inject({
        method: 'POST',
        url: '/api/tokens/JWTToken3.0',
        payload: {
          identifier: 'xzys01',
          credential: cred,
          verifyCode: 'log-testTEST',
          source: 'WEB',
        },
      });
    }
    const session = await signInAs(server.app, 'xzys01');
    await server.app.inject({ url: '/api/versionupdate', headers: authorized(session) });
    await server.app.inject({
      url: `/api/tokens/RefreshToken?token=${session.token}`,
      headers: { cookie: `token=${session.token}` },
    });
    await server.app.inject({
      method: 'POST',
      url: '/GWEHR/api/tokens/RefreshToken',
      payload: { token: session.token },
    });
    const newPassword = 'Nq#7351xk';
    await server.app.inject({
      url: `/GWEHR/api/sysUsers/password/xzys01/${encodeURIComponent(newPassword)}?oldPassword=${encodeURIComponent(DEMO_PASSWORDS.xzys01)}`,
      headers: authorized(session),
    });
    // A malformed JSON body holding a password must not be echoed into the error log.
    await server.app.inject({
      method: 'POST',
      url: '/api/tokens/JWTToken3.0',
      headers: { 'content-type': 'application/json' },
      payload: '{"credential":"Leak#Body99"',
    });

    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    for (const secret of [
      DEMO_PASSWORDS.xzys01,
      encodeURIComponent(DEMO_PASSWORDS.xzys01),
      'Leak#Wrong77',
      'Leak#Body99',
      newPassword,
      encodeURIComponent(newPassword),
      credential,
      credential.slice(0, 40),
      session.token,
      session.token.split('.')[2]!,
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('/GWEHR/api/sysUsers/password/***/***');
    expect(output).toContain('"url":"/api/tokens/RefreshToken"');
  });

  it('mask the change-password path however it is spelled', () => {
    expect(sanitizeUrl('/api/sysUsers/password/bob/Sec%23ret1?oldPassword=x')).toBe(
      '/api/sysUsers/password/***/***',
    );
    expect(sanitizeUrl('/GWEHR/api/SYSUSERS/PASSWORD/bob/Secret1')).toBe(
      '/GWEHR/api/SYSUSERS/password/***/***',
    );
    expect(sanitizeUrl('//api/sysUsers%2Fpassword%2Fbob%2FSecret1')).toBe(
      '//api/sysUsers/password/***/***',
    );
    expect(sanitizeUrl('/api/tokens/RefreshToken?token=abc')).toBe('/api/tokens/RefreshToken');
    expect(sanitizeUrl('/archives/persons#x')).toBe('/archives/persons');
  });
});
