import { isApiError } from './api-error';

/**
 * A query's retry rule: the answers in `statuses` are final (a 404 is "not found", not a
 * failure), anything else is tried twice more at most.
 */
export function retryUnless(...statuses: number[]) {
  return (failureCount: number, error: unknown): boolean =>
    !(isApiError(error) && statuses.includes(error.status)) && failureCount < 2;
}
