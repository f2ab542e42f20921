import { PlaceholderPage } from '../../../shared/components/placeholder-page';

/** Chooses the subscriber screen from the route's parameters. */
export function SubscriberRoute() {
  return <PlaceholderPage title="Subscriber" />;
}
