import { useParams } from 'react-router';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';

/**
 * /customers-report/:accountId/:customerId?: the list, or one customer's page. One route and
 * one lazy chunk for both, so the app's first load (the dashboard's budget) carries a single
 * small entry for the customers screens.
 */
export function CustomersRoute() {
  return useParams().customerId === undefined ? <CustomersPage /> : <CustomerPage />;
}
