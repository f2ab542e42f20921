import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Misc. tab (part 2 §2). */
export function MiscTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Misc." />;
}
