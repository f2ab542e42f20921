import {
  CTA_ADMIN_MESSAGES,
  CTA_CATEGORIES,
  CTA_CATEGORY_LABELS,
  CTA_EMAIL_TEMPLATES,
} from '@paydesk/domain/admin-cta-fields';
import type { CreateCta, CtaCampaign, CtaListQuery, UpdateCta } from '@paydesk/domain/admin-ctas';
import { type CtaViewer, contactTypesOf, DOCUMENT_TYPE_IDS } from '@paydesk/domain/cta-rules';
import type { DocumentTypeName } from '@paydesk/domain/file-purposes';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import { NotFound, ValidationFailed } from '../../platform/errors';
import {
  type CampaignRow,
  type CtaInsert,
  type CtaRecord,
  campaignById,
  campaignPage,
  campaignReportRows,
  clearOutstandingReminders,
  insertCampaign,
  lockCampaign,
  updateCampaign,
} from './admin-ctas.repository';
import { type HoldDeps, liftDeadlineHolds } from './cta-holds.service';

/**
 * The campaigns of the Call to Action Manager (part 2 §3, §7): reads, create, change and the
 * soft delete, each write in the call's transaction under its Idempotency-Key and audited.
 * Assignment, resend and the reports: cta-assignment.service.ts; the deadline job:
 * cta-deadline-jobs.service.ts.
 */

const M = CTA_ADMIN_MESSAGES;
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function campaignOf(row: CampaignRow): CtaCampaign {
  const viewers = row.viewable_by as CtaViewer[];
  return {
    id: Number(row.id),
    title: row.title,
    message: row.message,
    can_be_dismissed: row.can_be_dismissed,
    terms_of_service: row.terms_of_service,
    settings: { viewable_by: viewers, contact_types: contactTypesOf(viewers) },
    categories: row.categories as CtaCampaign['categories'],
    documents_requested: row.documents_requested.map((d) => ({
      document_type_name: d.documentTypeName as DocumentTypeName,
      document_type_id: Number(d.documentTypeId),
    })),
    email_template: row.email_template ?? 'cta-assigned-default',
    deadline_at: iso(row.deadline_at),
    reminder_days: (row.reminder_days ?? []).map(Number),
    hold_at_deadline: row.hold_at_deadline,
    created_by: row.created_by,
    created_at: iso(row.created_at) as string,
    deleted_at: iso(row.deleted_at),
    counts: {
      assigned: Number(row.assigned),
      completed: Number(row.completed),
      outstanding: Number(row.outstanding),
      dismissed: Number(row.dismissed),
      holds_placed: Number(row.holds_placed),
    },
  };
}

export async function campaign(run: RawQuery, id: number): Promise<CtaCampaign> {
  const row = await campaignById(run, id);
  if (!row) throw new NotFound(M.notFound);
  return campaignOf(row);
}

export async function campaigns(run: RawQuery, query: CtaListQuery) {
  const { rows, total } = await campaignPage(run, query);
  return {
    meta: {
      perPage: query.perPage,
      page: query.page,
      totalRecords: total,
      totalPages: Math.ceil(total / query.perPage),
    },
    data: rows.map(campaignOf),
  };
}

export async function campaignReport(run: RawQuery) {
  const rows = await campaignReportRows(run);
  return {
    data: rows.map((row) => {
      const c = campaignOf(row);
      return {
        id: c.id,
        title: c.title,
        deadline_at: c.deadline_at,
        deleted_at: c.deleted_at,
        created_at: c.created_at,
        ...c.counts,
      };
    }),
  };
}

export const categories = () => ({
  data: CTA_CATEGORIES.map((category_name) => ({
    category_name,
    label: CTA_CATEGORY_LABELS[category_name],
  })),
});

export const emailTemplates = () => ({
  data: CTA_EMAIL_TEMPLATES.map((t) => ({
    id: t.id,
    name: t.name,
    subject: t.subject,
    body: t.body,
  })),
});

/** The deadline must lie ahead of now (400 on deadline_at). */
function checkDeadline(deadline: string | null | undefined, now: Date): Date | null | undefined {
  if (deadline === undefined || deadline === null) return deadline;
  const at = new Date(deadline);
  if (at.getTime() <= now.getTime()) throw new ValidationFailed({ deadline_at: [M.deadlinePast] });
  return at;
}

const documentsOf = (names: readonly DocumentTypeName[]) =>
  names.map((name) => ({ documentTypeName: name, documentTypeId: DOCUMENT_TYPE_IDS[name] }));

