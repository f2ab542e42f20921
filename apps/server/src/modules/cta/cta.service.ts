import type { CtaBusiness, CtaIdentity, CtaInfo, CtaSubmit } from '@paydesk/domain/cta';
import {
  CTA_MESSAGES,
  contactTypesOf,
  ctaAppliesTo,
  ctaRequests,
  DOCUMENT_TYPE_LABELS,
  documentTypeNameOf,
} from '@paydesk/domain/cta-rules';
import type { FieldErrors } from '@paydesk/domain/errors';
import { usDateToIso } from '@paydesk/domain/field-checks';
import type { DocumentTypeName } from '@paydesk/domain/file-purposes';
import type { Database } from '../../db/client';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { ValidationFailed } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import { findLiveFile } from '../files/files.service';
import {
  type ContactRow,
  type ContactUpdate,
  type CtaRow,
  callerRelation,
  closeAssignment,
  type HistoryRow,
  insertDocuments,
  insertHistory,
  insertOwner,
  insertSubmission,
  lockMerchant,
  lockOwners,
  type MerchantUpdate,
  pendingCtasOf,
  updateContact,
  updateMerchant,
} from './cta.repository';

/**
 * The call-to-action form (part 1 §3, §4, §5; part 2 §7): which CTA the caller is asked to
 * answer on an account, its submission (business fields, the beneficial owner, documents,
 * completion, change history and audit in the call's transaction) and its dismissal.
 */

/** Who is asking: the signed-in user (staff are never asked: CTAs are the merchant's). */
export interface CtaCaller {
  userId: number;
  email: string;
  isStaff: boolean;
}

/** The oldest pending CTA of the account whose viewable_by applies to the caller. */
async function applicableCta(
  db: Database,
  merchantId: number,
  caller: CtaCaller,
  lock = false,
): Promise<CtaRow | undefined> {
  if (caller.isStaff) return undefined;
  const pending = await pendingCtasOf(db, merchantId, lock);
  if (pending.length === 0) return undefined;
  const relation = await callerRelation(db, merchantId, caller.userId, caller.email);
  const who = {
    isMerchantAdmin: relation.admin,
    isMember: relation.member,
    contactTypes: relation.contactTypes,
  };
  return pending.find((cta) => ctaAppliesTo(cta.viewableBy, who));
}

/** Part 1 §3 "CTA info". */
function ctaInfo(cta: CtaRow, merchantId: number): CtaInfo {
  return {
    id: cta.id,
    merchant_id: merchantId,
    title: cta.title,
    message: cta.message,
    can_be_dismissed: cta.canBeDismissed,
    terms_of_service: cta.termsOfService,
    cta_settings: {
      viewable_by: [...cta.viewableBy],
      contact_types: contactTypesOf(cta.viewableBy),
    },
    cta_cta_categories: cta.categories.map((category_name) => ({ category_name })),
    cta_documents_requested: cta.documentsRequested.map((d) => ({
      document_type_name: d.documentTypeName,
      document_type_id: d.documentTypeId,
    })),
  };
}

/** GET /merchants/:id/cta. */
export async function currentCta(
  db: Database,
  merchant: Merchant,
  caller: CtaCaller,
): Promise<{ data: CtaInfo | null }> {
  const cta = await applicableCta(db, merchant.id, caller);
  return { data: cta ? ctaInfo(cta, merchant.id) : null };
}

export interface CtaDeps {
  cipher: FieldCipher;
}

interface DocumentToAttach {
  type: DocumentTypeName;
  fileId: string;
  name: string;
}

/**
 * Each requested type once, with a live file of this account uploaded for that type; the
 * problems by field path (part 1 §5 "Document uploads": the uploader stores the purpose).
 */
async function documentsToAttach(
  tx: Database,
  merchantId: number,
  cta: CtaRow,
  sent: NonNullable<CtaSubmit['ctaDocumentsRequested']>,
  errors: FieldErrors,
): Promise<DocumentToAttach[]> {
  const requested = new Set(cta.documentsRequested.map((d) => d.documentTypeName));
  const seen = new Set<DocumentTypeName>();
  const attach: DocumentToAttach[] = [];
  for (const [index, item] of sent.entries()) {
    const type = documentTypeNameOf(item.documentTypeId);
    const at = `ctaDocumentsRequested.${index}`;
    if (!type || !requested.has(type)) {
      errors[`${at}.documentTypeId`] = [CTA_MESSAGES.documentNotRequested];
      continue;
    }
    if (seen.has(type)) {
      errors[`${at}.documentTypeId`] = [CTA_MESSAGES.documentDuplicate];
      continue;
    }
    seen.add(type);
    const file = await findLiveFile(tx, merchantId, item.fileId);
    if (!file) errors[`${at}.fileId`] = [CTA_MESSAGES.documentFileUnknown];
    else if (file.type !== type)
      errors[`${at}.fileId`] = [CTA_MESSAGES.documentFileWrongType(DOCUMENT_TYPE_LABELS[type])];
    else attach.push({ type, fileId: file.id, name: file.name });
  }
  const missing = [...requested].filter((type) => !seen.has(type));
  if (missing.length > 0)
    errors.ctaDocumentsRequested = missing.map((type) =>
      CTA_MESSAGES.documentMissing(DOCUMENT_TYPE_LABELS[type]),
    );
  return attach;
}

