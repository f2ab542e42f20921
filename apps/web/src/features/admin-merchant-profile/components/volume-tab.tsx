import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Volume tab (part 2 §2). */
export function VolumeTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Volume" />;
}
