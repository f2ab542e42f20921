import { useParams } from 'react-router';
import { SubscriptionPage } from './subscription-page';
import { SubscriptionsPage } from './subscriptions-page';

/**
 * /subscriptions-report/:accountId (the report) or /subscription-details/:accountId/:subscriptionId
 * (one subscription): one lazy chunk for both, so the app's first load carries a single small
 * entry for the subscriptions screens.
 */
export function SubscriptionsRoute() {
  return useParams().subscriptionId === undefined ? <SubscriptionsPage /> : <SubscriptionPage />;
}
