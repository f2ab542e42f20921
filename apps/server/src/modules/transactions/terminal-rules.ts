import type { CardBrand } from '@paydesk/domain/card-number';
import { formatMoney } from '@paydesk/domain/money';
import type { Merchant } from '../../platform/route-merchant';

/**
 * What the virtual terminal may take for an account (part 2 §3 limits, §4 statuses; settings
 * allow_card_payment and allow_ach_payment), in one place: payment-info shows these answers and
 * POST /transactions enforces them.
 */
export type TerminalAccount = Pick<
  Merchant,
  | 'status'
  | 'currency'
  | 'allowCardPayment'
  | 'allowAchPayment'
  | 'cardBrands'
  | 'ccPerTransactionLimitCents'
  | 'ccPerMonthLimitCents'
  | 'achPerTransactionLimitCents'
  | 'achPerMonthLimitCents'
>;

export type Method = 'card' | 'ach';

/** 33 Closed - Pending and 133 Closed (part 2 §4). */
export const CLOSED_STATUSES: readonly number[] = [33, 133];

export const CLOSED_MESSAGE = 'This account is closed: it cannot take payments.';

const BRANDS: readonly CardBrand[] = ['Visa', 'MasterCard', 'American Express', 'Discover'];
const BRAND_ALIASES: Record<string, CardBrand> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  americanexpress: 'American Express',
  discover: 'Discover',
};

export const isOpen = (account: Pick<Merchant, 'status'>) =>
  !CLOSED_STATUSES.includes(account.status);

/** The brands the account takes: its card brands setting, or all four when it has none. */
export function acceptedBrands(account: Pick<Merchant, 'cardBrands'>): CardBrand[] {
  const named = (account.cardBrands ?? [])
    .map((name) => BRAND_ALIASES[name.toLowerCase().replace(/[^a-z]/g, '')])
    .filter((brand): brand is CardBrand => brand !== undefined);
  return named.length > 0 ? BRANDS.filter((brand) => named.includes(brand)) : [...BRANDS];
}

export interface MethodLimits {
  accepted: boolean;
  perTransaction: number | null;
  perMonth: number | null;
  usedThisMonth: number;
  /** null: no monthly limit. */
  remainingThisMonth: number | null;
}

export function methodLimits(
  account: TerminalAccount,
  method: Method,
  usedThisMonth: number,
): MethodLimits {
  const card = method === 'card';
  const perMonth = card ? account.ccPerMonthLimitCents : account.achPerMonthLimitCents;
  return {
    accepted: isOpen(account) && (card ? account.allowCardPayment : account.allowAchPayment),
    perTransaction: card ? account.ccPerTransactionLimitCents : account.achPerTransactionLimitCents,
    perMonth,
    usedThisMonth,
    remainingThisMonth: perMonth === null ? null : Math.max(0, perMonth - usedThisMonth),
  };
}

const METHOD_NAMES: Record<Method, string> = { card: 'card', ach: 'bank (ACH)' };

/**
 * Why the account cannot take this payment, or null. `usedThisMonth` is the method's approved
 * volume of the current calendar month in the account's time zone.
 */
export function paymentProblem(
  account: TerminalAccount,
  payment: { method: Method; amountCents: number; brand: CardBrand | null },
  usedThisMonth: number,
): string | null {
  const money = (cents: number) => formatMoney(cents, account.currency);
  const name = METHOD_NAMES[payment.method];
  if (!isOpen(account)) return CLOSED_MESSAGE;
  const limits = methodLimits(account, payment.method, usedThisMonth);
  if (!limits.accepted) {
    return `This account does not take ${name} payments. Contact support to turn them on.`;
  }
  if (payment.brand && !acceptedBrands(account).includes(payment.brand)) {
    return `This account does not take ${payment.brand} cards.`;
  }
  if (limits.perTransaction !== null && payment.amountCents > limits.perTransaction) {
    return (
      `This account takes ${name} payments of up to ${money(limits.perTransaction)} each; ` +
      `this one is ${money(payment.amountCents)}.`
    );
  }
  if (
    limits.perMonth !== null &&
    limits.remainingThisMonth !== null &&
    payment.amountCents > limits.remainingThisMonth
  ) {
    return (
      `This payment of ${money(payment.amountCents)} would take the account over its monthly ${name} limit ` +
      `of ${money(limits.perMonth)}: ${money(usedThisMonth)} has been taken this month, so ` +
      `${money(limits.remainingThisMonth)} is left.`
    );
  }
  return null;
}
