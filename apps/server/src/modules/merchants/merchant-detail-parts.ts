import { lastFourOf, usDateToIso } from '@paydesk/domain/field-checks';
import type { MerchantDetailType } from '@paydesk/domain/merchant-detail-fields';
import { maskedLastFour } from '@paydesk/domain/merchant-detail-fields';
import type {
  UpdateBankingDetails,
  UpdateBusinessDetails,
  UpdateBusinessPhone,
  UpdateContactDetails,
  UpdateOwnerDetails,
} from '@paydesk/domain/merchant-details';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../platform/encryption';
import { sealBankAccount } from './merchant-bank-account.service';
import {
  firstContact,
  type MerchantRow,
  saveContact,
  updateMerchantRow,
} from './merchant-details.repository';

/**
 * The writes of each part of My Account's merchant detail: the fields that changed, written,
 * and answered as change-history entries (bank numbers and the SSN as masked last fours).
 */

const PRIMARY = 'Primary Contact' as const;
const OWNER = 'Beneficial Owner/Officer' as const;
const maskSsnLastFour = (lastFour: string | null) => (lastFour ? `***-**-${lastFour}` : null);

/** One changed field: what is written to the row, and what the history shows. */
export interface Change {
  /** The history's field name (snake_case, the back office labels it). */
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The fields whose value differs, as history entries ('' and null are the same). */
function diff(
  pairs: readonly [field: string, old: string | null, next: string | null][],
): Change[] {
  return pairs
    .filter(([, old, next]) => (old ?? '') !== (next ?? ''))
    .map(([field, oldValue, newValue]) => ({ field, oldValue, newValue }));
}

/** The stored secret's plain text, or null when there is none or it cannot be read. */
function opened(cipher: FieldCipher, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return cipher.decrypt(sealed);
  } catch {
    return null;
  }
}

export type UpdateBody = {
  business: UpdateBusinessDetails;
  contact: UpdateContactDetails;
  phone: UpdateBusinessPhone;
  banking: UpdateBankingDetails;
  owner: UpdateOwnerDetails;
};

/** Writes one part's changed fields; answers them as history entries. */
export async function applyPart(
  tx: Database,
  deps: { cipher: FieldCipher; clock: { now: () => Date } },
  m: MerchantRow,
  type: MerchantDetailType,
  body: UpdateBody[MerchantDetailType],
): Promise<Change[]> {
  switch (type) {
    case 'business':
      return updateBusiness(tx, m, body as UpdateBusinessDetails, deps.clock.now());
    case 'phone':
      return updatePhone(tx, m, body as UpdateBusinessPhone, deps.clock.now());
    case 'banking':
      return updateBanking(tx, deps, m, body as UpdateBankingDetails);
    case 'contact':
      return updateContact(tx, m, body as UpdateContactDetails);
    case 'owner':
      return updateOwner(tx, deps.cipher, m, body as UpdateOwnerDetails);
  }
}

async function updateBusiness(
  tx: Database,
  m: MerchantRow,
  b: UpdateBusinessDetails,
  now: Date,
): Promise<Change[]> {
  const state = b.businessCountry === 'GBR' ? '' : b.businessState;
  const changes = diff([
    ['business_common_name', m.businessCommonName, b.businessCommonName],
    ['business_legal_name', m.businessLegalName, b.businessLegalName],
    ['business_ein', m.businessEin, b.businessEin],
    ['business_address_1', m.businessAddress1, b.businessAddress1],
    ['business_address_2', m.businessAddress2, b.businessAddress2],
    ['business_city', m.businessCity, b.businessCity],
    ['business_state', m.businessState, state],
    ['business_zip', m.businessZip, b.businessZip],
    ['business_country', m.businessCountry, b.businessCountry],
  ]);
  if (changes.length > 0) {
    await updateMerchantRow(tx, m.id, {
      businessCommonName: b.businessCommonName,
      businessLegalName: b.businessLegalName,
      businessEin: b.businessEin,
      businessAddress1: b.businessAddress1,
      businessAddress2: b.businessAddress2,
      businessCity: b.businessCity,
      businessState: state,
      businessZip: b.businessZip,
      businessCountry: b.businessCountry,
      updatedAt: now,
    });
  }
  return changes;
}

async function updatePhone(
  tx: Database,
  m: MerchantRow,
  b: UpdateBusinessPhone,
  now: Date,
): Promise<Change[]> {
  const changes = diff([['business_phone', m.businessPhone, b.businessPhone]]);
  if (changes.length > 0) {
    await updateMerchantRow(tx, m.id, { businessPhone: b.businessPhone, updatedAt: now });
  }
  return changes;
}

