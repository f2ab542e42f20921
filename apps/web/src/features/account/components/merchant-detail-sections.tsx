import { SimpleGrid, Text } from '@mantine/core';
import {
  MERCHANT_DETAIL_TITLES,
  MERCHANT_DETAIL_TYPES,
  type MerchantDetailType,
} from '@paydesk/domain/merchant-detail-fields';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { type Field, FieldList } from '../../../shared/detail-page/field-list';
import type { MerchantDetail } from '../api/merchant-details-api';
import { AccountSection } from './account-section';

const ACCOUNT_TYPE_LABELS = { checking: 'Checking', savings: 'Savings' } as const;
const OWNERSHIP_LABELS = { personal: 'Personal', business: 'Business' } as const;

/** Address lines as the page shows them: street, unit, "City, ST 97204", country. */
function addressOf(parts: {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}): ReactNode {
  const cityLine = [parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [parts.line1, parts.line2, cityLine, parts.country].filter(Boolean);
  if (lines.length === 0) return null;
  return lines.map((line) => (
    <Text key={line} size="sm" component="span" display="block">
      {line}
    </Text>
  ));
}

const lastFour = (value: string | null) => (value ? `•••• ${value}` : null);

function fieldsOf(type: MerchantDetailType, d: MerchantDetail): Field[] {
  switch (type) {
    case 'business':
      return [
        { label: 'Business name (DBA)', value: d.businessCommonName },
        { label: 'Legal name', value: d.businessLegalName || null },
        { label: 'Tax ID / EIN', value: d.businessEin || null },
        {
          label: 'Business address',
          value: addressOf({
            line1: d.businessAddress1,
            line2: d.businessAddress2,
            city: d.businessCity,
            state: d.businessStateId,
            zip: d.businessZip,
            country: d.businessCountry,
          }),
        },
      ];
    case 'contact':
      return [
        { label: 'Contact', value: `${d.firstName} ${d.lastName}`.trim() || null },
        { label: 'E-mail', value: d.contactEmail || null },
        { label: 'Mobile phone', value: d.contactPhoneMobile || null },
        {
          label: 'Mailing address',
          value: addressOf({
            line1: d.contactAddress1,
            line2: d.contactAddress2,
            city: d.contactCity,
            state: d.contactStateId,
            zip: d.contactZip,
            country: d.contactAddress1 ? d.contactCountry : '',
          }),
        },
      ];
    case 'phone':
      return [{ label: 'Business phone', value: d.businessPhone || null }];
    case 'banking':
      return [
        { label: 'Bank', value: d.bankName || null },
        {
          label: 'Account type',
          value: d.bankAccountType ? ACCOUNT_TYPE_LABELS[d.bankAccountType] : null,
        },
        {
          label: 'Ownership',
          value: d.bankAccountOwnershipType ? OWNERSHIP_LABELS[d.bankAccountOwnershipType] : null,
        },
        { label: 'Account number', value: lastFour(d.bankAccountNumberLastFour) },
        { label: 'Routing number', value: lastFour(d.bankRoutingNumberLastFour) },
      ];
    case 'owner':
      return d.owner
        ? [
            { label: 'Name', value: `${d.owner.firstName} ${d.owner.lastName}`.trim() },
            { label: 'Date of birth', value: d.owner.dateOfBirth },
            { label: 'SSN', value: d.owner.ssnLast4 ? `***-**-${d.owner.ssnLast4}` : null },
            {
              label: 'Home address',
              value: addressOf({
                line1: d.owner.address1,
                line2: d.owner.address2,
                city: d.owner.city,
                state: d.owner.state,
                zip: d.owner.postalCode,
                country: d.owner.country,
              }),
            },
          ]
        : [{ label: 'Owner', value: null }];
  }
}

/**
 * The account's parts (part 1 §3 "Merchant detail"), each with Edit for a merchant admin. The
 * owner is shown to merchant admins only (the API sends it to no one else).
 */
export function MerchantDetailSections({ detail }: { detail: MerchantDetail }) {
  const types = MERCHANT_DETAIL_TYPES.filter((type) => type !== 'owner' || detail.canEdit);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
      {types.map((type) => (
        <AccountSection
          key={type}
          title={MERCHANT_DETAIL_TITLES[type]}
          edit={detail.canEdit ? { href: paths.account.merchant.href(detail.id, type) } : undefined}
        >
          <FieldList fields={fieldsOf(type, detail)} />
        </AccountSection>
      ))}
    </SimpleGrid>
  );
}
