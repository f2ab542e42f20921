import type { IsoDate } from '@paydesk/domain/date-presets';
import type { CreateSubscriptionInput } from '@paydesk/domain/subscriptions';
import { dollarsToCents } from '../../../shared/payment-method/card-entry';
import { readIntervalChoice } from './interval-label';

/** A day as the filters and the API take it. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_PATTERN_MESSAGE = 'Enter a date as YYYY-MM-DD, e.g. 2026-12-01';

/**
 * What the New subscription form holds: the schema's field names (so the server's messages
 * land under the right fields), as typed: dollars, the interval as one choice ('month-1'),
 * the card number with spaces and the expiry as MM/YY.
 */
export type SubscriptionFormValues = {
  /** The chosen customer's id as the picker holds it ('' before one is chosen). */
  customerId: string;
  description: string;
  /** Dollars ('' while empty). */
  amount: number | string;
  /** An INTERVAL_CHOICES value: 'month-1', 'week-2'. */
  interval: string;
  startDate: IsoDate | '';
  /** A payment plan: a fixed number of charges. */
  plan: boolean;
  installments: number | string;
  paymentMethod: {
    method: 'card' | 'ach';
    card: { number: string; expiry: string; cvc: string; name: string };
    ach: {
      routingNumber: string;
      accountNumber: string;
      accountType: 'checking' | 'savings';
      name: string;
    };
  };
};

export function emptySubscriptionForm(startDate: IsoDate): SubscriptionFormValues {
  return {
    customerId: '',
    description: '',
    amount: '',
    interval: 'month-1',
    startDate,
    plan: false,
    installments: 12,
    paymentMethod: {
      method: 'card',
      card: { number: '', expiry: '', cvc: '', name: '' },
      ach: { routingNumber: '', accountNumber: '', accountType: 'checking', name: '' },
    },
  };
}

/** A whole number typed in a field, else NaN (which the schema refuses with its message). */
const wholeNumber = (value: number | string): number =>
  typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;

/**
 * The form as the create body the schema checks: cents, the interval and its count, the
 * instalments of a plan only (null: until cancelled), and only the chosen method's fields.
 */
export function toCreateSubscriptionInput(values: SubscriptionFormValues): CreateSubscriptionInput {
  const every = readIntervalChoice(values.interval);
  const customerId = /^[1-9]\d*$/.test(values.customerId) ? Number(values.customerId) : 0;
  const { method, card, ach } = values.paymentMethod;
  return {
    customerId,
    description: values.description,
    amount: dollarsToCents(values.amount) ?? 0,
    interval: every?.interval ?? ('' as CreateSubscriptionInput['interval']),
    intervalCount: every?.count ?? 1,
    startDate: values.startDate,
    installments: values.plan ? wholeNumber(values.installments) : null,
    paymentMethod:
      method === 'card'
        ? { method: 'card', card: { ...card } }
        : { method: 'ach', ach: { ...ach } },
  };
}
