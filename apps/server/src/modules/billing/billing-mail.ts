import { formatMoney } from '@paydesk/domain/money';
import type { MailMessage } from '../../platform/mail';

/**
 * The e-mails billing sends a subscriber (docs/billing.md "E-mails"): a receipt for each paid
 * charge, a failure notice for each decline (when it is tried again, and the link to update the
 * card), and a notice when the subscription ends. Never a card number: brand and last four.
 */

export interface BillingMailFacts {
  to: string;
  /** The merchant billing for it (the e-mail history files the mail there). */
  merchantId: number;
  firstName: string;
  /** The merchant's DBA (business_common_name). */
  merchantName: string;
  timeZone: string;
  /** What is billed ("Gold plan"). */
  description: string;
  amountCents: number;
  currency: string;
  /** "Visa •••• 4242" or "bank account •••• 6789". */
  paymentMethod: string;
  /** The subscriber's signed manage link (update the card, cancel). */
  manageUrl: string;
}

/** One formatter per time zone: making one costs far more than formatting with it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A day in the merchant's time zone, in words: "Wednesday, November 25, 2026". */
export function dayInWords(at: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

const greeting = (facts: BillingMailFacts) =>
  facts.firstName ? `Hello ${facts.firstName},` : 'Hello,';

const footer = (facts: BillingMailFacts) => [
  '',
  `See your subscription, update your card or cancel: ${facts.manageUrl}`,
  '',
  `You receive this e-mail because you subscribed to ${facts.merchantName}.`,
  '',
];

export function receiptMail(
  facts: BillingMailFacts,
  charge: {
    reference: string;
    paidAt: Date;
    nextChargeAt: Date | null;
    installment: { n: number; of: number } | null;
  },
): MailMessage {
  const amount = formatMoney(facts.amountCents, facts.currency);
  const text = [
    greeting(facts),
    '',
    `Thank you: ${facts.merchantName} charged ${amount} for ${facts.description}.`,
    ...(charge.installment
      ? [`This was payment ${charge.installment.n} of ${charge.installment.of} of your plan.`]
      : []),
    `Paid with: ${facts.paymentMethod}`,
    `Reference: ${charge.reference}`,
    `Date: ${dayInWords(charge.paidAt, facts.timeZone)}`,
    charge.nextChargeAt
      ? `Next charge: ${amount} on ${dayInWords(charge.nextChargeAt, facts.timeZone)}.`
      : charge.installment
        ? 'Your payment plan is now paid in full.'
        : 'There is no further charge.',
    ...footer(facts),
  ].join('\n');
  return {
    to: facts.to,
    merchantId: facts.merchantId,
    subject: `Your receipt from ${facts.merchantName}: ${amount}`,
    text,
  };
}

export function failureMail(
  facts: BillingMailFacts,
  decline: { reason: string; retryAt: Date },
): MailMessage {
  const amount = formatMoney(facts.amountCents, facts.currency);
  const text = [
    greeting(facts),
    '',
    `We could not charge ${amount} for ${facts.description} from ${facts.merchantName} to your ${facts.paymentMethod}.`,
    `Reason: ${decline.reason}`,
    '',
    `We will try again on ${dayInWords(decline.retryAt, facts.timeZone)}. To avoid an interruption, update your card before then.`,
    ...footer(facts),
  ].join('\n');
  return {
    to: facts.to,
    merchantId: facts.merchantId,
    subject: `Your payment to ${facts.merchantName} failed: please update your card`,
    text,
  };
}

export function cancellationMail(
  facts: BillingMailFacts,
  end: { why: 'cancel-date' | 'payment-failed'; endedAt: Date },
): MailMessage {
  const amount = formatMoney(facts.amountCents, facts.currency);
  const opening =
    end.why === 'cancel-date'
      ? `Your subscription to ${facts.description} from ${facts.merchantName} ended on ${dayInWords(end.endedAt, facts.timeZone)}, as you asked. You will not be charged again.`
      : `Your subscription to ${facts.description} from ${facts.merchantName} was cancelled on ${dayInWords(end.endedAt, facts.timeZone)}: the payment of ${amount} failed after several tries. You will not be charged again.`;
  const text = [
    greeting(facts),
    '',
    opening,
    ...(end.why === 'payment-failed'
      ? ['', `To subscribe again, contact ${facts.merchantName}.`]
      : []),
    '',
    `You receive this e-mail because you subscribed to ${facts.merchantName}.`,
    '',
  ].join('\n');
  return {
    to: facts.to,
    merchantId: facts.merchantId,
    subject: `Your subscription to ${facts.merchantName} has ended`,
    text,
  };
}
