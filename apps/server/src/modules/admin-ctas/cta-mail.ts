import { renderCtaMail, renderCtaReminder } from '@paydesk/domain/admin-cta-fields';
import type { RawQuery } from '../../db/client';
import { type MailMessage, queueMails } from '../../platform/mail';
import { recipientsOf } from './cta-assignment.repository';

/** The campaign fields its e-mails read. */
export interface MailCampaign {
  title: string;
  message: string;
  emailTemplate: string | null;
  deadlineAt: Date | null;
}

/**
 * Queues the campaign's e-mail (the template's, or the reminder `days` before the deadline) to
 * every enabled user with access to each merchant, through the outbox in the caller's
 * transaction: one read of the recipients, one insert. Answers how many were queued.
 */
export async function queueCampaignMail(
  run: RawQuery,
  publicUrl: string,
  campaign: MailCampaign,
  merchantIds: number[],
  reminderDays?: number,
): Promise<number> {
  const recipients = await recipientsOf(run, merchantIds);
  const messages: MailMessage[] = recipients.map((r) => {
    const values = {
      business: r.business_common_name,
      merchantId: Number(r.merchant_id),
      title: campaign.title,
      message: campaign.message,
      link: `${publicUrl}/dashboard/${r.merchant_id}`,
      deadlineAt: campaign.deadlineAt ? new Date(campaign.deadlineAt).toISOString() : null,
    };
    const mail =
      reminderDays === undefined
        ? renderCtaMail(campaign.emailTemplate, values)
        : renderCtaReminder(values, reminderDays);
    return { to: r.email, ...mail, merchantId: Number(r.merchant_id) };
  });
  await queueMails(run, messages);
  return messages.length;
}
