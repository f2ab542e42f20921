import type { MerchantDetail } from '../api/merchant-details-api';

/** What each part's form starts from: the detail as read (bank numbers and the SSN empty). */
export type BusinessValues = ReturnType<typeof businessValues>;
export type ContactValues = ReturnType<typeof contactValues>;
export type PhoneValues = ReturnType<typeof phoneValues>;
export type BankingValues = ReturnType<typeof bankingValues>;
export type OwnerValues = ReturnType<typeof ownerValues>;

/** An account's country as the forms offer it (USA, CAN, GBR; USA when unknown). */
const countryOf = (value: string | undefined): 'USA' | 'CAN' | 'GBR' =>
  value === 'CAN' || value === 'GBR' ? value : 'USA';

export const businessValues = (d: MerchantDetail) => ({
  businessCommonName: d.businessCommonName,
  businessLegalName: d.businessLegalName,
  businessEin:
    d.businessEin.length === 9
      ? `${d.businessEin.slice(0, 2)}-${d.businessEin.slice(2)}`
      : d.businessEin,
  businessAddress1: d.businessAddress1,
  businessAddress2: d.businessAddress2,
  businessCity: d.businessCity,
  businessState: d.businessStateId,
  businessZip: d.businessZip,
  businessCountry: countryOf(d.businessCountry),
});

export const contactValues = (d: MerchantDetail) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  contactEmail: d.contactEmail,
  contactPhoneMobile: d.contactPhoneMobile,
  contactAddress1: d.contactAddress1,
  contactAddress2: d.contactAddress2,
  contactCity: d.contactCity,
  contactState: d.contactStateId,
  contactZip: d.contactZip,
  contactCountry: countryOf(d.contactCountry),
});

export const phoneValues = (d: MerchantDetail) => ({ businessPhone: d.businessPhone });

export const bankingValues = (d: MerchantDetail) => ({
  bankName: d.bankName,
  bankAccountType: d.bankAccountType ?? 'checking',
  bankAccountOwnershipType: d.bankAccountOwnershipType ?? 'business',
  bankAccountNumber: '',
  bankRoutingNumber: '',
});

export const ownerValues = (d: MerchantDetail) => ({
  firstName: d.owner?.firstName ?? '',
  lastName: d.owner?.lastName ?? '',
  address1: d.owner?.address1 ?? '',
  address2: d.owner?.address2 ?? '',
  city: d.owner?.city ?? '',
  state: d.owner?.state ?? '',
  postalCode: d.owner?.postalCode ?? '',
  country: countryOf(d.owner?.country),
  dateOfBirth: d.owner?.dateOfBirth ?? '',
  ssn: '',
});
