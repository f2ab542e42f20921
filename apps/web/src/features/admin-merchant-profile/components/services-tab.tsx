import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { dollarsText } from './profile-format';

/** The five limits of part 2 §3 with their labels. */
const LIMIT_LABELS: Record<keyof MerchantProfile['limits'], string> = {
  cc_per_transaction_limit: 'Card limit per transaction',
  cc_per_month_limit: 'Card limit per month',
  ach_per_transaction_limit: 'ACH limit per transaction',
  ach_per_month_limit: 'ACH limit per month',
  cc_refund_line_of_credit: 'Card refund line of credit',
};

/** The Services tab (part 2 §2 "limits"): the five limits, read only ('—': none set). */
export function ServicesTab({ profile }: { profile: MerchantProfile }) {
  const keys = Object.keys(LIMIT_LABELS) as (keyof MerchantProfile['limits'])[];
  return (
    <DetailSection title="Limits">
      <FieldList
        fields={keys.map((key) => ({
          label: LIMIT_LABELS[key],
          value: dollarsText(profile.limits[key], profile.currency),
        }))}
      />
    </DetailSection>
  );
}
