import { startTestServer, type TestServer } from '../../utils/startTestServer';

/**
 * Behind nginx (README 生产部署): with TRUST_PROXY naming the proxy, the client address the rate
 * limits and the audit trail see is the user's (X-Forwarded-For), not the proxy's; without it,
 * a forwarded header changes nothing.
 */
describe('behind a reverse proxy', () => {
  const captchaFrom = (server: TestServer, address: string) =>
    server.app.inject({
      url: `/api/tokens/captchacode?guid=proxy-${address.replaceAll('.', '-')}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address, 'x-forwarded-proto': 'https' },
    });

  it('counts each user behind a trusted proxy on their own', async () => {
    const server = await startTestServer({ captchaRateLimit: 1, trustProxy: ['127.0.0.1'] });
    try {
      expect((await captchaFrom(server, '203.0.113.7')).statusCode).toBe(200);
      expect((await captchaFrom(server, '203.0.113.7')).statusCode).toBe(429);
      expect((await captchaFrom(server, '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('believes no forwarded address when no proxy is trusted', async () => {
    const server = await startTestServer({ captchaRateLimit: 1 });
    try {
      expect((await captchaFrom(server, '203.0.113.7')).statusCode).toBe(200);
      expect((await captchaFrom(server, '203.0.113.8')).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  }, 60_000);
});
