import type { SignInResponse } from '@paydesk/domain/auth';
import type { signIn } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { beginSession } from '../../../shared/session/begin-session';
import { type Credentials, signInWithMigration } from '../utils/sign-in-with-migration';
import { postMigrateUser } from './migrate-user';

/** `POST /auth/sign-in`: tokens, or the first-login new-password challenge. */
export function postSignIn(input: Credentials): Promise<SignInResponse> {
  return callEndpoint<typeof signIn>(routes.signIn, {
    body: { email: input.email, password: input.password, remember: input.remember },
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
      // email.ts holds the e-mail schema (zod): it loads with the form's schema, not the page.
      const { normalizeEmail } = await import('@paydesk/domain/email');
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
