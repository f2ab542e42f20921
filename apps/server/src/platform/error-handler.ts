import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorResponse, VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { API_SECURITY_HEADERS } from './security';

/** Path parameters longer than this answer 414 before any route runs. */
export const MAX_PARAM_LENGTH = 500;

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: Issue } };
type Issue = { path?: PropertyKey[]; message?: string };

/** Field errors keyed by dotted path ("email", "owners.0.ssn"); the request part when the path is empty. */
export function fieldErrorsFrom(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path;
    const key =
      path && path.length > 0
        ? path.map(String).join('.')
        : issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    const message = issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
    const list = fields[key] ?? [];
    if (!list.includes(message)) list.push(message);
    fields[key] = list;
  }
  return fields;
}

/** The public message of a 5xx: the reference lets support find the logged details. */
export function internalErrorMessage(requestId: string): string {
  return `Something went wrong on our side. Please try again shortly. Reference: ${requestId}`;
}

/** The one error shape of an AppError. */
function errorBodyOf(error: AppError): ErrorResponse {
  return error.fieldErrors
    ? { error_message: error.message, errors: error.fieldErrors }
    : { error_message: error.message };
}

/**
 * Sends an error answer. The shape is built by the caller, field by field: plain JSON, not
 * the route's schema encoder.
 */
function sendErrorBody(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/** Answers a refusal (a 4xx AppError), noting it for the request's log line. */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
): FastifyReply {
  request.refusal = { errorCode: undefined, message: error.message };
  return sendErrorBody(reply, error.statusCode, errorBodyOf(error));
}

export function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  let status: number;
  let body: ErrorResponse;
  if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    body = {
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: fieldErrorsFrom(error.validation, error.validationContext),
    };
  } else if (error instanceof AppError) {
    status = error.statusCode;
    body = errorBodyOf(error);
  } else if (
    !isResponseSerializationError(error) &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    status = error.statusCode;
    body = { error_message: error.message };
  } else {
    status =
      typeof error.statusCode === 'number' && error.statusCode > 500 ? error.statusCode : 500;
    body = { error_message: internalErrorMessage(request.id) };
  }
  if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
  else request.refusal = { errorCode: error.code, message: error.message }; // on the request's line
  return sendErrorBody(reply, status, body);
}

/**
 * The router's own refusals (a bad percent-encoding, an over-long path parameter), in the one
 * error shape and with the headers every answer carries: no hook has run for them.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it has a malformed percent-encoding.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? `A part of the address is too long (at most ${MAX_PARAM_LENGTH} characters).`
        : error.message;
  request.log.info({ status, code: error.code }, message);
  return reply
    .headers(API_SECURITY_HEADERS)
    .header('x-request-id', request.id)
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error_message: message } satisfies ErrorResponse);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers or the address are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KiB, a query
 * string that makes them so, a malformed request): the one error shape and the security
 * headers, written straight to the socket.
 */
export function handleClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'The request could not be read.',
  ];
  const body = JSON.stringify({ error_message: message } satisfies ErrorResponse);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy(error);
}
