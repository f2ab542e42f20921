import { isApiError } from '../../../shared/api/api-error';

/** Part 2 §8: the server's error field, else the message. */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.errorMessage ?? error.message;
  return error instanceof Error ? error.message : 'An error occurred';
}
