import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  type EndpointRoute,
  endpointUrl,
  type RouteOf,
} from '@paydesk/domain/endpoint';
import { type ApiClient, apiClient } from './api-client';

export interface CallOptions {
  /** The caller's cancellation (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of a state-changing call. A new one is made per call unless given:
   * pass the same key to retry the same submission safely.
   */
  idempotencyKey?: string;
  timeout?: 'default' | 'long';
  /** Lets the request outlive the page (logout before leaving for the sign-on page). */
  keepalive?: boolean;
  /** A bearer of the caller's own instead of the session's (logout with a fresh token). */
  bearer?: string;
}

/** The input is optional when every part of it is (no params, query or body required). */
type Args<E extends EndpointDefinition> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/** A random UUID, also where `crypto.randomUUID` is missing (plain-http origins other than localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Calls an endpoint declared in packages/domain/src/endpoints: `E` is the declaration's type
 * (params, query, body and answer come from its schemas), `route` its route from
 * packages/domain/src/routes (method, path, access), which must be that endpoint's: a route of
 * another path or method does not type-check. Public endpoints go without the bearer;
 * state-changing ones carry an Idempotency-Key.
 *
 * The answer is not parsed again here: the server validates every answer against the declared
 * schema before sending it (fastify-type-provider-zod), so the web needs neither the
 * schemas nor zod to call; it parses only what people type (forms, over the same schemas).
 */
export function createEndpointCaller(client: ApiClient) {
  return <E extends EndpointDefinition>(
    route: RouteOf<E>,
    ...[input]: Args<E>
  ): Promise<EndpointResult<E>> => {
    const { params, query, body, signal, idempotencyKey, timeout, keepalive, bearer } = (input ??
      {}) as EndpointInput<EndpointDefinition> & CallOptions;
    const headers: Record<string, string> = {};
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const endpoint: EndpointRoute = route;
    if (endpoint.idempotent) headers['Idempotency-Key'] = idempotencyKey ?? newIdempotencyKey();
    return client<EndpointResult<E>>(endpointUrl(endpoint, { params, query }), {
      method: endpoint.method,
      body,
      signal,
      timeout,
      keepalive,
      auth: endpoint.access.kind !== 'public' && !bearer,
      headers,
    });
  };
}

/** The app's typed caller, over the app's API client. */
export const callEndpoint = createEndpointCaller(apiClient);
