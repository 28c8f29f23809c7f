import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startTestServer, type TestServer } from '../../utils/startTestServer';

/**
 * The inline scripts a production build writes into index.html (scripts/webpack): webpack's
 * runtime in the head and the sign-in pre-paint's session check after #root. A stand-in for
 * dist/client, which the unit run does not build (like httpBasics.test.ts).
 */
const RUNTIME = '(()=>{"use strict";var e={},r={};function o(t){return r[t]||e[t](t)}o.p="/"})();';
const PREPAINT =
  "(function(){try{var d=document.documentElement;if(localStorage.getItem('gw-login'))d.className+=' gw-has-session';}catch(e){}})();";

const indexHtml = (runtime: string) =>
  [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>测试客户端</title>',
    '<script src="/config.js"></script>',
    `<script>${runtime}</script>`,
    '<script defer="defer" src="/assets/main.abc123.js"></script>',
    '</head><body><div id="root"><div class="gw-login-prepaint">登录</div></div>',
    `<script>${PREPAINT}</script>`,
    '</body></html>',
  ].join('\n');

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The policy's directives by name, each with its sources. */
const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('security headers of the page (helmet, CSP)', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-csp-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml(RUNTIME));
    fs.writeFileSync(path.join(clientDir, 'assets', 'main.abc123.js'), 'console.log(1);');
    server = await startTestServer({ clientDir });
  }, 30_000);

  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/archives/persons'])(
    'GET %s: a script-src of this origin and the hashes of the page’s inline scripts only',
    async (url) => {
      const reply = await server.app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      // The page served holds exactly these inline scripts…
      expect(reply.body).toBe(indexHtml(RUNTIME));
      const directives = directivesOf(String(reply.headers['content-security-policy']));
      const scriptSrc = directives.get('script-src') ?? [];
      // …and the policy allows them by hash, and no other inline script.
      expect([...scriptSrc].sort()).toEqual(["'self'", sha256(RUNTIME), sha256(PREPAINT)].sort());
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
    },
  );

  it('sends helmet’s hardening headers, and no HSTS on the plain-http intranet', async () => {
    const reply = await server.app.inject({ url: '/' });
    expect(reply.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    expect(reply.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on the API as well', async () => {
    const reply = await server.app.inject({ url: '/api/tokens/systemrunparam' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('follows a rebuild: the new inline script’s hash replaces the old one', async () => {
    const rebuilt = RUNTIME.replace('o.p="/"', 'o.p="/GWEHR/"');
    const file = path.join(clientDir, 'index.html');
    fs.writeFileSync(file, indexHtml(rebuilt));
    // A later modification time, whatever the file system's clock granularity.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const reply = await server.app.inject({ url: '/' });
    const scriptSrc = directivesOf(String(reply.headers['content-security-policy'])).get(
      'script-src',
    );
    expect(scriptSrc).toContain(sha256(rebuilt));
    expect(scriptSrc).toContain(sha256(PREPAINT));
    expect(scriptSrc).not.toContain(sha256(RUNTIME));
  });
});
