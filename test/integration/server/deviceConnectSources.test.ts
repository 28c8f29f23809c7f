import { DEFAULT_CARD_READER_ORIGIN as CLIENT_DEFAULT_READER } from '@/services/config/runtimeConfig';

import {
  DEFAULT_CARD_READER_ORIGIN as SERVER_DEFAULT_READER,
  deviceConnectSources,
} from '../../../server/security/securityHeaders';

describe('the page may reach the desk devices /config.js names (CSP connect-src)', () => {
  it('allows the default card reader and hardware driver when none is configured', () => {
    expect(SERVER_DEFAULT_READER).toBe(CLIENT_DEFAULT_READER);
    expect(deviceConnectSources({ cardReaderOrigin: '', hardwareSocketUrl: '' })).toEqual([
      'http://127.0.0.1:19196',
      'ws://127.0.0.1:16226',
      'ws://localhost:16226',
    ]);
  });

  it('allows the configured addresses instead', () => {
    expect(
      deviceConnectSources({
        cardReaderOrigin: 'http://127.0.0.1:40001/',
        hardwareSocketUrl: 'ws://127.0.0.1:40002',
      }),
    ).toEqual(['http://127.0.0.1:40001', 'ws://127.0.0.1:40002']);
  });
});
