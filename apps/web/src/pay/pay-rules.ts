import { cardNumberProblem, cvcLength, routingNumberValid } from '@paydesk/domain/card-number';
import { expiryPassed, PAY_MESSAGES, parseExpiry } from '@paydesk/domain/payment-link-fields';
import { typedCardBrand } from '../shared/payment-method/card-entry';

/**
 * The pay form's checks as the payer types (the server checks the same again). What is typed
 * is shaped by shared/payment-method/card-entry, as in the merchant's screens.
 */

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export interface AchFields {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const nameProblem = (name: string) => (name.trim() ? null : PAY_MESSAGES.nameRequired);
export const emailProblem = (email: string) =>
  EMAIL.test(email.trim()) ? null : PAY_MESSAGES.emailRequired;

export function cardProblems(card: CardFields): Record<string, string> {
  const problems: Record<string, string> = {};
  const numberProblem = cardNumberProblem(card.number);
  if (numberProblem) problems['card.number'] = numberProblem;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems['card.expiry'] = PAY_MESSAGES.expiry;
  else if (expiryPassed(expiry)) problems['card.expiry'] = PAY_MESSAGES.cardExpired;
  const brand = typedCardBrand(card.number);
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc))
    problems['card.cvc'] = PAY_MESSAGES.cvc;
  return problems;
}

export function achProblems(ach: AchFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!routingNumberValid(ach.routingNumber.trim()))
    problems['ach.routingNumber'] = PAY_MESSAGES.routing;
  if (!/^\d{4,17}$/.test(ach.accountNumber.trim()))
    problems['ach.accountNumber'] = PAY_MESSAGES.account;
  return problems;
}

/** Dollars typed ("12.5", "$1,200") to cents, or null. */
export function parseDollars(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Black or white text, whichever reads better on the brand colour. */
export function textOn(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#fff';
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const c = Number.parseInt(part ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}
