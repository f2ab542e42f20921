import type { FieldErrors } from '@paydesk/domain/errors';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed API call: an HTTP error answer, a network failure or a timeout (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's `error_message`, when the answer carried one. */
  readonly errorMessage: string | undefined;
  /** The server's `errors`: field name -> messages. */
  readonly fieldErrors: FieldErrors | undefined;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    errorMessage?: string | undefined;
    fieldErrors?: FieldErrors | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.errorMessage = init.errorMessage;
    this.fieldErrors = init.fieldErrors;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach Paydesk. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The request took too long. Please try again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
