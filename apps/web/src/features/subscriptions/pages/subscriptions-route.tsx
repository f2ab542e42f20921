import { PlaceholderPage } from '../../../shared/components/placeholder-page';

/** Chooses the subscriptions screen from the route's parameters. */
export function SubscriptionsRoute() {
  return <PlaceholderPage title="Subscriptions" />;
}
