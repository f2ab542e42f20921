import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountStore } from '../../../shared/stores/account-store';
import { SubscriptionPage } from './subscription-page';
import { SubscriptionsPage } from './subscriptions-page';

/**
 * /subscriptions-report/:accountId (the report) or /subscription-details/:accountId/:subscriptionId
 * (one subscription): one lazy chunk for both, so the app's first load carries a single small
 * entry for the subscriptions screens.
 *
 * The entry rules redirect when the *current* merchant lacks allowSubscriptions; a link to
 * another of the user's accounts that lacks it (the current one has it) lands here, and goes
 * to that account's dashboard too (part 1 §2), instead of a report its API refuses.
 */
export function SubscriptionsRoute() {
  const params = useParams();
  const merchants = useAccountStore((state) => state.data?.merchants);
  const account = merchants?.find((merchant) => String(merchant.id) === params.accountId);
  if (account && !account.allowSubscriptions) {
    return <Navigate to={paths.dashboard.href(account.id)} replace />;
  }
  return params.subscriptionId === undefined ? <SubscriptionsPage /> : <SubscriptionPage />;
}
