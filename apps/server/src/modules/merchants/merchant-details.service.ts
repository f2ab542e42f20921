import { isoToUsDate, lastFourOf, usDateToIso } from '@paydesk/domain/field-checks';
import {
  MERCHANT_DETAIL_GROUPINGS,
  MERCHANT_DETAIL_MESSAGES,
  type MerchantDetailType,
  maskedLastFour,
  stateName,
} from '@paydesk/domain/merchant-detail-fields';
import type {
  MerchantDetail,
  UpdateBankingDetails,
  UpdateBusinessDetails,
  UpdateBusinessPhone,
  UpdateContactDetails,
  UpdateOwnerDetails,
} from '@paydesk/domain/merchant-details';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { type Actor, recordSuccess } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { Forbidden, NotFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { forgetRouteMerchant, type Merchant } from '../../platform/route-merchant';
import { whenTransactionEnds } from '../../platform/write-transaction';
import {
  type ContactRow,
  firstContact,
  type HistoryRow,
  insertChangeHistory,
  lockMerchant,
  type MerchantRow,
  saveContact,
  subscribedEmails,
  updateMerchantRow,
} from './merchant-details.repository';

/** What an update needs besides its transaction (the app satisfies it). */
export interface MerchantDetailsDeps {
  mailer: Mailer;
  cipher: FieldCipher;
  clock: { now: () => Date };
}

const PRIMARY = 'Primary Contact' as const;
const OWNER = 'Beneficial Owner/Officer' as const;

const maskEin = (ein: string) => (ein.length > 4 ? `*****${ein.slice(-4)}` : ein);
const maskSsnLastFour = (lastFour: string | null) => (lastFour ? `***-**-${lastFour}` : null);

/**
 * May edit the account: a merchant admin of it (user_merchants.is_admin, read with the
 * session); staff never (their changes are the back office's). The routes' policy
 * (`merchantAdmin: true`) asks the same before the body is read.
 */
const mayEdit = (identity: Identity, merchantId: number) =>
  !identity.isAdmin && identity.adminMerchantIds.includes(merchantId);

/** GET /merchants/{id}/details: the merchant detail shape; the owner and full EIN for admins. */
export async function merchantDetails(
  db: Database,
  m: Merchant,
  identity: Identity,
): Promise<MerchantDetail> {
  const canEdit = mayEdit(identity, m.id);
  const full =
    canEdit || (identity.isAdmin && identity.permissions.includes('can-view-merchant-info'));
  const [contact, owner] = await Promise.all([
    firstContact(db, m.id, PRIMARY),
    full ? firstContact(db, m.id, OWNER) : undefined,
  ]);
  return toDetail(m, contact, owner, { canEdit, full });
}

function toDetail(
  m: MerchantRow,
  contact: ContactRow | undefined,
  owner: ContactRow | undefined,
  options: { canEdit: boolean; full: boolean },
): MerchantDetail {
  const contactCountry = contact?.countryId ?? 'USA';
  return {
    id: m.id,
    status: m.status,
    canEdit: options.canEdit,
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    contactAddress1: contact?.address1 ?? '',
    contactAddress2: contact?.address2 ?? '',
    contactCity: contact?.city ?? '',
    contactStateId: contact?.state ?? '',
    contactState: stateName(contactCountry, contact?.state ?? ''),
    contactZip: contact?.postalCode ?? '',
    contactCountry,
    contactEmail: contact?.email ?? '',
    contactPhoneMobile: contact?.phone ?? '',
    bankName: m.bankName ?? '',
    bankAccountType: m.bankAccountType,
    bankAccountOwnershipType: m.bankAccountOwnershipType,
    bankAccountNumberLastFour: m.bankAccountNumberLastFour,
    bankRoutingNumberLastFour: m.bankRoutingNumberLastFour,
    businessCommonName: m.businessCommonName,
    businessLegalName: m.businessLegalName,
    businessEin: options.full ? m.businessEin : maskEin(m.businessEin),
    businessAddress1: m.businessAddress1,
    businessAddress2: m.businessAddress2,
    businessCity: m.businessCity,
    businessStateId: m.businessState,
    businessState: stateName(m.businessCountry, m.businessState),
    businessZip: m.businessZip,
    businessCountry: m.businessCountry,
    businessPhone: m.businessPhone ?? '',
    owner:
      options.full && owner
        ? {
            firstName: owner.firstName,
            lastName: owner.lastName,
            address1: owner.address1,
            address2: owner.address2,
            city: owner.city,
            state: owner.state,
            postalCode: owner.postalCode,
            country: owner.countryId,
            dateOfBirth: owner.dateOfBirth ? isoToUsDate(owner.dateOfBirth) : null,
            ssnLast4: owner.ssnLast4,
          }
        : null,
  };
}

/** One changed field: what is written to the row, and what the history shows. */
interface Change {
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

type UpdateBody = {
  business: UpdateBusinessDetails;
  contact: UpdateContactDetails;
  phone: UpdateBusinessPhone;
  banking: UpdateBankingDetails;
  owner: UpdateOwnerDetails;
};

/**
 * PATCH /merchants/{id}/details/{type}: in the call's transaction, the merchant row locked,
 * the part's changed fields written, one change-history row per field (bank numbers and the
 * SSN as masked last fours), the audit row, and for a banking change one e-mail to each
 * address subscribed to banking-update notifications. Answers the detail read again.
 */
export async function updateMerchantDetails<T extends MerchantDetailType>(
  tx: Database,
  deps: MerchantDetailsDeps,
  input: { merchant: Merchant; identity: Identity; actor: Actor; type: T; body: UpdateBody[T] },
): Promise<MerchantDetail> {
  const { identity, actor, type } = input;
  if (!mayEdit(identity, input.merchant.id)) {
    throw new Forbidden(MERCHANT_DETAIL_MESSAGES.notAdmin);
  }
  const m = await lockMerchant(tx, input.merchant.id);
  if (!m) throw new NotFound('Merchant account not found.');
  const now = deps.clock.now();
  const changes = await applyPart(tx, deps, m, type, input.body as UpdateBody[MerchantDetailType]);
  await whenTransactionEnds(tx, async (outer) => forgetRouteMerchant(outer, m.id));
  await insertChangeHistory(
    tx,
    changes.map(
      (c): HistoryRow => ({
        merchantId: m.id,
        changedAt: now,
        changedByUserId: actor.userId,
        changedByEmail: actor.email,
        grouping: MERCHANT_DETAIL_GROUPINGS[type],
        field: c.field,
        oldValue: c.oldValue,
        newValue: c.newValue,
      }),
    ),
  );
  if (type === 'banking' && changes.length > 0) {
    await mailBankingChange(tx, deps, m, actor, now);
  }
  await recordSuccess(tx, actor, {
    action: 'merchant-details-update',
    details: { merchantId: m.id, part: type, fields: changes.map((c) => c.field) },
  });
  const fresh = await lockMerchant(tx, m.id);
  if (!fresh) throw new NotFound('Merchant account not found.');
  return merchantDetails(tx, fresh, identity);
}

async function applyPart(
  tx: Database,
  deps: MerchantDetailsDeps,
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
  deps: MerchantDetailsDeps,
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
      ...(accountChanged
        ? {
            bankAccountNumberEncrypted: deps.cipher.encrypt(b.bankAccountNumber),
            bankAccountNumberLastFour: accountLastFour,
          }
        : {}),
      ...(routingChanged
        ? {
            bankRoutingNumberEncrypted: deps.cipher.encrypt(b.bankRoutingNumber),
            bankRoutingNumberLastFour: routingLastFour,
          }
        : {}),
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

/** Tells every address subscribed to banking-update notifications, in the call's transaction. */
async function mailBankingChange(
  tx: Database,
  deps: MerchantDetailsDeps,
  before: MerchantRow,
  actor: Actor,
  at: Date,
): Promise<void> {
  const after = await lockMerchant(tx, before.id);
  const recipients = await subscribedEmails(tx, before.id, 'banking-update');
  for (const to of recipients) {
    await deps.mailer.send(
      {
        to,
        subject: `Bank information changed: ${before.businessCommonName} (${before.id})`,
        text:
          `The bank information of ${before.businessCommonName} (merchant ${before.id}) was ` +
          `changed by ${actor.email} on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\n` +
          `Payouts now go to the ${after?.bankAccountType ?? ''} account ending ` +
          `${after?.bankAccountNumberLastFour ?? ''} (routing number ending ` +
          `${after?.bankRoutingNumberLastFour ?? ''}).\n\n` +
          'If you did not expect this change, contact Paydesk support at once.\n',
      },
      tx,
    );
  }
}
