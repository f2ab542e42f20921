import { Navigate } from 'react-router';
import { myAccountPath } from '../../../shared/account/my-account-path';
import { useAccountStore } from '../../../shared/stores/account-store';

/** `/account`: on to the profile or the one merchant account (the account is loaded before any page). */
export function AccountIndexPage() {
  const data = useAccountStore((state) => state.data);
  const merchants = data?.merchants ?? [];
  return <Navigate to={myAccountPath(merchants)} replace />;
}
