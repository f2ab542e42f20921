import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import type { MerchantProfile } from '../api/get-merchant-profile';

/** The profile's Banking tab (part 2 §2). */
export function BankingTab(_props: { profile: MerchantProfile }) {
  return <PlaceholderPage title="Banking" />;
}
