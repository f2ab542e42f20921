import { isoToUsDate } from '@paydesk/domain/field-checks';
import {
  MERCHANT_DETAIL_GROUPINGS,
  MERCHANT_DETAIL_MESSAGES,
  type MerchantDetailType,
  stateName,
} from '@paydesk/domain/merchant-detail-fields';
import type { MerchantDetail } from '@paydesk/domain/merchant-details';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { type Actor, recordSuccess } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { Forbidden, NotFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { forgetRouteMerchant, type Merchant } from '../../platform/route-merchant';
import { whenTransactionEnds } from '../../platform/write-transaction';
import { checkMerchantBankAccount } from '../admin-bank-watch/bank-watch-matching.service';
import { applyPart, type UpdateBody } from './merchant-detail-parts';
import {
  type ContactRow,
  firstContact,
  type HistoryRow,
  insertChangeHistory,
  lockMerchant,
  type MerchantRow,
  subscribedEmails,
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
  if (changes.some((c) => c.field === 'bank_account_number' || c.field === 'bank_routing_number'))
    await checkMerchantBankAccount(tx, deps, { merchantId: m.id, actor, at: now });
  if (type === 'banking' && changes.length > 0) {
    const after = await lockMerchant(tx, m.id);
    if (after) await mailBankingChange(tx, deps.mailer, after, actor, now);
  }
  await recordSuccess(tx, actor, {
    action: 'merchant-details-update',
    details: { merchantId: m.id, part: type, fields: changes.map((c) => c.field) },
  });
  const fresh = await lockMerchant(tx, m.id);
  if (!fresh) throw new NotFound('Merchant account not found.');
  return merchantDetails(tx, fresh, identity);
}

/** The merchant's bank details as they are after the change. */
export interface BankingAfterChange {
  id: number;
  businessCommonName: string;
  bankAccountType: string | null;
  bankAccountNumberLastFour: string | null;
  bankRoutingNumberLastFour: string | null;
}

/**
 * The banking-update e-mail, in the call's transaction, to every address subscribed to it
 * unless the merchant's notification settings turn it off: the one message for a bank change
 * made by the merchant (My Account) or by staff (the back office's Banking tab).
 */
export async function mailBankingChange(
  tx: Database,
  mailer: Mailer,
  after: BankingAfterChange,
  actor: Actor,
  at: Date,
): Promise<void> {
  const recipients = await subscribedEmails(tx, after.id, 'banking-update');
  for (const to of recipients) {
    await mailer.send(
      {
        to,
        merchantId: after.id,
        subject: `Bank information changed: ${after.businessCommonName} (${after.id})`,
        text:
          `The bank information of ${after.businessCommonName} (merchant ${after.id}) was ` +
          `changed by ${actor.email} on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\n` +
          `Payouts now go to the ${after.bankAccountType ?? ''} account ending ` +
          `${after.bankAccountNumberLastFour ?? ''} (routing number ending ` +
          `${after.bankRoutingNumberLastFour ?? ''}).\n\n` +
          'If you did not expect this change, contact Paydesk support at once.\n',
      },
      tx,
    );
  }
}
