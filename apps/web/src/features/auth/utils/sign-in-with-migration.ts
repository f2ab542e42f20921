import type { SignInResponse } from '@paydesk/domain/auth';
import { isApiError } from '../../../shared/api/api-error';

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

export interface SignInCalls {
  signIn: (input: Credentials) => Promise<SignInResponse>;
  /** Answers when the older system's user was moved into the pool (status 200). */
  migrate: (input: { email: string; password: string }) => Promise<unknown>;
}

/**
 * Part 1 §4: sign-in first tries the user pool; when the pool refuses the credentials the
 * server is asked to migrate the user, and sign-in is retried once if that answered 200.
 * Otherwise the pool's own failure is the answer.
 */
export async function signInWithMigration(
  input: Credentials,
  calls: SignInCalls,
): Promise<SignInResponse> {
  try {
    return await calls.signIn(input);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const migrated = await calls
      .migrate({ email: input.email, password: input.password })
      .then(() => true)
      .catch(() => false);
    if (!migrated) throw error;
    return calls.signIn(input);
  }
}
