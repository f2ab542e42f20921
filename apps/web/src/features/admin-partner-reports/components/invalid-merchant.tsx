import { IconBuildingStore } from '@tabler/icons-react';
import { PageState } from '../../../shared/components/page-state';

/** `?merchantid=` names no possible merchant: said without calling the API. */
export function InvalidMerchant({ heading, href }: { heading: string; href: string }) {
  return (
    <PageState
      heading={heading}
      icon={<IconBuildingStore aria-hidden="true" />}
      title="Merchant account not found."
      description="The merchant in the link is not a merchant id. Choose a merchant in the report instead."
      action={{ href, label: `${heading} of all merchants` }}
    />
  );
}
