import { messageResponseSchema } from '@paydesk/domain/auth';
import { normalizeEmail } from '@paydesk/domain/email';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { ApiError } from '../../../shared/api/api-error';

export interface ResetPasswordInput {
  email: string;
  code: string;
  newPassword: string;
}

/** `POST /auth/reset-password`: sets the new password with the e-mailed code. */
export function postResetPassword(input: ResetPasswordInput) {
  return apiClient('/auth/reset-password', {
    method: 'POST',
    auth: false,
    body: {
      email: normalizeEmail(input.email),
      code: input.code.trim(),
      newPassword: input.newPassword,
    },
    parse: messageResponseSchema.parse,
  });
}

export function useResetPassword() {
  return useMutation<{ message: string }, ApiError, ResetPasswordInput>({
    mutationFn: postResetPassword,
  });
}
