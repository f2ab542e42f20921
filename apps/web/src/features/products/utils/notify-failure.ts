import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notifications/notify';

/** A catalogue change that failed: the 'Error' notification with the server's message, else `fallback`. */
export function notifyFailure(error: unknown, fallback: string): void {
  notify({ level: 'error', title: 'Error', message: isApiError(error) ? error.message : fallback });
}
