import { PlaceholderPage } from '../../../shared/components/placeholder-page';

/** Chooses the products screen from the route's parameters. */
export function ProductsRoute() {
  return <PlaceholderPage title="Products" />;
}
