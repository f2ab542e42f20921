import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error';

/** Retries only what may succeed on a second try: network failures, timeouts and 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client: the provider and the route loaders share its cache. */
export const queryClient = createQueryClient();
