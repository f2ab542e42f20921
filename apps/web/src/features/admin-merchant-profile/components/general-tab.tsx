import { Badge, Code, Group, SimpleGrid } from '@mantine/core';
import { businessTypeLabel } from '@paydesk/domain/admin-merchant-settings';
import { COUNTRIES } from '@paydesk/domain/field-checks';
import { type ReactNode, useState } from 'react';
import { useAdminPermission } from '../../../shared/account/admin-permission-gate';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { formatShortDate } from '../../../shared/format/dates';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { useMerchantSettings } from '../api/merchant-settings';
import { dollarsText, yesNo } from './profile-format';
import { AdvancedDialog, DescriptorsDialog } from './settings/descriptor-dialogs';
import { EditButton, EditButtons, SettingsState } from './settings/edit-controls';
import { PayoutDialog } from './settings/payout-dialog';
import { ProfileDialog } from './settings/profile-dialogs';
import { RatesDialog } from './settings/rates-dialog';
import { CardBrandChips, PaymentSwitches } from './settings/settings-switches';

type Dialog = 'legal' | 'country' | 'rates' | 'payout' | 'descriptors' | 'advanced' | null;

const PAYOUT_FREQUENCIES: Record<MerchantProfile['payoutFrequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

function payoutText(profile: MerchantProfile): string {
  const frequency = PAYOUT_FREQUENCIES[profile.payoutFrequency];
  return profile.payoutAnchor ? `${frequency} (${profile.payoutAnchor})` : frequency;
}

/**
 * The General tab (part 2 §2): the profile in groups, with the edit dialogs (legal, country,
 * rates, payout), the payment methods and the card brands for admins with the profile's key;
 * read only otherwise.
 */
export function GeneralTab({ profile }: { profile: MerchantProfile }) {
  const owners = profile.contacts.owners;
  const canEdit = useAdminPermission('can-view-merchant-info') === true;
  const canEditAdvanced = useAdminPermission('can-edit-merchant-advanced-info') === true;
  const settings = useMerchantSettings(profile.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const data = settings.data;
  const editControls = (buttons: ReactNode) =>
    canEdit ? (
      data ? (
        <EditButtons>{buttons}</EditButtons>
      ) : (
        <SettingsState query={settings} />
      )
    ) : null;
  const address = data
    ? [
        data.profile.businessAddress1,
        data.profile.businessAddress2,
        data.profile.businessCity,
        [data.profile.businessState, data.profile.businessZip].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailSection title="Business">
        <FieldList
          fields={[
            { label: 'DBA', value: profile.businessCommonName },
            { label: 'Legal name', value: profile.businessLegalName },
            {
              label: 'Business type',
              value: businessTypeLabel(profile.businessType, profile.countryId),
            },
            { label: 'EIN', value: data?.profile.businessEin || null },
            { label: 'Business phone', value: data?.profile.businessPhone || null },
            {
              label: 'Country',
              value:
                COUNTRIES.find((c) => c.code === profile.countryId)?.label ?? profile.countryId,
            },
            { label: 'Address', value: address },
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
        {editControls(
          <>
            <EditButton label="Edit legal details" onClick={() => setDialog('legal')} />
            <EditButton label="Edit country and address" onClick={() => setDialog('country')} />
            {canEditAdvanced ? (
              <EditButton label="Edit advanced details" onClick={() => setDialog('advanced')} />
            ) : null}
          </>,
        )}
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
        {editControls(
          <>
            <EditButton label="Edit rates" onClick={() => setDialog('rates')} />
            <EditButton label="Edit payout schedule" onClick={() => setDialog('payout')} />
          </>,
        )}
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
        {editControls(
          <EditButton label="Edit descriptors" onClick={() => setDialog('descriptors')} />,
        )}
      </DetailSection>
      <DetailSection title="Settings">
        {canEdit && data ? <PaymentSwitches settings={data} canEdit={canEdit} /> : null}
        <FieldList
          fields={[
            ...(canEdit && data
              ? []
              : [
                  { label: 'Card payments', value: yesNo(profile.settings.allow_card_payment) },
                  { label: 'ACH payments', value: yesNo(profile.settings.allow_ach_payment) },
                ]),
            { label: 'POS devices', value: yesNo(profile.enablePosDevices) },
            { label: 'Subscriptions', value: yesNo(profile.allowSubscriptions) },
            { label: 'Customers', value: yesNo(profile.allowCustomers) },
            { label: 'Checkout', value: yesNo(profile.allowCheckout) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Card brands">
        {canEdit && data ? (
          <CardBrandChips settings={data} canEdit={canEdit} />
        ) : profile.cardBrands.length ? (
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
      {data ? (
        <>
          <ProfileDialog settings={data} part="legal" opened={dialog === 'legal'} onClose={close} />
          <ProfileDialog
            settings={data}
            part="country"
            opened={dialog === 'country'}
            onClose={close}
          />
          <RatesDialog settings={data} opened={dialog === 'rates'} onClose={close} />
          <PayoutDialog settings={data} opened={dialog === 'payout'} onClose={close} />
          <DescriptorsDialog settings={data} opened={dialog === 'descriptors'} onClose={close} />
          <AdvancedDialog settings={data} opened={dialog === 'advanced'} onClose={close} />
        </>
      ) : null}
    </SimpleGrid>
  );
}
