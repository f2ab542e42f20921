import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../shared/components/page-loader';
import { rememberLastUrl } from '../../shared/session/last-url';
import { useAuthStore } from '../../shared/stores/auth-store';

/**
 * Shown when the session ends while a signed-in page is open: goes to /login, remembering
 * the page unless the user chose to log out.
 */
export function SessionEnded() {
  const location = useLocation();
  const reason = useAuthStore((state) => state.endedReason);
  const remember = reason !== 'logout';
  useEffect(() => {
    if (remember) rememberLastUrl(`${location.pathname}${location.search}`);
  }, [remember, location.pathname, location.search]);
  return (
    <>
      <PageLoader />
      <Navigate to={paths.public.login.href()} replace />
    </>
  );
}
