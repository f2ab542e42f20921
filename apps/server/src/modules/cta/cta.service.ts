import type { CtaInfo, CtaSubmit } from '@paydesk/domain/cta';
import {
  CTA_MESSAGES,
  contactTypesOf,
  ctaAppliesTo,
  ctaRequests,
  DOCUMENT_TYPE_LABELS,
  documentTypeNameOf,
} from '@paydesk/domain/cta-rules';
import type { FieldErrors } from '@paydesk/domain/errors';
import type { DocumentTypeName } from '@paydesk/domain/file-purposes';
import type { Database } from '../../db/client';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { ValidationFailed } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import { type HoldDeps, liftDeadlineHolds } from '../admin-ctas/cta-holds.service';
import { findLiveFile } from '../files/files.service';
import {
  type CtaRow,
  callerRelation,
  closeAssignment,
  insertDocuments,
  insertHistory,
  insertSubmission,
  pendingCtasOf,
} from './cta.repository';
import { applyBusiness, applyIdentity, type Who } from './cta-changes';

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

export interface CtaDeps extends HoldDeps {
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
  // A funding hold the campaign's deadline placed is lifted on completion (docs/cta.md).
  const holdLifted = await liftDeadlineHolds(tx, deps, {
    ctaId: cta.id,
    merchantId: merchant.id,
    now,
    actor,
    cause: 'completed',
  });
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
      holdLifted: holdLifted.length > 0,
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
