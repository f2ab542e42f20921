import { Badge, Code, Group, SimpleGrid } from '@mantine/core';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { formatShortDate } from '../../../shared/format/dates';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { dollarsText, yesNo } from './profile-format';

/** Part 2 §3 reference list: business types. */
const BUSINESS_TYPES: Record<MerchantProfile['businessType'], string> = {
  NP: 'Non-Profit',
  I: 'Sole-Proprietorship',
  O: 'Company',
};

const PAYOUT_FREQUENCIES: Record<MerchantProfile['payoutFrequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

function payoutText(profile: MerchantProfile): string {
  const frequency = PAYOUT_FREQUENCIES[profile.payoutFrequency];
  return profile.payoutAnchor ? `${frequency} (${profile.payoutAnchor})` : frequency;
}

/** The General tab (part 2 §2): the profile, read, in groups. */
export function GeneralTab({ profile }: { profile: MerchantProfile }) {
  const owners = profile.contacts.owners;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailSection title="Business">
        <FieldList
          fields={[
            { label: 'DBA', value: profile.businessCommonName },
            { label: 'Legal name', value: profile.businessLegalName },
            { label: 'Business type', value: BUSINESS_TYPES[profile.businessType] },
            { label: 'Country', value: profile.countryId },
            { label: 'Partner', value: profile.partner?.name },
            { label: 'Client', value: profile.client?.name },
            {
              label: 'Processor account created',
              value: profile.accountCreateDate ? formatShortDate(profile.accountCreateDate) : null,
            },
            {
              label: 'Owners',
              value: owners.length
                ? owners
                    .map(
                      (o) =>
                        `${o.first_name} ${o.last_name}${o.ssn_last_4 ? ` (SSN ···${o.ssn_last_4})` : ''}`,
                    )
                    .join(', ')
                : null,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title="Processor and rates">
        <FieldList
          fields={[
            { label: 'Processor', value: profile.processorName },
            { label: 'Can revert processor', value: yesNo(profile.processorCanRevert) },
            {
              label: 'Old processor',
              value:
                profile.oldProcessorId === null
                  ? null
                  : [
                      `Processor ${profile.oldProcessorId}`,
                      profile.oldProcessorGatewayId,
                      profile.oldProcessorGatewayAltId,
                    ]
                      .filter(Boolean)
                      .join(' · '),
            },
            { label: 'Web rate', value: profile.webRateName },
            { label: 'Mobile rate', value: profile.mobileRateName },
            { label: 'Payout schedule', value: payoutText(profile) },
            {
              label: 'Available balance',
              value: dollarsText(profile.merchantBalance.availableBalance, profile.currency),
            },
            { label: 'Sweep enabled', value: yesNo(profile.merchantBalance.sweepEnabled) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Descriptors">
        <FieldList
          fields={[
            { label: 'Soft descriptor', value: profile.softDescriptor },
            { label: 'Payout descriptor', value: profile.payoutDescriptor },
            {
              label: 'POS data',
              value: profile.posData ? (
                <Code block>{JSON.stringify(profile.posData, null, 2)}</Code>
              ) : null,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title="Settings">
        <FieldList
          fields={[
            { label: 'Card payments', value: yesNo(profile.settings.allow_card_payment) },
            { label: 'ACH payments', value: yesNo(profile.settings.allow_ach_payment) },
            { label: 'POS devices', value: yesNo(profile.enablePosDevices) },
            { label: 'Subscriptions', value: yesNo(profile.allowSubscriptions) },
            { label: 'Customers', value: yesNo(profile.allowCustomers) },
            { label: 'Checkout', value: yesNo(profile.allowCheckout) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Card brands">
        {profile.cardBrands.length ? (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {profile.cardBrands.map((brand) => (
              <Badge key={brand} component="li" variant="light" color="gray">
                {brand}
              </Badge>
            ))}
          </Group>
        ) : (
          <FieldList fields={[{ label: 'Card brands', value: null }]} />
        )}
      </DetailSection>
    </SimpleGrid>
  );
}