type Who = { actor: Actor; at: Date; merchantId: number };

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
async function applyBusiness(tx: Database, who: Who, b: CtaBusiness): Promise<HistoryRow[]> {
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
async function applyIdentity(
  tx: Database,
  deps: CtaDeps,
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

/**
 * POST /merchants/:id/cta: answers the CTA that applies to the caller, in the call's
 * transaction. 400 with errors by path (the merchant id of another account, a block the CTA
 * asks for missing, documents); 422 when no CTA applies (audited).
 */
export async function submitCta(
  tx: Database,
  deps: CtaDeps,
  merchant: Merchant,
  caller: CtaCaller,
  actor: Actor,
  body: CtaSubmit,
  now: Date,
): Promise<{ completed: boolean; documentsSubmitted: boolean }> {
  if (body.merchantId !== merchant.id)
    throw new ValidationFailed({ merchantId: [CTA_MESSAGES.merchantMismatch] });
  const cta = await applicableCta(tx, merchant.id, caller, true);
  const attempt = { action: 'cta-submit' as const, details: { merchantId: merchant.id } };
  if (!cta) return refuseAttempt(tx, actor, attempt, CTA_MESSAGES.noCta);
  const info = ctaInfo(cta, merchant.id);
  const requests = ctaRequests(info);
  const errors: FieldErrors = {};
  if (requests.business && !body.business) errors.business = [CTA_MESSAGES.businessRequired];
  if (requests.identity && !body.identity) errors.identity = [CTA_MESSAGES.identityRequired];
  const attach = await documentsToAttach(
    tx,
    merchant.id,
    cta,
    body.ctaDocumentsRequested ?? [],
    errors,
  );
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const who: Who = { actor, at: now, merchantId: merchant.id };
  const business = requests.business ? body.business : undefined;
  const identity = requests.identity ? body.identity : undefined;
  const history = [
    ...(business ? await applyBusiness(tx, who, business) : []),
    ...(identity ? await applyIdentity(tx, deps, who, identity) : []),
  ];
  await insertHistory(tx, history);
  await insertDocuments(
    tx,
    attach.map((d) => ({
      merchantId: merchant.id,
      documentType: d.type,
      fileId: d.fileId,
      name: d.name,
      status: 'submitted' as const,
      createdAt: now,
    })),
  );
  const { contactSsn: _sealedApart, ...identityStored } = identity ?? { contactSsn: '' };
  const submissionId = await insertSubmission(tx, {
    ctaId: cta.id,
    merchantId: merchant.id,
    submittedByUserId: actor.userId,
    business: business ?? null,
    identity: identity ? identityStored : null,
    ssnEncrypted: identity ? deps.cipher.encrypt(identity.contactSsn) : null,
    documents: attach.map((d) => ({
      documentTypeId: cta.documentsRequested.find((r) => r.documentTypeName === d.type)
        ?.documentTypeId as number,
      fileId: d.fileId,
    })),
    submittedAt: now,
  });
  await closeAssignment(tx, cta.id, merchant.id, { completedAt: now });
  await recordSuccess(tx, actor, {
    action: 'cta-submit',
    details: {
      merchantId: merchant.id,
      ctaId: cta.id,
      submissionId,
      business: business !== undefined,
      identity: identity !== undefined,
      documentTypes: attach.map((d) => d.type),
      fieldsChanged: history.map((h) => h.field),
    },
  });
  return { completed: true, documentsSubmitted: requests.confirmation };
}

/** POST /merchants/:id/cta/dismiss: only a CTA that can be dismissed (422 otherwise, audited). */
export async function dismissCta(
  tx: Database,
  merchant: Merchant,
  caller: CtaCaller,
  actor: Actor,
  now: Date,
): Promise<{ dismissed: boolean }> {
  const cta = await applicableCta(tx, merchant.id, caller, true);
  const attempt = {
    action: 'cta-dismiss' as const,
    details: { merchantId: merchant.id, ctaId: cta?.id ?? null },
  };
  if (!cta) return refuseAttempt(tx, actor, attempt, CTA_MESSAGES.noCta);
  if (!cta.canBeDismissed) return refuseAttempt(tx, actor, attempt, CTA_MESSAGES.notDismissible);
  await closeAssignment(tx, cta.id, merchant.id, { dismissedAt: now });
  await recordSuccess(tx, actor, attempt);
  return { dismissed: true };
}
