import { PlaceholderPage } from '../../../shared/components/placeholder-page';

/** Chooses the checkout screen from the route's parameters. */
export function CheckoutRoute() {
  return <PlaceholderPage title="Checkout" />;
}
