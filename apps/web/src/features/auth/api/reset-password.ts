import { normalizeEmail } from '@paydesk/domain/email';
import type { resetPassword } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export interface ResetPasswordInput {
  email: string;
  code: string;
  newPassword: string;
}

/** `POST /auth/reset-password`: sets the new password with the e-mailed code. */
export function postResetPassword(input: ResetPasswordInput) {
  return callEndpoint<typeof resetPassword>(routes.resetPassword, {
    body: {
      email: normalizeEmail(input.email),
      code: input.code.trim(),
      newPassword: input.newPassword,
    },
  });
}

export function useResetPassword() {
  return useMutation<{ message: string }, ApiError, ResetPasswordInput>({
    mutationFn: postResetPassword,
  });
}
