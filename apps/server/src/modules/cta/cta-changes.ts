import type { CtaBusiness, CtaIdentity } from '@paydesk/domain/cta';
import { usDateToIso } from '@paydesk/domain/field-checks';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import {
  type ContactRow,
  type ContactUpdate,
  type HistoryRow,
  insertOwner,
  lockMerchant,
  lockOwners,
  type MerchantUpdate,
  updateContact,
  updateMerchant,
} from './cta.repository';

/**
 * What a CTA submission changes on the account: the business fields on the merchant row and
 * the identity on the beneficial owner, each changed field as a merchant_change_history row.
 */

export type Who = { actor: Actor; at: Date; merchantId: number };

/** One history row per field whose stored value differs. */
function changes(
  who: Who,
  grouping: HistoryRow['grouping'],
  pairs: readonly [field: string, before: string | null, after: string][],
): HistoryRow[] {
  return pairs
    .filter(([, before, after]) => (before ?? '') !== after)
    .map(([field, before, after]) => ({
      merchantId: who.merchantId,
      changedAt: who.at,
      changedByUserId: who.actor.userId,
      changedByEmail: who.actor.email,
      grouping,
      field,
      oldValue: before,
      newValue: after,
    }));
}

/** The business fields onto the merchant row (history grouping General). */
export async function applyBusiness(tx: Database, who: Who, b: CtaBusiness): Promise<HistoryRow[]> {
  const m = await lockMerchant(tx, who.merchantId);
  if (!m) throw new Error(`merchant ${who.merchantId} vanished during its CTA submission`);
  const set: MerchantUpdate = {
    businessEin: b.businessEin,
    businessLegalName: b.businessLegalName,
    businessAddress1: b.businessAddress1,
    businessAddress2: b.businessAddress2,
    businessCity: b.businessCity,
    businessState: b.businessState,
    businessZip: b.businessZip,
    businessCountry: b.businessCountry,
  };
  const rows = changes(who, 'General', [
    ['business_ein', m.businessEin, b.businessEin],
    ['business_legal_name', m.businessLegalName, b.businessLegalName],
    ['business_address1', m.businessAddress1, b.businessAddress1],
    ['business_address2', m.businessAddress2, b.businessAddress2],
    ['business_city', m.businessCity, b.businessCity],
    ['business_state', m.businessState, b.businessState],
    ['business_zip', m.businessZip, b.businessZip],
    ['business_country', m.businessCountry, b.businessCountry],
  ]);
  if (rows.length > 0) await updateMerchant(tx, who.merchantId, set);
  return rows;
}

const maskedSsn = (last4: string | null) => (last4 ? `***-**-${last4}` : null);

/** The stored SSN's digits, or null when none (or sealed under another key). */
function storedSsn(cipher: FieldCipher, owner: ContactRow | undefined): string | null {
  if (!owner?.ssnEncrypted) return null;
  try {
    return cipher.decrypt(owner.ssnEncrypted);
  } catch {
    return null;
  }
}

/**
 * The identity onto the beneficial owner (contacts.owners[0], or the owner whose e-mail is the
 * caller's): a new one when the account has none. History grouping Contact, the SSN masked.
 */
export async function applyIdentity(
  tx: Database,
  deps: { cipher: FieldCipher },
  who: Who,
  identity: CtaIdentity,
): Promise<HistoryRow[]> {
  const owners = await lockOwners(tx, who.merchantId);
  const owner =
    owners.find((o) => o.email?.toLowerCase() === who.actor.email.toLowerCase()) ?? owners[0];
  const dateOfBirth = usDateToIso(identity.contactDOB);
  const ssnChanged = storedSsn(deps.cipher, owner) !== identity.contactSsn;
  const set: ContactUpdate = {
    firstName: identity.firstName,
    lastName: identity.lastName,
    address1: identity.contactAddress1,
    address2: identity.contactAddress2,
    city: identity.contactCity,
    state: identity.contactState,
    postalCode: identity.contactZip,
    countryId: identity.contactCountry,
    dateOfBirth,
    ssnLast4: identity.contactSsnLast4,
    ...(ssnChanged ? { ssnEncrypted: deps.cipher.encrypt(identity.contactSsn) } : {}),
  };
  const rows = changes(who, 'Contact', [
    ['owner_first_name', owner?.firstName ?? null, identity.firstName],
    ['owner_last_name', owner?.lastName ?? null, identity.lastName],
    ['owner_address_1', owner?.address1 ?? null, identity.contactAddress1],
    ['owner_address_2', owner?.address2 ?? null, identity.contactAddress2],
    ['owner_city', owner?.city ?? null, identity.contactCity],
    ['owner_state', owner?.state ?? null, identity.contactState],
    ['owner_postal_code', owner?.postalCode ?? null, identity.contactZip],
    ['owner_country_id', owner?.countryId ?? null, identity.contactCountry],
    ['owner_date_of_birth', owner?.dateOfBirth ?? null, dateOfBirth],
  ]);
  if (ssnChanged)
    rows.push(
      ...changes(who, 'Contact', [
        [
          'owner_ssn',
          maskedSsn(owner?.ssnLast4 ?? null),
          maskedSsn(identity.contactSsnLast4) ?? '',
        ],
      ]),
    );
  if (!owner)
    await insertOwner(tx, {
      merchantId: who.merchantId,
      type: 'Beneficial Owner/Officer',
      ...set,
      firstName: identity.firstName,
      lastName: identity.lastName,
    });
  else if (rows.length > 0) await updateContact(tx, owner.id, set);
  return rows;
}
