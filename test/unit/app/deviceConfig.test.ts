import { parseRuntimeConfig } from '@/services/config/runtimeConfig';

import { buildClientConfig } from '../../../server/client/clientConfig';
import { loadConfig } from '../../../server/config';

describe('device addresses in the runtime config', () => {
  it.each<[string, unknown, { cardReaderOrigin: string; hardwareSocketUrl: string }]>([
    [
      'the documented defaults',
      undefined,
      { cardReaderOrigin: 'http://127.0.0.1:19196', hardwareSocketUrl: 'ws://127.0.0.1:16226' },
    ],
    [
      'given addresses, without a trailing slash',
      { cardReaderOrigin: 'http://127.0.0.1:5001/', hardwareSocketUrl: 'ws://127.0.0.1:5002' },
      { cardReaderOrigin: 'http://127.0.0.1:5001', hardwareSocketUrl: 'ws://127.0.0.1:5002' },
    ],
    [
      'empty or wrong types: the defaults',
      { cardReaderOrigin: '', hardwareSocketUrl: 16226 },
      { cardReaderOrigin: 'http://127.0.0.1:19196', hardwareSocketUrl: 'ws://127.0.0.1:16226' },
    ],
  ])('reads %s', (_case, raw, expected) => {
    expect(parseRuntimeConfig(raw)).toMatchObject(expected);
  });

  it('comes from CARD_READER_ORIGIN and HARDWARE_SOCKET_URL through /config.js', () => {
    const secrets = { rsaPublicKeyPem: '' };
    const config = loadConfig({
      CARD_READER_ORIGIN: 'http://127.0.0.1:7001',
      HARDWARE_SOCKET_URL: 'ws://127.0.0.1:7002',
    });
    expect(buildClientConfig(config, secrets)).toMatchObject({
      cardReaderOrigin: 'http://127.0.0.1:7001',
      hardwareSocketUrl: 'ws://127.0.0.1:7002',
    });
    const unset = buildClientConfig(loadConfig({}), secrets);
    expect(unset).not.toHaveProperty('cardReaderOrigin');
    expect(unset).not.toHaveProperty('hardwareSocketUrl');
  });
});
