/**
 * Loads the customers screens' component. A step of its own: the app's first load lists only
 * this small module among its lazy imports, not the screens' thirty-odd chunks (the
 * dashboard's budget counts every byte of that list).
 */
export default async function loadCustomersRoute() {
  return (await import('./pages/customers-route')).CustomersRoute;
}
