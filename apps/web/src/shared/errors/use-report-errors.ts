import { useEffect, useRef } from 'react';
import { isApiError } from '../api/api-error';
import { handleError } from './handle-error';

/**
 * Hands a screen's failed calls to the central error handler (part 2 §8), once per burst:
 * seven tiles failing together make one notification, not seven. Refused calls (401/403)
 * have already ended the session and say nothing more.
 */
export function useReportErrors(errors: readonly unknown[], title: string): void {
  const reported = useRef(false);
  const first = errors.find(
    (error) => !(isApiError(error) && (error.status === 401 || error.status === 403)),
  );
  useEffect(() => {
    if (!first) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    handleError(first, { title });
  }, [first, title]);
}
