import type { ClientErrorReport } from '@paydesk/domain/client-errors';
import type { reportClientError } from '@paydesk/domain/endpoints/platform';
import * as routes from '@paydesk/domain/routes/platform';
import { callEndpoint } from '../api/call-endpoint';
import { notify } from '../notifications/notify';
import { type ErrorKey, errorNotificationText, serializeError } from './error-message';
import { buildReferenceCode } from './reference-code';

export interface HandleErrorOptions {
  /** Names the failing operation; some keys have their own texts (part 2 §8). */
  key?: ErrorKey;
  /** Notification title; 'Unknown Error' by default. */
  title?: string;
  /** A fixed message; ' Error reference code: {code}' is added to it. */
  message?: string;
}

/** The error log takes at most 10 000 characters of serialised error. */
const MAX_ERROR_TEXT = 10_000;

/** Sends an entry to the error log, `POST /api/errors`; a failure to log is ignored. */
export async function postErrorLog(entry: ClientErrorReport): Promise<void> {
  await callEndpoint<typeof reportClientError>(routes.reportClientError, { body: entry }).catch(
    () => undefined,
  );
}

/**
 * The central error handler (part 2 §8): builds a reference code, logs the error under it,
 * shows an error notification that quotes it, and returns the code so a screen can show it.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): string {
  const code = buildReferenceCode();
  const serialized = serializeError(error);
  void postErrorLog({
    reference: code,
    key: options.key,
    error: JSON.stringify(serialized).slice(0, MAX_ERROR_TEXT),
  });
  const text = errorNotificationText(error, code, options);
  const message = options.message
    ? `${options.message} Error reference code: ${code}`
    : text.message;
  notify({ level: 'error', title: text.title, message });
  return code;
}
