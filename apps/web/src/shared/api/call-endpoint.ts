import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
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
 * Calls an endpoint declared in packages/domain/src/endpoints: the path, method, query names,
 * body and answer schema all come from the declaration. Public endpoints go without the
 * bearer; state-changing ones carry an Idempotency-Key. The answer is parsed with the
 * declared schema.
 */
export function createEndpointCaller(client: ApiClient) {
  return <E extends EndpointDefinition>(
    endpoint: E,
    ...[input]: Args<E>
  ): Promise<EndpointResult<E>> => {
    const { params, query, body, signal, idempotencyKey, timeout, keepalive, bearer } = (input ??
      {}) as EndpointInput<EndpointDefinition> & CallOptions;
    const headers: Record<string, string> = {};
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (endpoint.idempotent) headers['Idempotency-Key'] = idempotencyKey ?? newIdempotencyKey();
    const schema = endpoint.response.schema;
    return client(endpointUrl(endpoint, { params, query }), {
      method: endpoint.method,
      body,
      signal,
      timeout,
      keepalive,
      auth: endpoint.access.kind !== 'public' && !bearer,
      headers,
      parse: (data) => (schema ? schema.parse(data) : undefined) as EndpointResult<E>,
    });
  };
}

/** The app's typed caller, over the app's API client. */
export const callEndpoint = createEndpointCaller(apiClient);
