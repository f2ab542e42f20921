import { paths } from '../../../config/paths';
import { SectionNav } from '../../../shared/components/section-nav';

/** Between the checkout screens: the overview with the pay page's settings, and the links. */
export function CheckoutNav({ merchantId }: { merchantId: number }) {
  return (
    <SectionNav
      label="Checkout"
      links={[
        { to: paths.checkout.settings.href(merchantId), label: 'Overview and settings', end: true },
        { to: paths.checkout.paymentLinks.href(merchantId), label: 'Payment links' },
      ]}
    />
  );
}
