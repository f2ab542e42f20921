import { ApiError } from './api-error';

/**
 * Builds the ApiError of an HTTP error answer from its status and (parsed) body. The error
 * schema (and zod with it) loads with the first failed call, not with every page; should it
 * fail to load, the answer's own message is left out, the error is still an ApiError.
 */
export async function apiErrorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const schema = await import('@paydesk/domain/errors').then(
    (module) => module.errorResponseSchema,
    () => undefined,
  );
  const parsed = schema?.safeParse(body);
  const errorMessage = parsed?.success ? parsed.data.error_message : undefined;
  return new ApiError({
    status,
    kind: 'http',
    message: errorMessage ?? `Request failed with status ${status}.`,
    errorMessage,
    fieldErrors: parsed?.success ? parsed.data.errors : undefined,
  });
}
