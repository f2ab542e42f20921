import type { completeNewPassword } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { beginSession } from '../../../shared/session/begin-session';

export interface NewPasswordInput {
  email: string;
  session: string;
  newPassword: string;
}

/** `POST /auth/new-password`: answers the first-login challenge and signs in. */
export function postNewPassword(input: NewPasswordInput) {
  return callEndpoint<typeof completeNewPassword>(routes.completeNewPassword, { body: input });
}

/**
 * Sets the new password, then begins the session; answers where to go (a staff user's
 * two-factor step when the answer is its challenge).
 */
export function useCompleteNewPassword() {
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, NewPasswordInput>({
    mutationFn: async (input) => {
      const answer = await postNewPassword(input);
      if ('challenge' in answer) {
        const { twoFactorStep } = await import('../utils/two-factor-challenge');
        return paths.public.login.href(twoFactorStep(answer, input.email) ?? 'sign-in');
      }
      return beginSession(queryClient, answer);
    },
  });
}