/** POST /admin/cta. */
export async function createCampaign(
  tx: Database,
  actor: Actor,
  body: CreateCta,
  now: Date,
): Promise<CtaCampaign> {
  const deadline = checkDeadline(body.deadline_at, now) ?? null;
  const id = await insertCampaign(tx, {
    title: body.title,
    message: body.message,
    canBeDismissed: body.can_be_dismissed,
    termsOfService: body.terms_of_service,
    viewableBy: body.settings.viewable_by,
    categories: body.categories,
    documentsRequested: documentsOf(body.documents_requested),
    emailTemplate: body.email_template,
    deadlineAt: deadline,
    reminderDays: [...body.reminder_days].sort((a, b) => b - a),
    holdAtDeadline: body.hold_at_deadline,
    createdByUserId: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  await recordSuccess(tx, actor, {
    action: 'cta-create',
    details: {
      ctaId: id,
      title: body.title,
      categories: body.categories,
      documents: body.documents_requested,
      deadlineAt: deadline?.toISOString() ?? null,
      holdAtDeadline: body.hold_at_deadline,
    },
  });
  return campaign(sqlQuery(tx), id);
}

async function lockedLive(
  tx: Database,
  actor: Actor,
  id: number,
  action: 'cta-update' | 'cta-assign' | 'cta-resend',
) {
  const row = await lockCampaign(tx, id);
  if (!row) throw new NotFound(M.notFound);
  if (row.deletedAt)
    return refuseAttempt(
      tx,
      actor,
      { action, details: { ctaId: id, title: row.title } },
      M.deleted,
    );
  return row;
}

/** The campaign locked for a change or an assignment: 404 unknown, 422 deleted (audited). */
export const lockLiveCampaign = lockedLive;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** PATCH /admin/cta/{id}. */
export async function updateCampaignFields(
  tx: Database,
  actor: Actor,
  id: number,
  body: UpdateCta,
  now: Date,
): Promise<CtaCampaign> {
  const before = await lockedLive(tx, actor, id, 'cta-update');
  const deadline = checkDeadline(body.deadline_at, now);
  const next: Partial<CtaInsert> = {
    title: body.title,
    message: body.message,
    canBeDismissed: body.can_be_dismissed,
    termsOfService: body.terms_of_service,
    viewableBy: body.settings?.viewable_by,
    categories: body.categories,
    documentsRequested: body.documents_requested && documentsOf(body.documents_requested),
    emailTemplate: body.email_template,
    deadlineAt: deadline,
    reminderDays: body.reminder_days && [...body.reminder_days].sort((a, b) => b - a),
    holdAtDeadline: body.hold_at_deadline,
  };
  const changed = (Object.keys(next) as (keyof CtaRecord & keyof CtaInsert)[]).filter(
    (key) => next[key] !== undefined && !same(next[key], before[key]),
  );
  // The result keeps the deadline rules: reminders and a hold need a deadline.
  const deadlineAfter = deadline === undefined ? before.deadlineAt : deadline;
  const remindersAfter = next.reminderDays ?? before.reminderDays;
  const holdAfter = next.holdAtDeadline ?? before.holdAtDeadline;
  if (deadlineAfter === null) {
    const errors: Record<string, string[]> = {};
    if (remindersAfter.length > 0) errors.reminder_days = [M.remindersNeedDeadline];
    if (holdAfter) errors.hold_at_deadline = [M.holdNeedsDeadline];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  }
  if (changed.length === 0) return campaign(sqlQuery(tx), id);
  await updateCampaign(tx, id, {
    ...Object.fromEntries(changed.map((k) => [k, next[k]])),
    updatedAt: now,
  });
  if (changed.includes('deadlineAt')) await clearOutstandingReminders(sqlQuery(tx), id);
  await recordSuccess(tx, actor, {
    action: 'cta-update',
    details: { ctaId: id, title: before.title, fields: changed },
  });
  return campaign(sqlQuery(tx), id);
}

/** DELETE /admin/cta/{id}: soft; holds the campaign placed are lifted. */
export async function deleteCampaign(
  tx: Database,
  deps: HoldDeps,
  actor: Actor,
  id: number,
  now: Date,
): Promise<CtaCampaign> {
  const row = await lockCampaign(tx, id);
  if (!row) throw new NotFound(M.notFound);
  if (row.deletedAt) return campaign(sqlQuery(tx), id);
  await updateCampaign(tx, id, { deletedAt: now, updatedAt: now });
  const lifted = await liftDeadlineHolds(tx, deps, { ctaId: id, now, actor, cause: 'deleted' });
  await recordSuccess(tx, actor, {
    action: 'cta-delete',
    details: { ctaId: id, title: row.title, holdsLifted: lifted },
  });
  return campaign(sqlQuery(tx), id);
}
