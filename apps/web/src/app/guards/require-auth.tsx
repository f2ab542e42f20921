import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthStore } from '../../shared/stores/auth-store';

/**
 * Lets signed-in users through; sends everyone else to /login (part 1 §2 "Route entry rules").
 *
 * FOR NOW THIS CHECKS ONLY THE PERSISTED `isAuthenticated` FLAG of the auth store. It does not
 * verify the token, its expiry or the account: the identity issue adds those checks (token
 * refresh, account fetch, admin redirect, pending additional info). The store uses
 * localStorage, which zustand hydrates synchronously, so the flag is ready on first render.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    return (
      <Navigate
        to={paths.public.login.href()}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return children;
}
