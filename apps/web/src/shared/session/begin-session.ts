import type { Tokens } from '@paydesk/domain/auth';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../account/account-keys';
import { afterSignInPath, isReturnTarget } from '../account/landing-path';
import { loadAccount } from '../account/load-account';
import { updateLastLogin } from '../account/update-last-login';
import { isApiError } from '../api/api-error';
import { notifyNetworkError } from '../errors/network-errors';
import { SESSION_KEYS, STORAGE_KEYS } from '../stores/storage-keys';
import { resetActivity } from './activity';
import { takeLastUrl } from './last-url';
import { saveRememberFlag, saveTokens, sessionEmail } from './session-tokens';

/**
 * After sign-in (form, challenge or single sign-on): stores the tokens, fetches the account,
 * records the last login, and answers where to go: the remembered URL, else the landing of
 * part 1 §2 (admin -> /admin, others -> their first merchant's dashboard).
 */
export async function beginSession(
  queryClient: QueryClient,
  tokens: Tokens,
  options: { remember?: boolean } = {},
): Promise<string> {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  sessionStorage.removeItem(SESSION_KEYS.adminRedirected);
  saveTokens(tokens);
  resetActivity();
  if (options.remember !== undefined) saveRememberFlag(options.remember);
  const email = sessionEmail();
  if (email) localStorage.setItem(STORAGE_KEYS.ssoEmail, email);
  const lastUrl = takeLastUrl();
  const account = await loadAccount(queryClient);
  if (account.status === 'ok') {
    updateLastLogin().catch((error: unknown) => {
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) {
        notifyNetworkError('lastLogin');
      }
    });
    return afterSignInPath(lastUrl, account.data);
  }
  return isReturnTarget(lastUrl) ? lastUrl : '/';
}
