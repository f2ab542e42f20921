import { IconBuildingStore } from '@tabler/icons-react';
import { PageState } from '../components/page-state';

/**
 * A report's `?merchantid=` that names no possible merchant (`AdminReportScope.invalidMerchant`):
 * said without calling the API, with a way to the report of every merchant (`href`).
 */
export function InvalidMerchant({ heading, href }: { heading: string; href: string }) {
  return (
    <PageState
      heading={heading}
      icon={<IconBuildingStore aria-hidden="true" />}
      title="Merchant account not found."
      description="The merchant in the link is not a merchant id. Choose a merchant in the report instead."
      action={{ href, label: `Every merchant's ${heading.toLowerCase()}` }}
    />
  );
}
