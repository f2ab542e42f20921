import { CTA_ADMIN_MESSAGES, CTA_RESEND_INTERVAL_MS } from '@paydesk/domain/admin-cta-fields';
import type {
  AssignCta,
  CtaAssignedQuery,
  CtaAssignResult,
  CtaCompletedQuery,
  CtaCompletedRow,
} from '@paydesk/domain/admin-ctas';
import { DOCUMENT_TYPE_LABELS, documentTypeNameOf } from '@paydesk/domain/cta-rules';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { recordMerchantChanges } from '../merchants/merchant-history.service';
import { lockLiveCampaign } from './admin-ctas.service';
import {
  assignedPage,
  assignSelection,
  completedPage,
  countSelection,
  deleteAssignment,
  lockAssignment,
  type MerchantSelection,
  markResent,
  unknownMerchantIds,
} from './cta-assignment.repository';
import { type HoldDeps, liftDeadlineHolds } from './cta-holds.service';
import { queueCampaignMail } from './cta-mail';

/**
 * Assignment of a campaign (ids, filter, CSV, one merchant), unassignment, resend and the
 * assigned and completed reports (part 2 §7).
 */

const M = CTA_ADMIN_MESSAGES;
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export interface AssignDeps {
  publicUrl: string;
}

const page = (query: { page: number; perPage: number }, total: number) => ({
  perPage: query.perPage,
  page: query.page,
  totalRecords: total,
  totalPages: Math.ceil(total / query.perPage),
});

/** GET /admin/cta/merchant-count. */
export async function merchantCount(
  run: RawQuery,
  query: {
    status?: number | undefined;
    processor_id?: number | undefined;
    partner_id?: number | undefined;
    country?: string | undefined;
    cta_id?: number | undefined;
  },
) {
  return countSelection(
    run,
    {
      filter: {
        status: query.status,
        processorId: query.processor_id as 2 | 3 | undefined,
        partnerId: query.partner_id,
        country: query.country,
      },
    },
    query.cta_id,
  );
}

const historyText = (title: string) => `"${title}" assigned`;

/**
 * Assigns the campaign to a selection in the call's transaction: the merchants without it are
 * assigned with their History rows in one statement, their users e-mailed through the outbox,
 * one cta-assign audit row with the counts.
 */
export async function assignCampaign(
  tx: Database,
  deps: AssignDeps,
  actor: Actor,
  ctaId: number,
  selection: MerchantSelection,
  how: 'ids' | 'filter' | 'csv' | 'one',
  now: Date,
): Promise<CtaAssignResult> {
  const run = sqlQuery(tx);
  const cta = await lockLiveCampaign(tx, actor, ctaId, 'cta-assign');
  const unknownIds = 'ids' in selection ? await unknownMerchantIds(run, selection.ids) : [];
  const { matched, assigned } = await assignSelection(run, {
    ctaId,
    selection,
    at: now,
    userId: actor.userId,
    email: actor.email,
    historyText: historyText(cta.title),
  });
  const emailsQueued = await queueCampaignMail(run, deps.publicUrl, cta, assigned);
  const result: CtaAssignResult = {
    matched,
    assigned: assigned.length,
    alreadyAssigned: matched - assigned.length,
    unknownIds,
    emailsQueued,
  };
  await recordSuccess(tx, actor, {
    action: 'cta-assign',
    details: {
      ctaId,
      title: cta.title,
      how,
      ...('filter' in selection ? { filter: selection.filter } : {}),
      ...(how === 'one' && 'ids' in selection ? { merchantId: selection.ids[0] } : {}),
      matched,
      assigned: assigned.length,
      alreadyAssigned: result.alreadyAssigned,
      unknownIds: unknownIds.slice(0, 100),
      emailsQueued,
    },
  });
  return result;
}

/** POST /admin/cta/{id}/assign. */
export function assignByBody(
  tx: Database,
  deps: AssignDeps,
  actor: Actor,
  ctaId: number,
  body: AssignCta,
  now: Date,
) {
  if (body.merchantIds)
    return assignCampaign(
      tx,
      deps,
      actor,
      ctaId,
      { ids: [...new Set(body.merchantIds)] },
      'ids',
      now,
    );
  if (body.filter)
    return assignCampaign(tx, deps, actor, ctaId, { filter: body.filter }, 'filter', now);
  throw new ValidationFailed({ merchantIds: [M.assignShape] });
}

/** POST /admin/cta/{ctaId}/merchant/{mid}: an unknown merchant is a 404. */
export async function assignOne(
  tx: Database,
  deps: AssignDeps,
  actor: Actor,
  ctaId: number,
  merchantId: number,
  now: Date,
) {
  const result = await assignCampaign(tx, deps, actor, ctaId, { ids: [merchantId] }, 'one', now);
  if (result.unknownIds.length > 0) throw new NotFound('Merchant account not found.');
  return result;
}

