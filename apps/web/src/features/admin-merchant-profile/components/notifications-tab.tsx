import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Notifications tab (part 2 §2). */
export function NotificationsTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Notifications" />;
}
