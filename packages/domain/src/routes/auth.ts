import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of sign-in, sessions and password recovery (the declarations: endpoints/auth.ts). */

/** Most of them: a POST that needs no session. */
const publicPost = <const P extends `/${string}`>(path: P) =>
  defineRoute({ method: 'POST', path, access: policies.public });

export const signIn = publicPost('/auth/sign-in');
export const completeNewPassword = publicPost('/auth/new-password');
export const forgotPassword = publicPost('/auth/forgot-password');
/** The spec's name for the same call (part 2 §7, "migration-related sign-in helpers"). */
export const forgotPasswordLegacyPath = publicPost('/forgot-password');
export const resetPassword = publicPost('/auth/reset-password');
export const refreshSession = publicPost('/users/refresh');
export const logout = defineRoute({
  method: 'POST',
  path: '/users/logout',
  access: policies.signedIn,
});
export const migrateUser = publicPost('/users/migrate');
export const migrateForForgotPassword = publicPost('/migrations/user');
export const authorizeSsoKey = publicPost('/users/:key/authorize');
