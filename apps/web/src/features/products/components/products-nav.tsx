import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './products.module.css';

/** Between the catalogue's two lists. */
export function ProductsNav({ merchantId }: { merchantId: number }) {
  return (
    <nav aria-label="Catalogue" className={classes.nav}>
      <NavLink end to={paths.products.list.href(merchantId)} className={classes.navLink}>
        Products
      </NavLink>
      <NavLink to={paths.products.pricingLists.href(merchantId)} className={classes.navLink}>
        Pricing lists
      </NavLink>
    </nav>
  );
}
