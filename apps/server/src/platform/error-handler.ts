import { type ErrorResponse, VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './errors';

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
    body = error.fieldErrors
      ? { error_message: error.message, errors: error.fieldErrors }
      : { error_message: error.message };
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
  else request.log.info({ status, code: error.code }, error.message);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
