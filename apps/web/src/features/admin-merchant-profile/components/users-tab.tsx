import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Users tab (part 2 §2). */
export function UsersTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Users" />;
}
