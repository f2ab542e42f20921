import { isoToUsDate, isTaxId } from '@paydesk/domain/field-checks';
import type { MerchantAccount } from '@paydesk/domain/merchant-account';

/** What the CTA form holds: the payload's blocks as typed (part 1 §3 "CTA submit payload"). */
export interface CtaFormValues extends Record<string, unknown> {
  merchantId: number;
  business: {
    businessEin: string;
    businessLegalName: string;
    businessAddress1: string;
    businessAddress2: string;
    businessCity: string;
    businessState: string;
    businessCountry: string;
    businessZip: string;
  };
  identity: {
    firstName: string;
    lastName: string;
    contactAddress1: string;
    contactAddress2: string;
    contactCity: string;
    contactState: string;
    contactZip: string;
    contactCountry: string;
    contactDOB: string;
    contactSsn: string;
    contactSsnLast4: string;
  };
}

const COUNTRY = new Set(['USA', 'CAN', 'GBR']);
const countryOf = (value: string | undefined | null) =>
  value && COUNTRY.has(value) ? value : 'USA';

/**
 * The form starts from what the account holds (the business fields, the first beneficial
 * owner) so the person confirms rather than retypes; a masked EIN and the SSN start empty.
 */
export function ctaInitialValues(
  merchantId: number,
  account: MerchantAccount | undefined,
): CtaFormValues {
  const owner = account?.contacts?.owners[0];
  const ein = account?.businessEin ?? '';
  return {
    merchantId,
    business: {
      businessEin: isTaxId(ein) ? ein : '',
      businessLegalName: account?.businessLegalName ?? '',
      businessAddress1: account?.businessAddress1 ?? '',
      businessAddress2: account?.businessAddress2 ?? '',
      businessCity: account?.businessCity ?? '',
      businessState: account?.businessState ?? '',
      businessCountry: countryOf(account?.businessCountry),
      businessZip: account?.businessZip ?? '',
    },
    identity: {
      firstName: owner?.first_name ?? '',
      lastName: owner?.last_name ?? '',
      contactAddress1: owner?.address_1 ?? '',
      contactAddress2: owner?.address_2 ?? '',
      contactCity: owner?.city ?? '',
      contactState: owner?.state ?? '',
      contactZip: owner?.postal_code ?? '',
      contactCountry: countryOf(owner?.country_id),
      contactDOB: owner?.date_of_birth ? isoToUsDate(owner.date_of_birth) : '',
      contactSsn: '',
      contactSsnLast4: '',
    },
  };
}
