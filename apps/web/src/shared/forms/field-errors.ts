import { isApiError } from '../api/api-error';

/** The server's messages for one field (by dotted path) of a failed call. */
export function serverFieldErrors(error: unknown, path: string): string[] {
  return (isApiError(error) && error.fieldErrors?.[path]) || [];
}

/**
 * A field's `error` prop: the first message only (part 1 §5 "Field error display"), or
 * undefined so the field is not marked. Checkbox groups list every message instead.
 */
export function firstMessage(messages: readonly string[]): string | undefined {
  return messages[0];
}

/** A field's messages from Mantine's errors object: the validate adapter's list, or one node. */
export function messagesOf(error: unknown): string[] {
  if (error === undefined || error === null || error === false || error === '') return [];
  if (Array.isArray(error)) {
    return error.filter((entry): entry is string => typeof entry === 'string');
  }
  return [String(error)];
}
