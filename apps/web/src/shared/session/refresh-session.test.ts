import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
vi.stubGlobal('window', new EventTarget());
const notify = vi.fn();
vi.mock('../notifications/notify', () => ({ notify }));

const { useAuthStore } = await import('../stores/auth-store');
const { installSession } = await import('./install-session');
const { saveTokens } = await import('./session-tokens');
const { apiClient } = await import('../api/api-client');

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (n: number) =>
  `h.${b64url({ email: 'owner@paydesk.test', iat: 0, exp: 900, n })}.s`;
const tokens = (n: number) => ({
  accessToken: `a${n}`,
  idToken: idToken(n),
  refreshToken: `r${n}`,
  expiresIn: 900,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
installSession();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  notify.mockReset();
});
afterEach(() => vi.useRealTimers());

function bearerOf(call: number): string | undefined {
  const headers = fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined;
  return headers?.Authorization;
}

describe('the session behind the API client', () => {
  it('sends the stored ID token while it is good', async () => {
    saveTokens(tokens(1), Date.now());
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiClient('/users/info');
    expect(bearerOf(0)).toBe(`Bearer ${idToken(1)}`);
  });

  it('refreshes once before requests when the ID token has expired, and rotates', async () => {
    saveTokens(tokens(1), Date.now() - 900_000);
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/users/refresh') ? json(200, tokens(2)) : json(200, {}),
    );
    await Promise.all([apiClient('/a'), apiClient('/b')]);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.endsWith('/users/refresh'))).toHaveLength(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'owner@paydesk.test',
      refreshToken: 'r1',
    });
    expect(bearerOf(1)).toBe(`Bearer ${idToken(2)}`);
    expect(localStorage.getItem('paydesk.refreshToken')).toBe('r2');
  });

  it('logs out with a notice when the refresh is refused, keeping the refresh token', async () => {
    saveTokens(tokens(3), Date.now() - 900_000);
    fetchMock.mockImplementation(async () =>
      json(401, { error_message: 'Your session has ended.' }),
    );
    await apiClient('/a').catch(() => undefined);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Unable to refresh your session. You will be logged out.',
      }),
    );
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      endedReason: 'expired',
    });
    expect(localStorage.getItem('paydesk.refreshToken')).toBe('r3');
  });

  it('ends the session on a 401 to a signed-in call, but not for the named exceptions', async () => {
    saveTokens(tokens(4), Date.now());
    fetchMock.mockImplementation(async () => json(401, { error_message: 'No.' }));
    await apiClient('/users/change-password', { method: 'POST' }).catch(() => undefined);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await apiClient('/users/info').catch(() => undefined);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
