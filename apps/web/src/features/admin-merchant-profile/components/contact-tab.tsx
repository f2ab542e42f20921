import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Contact tab (part 2 §2). */
export function ContactTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Contact" />;
}
