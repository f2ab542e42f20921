import {
  CTA_DEADLINE_HOLD_SETTER,
  CTA_DEADLINE_JOB_EVERY_MS,
} from '@paydesk/domain/admin-cta-fields';
import { type Database, sqlQuery } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { JobHandler, JobRegistry } from '../../platform/jobs/job-runner';
import type { Processors } from '../../processors/processor-registry';
import { placeDeadlineHolds } from './cta-holds.service';
import { queueCampaignMail } from './cta-mail';

/**
 * The deadline job of the Call to Action Manager (beyond the spec; docs/api.md "Back office:
 * call to action manager"), `cta-deadlines` every 15 minutes (one job a slot across replicas):
 *
 * - reminders: each outstanding assignment of a live campaign whose deadline is ahead gets one
 *   e-mail for the reminder days whose moment (deadline less that many days) has come and was
 *   after its assignment; those days are added to reminders_sent, so each day value is sent
 *   once (several due at once: one e-mail, naming the nearest);
 * - holds: at the deadline, when the campaign says so, a funding hold on each merchant still
 *   outstanding (cta-holds.service.ts).
 *
 * Both in the job's transaction: the mail, the marks and the job's completion commit together.
 */

export const CTA_DEADLINES_JOB = 'cta-deadlines';
/** Assignments reminded per pass; more wait for the next. */
const REMINDER_BATCH = 2_000;

interface JobDeps {
  processors: Processors;
  config: { publicUrl: string };
}

/** Marks the due reminder days sent in one statement; answers them by campaign. */
async function sendReminders(tx: Database, deps: JobDeps, now: Date): Promise<number> {
  const run = sqlQuery(tx);
  const due = await run<{
    cta_id: number;
    merchant_id: number;
    day: number;
    title: string;
    message: string;
    email_template: string | null;
    deadline_at: Date;
  }>(
    `with due as (
       select a.cta_id, a.merchant_id,
              array(select d from unnest(c.reminder_days) d
                     where c.deadline_at - make_interval(days => d) <= $1::timestamptz
                       and c.deadline_at - make_interval(days => d) > a.assigned_at
                       and not d = any(a.reminders_sent)) as days
         from cta_assignments a join ctas c on c.id = a.cta_id
        where c.deleted_at is null and c.deadline_at > $1::timestamptz
          and cardinality(c.reminder_days) > 0
          and a.completed_at is null and a.dismissed_at is null
        order by a.cta_id, a.merchant_id
        for update of a skip locked),
     picked as (select * from due where cardinality(days) > 0 limit ${REMINDER_BATCH}),
     upd as (update cta_assignments a set reminders_sent = a.reminders_sent || p.days
               from picked p where a.cta_id = p.cta_id and a.merchant_id = p.merchant_id
             returning a.cta_id, a.merchant_id)
     select p.cta_id, p.merchant_id, (select min(x) from unnest(p.days) x) as day,
            c.title, c.message, c.email_template, c.deadline_at
       from picked p join ctas c on c.id = p.cta_id
      order by p.cta_id, day, p.merchant_id`,
    [now],
  );
  const groups = new Map<string, typeof due>();
  for (const row of due) {
    const key = `${row.cta_id}:${row.day}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let mails = 0;
  for (const rows of groups.values()) {
    const first = rows[0];
    if (!first) continue;
    const merchantIds = rows.map((r) => Number(r.merchant_id));
    mails += await queueCampaignMail(
      run,
      deps.config.publicUrl,
      {
        title: first.title,
        message: first.message,
        emailTemplate: first.email_template,
        deadlineAt: first.deadline_at,
      },
      merchantIds,
      Number(first.day),
    );
    await recordAudit(tx, {
      action: 'cta-reminders',
      outcome: 'success',
      email: CTA_DEADLINE_HOLD_SETTER,
      details: { ctaId: Number(first.cta_id), day: Number(first.day), merchantIds },
    });
  }
  return mails;
}

export function ctaDeadlinePass(deps: JobDeps): JobHandler {
  return async (tx, _job, { now }) => {
    await sendReminders(tx, deps, now);
    await placeDeadlineHolds(tx, deps, now);
  };
}

/** Registers `cta-deadlines` (main.ts). */
export function registerCtaDeadlineJobs(jobs: JobRegistry, deps: JobDeps): void {
  jobs.register(CTA_DEADLINES_JOB, ctaDeadlinePass(deps), { everyMs: CTA_DEADLINE_JOB_EVERY_MS });
}
