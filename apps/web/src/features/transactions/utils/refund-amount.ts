import { formatMoney } from '@paydesk/domain/money';

/**
 * The refund dialog's amount (part 1 §5 "Dollar amount": at least 0.01, two decimals, a $
 * prefix), typed in dollars and sent in cents, never more than is left to refund.
 */

export const REFUND_MIN_MESSAGE = 'Enter an amount of at least $0.01';

/** Cents as the field shows them: 4608 -> 46.08. */
export const centsToDollars = (cents: number) => cents / 100;

/** Why an amount cannot be refunded, or null. */
export function refundProblem(
  cents: number | undefined,
  refundable: number,
  currency: string,
): string | null {
  if (cents === undefined || cents < 1) return REFUND_MIN_MESSAGE;
  if (cents > refundable) return `At most ${formatMoney(refundable, currency)} can be refunded`;
  return null;
}

/** What is still refundable after refunding `cents` (what is left now while it is not an amount). */
export function leftAfterRefund(refundable: number, cents: number | undefined): number {
  if (cents === undefined || cents < 1 || cents > refundable) return refundable;
  return refundable - cents;
}

/** The schema of the refund form: the domain's request, and no more than is refundable. */
export async function refundSchemaFor(refundable: number, currency: string) {
  const { refundRequestSchema } = await import('@paydesk/domain/transactions');
  return refundRequestSchema.superRefine((request, context) => {
    const problem = refundProblem(request.amount, refundable, currency);
    if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });
}
