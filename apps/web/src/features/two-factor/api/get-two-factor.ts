import type { getTwoFactor } from '@paydesk/domain/endpoints/two-factor';
import * as routes from '@paydesk/domain/routes/two-factor';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** Query keys of the signed-in staff user's two-factor sign-in. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
};

/** `GET /users/two-factor`: enrolled or not, since when, required, recovery codes left. */
export function useTwoFactorStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => callEndpoint<typeof getTwoFactor>(routes.getTwoFactor, { signal }),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}
