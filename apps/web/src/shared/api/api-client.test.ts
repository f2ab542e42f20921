import { describe, expect, it, vi } from 'vitest';
import { createApiClient, LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function clientWith(
  fetchImpl: typeof fetch,
  idToken?: string,
  onSessionRejected?: (status: number, path: string) => void,
) {
  return createApiClient({ fetch: fetchImpl, getIdToken: async () => idToken, onSessionRejected });
}

describe('apiClient', () => {
  it('sends JSON with no-cache and bearer headers under /api', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { ok: true }));
    const api = clientWith(fetchImpl, 'id-token');
    const result = await api('/auth/sign-in', { method: 'POST', body: { email: 'a@b.co' } });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/sign-in');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'Content-Type': 'application/json',
    });
  });

  it('omits Authorization without a token and adds the query', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    await expect(
      clientWith(fetchImpl)('/x', { query: { page: 2, q: '' } }),
    ).resolves.toBeUndefined();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?page=2');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('sends no bearer for calls made without a session', async () => {
    const getIdToken = vi.fn(async () => 'id-token');
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
    const api = createApiClient({ fetch: fetchImpl, getIdToken });
    await api('/auth/sign-in', { method: 'POST', body: {}, auth: false });
    expect(getIdToken).not.toHaveBeenCalled();
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('reports a 401 or 403 to a signed-in call, except the spec’s exceptions', async () => {
    const rejected = vi.fn();
    const answer = (status: number) => async () => jsonResponse(status, { error_message: 'x' });
    await clientWith(answer(401), 'id', rejected)('/users/info').catch(() => undefined);
    await clientWith(answer(403), 'id', rejected)('/merchants/1').catch(() => undefined);
    await clientWith(answer(401), 'id', rejected)('/users/change-password').catch(() => undefined);
    await clientWith(answer(401), undefined, rejected)('/auth/sign-in').catch(() => undefined);
    await clientWith(answer(404), 'id', rejected)('/users/info').catch(() => undefined);
    expect(rejected.mock.calls).toEqual([
      [401, '/users/info'],
      [403, '/merchants/1'],
    ]);
  });

  it('parses the error shape into an ApiError', async () => {
    const body = {
      error_message: "Input validation error. Details are available in 'errors' section.",
      errors: { email: ['The email is invalid'] },
    };
    const api = clientWith(async () => jsonResponse(400, body));
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      kind: 'http',
      errorMessage: body.error_message,
      message: body.error_message,
      fieldErrors: body.errors,
    });
  });

  it('keeps a status but no server message when the body is not the error shape', async () => {
    const api = clientWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, errorMessage: undefined, fieldErrors: undefined });
  });

  it('turns a network failure into ApiError status 0', async () => {
    const api = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/x')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('times out after 60 s, or 300 s for long calls', async () => {
    vi.useFakeTimers();
    try {
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('x', 'AbortError')),
          );
        });
      const api = clientWith(hanging);
      const quick = api('/x').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await quick).toMatchObject({ status: 0, kind: 'timeout' });

      let settled = false;
      const slow = api('/y', { timeout: 'long' }).catch((e: unknown) => {
        settled = true;
        return e;
      });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(LONG_REQUEST_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
      expect(await slow).toMatchObject({ status: 0, kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rethrows the caller’s own cancellation untouched', async () => {
    const caller = new AbortController();
    const api = clientWith((_input, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
      });
    });
    const pending = api('/x', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
