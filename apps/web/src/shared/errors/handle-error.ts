import { apiClient } from '../api/api-client';
import { notify } from '../notifications/notify';
import { type ErrorKey, errorNotificationText, serializeError } from './error-message';
import { buildReferenceCode } from './reference-code';

export interface HandleErrorOptions {
  /** Names the failing operation; some keys have their own texts (part 2 §8). */
  key?: ErrorKey;
  /** Notification title; 'Unknown Error' by default. */
  title?: string;
}

export interface ErrorLogEntry {
  code: string;
  key: string;
  error: Record<string, unknown>;
}

/**
 * Sends an entry to the error log, `POST /api/errors`. NOT CALLED YET: the endpoint does not
 * exist, and handleError must not pretend an entry was logged. The issue that adds the
 * endpoint calls this from handleError (fire and forget, failures ignored).
 */
export async function postErrorLog(entry: ErrorLogEntry): Promise<void> {
  await apiClient('/errors', { method: 'POST', body: entry });
}

/**
 * The central error handler (part 2 §8): builds a reference code, shows an error notification
 * that quotes it, and returns the code so a screen can show it too.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): string {
  const code = buildReferenceCode();
  // Error log: postErrorLog({ code, key, error: serializeError(error) }) once POST /api/errors
  // exists. Until then the entry only goes to the console, for developers.
  console.error(`[${code}]`, options.key ?? 'unknown', serializeError(error));
  const { title, message } = errorNotificationText(error, code, options);
  notify({ level: 'error', title, message });
  return code;
}