/** DELETE /admin/cta/{ctaId}/merchant/{mid}: only while not completed. */
export async function unassignOne(
  tx: Database,
  deps: HoldDeps,
  actor: Actor,
  ctaId: number,
  merchantId: number,
  now: Date,
): Promise<{ unassigned: true; holdLifted: boolean }> {
  const run = sqlQuery(tx);
  const cta = await run<{ title: string }>('select title from ctas where id = $1', [ctaId]);
  const title = cta[0]?.title;
  if (title === undefined) throw new NotFound(M.notFound);
  const assignment = await lockAssignment(run, ctaId, merchantId);
  if (!assignment) throw new NotFound(M.notAssigned);
  const attempt = { action: 'cta-unassign' as const, details: { ctaId, title, merchantId } };
  if (assignment.completed_at) return refuseAttempt(tx, actor, attempt, M.unassignCompleted);
  const lifted = await liftDeadlineHolds(tx, deps, {
    ctaId,
    merchantId,
    now,
    actor,
    cause: 'unassigned',
  });
  await deleteAssignment(run, ctaId, merchantId);
  await recordMerchantChanges(tx, {
    merchantId,
    actor,
    at: now,
    grouping: 'Miscellaneous',
    changes: [
      { field: 'call_to_action', oldValue: historyText(title), newValue: `"${title}" unassigned` },
    ],
  });
  await recordSuccess(tx, actor, {
    action: 'cta-unassign',
    details: { ...attempt.details, holdLifted: lifted.length > 0 },
  });
  return { unassigned: true, holdLifted: lifted.length > 0 };
}

/** POST /admin/cta/{id}/resend: outstanding assignments not e-mailed within the hour. */
export async function resend(
  tx: Database,
  deps: AssignDeps,
  actor: Actor,
  ctaId: number,
  now: Date,
) {
  const cta = await lockLiveCampaign(tx, actor, ctaId, 'cta-resend');
  const run = sqlQuery(tx);
  const { resent, throttled } = await markResent(
    run,
    ctaId,
    now,
    new Date(now.getTime() - CTA_RESEND_INTERVAL_MS),
  );
  const emailsQueued = await queueCampaignMail(run, deps.publicUrl, cta, resent);
  await recordSuccess(tx, actor, {
    action: 'cta-resend',
    details: { ctaId, title: cta.title, resent: resent.length, throttled, emailsQueued },
  });
  return { resent: resent.length, throttled, emailsQueued };
}

export async function assignedReport(run: RawQuery, query: CtaAssignedQuery) {
  const { rows, total } = await assignedPage(run, query);
  return {
    meta: page(query, total),
    data: rows.map((r) => ({
      ctaId: Number(r.cta_id),
      ctaTitle: r.cta_title,
      merchantId: Number(r.merchant_id),
      businessCommonName: r.business_common_name,
      state: r.state,
      assignedAt: iso(r.assigned_at) as string,
      assignedBy: r.assigned_by,
      completedAt: iso(r.completed_at),
      dismissedAt: iso(r.dismissed_at),
      lastResentAt: iso(r.last_resent_at),
      remindersSent: (r.reminders_sent ?? []).map(Number),
      holdPlacedAt: iso(r.hold_placed_at),
      holdReleasedAt: iso(r.hold_released_at),
    })),
  };
}

/** The identity block without anything but the SSN's last four (never stored in clear). */
function identityShown(identity: Record<string, string> | null) {
  if (!identity) return null;
  const { contactSsn: _never, ...rest } = identity;
  return rest;
}

/** GET /admin/cta/completed-report: the documents only with can-view-documents. */
export async function completedReport(
  run: RawQuery,
  query: CtaCompletedQuery,
  documentsVisible: boolean,
) {
  const { rows, total } = await completedPage(run, query);
  const data: CtaCompletedRow[] = rows.map((r) => ({
    submissionId: Number(r.submission_id),
    ctaId: Number(r.cta_id),
    ctaTitle: r.cta_title,
    merchantId: Number(r.merchant_id),
    businessCommonName: r.business_common_name,
    submittedAt: iso(r.submitted_at) as string,
    submittedBy: r.submitted_by,
    business: r.business,
    identity: identityShown(r.identity),
    documentCount: r.documents.length,
    documents: documentsVisible
      ? r.documents.map((d) => {
          const name = documentTypeNameOf(Number(d.document_type_id));
          return {
            documentTypeId: Number(d.document_type_id),
            documentTypeName: name ?? 'unknown',
            label: name ? DOCUMENT_TYPE_LABELS[name] : 'Document',
            documentId: d.document_id === null ? null : Number(d.document_id),
            fileName: d.file_name,
            downloadPath:
              d.document_id === null
                ? null
                : `/api/admin/merchants/${r.merchant_id}/documents/${d.document_id}/download`,
          };
        })
      : null,
  }));
  return { meta: page(query, total), data, documentsVisible };
}
