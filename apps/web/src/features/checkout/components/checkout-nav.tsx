import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './checkout.module.css';

/** Between the checkout screens: the overview with the pay page's settings, and the links. */
export function CheckoutNav({ merchantId }: { merchantId: number }) {
  return (
    <nav aria-label="Checkout" className={classes.nav}>
      <NavLink end to={paths.checkout.settings.href(merchantId)} className={classes.navLink}>
        Overview and settings
      </NavLink>
      <NavLink to={paths.checkout.paymentLinks.href(merchantId)} className={classes.navLink}>
        Payment links
      </NavLink>
    </nav>
  );
}
