import { Navigate, useMatch, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountStore } from '../../../shared/stores/account-store';
import { CheckoutPage } from './checkout-page';
import { PaymentLinkPage } from './payment-link-page';
import { PaymentLinksPage } from './payment-links-page';

/**
 * /checkout/:accountId (the checkout dashboard and the pay page's settings),
 * /checkout/:accountId/payment-links (the links) and .../payment-links/:paymentLinkToken (one
 * link): one route component and one lazy chunk for the three, so the app's first load (the
 * dashboard's budget) carries a single small entry for the checkout screens.
 *
 * An account of the user's whose checkout is off goes to its dashboard (part 1 §2): the entry
 * rules check the selected account, this checks the one in the path.
 */
export function CheckoutRoute() {
  const { accountId, paymentLinkToken } = useParams();
  const settings = useMatch(paths.checkout.settings.pattern);
  const account = useAccountStore((state) =>
    state.data?.merchants.find((merchant) => String(merchant.id) === accountId),
  );
  if (account && !account.allowCheckout) {
    return <Navigate to={paths.dashboard.href(account.id)} replace />;
  }
  if (settings) return <CheckoutPage />;
  return paymentLinkToken === undefined ? <PaymentLinksPage /> : <PaymentLinkPage />;
}
