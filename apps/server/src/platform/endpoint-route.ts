import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
} from '@paydesk/domain/endpoint';
import { errorResponseSchema } from '@paydesk/domain/errors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { assertIdempotencyKeyFormat, runIdempotent } from './idempotency';
import { loadRouteMerchant } from './route-merchant';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (packages/domain/src/endpoints). */
    endpoint?: EndpointDefinition;
  }
}

/** The request of an endpoint's handler: params, query and body as its schemas output them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export interface EndpointHandlerOptions<E extends EndpointDefinition> {
  /**
   * Answers the success body. `db` is the call's transaction for idempotent (state-changing)
   * endpoints, the pool otherwise: everything the call writes goes through it.
   */
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
    db: Database,
  ) => Promise<EndpointResult<E>>;
  /** Requests per IP in the window (the shared rate-limit store). */
  rateLimit?: { max: number; timeWindow: number };
  /** A smaller body limit than the app's 1 MiB. */
  bodyLimit?: number;
  /**
   * Idempotent endpoints: work done before the call's transaction, outside it (an upload
   * streams its file to storage here, so no transaction stays open while bytes arrive). It
   * may set `request.body` to what identifies the request for its Idempotency-Key (an
   * upload: its fields and the file's SHA-256). Answers what undoes it, run when the call's
   * effect did not commit: it failed, or the key replayed an earlier answer.
   */
  beforeTransaction?: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<(() => Promise<void>) | undefined>;
  /**
   * Idempotent endpoints whose answer holds a secret shown once (a device PIN): what the
   * Idempotency-Key row stores instead of the answer (`seal`, e.g. the secret encrypted) and
   * how a replay turns it back into the answer (`open`).
   */
  storedAnswer?: {
    seal: (answer: EndpointResult<E>) => unknown;
    open: (stored: unknown) => EndpointResult<E>;
  };
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `errors` names each field and what is wrong with it.',
  401: 'Not signed in, or the session ended.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found.',
  409: 'A conflict: an Idempotency-Key reused for another request or still in flight, or a state that forbids the change.',
  413: 'The request body is too large.',
  415: 'The body is not of the media type the operation takes (JSON; multipart/form-data for uploads).',
  422: 'The request was understood, but a rule refused it (nothing changed).',
  429: 'Too many requests: wait for Retry-After seconds.',
  500: 'Something went wrong on our side (with a reference).',
  503: 'A dependency did not answer.',
};

/** The failures an endpoint can answer: its own, and those its inputs and access imply. */
function errorStatuses(endpoint: EndpointDefinition, rateLimited: boolean): number[] {
  const statuses = new Set<number>([...(endpoint.errors ?? []), 500]);
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.body) statuses.add(413).add(415);
  if (endpoint.access.kind !== 'public') statuses.add(401).add(403);
  if (endpoint.access.kind === 'merchant-scoped') statuses.add(404);
  if (endpoint.idempotent) statuses.add(409);
  if (rateLimited) statuses.add(429);
  return [...statuses].sort();
}

/** A binary answer (a file's bytes) in the document. */
const binaryResponse = (contentType: string) => ({
  description: 'The bytes, with their content type',
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/**
 * A multipart route's body is read by its handler (streamed), never parsed into
 * `request.body`: the declared body schema only documents the parts.
 */
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as never);

const errorResponse = (status: number) => ({
  description: DESCRIPTIONS[status] ?? 'Failure',
  content: { 'application/json': { schema: errorResponseSchema } },
});

/**
 * Registers the route of an endpoint declaration: its path under /api, schemas, access policy
 * (the guard), the merchant of merchant-scoped routes loaded once, the standard error
 * answers in the OpenAPI document, and for idempotent endpoints the one write path (one
 * transaction, Idempotency-Key).
 */
export function serveEndpoint<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointHandlerOptions<E>,
): void {
  const success = endpoint.response;
  const response: Record<number, unknown> = {};
  if (success.contentType) response[success.status] = binaryResponse(success.contentType);
  else if (success.schema) response[success.status] = success.schema;
  const multipart = endpoint.contentType === 'multipart/form-data';
  for (const status of errorStatuses(endpoint, options.rateLimit !== undefined)) {
    response[status] = errorResponse(status);
  }
  const route: RouteOptions = {
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(multipart ? { consumes: [endpoint.contentType] } : {}),
      response,
    },
    ...(multipart ? { validatorCompiler: skipBodyValidation } : {}),
    config: {
      policy: endpoint.access,
      endpoint,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(endpoint.access.kind === 'merchant-scoped' ? { preHandler: loadRouteMerchant } : {}),
    handler: async (request, reply) => {
      const typed = request as EndpointRequest<E>;
      reply.code(success.status);
      if (!endpoint.idempotent) return options.handler(typed, reply, app.database.db);
      assertIdempotencyKeyFormat(request);
      const undo = options.beforeTransaction
        ? await options.beforeTransaction(typed, reply)
        : undefined;
      const undoUncommitted = async () => {
        await undo?.().catch((error: unknown) =>
          request.log.error({ err: error }, 'undoing the work of an uncommitted call failed'),
        );
      };
      let outcome: Awaited<ReturnType<typeof runIdempotent<EndpointResult<E>>>>;
      try {
        outcome = await runIdempotent(
          { db: app.database.db, clock: app.clock, tokenKey: app.tokenKey },
          request,
          success.status,
          (tx) => options.handler(typed, reply, tx),
          options.storedAnswer?.seal,
        );
      } catch (error) {
        await undoUncommitted();
        throw error;
      }
      // Committed: mail the call queued in its transaction can go now.
      app.mailer.deliverSoon();
      if (!outcome.replay) return outcome.value;
      await undoUncommitted();
      const replayed = options.storedAnswer
        ? options.storedAnswer.open(outcome.body)
        : outcome.body;
      return reply.code(outcome.status).header('idempotent-replayed', 'true').send(replayed);
    },
  };
  app.route(route);
}
