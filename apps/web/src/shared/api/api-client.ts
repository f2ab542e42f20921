import { type QueryValue, withQuery } from '../../config/paths/route';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api-error';
import { endsSession } from './auth-failure';
import { authHooks } from './auth-hooks';
import { apiErrorFromResponse } from './parse-error-response';

/** Part 2 §9: every call times out after 60 s; the platform balance call after 5 minutes. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const LONG_REQUEST_TIMEOUT_MS = 300_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; a FormData as multipart/form-data. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** The caller's cancellation (e.g. TanStack Query's); rethrown as is, not as ApiError. */
  signal?: AbortSignal;
  /** 'long' allows LONG_REQUEST_TIMEOUT_MS instead of REQUEST_TIMEOUT_MS. */
  timeout?: 'default' | 'long';
  /** Validates and types the success body, e.g. a zod schema's `parse`. */
  parse?: (data: unknown) => T;
  /**
   * false for the calls made without a session (sign-in, refresh, recovery, error log): no
   * bearer, no refresh first, and a 401 does not end the session. Default true.
   */
  auth?: boolean;
  /** Lets the request outlive the page (logout before leaving for the sign-on page). */
  keepalive?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The ID token for the bearer header, refreshed first when it has expired. */
  getIdToken: () => Promise<string | undefined> | string | undefined;
  /** A signed-in call answered 401 or 403 (outside the exceptions): end the session. */
  onSessionRejected?: (status: number, path: string) => void;
  baseUrl?: string;
}

export type ApiClient = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What `send` answers: the response, and its body unless it was handed over unread. */
interface Sent {
  response: Response;
  body: unknown;
}

/**
 * One call through the session: the bearer (refreshed first when due), the timeout, the
 * caller's signal, and an ApiError for a failure (a 401/403 ending the session). With
 * `unread`, a successful answer is handed over with its body unread (a download streams it):
 * the timeout covers the wait for its headers only, and the caller's signal still aborts it.
 */
function createSender(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api';
  return async (path: string, options: RequestOptions<unknown>, unread: boolean): Promise<Sent> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      ...options.headers,
    };
    const useAuth = options.auth !== false;
    const idToken = useAuth ? await deps.getIdToken() : undefined;
    if (idToken) headers.Authorization = `Bearer ${idToken}`;
    options.signal?.throwIfAborted();
    const hasBody = options.body !== undefined;
    // A FormData body goes as multipart (the browser writes its Content-Type with the boundary).
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (hasBody && !isForm) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const ms = options.timeout === 'long' ? LONG_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let handedOver = false;

    try {
      let response: Response;
      let body: unknown;
      try {
        response = await deps.fetch(withQuery(`${baseUrl}${path}`, options.query), {
          method: options.method ?? 'GET',
          headers,
          body: isForm
            ? (options.body as FormData)
            : hasBody
              ? JSON.stringify(options.body)
              : undefined,
          signal: controller.signal,
          keepalive: options.keepalive,
        });
        if (unread && response.ok) {
          handedOver = true;
          return { response, body: undefined };
        }
        body = await readBody(response);
      } catch (error) {
        if (options.signal?.aborted && !timedOut) throw error;
        throw new ApiError({
          status: 0,
          kind: timedOut ? 'timeout' : 'network',
          message: timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE,
          cause: error,
        });
      }
      if (!response.ok) {
        if (idToken && endsSession(response.status, path)) {
          deps.onSessionRejected?.(response.status, path);
        }
        throw await apiErrorFromResponse(response.status, body);
      }
      return { response, body };
    } finally {
      clearTimeout(timer);
      // A body handed over unread stays tied to the caller's signal (a Cancel button).
      if (!handedOver) options.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const send = createSender(deps);
  return async <T>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
    const { body } = await send(path, options, false);
    return options.parse ? options.parse(body) : (body as T);
  };
}

/** A call whose successful answer comes back unread, e.g. a file to stream (no `parse`). */
export type RawRequestOptions = Omit<RequestOptions<never>, 'parse'>;
export type RawApiClient = (path: string, options?: RawRequestOptions) => Promise<Response>;

/**
 * The same calls as `createApiClient` (bearer, refresh, timeout, errors), answering the
 * successful Response with its body unread, for downloads read as a stream.
 */
export function createRawApiClient(deps: ApiClientDeps): RawApiClient {
  const send = createSender(deps);
  return async (path, options = {}) => (await send(path, options, true)).response;
}

const appDeps: ApiClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getIdToken: () => authHooks.getIdToken(),
  onSessionRejected: (status, path) => authHooks.onSessionRejected(status, path),
};

/** The app's client: base /api; the session module installs its auth hooks at start. */
export const apiClient: ApiClient = createApiClient(appDeps);

/** The app's client for downloads: the same session, the answer unread. */
export const apiRawClient: RawApiClient = createRawApiClient(appDeps);
