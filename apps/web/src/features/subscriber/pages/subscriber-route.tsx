import { useLocation } from 'react-router';
import { PaymentPlanPage } from './payment-plan-page';
import { SubscriptionManagePage } from './subscription-manage-page';

/**
 * The subscriber's public pages, in the blank layout and without sign-in: /payment-plans or
 * /subscriptions/:id, each opened from a signed link (`?token=`). One lazy chunk for both.
 */
export function SubscriberRoute() {
  return useLocation().pathname.startsWith('/payment-plans') ? (
    <PaymentPlanPage />
  ) : (
    <SubscriptionManagePage />
  );
}
