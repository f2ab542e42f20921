import { useMatch, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CheckoutPage } from './checkout-page';
import { PaymentLinkPage } from './payment-link-page';
import { PaymentLinksPage } from './payment-links-page';

/**
 * /checkout/:accountId (the checkout dashboard and the pay page's settings),
 * /checkout/:accountId/payment-links (the links) and .../payment-links/:paymentLinkToken (one
 * link): one route component and one lazy chunk for the three, so the app's first load (the
 * dashboard's budget) carries a single small entry for the checkout screens.
 *
 * An account of the user's whose checkout is off never gets here: the entry rules
 * (app/guards/entry-rules.ts) send it to its dashboard (part 1 §2).
 */
export function CheckoutRoute() {
  const { paymentLinkToken } = useParams();
  const settings = useMatch(paths.checkout.settings.pattern);
  if (settings) return <CheckoutPage />;
  return paymentLinkToken === undefined ? <PaymentLinksPage /> : <PaymentLinkPage />;
}
