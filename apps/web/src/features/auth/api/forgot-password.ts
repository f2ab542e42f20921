import { messageResponseSchema } from '@paydesk/domain/auth';
import { normalizeEmail } from '@paydesk/domain/email';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { ApiError } from '../../../shared/api/api-error';

/** `POST /auth/forgot-password`: e-mails a 6-digit reset code; 400 for an unknown e-mail. */
export function postForgotPassword(email: string) {
  return apiClient('/auth/forgot-password', {
    method: 'POST',
    auth: false,
    body: { email: normalizeEmail(email) },
    parse: messageResponseSchema.parse,
  });
}

export function useForgotPassword() {
  return useMutation<{ message: string }, ApiError, string>({ mutationFn: postForgotPassword });
}
