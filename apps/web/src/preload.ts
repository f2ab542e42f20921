import { paths } from './config/paths';
import { PERSISTED_STORE_KEYS } from './shared/stores/storage-keys';
import { storedAuthIsSignedIn } from './shared/stores/stored-auth';

/**
 * The page's first script (index.html runs it before the entry; see build/preload-entry.ts):
 * signed out on / or /login, it starts fetching the sign-in page's code while the entry
 * itself still loads, so the two arrive together rather than one after the other (the router
 * asks for the page only once the entry has run). A wrong guess costs only the fetch.
 */
const signedIn = storedAuthIsSignedIn(localStorage.getItem(PERSISTED_STORE_KEYS.auth));
const signInPaths: string[] = [paths.home.pattern, paths.public.login.pattern];

if (!signedIn && signInPaths.includes(location.pathname)) {
  const ignore = () => undefined;
  import('./app/layouts/login-layout').catch(ignore);
  import('./features/auth/pages/sign-in-page').catch(ignore);
}
