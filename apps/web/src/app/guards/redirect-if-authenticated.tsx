import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthStore } from '../../shared/stores/auth-store';

/** An authenticated user on /login goes to / (part 1 §2). Same flag-only check as RequireAuth. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  return children;
}
