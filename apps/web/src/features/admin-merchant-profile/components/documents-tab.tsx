import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Documents tab (part 2 §2). */
export function DocumentsTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Documents" />;
}
