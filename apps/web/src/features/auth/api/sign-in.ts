import { type SignInResponse, signInResponseSchema } from '@paydesk/domain/auth';
import { normalizeEmail } from '@paydesk/domain/email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { ApiError } from '../../../shared/api/api-error';
import { beginSession } from '../../../shared/session/begin-session';
import { type Credentials, signInWithMigration } from '../utils/sign-in-with-migration';
import { postMigrateUser } from './migrate-user';

/** `POST /auth/sign-in`: tokens, or the first-login new-password challenge. */
export function postSignIn(input: Credentials): Promise<SignInResponse> {
  return apiClient('/auth/sign-in', {
    method: 'POST',
    auth: false,
    body: { email: input.email, password: input.password, remember: input.remember },
    parse: signInResponseSchema.parse,
  });
}

export type SignInOutcome =
  | { kind: 'signed-in'; to: string }
  | { kind: 'challenge'; response: Extract<SignInResponse, { challenge: string }> };

/** Sign-in with the migrate-and-retry rule; on tokens the session begins. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<SignInOutcome, ApiError, Credentials>({
    mutationFn: async (values) => {
      const input = { ...values, email: normalizeEmail(values.email) };
      const response = await signInWithMigration(input, {
        signIn: postSignIn,
        migrate: postMigrateUser,
      });
      if ('challenge' in response) return { kind: 'challenge', response };
      const to = await beginSession(queryClient, response, { remember: values.remember });
      return { kind: 'signed-in', to };
    },
  });
}
