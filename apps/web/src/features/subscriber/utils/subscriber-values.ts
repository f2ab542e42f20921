import type { PaymentMethodInput } from '@paydesk/domain/subscriptions';

/** The card update form: both methods' fields as typed; only the chosen one is sent. */
export type MethodFormValues = {
  method: 'card' | 'ach';
  card: { number: string; expiry: string; cvc: string; name: string };
  ach: {
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
    name: string;
  };
};

export const EMPTY_METHOD: MethodFormValues = {
  method: 'card',
  card: { number: '', expiry: '', cvc: '', name: '' },
  ach: { routingNumber: '', accountNumber: '', accountType: 'checking', name: '' },
};

/** The body the schema checks: `{ method: 'card', card }` or `{ method: 'ach', ach }`. */
export function toMethodInput(values: MethodFormValues): PaymentMethodInput {
  return values.method === 'card'
    ? { method: 'card', card: { ...values.card } }
    : { method: 'ach', ach: { ...values.ach } };
}

/** The `token` of the link's query ('' without one). */
export function linkToken(search: URLSearchParams): string {
  return (search.get('token') ?? '').trim();
}

/** A route's subscription id: a positive whole number, else undefined. */
export function subscriptionIdOf(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : undefined;
}
