import { paths } from '../../../config/paths';
import { SectionNav } from '../../../shared/components/section-nav';

/** Between the catalogue's two lists. */
export function ProductsNav({ merchantId }: { merchantId: number }) {
  return (
    <SectionNav
      label="Catalogue"
      links={[
        { to: paths.products.list.href(merchantId), label: 'Products', end: true },
        { to: paths.products.pricingLists.href(merchantId), label: 'Pricing lists' },
      ]}
    />
  );
}
