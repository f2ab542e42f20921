import { isApiError } from '../api/api-error';

/** Keys whose failures show their own title and message (part 2 §8). */
export type ErrorKey =
  | 'adminFetchTransDetailError'
  | 'merchantFetchTransDetailError'
  | 'adminUploadDisputeFileError'
  | 'adminRemoveDisputeFileError'
  | (string & {});

export const DEFAULT_ERROR_TITLE = 'Unknown Error';
export const FALLBACK_ERROR_TEXT = 'Oops! Something went wrong! Please try again shortly.';

const SPECIAL: Partial<Record<string, { title: string; message: string }>> = {
  adminFetchTransDetailError: {
    title: 'Error finding transaction',
    message: 'Unable to find transaction with IDs specified',
  },
  merchantFetchTransDetailError: {
    title: 'Error finding transaction',
    message: 'Unable to find transaction with IDs specified',
  },
};

/** The server's error_message, else the error's own message, else nothing. */
export function errorText(error: unknown): string | undefined {
  if (isApiError(error) && error.errorMessage) return error.errorMessage;
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}

/** Title and message of the central handler's notification (part 2 §8). */
export function errorNotificationText(
  error: unknown,
  code: string,
  options: { key?: ErrorKey; title?: string } = {},
): { title: string; message: string } {
  const special = options.key ? SPECIAL[options.key] : undefined;
  if (special) return { title: special.title, message: special.message };
  const text = errorText(error);
  return {
    title: options.title ?? DEFAULT_ERROR_TITLE,
    message: text
      ? `${text} Error reference code: ${code}`
      : `${FALLBACK_ERROR_TEXT} Error reference code: ${code}`,
  };
}

/** A JSON-safe copy of an error for the error log. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (isApiError(error)) {
    return {
      name: error.name,
      message: error.message,
      status: error.status,
      kind: error.kind,
      errorMessage: error.errorMessage,
      fieldErrors: error.fieldErrors,
    };
  }
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack };
  return { value: String(error) };
}