async function updateBanking(
  tx: Database,
  deps: { cipher: FieldCipher; clock: { now: () => Date } },
  m: MerchantRow,
  b: UpdateBankingDetails,
): Promise<Change[]> {
  const accountChanged = opened(deps.cipher, m.bankAccountNumberEncrypted) !== b.bankAccountNumber;
  const routingChanged = opened(deps.cipher, m.bankRoutingNumberEncrypted) !== b.bankRoutingNumber;
  const accountLastFour = lastFourOf(b.bankAccountNumber);
  const routingLastFour = lastFourOf(b.bankRoutingNumber);
  const changes = [
    ...diff([
      ['bank_name', m.bankName, b.bankName],
      ['bank_account_type', m.bankAccountType, b.bankAccountType],
      ['bank_account_ownership_type', m.bankAccountOwnershipType, b.bankAccountOwnershipType],
    ]),
    ...(accountChanged
      ? [
          {
            field: 'bank_account_number',
            oldValue: maskedLastFour(m.bankAccountNumberLastFour),
            newValue: maskedLastFour(accountLastFour),
          },
        ]
      : []),
    ...(routingChanged
      ? [
          {
            field: 'bank_routing_number',
            oldValue: maskedLastFour(m.bankRoutingNumberLastFour),
            newValue: maskedLastFour(routingLastFour),
          },
        ]
      : []),
  ];
  if (changes.length > 0) {
    await updateMerchantRow(tx, m.id, {
      bankName: b.bankName || null,
      bankAccountType: b.bankAccountType,
      bankAccountOwnershipType: b.bankAccountOwnershipType,
      ...sealBankAccount(deps.cipher, {
        accountNumber: accountChanged ? b.bankAccountNumber : undefined,
        routingNumber: routingChanged ? b.bankRoutingNumber : undefined,
      }),
      updatedAt: deps.clock.now(),
    });
  }
  return changes;
}

async function updateContact(
  tx: Database,
  m: MerchantRow,
  b: UpdateContactDetails,
): Promise<Change[]> {
  const stored = await firstContact(tx, m.id, PRIMARY);
  const state = b.contactCountry === 'GBR' ? '' : b.contactState;
  const changes = diff([
    ['contact_first_name', stored?.firstName ?? null, b.firstName],
    ['contact_last_name', stored?.lastName ?? null, b.lastName],
    ['contact_email', stored?.email ?? null, b.contactEmail],
    ['contact_phone_mobile', stored?.phone ?? null, b.contactPhoneMobile],
    ['contact_address_1', stored?.address1 ?? null, b.contactAddress1],
    ['contact_address_2', stored?.address2 ?? null, b.contactAddress2],
    ['contact_city', stored?.city ?? null, b.contactCity],
    ['contact_state', stored?.state ?? null, state],
    ['contact_zip', stored?.postalCode ?? null, b.contactZip],
    ['contact_country', stored?.countryId ?? null, b.contactCountry],
  ]);
  if (changes.length > 0) {
    await saveContact(tx, m.id, PRIMARY, stored?.id, {
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.contactEmail,
      phone: b.contactPhoneMobile || null,
      address1: b.contactAddress1,
      address2: b.contactAddress2,
      city: b.contactCity,
      state,
      postalCode: b.contactZip,
      countryId: b.contactCountry,
    });
  }
  return changes;
}

async function updateOwner(
  tx: Database,
  cipher: FieldCipher,
  m: MerchantRow,
  b: UpdateOwnerDetails,
): Promise<Change[]> {
  const stored = await firstContact(tx, m.id, OWNER);
  const state = b.country === 'GBR' ? '' : b.state;
  const dateOfBirth = usDateToIso(b.dateOfBirth);
  const ssnChanged = b.ssn !== '' && opened(cipher, stored?.ssnEncrypted ?? null) !== b.ssn;
  const ssnLast4 = ssnChanged ? b.ssn.slice(-4) : (stored?.ssnLast4 ?? null);
  const changes = [
    ...diff([
      ['owner_first_name', stored?.firstName ?? null, b.firstName],
      ['owner_last_name', stored?.lastName ?? null, b.lastName],
      ['owner_address_1', stored?.address1 ?? null, b.address1],
      ['owner_address_2', stored?.address2 ?? null, b.address2],
      ['owner_city', stored?.city ?? null, b.city],
      ['owner_state', stored?.state ?? null, state],
      ['owner_postal_code', stored?.postalCode ?? null, b.postalCode],
      ['owner_country', stored?.countryId ?? null, b.country],
      ['owner_date_of_birth', stored?.dateOfBirth ?? null, dateOfBirth],
    ]),
    ...(ssnChanged
      ? [
          {
            field: 'owner_ssn',
            oldValue: maskSsnLastFour(stored?.ssnLast4 ?? null),
            newValue: maskSsnLastFour(ssnLast4),
          },
        ]
      : []),
  ];
  if (changes.length > 0) {
    await saveContact(tx, m.id, OWNER, stored?.id, {
      firstName: b.firstName,
      lastName: b.lastName,
      address1: b.address1,
      address2: b.address2,
      city: b.city,
      state,
      postalCode: b.postalCode,
      countryId: b.country,
      dateOfBirth,
      ...(ssnChanged ? { ssnEncrypted: cipher.encrypt(b.ssn), ssnLast4 } : {}),
    });
  }
  return changes;
}
