import type {
  confirmTwoFactor,
  disableTwoFactor,
  enrolTwoFactor,
  regenerateRecoveryCodes,
} from '@paydesk/domain/endpoints/two-factor';
import * as routes from '@paydesk/domain/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { twoFactorKeys } from './get-two-factor';

/** `POST /users/two-factor/enrol`: a new secret and its QR code, waiting for a first code. */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: () => callEndpoint<typeof enrolTwoFactor>(routes.enrolTwoFactor),
  });
}

/**
 * The code-confirmed changes: each invalidates the status, but turning it on (its recovery
 * codes must stay on screen until saved; the page refreshes the status when they are).
 */
function useCodeMutation<T>(
  call: (code: string, idempotencyKey: string) => Promise<T>,
  options: { invalidate: boolean } = { invalidate: true },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, idempotencyKey }: { code: string; idempotencyKey: string }) =>
      call(code, idempotencyKey),
    onSuccess: async () => {
      if (options.invalidate) await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
    },
  });
}

/** `POST /users/two-factor/confirm`: turns it on; answers the recovery codes, once. */
export const useConfirmTwoFactor = () =>
  useCodeMutation(
    (code, idempotencyKey) =>
      callEndpoint<typeof confirmTwoFactor>(routes.confirmTwoFactor, {
        body: { code },
        idempotencyKey,
      }),
    { invalidate: false },
  );

/** `POST /users/two-factor/recovery-codes`: a new set; the old ones stop working. */
export const useRegenerateRecoveryCodes = () =>
  useCodeMutation((code, idempotencyKey) =>
    callEndpoint<typeof regenerateRecoveryCodes>(routes.regenerateRecoveryCodes, {
      body: { code },
      idempotencyKey,
    }),
  );

/** `DELETE /users/two-factor`: turns it off. */
export const useDisableTwoFactor = () =>
  useCodeMutation((code, idempotencyKey) =>
    callEndpoint<typeof disableTwoFactor>(routes.disableTwoFactor, {
      body: { code },
      idempotencyKey,
    }),
  );
