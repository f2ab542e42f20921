import { useParams } from 'react-router';
import { SubscriptionPage } from './subscription-page';
import { SubscriptionsPage } from './subscriptions-page';

/**
 * /subscriptions-report/:accountId (the report) or /subscription-details/:accountId/:subscriptionId
 * (one subscription): one lazy chunk for both, so the app's first load carries a single small
 * entry for the subscriptions screens.
 *
 * An account of the user's without allowSubscriptions never gets here: the entry rules
 * (app/guards/entry-rules.ts) send it to its dashboard (part 1 §2).
 */
export function SubscriptionsRoute() {
  const params = useParams();
  return params.subscriptionId === undefined ? <SubscriptionsPage /> : <SubscriptionPage />;
}
