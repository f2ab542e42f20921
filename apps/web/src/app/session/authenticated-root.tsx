import { Outlet } from 'react-router';
import { useAuthStore } from '../../shared/stores/auth-store';
import { SessionEnded } from './session-ended';
import { SessionTimeout } from './session-timeout';

/** Parent of the main and admin areas: the idle time-out, and the way out when the session ends. */
export function AuthenticatedRoot() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return <SessionEnded />;
  return (
    <>
      <SessionTimeout />
      <Outlet />
    </>
  );
}
