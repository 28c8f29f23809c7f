import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { initialPassword } from '../../../server/auth/initialPassword';
import { passwordPolicyViolation } from '../../../server/auth/passwordPolicy';
import { loadConfig, productionProblems } from '../../../server/config';
import { prepareDatabase } from '../../../server/prepareDatabase';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { attemptSignIn, DEMO_PASSWORDS, type DemoAccount } from './helpers';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * NODE_ENV=production: an empty database gets one administrator (first password to be changed)
 * and no demo data; test switches are refused at start; source maps are not served; database
 * files are the owner's alone.
 */
describe('production mode', () => {
  it('is NODE_ENV=production or PRODUCTION, and refuses CAPTCHA_FIXED_CODE and :memory:', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PRODUCTION: 'false' }).production).toBe(false);
    expect(loadConfig({ PRODUCTION: '1' }).production).toBe(true);
    expect(productionProblems(loadConfig({}))).toEqual([]);
    const problems = productionProblems(
      loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_CODE: 'TEST', DB_FILE: ':memory:' }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('CAPTCHA_FIXED_CODE');
  });

  it('refuses to start with the fixed captcha, saying why', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-prod-'));
    const started = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'server/main.ts')],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          CAPTCHA_FIXED_CODE: 'TEST',
          DB_FILE: path.join(dir, 'gw.db'),
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('生产模式（NODE_ENV=production）拒绝启动');
    expect(started.stderr).toContain('CAPTCHA_FIXED_CODE');
    expect(fs.existsSync(path.join(dir, 'gw.db'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('makes a generated first password that meets the password rules', () => {
    const passwords = new Set(Array.from({ length: 20 }, initialPassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(passwordPolicyViolation(password)).toBeUndefined();
  });

  it('creates database files readable by their owner only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-mode-'));
    const file = path.join(dir, 'gw.db');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const db = prepareDatabase(file, { admin: { account: 'admin', password: 'Adm@9264#kq' } });
    db.close();
    for (const name of fs.readdirSync(dir)) {
      expect({ name, mode: fs.statSync(path.join(dir, name)).mode & 0o777 }).toEqual({
        name,
        mode: 0o600,
      });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('a production server', () => {
    let server: TestServer;
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-client-'));

    beforeAll(async () => {
      fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title>');
      fs.writeFileSync(
        path.join(clientDir, 'assets/main.js'),
        '//# sourceMappingURL=main.js.map\n',
      );
      fs.writeFileSync(path.join(clientDir, 'assets/main.js.map'), '{"sources":["secret.ts"]}');
      // The fixed captcha only lets the test sign in: main.ts refuses it in production.
      server = await startTestServer(
        { production: true, clientDir },
        { productionAdmin: { account: 'admin', password: 'Adm@9264#kq' } },
      );
    });

    afterAll(async () => {
      await server.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    });

    it('knows no demo account and no demo resident', async () => {
      for (const account of Object.keys(DEMO_PASSWORDS) as DemoAccount[]) {
        const { body } = await attemptSignIn(server.app, account, DEMO_PASSWORDS[account]);
        expect({ account, ok: body.Success }).toEqual({ account, ok: false });
      }
      const residents = server.db
        .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM resource_records')
        .get()!.n;
      expect(residents).toBe(0);
    });

    it('has one administrator who must change the first password', async () => {
      const { body } = await attemptSignIn(server.app, 'admin', 'Adm@9264#kq');
      expect(body.Success).toBe(true);
      expect(body.Response).toMatchObject({ IsAdmin: true, IsFirstLogin: true });
      const list = await server.app.inject({
        url: '/api/persons',
        headers: { authorization: `Bearer ${body.Response!.token}` },
      });
      expect(list.statusCode).toBe(403);
    });

    it('asks browsers to keep to https when served over TLS, and not over plain http', async () => {
      const overTls = await server.app.inject({
        url: '/version.json',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await server.app.inject({ url: '/version.json' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });

    it('does not serve source maps', async () => {
      expect((await server.app.inject({ url: '/assets/main.js' })).statusCode).toBe(200);
      expect((await server.app.inject({ url: '/assets/main.js.map' })).statusCode).toBe(404);
    });
  });
});
