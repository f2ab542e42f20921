import { normalizeEmail } from '@paydesk/domain/email';
import type { forgotPassword } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** `POST /auth/forgot-password`: e-mails a 6-digit reset code; 400 for an unknown e-mail. */
export function postForgotPassword(email: string) {
  return callEndpoint<typeof forgotPassword>(routes.forgotPassword, {
    body: { email: normalizeEmail(email) },
  });
}

export function useForgotPassword() {
  return useMutation<{ message: string }, ApiError, string>({ mutationFn: postForgotPassword });
}
