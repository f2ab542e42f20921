/**
 * Loads the subscriptions screens' component. A step of its own: the app's first load lists only
 * this small module among its lazy imports, not the screens' chunks (the dashboard's budget
 * counts every byte of that list).
 */
export default async function loadSubscriptionsRoute() {
  return (await import('./pages/subscriptions-route')).SubscriptionsRoute;
}

export async function loadStaffSubscriptionsPage() {
  return (await import('./pages/staff-subscriptions-page')).StaffSubscriptionsPage;
}

export async function loadStaffSubscriptionPage() {
  return (await import('./pages/staff-subscription-page')).StaffSubscriptionPage;
}
