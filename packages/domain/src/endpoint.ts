import type { z } from 'zod';
import type { AccessPolicy } from './access';

/**
 * An API endpoint, declared once: the server registers its route from this declaration
 * (validation, access policy, OpenAPI entry) and the web calls it through one typed client
 * function, so a path, a parameter name or a response shape exists in one place.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
/** Failures an endpoint answers besides those its access policy and inputs imply. */
export type ErrorStatus = 400 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** The path after `/api`, with `:name` parameters: `/merchants/:id/rates`. */
  readonly path: `/${string}`;
  readonly access: AccessPolicy;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /**
   * The request body's media type when it is not JSON: `multipart/form-data` (an upload, which
   * the handler streams; `body` then only documents its parts).
   */
  readonly contentType?: 'multipart/form-data';
  /**
   * The success answer: its status and body schema (null: no body, or with `contentType` a
   * binary body of that media type, such as a file's bytes).
   */
  readonly response: {
    readonly status: SuccessStatus;
    readonly schema: z.ZodType | null;
    readonly contentType?: string;
  };
  readonly errors?: readonly ErrorStatus[];
  /**
   * A state-changing call: it runs in one database transaction and takes an
   * `Idempotency-Key` header (the web sends one on every call), whose first answer is
   * stored and replayed (docs/api.md).
   */
  readonly idempotent?: boolean;
}

/** Declares an endpoint, keeping every literal type (path, method, schemas). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** The parts of a declaration that say where and how to call it. */
type RouteKey = 'method' | 'path' | 'access' | 'idempotent';

/**
 * Where and how an endpoint is called, without its schemas. Each declaration in `endpoints/`
 * spreads its route from `routes/`, which import no zod: a client that calls endpoints (and
 * trusts their answers, which the server validates against the declared schema) can load
 * the routes without zod and the schemas.
 */
export type EndpointRoute = Pick<EndpointDefinition, RouteKey>;

/** Declares a route, keeping its literal types (the endpoint spreads it). */
export function defineRoute<const R extends EndpointRoute>(route: R): R {
  return route;
}

/** The route of an endpoint: a client passes it with the endpoint's type to call it. */
export type RouteOf<E extends EndpointDefinition> = Pick<E, Extract<keyof E, RouteKey>>;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler receives, validated and transformed. */
export type EndpointParams<E> = E extends { params: infer S } ? Output<S> : undefined;
export type EndpointQuery<E> = E extends { query: infer S } ? Output<S> : undefined;
export type EndpointBody<E> = E extends { body: infer S } ? Output<S> : undefined;
/** The success body (undefined when the endpoint answers none). */
export type EndpointResult<E extends EndpointDefinition> = Output<E['response']['schema']>;

/** What a caller passes: path parameters as strings or numbers, query and body as the schemas take them. */
export type EndpointInput<E> = (E extends { params: infer S extends z.ZodType }
  ? { params: { [K in keyof z.input<S>]: string | number } }
  : { params?: undefined }) &
  (E extends { query: infer S extends z.ZodType } ? { query: z.input<S> } : { query?: undefined }) &
  (E extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : { body?: undefined });

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];

/** The path with its parameters filled in, each one encoded as a single segment. */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: Readonly<Record<string, string | number>>,
): string {
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x,y` from the defined, non-empty values (lists comma-joined); '' when none. */
export function queryString(query?: Readonly<Record<string, QueryValue>>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query of one call (after `/api`). */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
  input: {
    params?: Readonly<Record<string, string | number>> | undefined;
    query?: object | undefined;
  } = {},
): string {
  return (
    endpointPath(endpoint, input.params) +
    queryString(input.query as Record<string, QueryValue> | undefined)
  );
}
