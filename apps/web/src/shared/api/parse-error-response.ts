import { errorResponseSchema } from '@paydesk/domain/errors';
import { ApiError } from './api-error';

/** Builds the ApiError of an HTTP error answer from its status and (parsed) body. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  const errorMessage = parsed.success ? parsed.data.error_message : undefined;
  return new ApiError({
    status,
    kind: 'http',
    message: errorMessage ?? `Request failed with status ${status}.`,
    errorMessage,
    fieldErrors: parsed.success ? parsed.data.errors : undefined,
  });
}
