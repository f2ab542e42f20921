import { formatMoney } from '@paydesk/domain/money';
import type { MailMessage } from '../../platform/mail';
import type { NoticeRow, RecipientRow } from './dispute-jobs.repository';

/** The e-mails of the dispute-notifications job (docs/disputes.md "E-mails"). */

const KIND_NAMES = { chargeback: 'chargeback', retrieval: 'retrieval request' } as const;

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** `2026-11-24 15:00 UTC`: one reading whatever the reader's time zone. */
const utc = (value: string | Date) =>
  `${asDate(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The link every dispute e-mail carries: signed in, to the dispute; otherwise through sign-on. */
export const disputeLink = (publicUrl: string, notice: Pick<NoticeRow, 'id' | 'kind'>) =>
  `${publicUrl}/dispute-details-redirect/${notice.id}/${notice.kind}`;

export function disputeMail(
  what: 'opened' | 'reminder',
  notice: NoticeRow,
  to: RecipientRow,
  publicUrl: string,
): MailMessage {
  const kind = KIND_NAMES[notice.kind];
  const amount = formatMoney(Number(notice.amount_cents), notice.currency);
  const subject =
    what === 'opened'
      ? `New ${kind} on ${notice.merchant_name}: respond by ${utc(notice.respond_by)}`
      : `Reminder: a ${kind} on ${notice.merchant_name} needs a response by ${utc(notice.respond_by)}`;
  const opening =
    what === 'opened'
      ? `A new ${kind} was opened on ${notice.merchant_name} (account ${notice.merchant_id}) on ${utc(notice.opened_at)}.`
      : `The ${kind} opened on ${notice.merchant_name} (account ${notice.merchant_id}) on ${utc(notice.opened_at)} still needs a response.`;
  const text = [
    `Hello ${to.first_name},`,
    '',
    opening,
    `Transaction ${notice.trans_number}, ${amount}. Reason: ${notice.reason}.`,
    `Respond by ${utc(notice.respond_by)}.`,
    '',
    `Open it: ${disputeLink(publicUrl, notice)}`,
    '',
    'You receive this e-mail because you manage disputes for this account.',
    '',
  ].join('\n');
  return { to: to.email, subject, text };
}
