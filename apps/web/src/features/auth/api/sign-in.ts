import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { ApiError } from '../../../shared/api/api-error';

export interface SignInInput {
  /** Lower-cased before sending (part 1 §5). */
  email: string;
  password: string;
  remember: boolean;
}

/**
 * `POST /api/auth/sign-in`. The answer's shape (tokens or a new-password challenge) comes with
 * the identity issue, from @paydesk/domain; until then it stays `unknown`.
 */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiClient<unknown>('/auth/sign-in', {
    method: 'POST',
    body: {
      email: input.email.trim().toLowerCase(),
      password: input.password,
      remember: input.remember,
    },
  });
}

export function useSignIn() {
  return useMutation<unknown, ApiError, SignInInput>({ mutationFn: signIn });
}
