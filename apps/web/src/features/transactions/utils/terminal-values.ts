import type { TerminalPaymentRequest } from '@paydesk/domain/transactions';
import { dollarsToCents, parseExpiry } from '../../../shared/payment-method/card-entry';

/** What the terminal's form holds: dollars and the number as typed, both methods' fields. */
export type TerminalValues = {
  merchantId: number;
  method: 'card' | 'ach';
  /** Dollars ('' while empty). */
  amount: number | string;
  accountholderName: string;
  accountholderEmail: string;
  description: string;
  card: { number: string; expiry: string; cvc: string; postalCode: string };
  ach: { routingNumber: string; accountNumber: string; accountType: 'checking' | 'savings' };
};

export function emptyTerminalValues(merchantId: number, method: 'card' | 'ach'): TerminalValues {
  return {
    merchantId,
    method,
    amount: '',
    accountholderName: '',
    accountholderEmail: '',
    description: '',
    card: { number: '', expiry: '', cvc: '', postalCode: '' },
    ach: { routingNumber: '', accountNumber: '', accountType: 'checking' },
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The form's values as the request the schema checks: cents, the expiry split into month
 * and year (0 when unreadable, which the schema refuses), empty optional fields left out, and
 * only the chosen method's fields.
 */
export function toTerminalRequest(values: TerminalValues): TerminalPaymentRequest {
  const base = {
    merchantId: values.merchantId,
    amount: dollarsToCents(values.amount) ?? 0,
    accountholderName: values.accountholderName,
    accountholderEmail: optional(values.accountholderEmail),
    description: optional(values.description),
  };
  if (values.method === 'ach') {
    return {
      ...base,
      method: 'ach',
      ach: {
        routingNumber: values.ach.routingNumber,
        accountNumber: values.ach.accountNumber,
        accountType: values.ach.accountType,
      },
    };
  }
  const expiry = parseExpiry(values.card.expiry);
  return {
    ...base,
    method: 'card',
    card: {
      number: values.card.number,
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: values.card.cvc,
      postalCode: optional(values.card.postalCode),
    },
  };
}
