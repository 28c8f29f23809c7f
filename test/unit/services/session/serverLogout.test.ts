import { LOGOUT_PATH, revokeServerSession } from '@/services/session/serverLogout';
import { readAccessToken } from '@/services/session/sessionStore';

// Node tests have no Web Storage: the stored token is what readAccessToken answers.
jest.mock('@/services/session/sessionStore', () => ({ readAccessToken: jest.fn() }));
const storedToken = jest.mocked(readAccessToken);

describe('revokeServerSession', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const signIn = () =>
    storedToken.mockReturnValue({ token: 'tok-1', tokenType: 'Bearer', expiredTime: 0 });

  it('posts the stored token to the logout route', async () => {
    signIn();
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(revokeServerSession()).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(new RegExp(`${LOGOUT_PATH}$`));
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('reports a refusal, a network failure or a timeout as false, never throws', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await expect(revokeServerSession()).resolves.toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(revokeServerSession()).resolves.toBe(false);
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('t', 'TimeoutError')),
          );
        }),
    );
    await expect(revokeServerSession(20)).resolves.toBe(false);
  });

  it('sends nothing without a stored session', async () => {
    storedToken.mockReturnValue(null);
    await expect(revokeServerSession()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
