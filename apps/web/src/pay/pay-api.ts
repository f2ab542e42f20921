import { endpointPath } from '@paydesk/domain/endpoint';
import type { PayPage, PayRequestInput, PayResult } from '@paydesk/domain/pay';
import * as route from '@paydesk/domain/routes/pay';

/**
 * The pay page's two calls, with fetch and no zod (the page's first load stays small): the
 * routes come from the domain's declarations; the server validates every answer it sends.
 */
export interface PayFailure {
  status: number;
  message: string;
  /** Field → messages, as the server's 400 names them (`card.number`, `quantities.0`). */
  errors: Record<string, string[]>;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; failure: PayFailure };

const NETWORK_MESSAGE =
  'We could not reach the payment service. Check your connection and try again.';

async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  try {
    const response = await fetch(`/api${path}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers ?? {}) },
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, value: body as T };
    const message =
      response.status === 429
        ? 'Too many attempts. Please wait a minute and try again.'
        : typeof body.error_message === 'string'
          ? body.error_message
          : 'Something went wrong. Please try again.';
    return {
      ok: false,
      failure: {
        status: response.status,
        message,
        errors: (body.errors as Record<string, string[]> | undefined) ?? {},
      },
    };
  } catch {
    return { ok: false, failure: { status: 0, message: NETWORK_MESSAGE, errors: {} } };
  }
}

export const loadPayPage = (token: string) =>
  call<PayPage>(endpointPath(route.getPayPage, { token }));

/** One attempt = one Idempotency-Key: a retry after a lost answer is never charged twice. */
export const submitPayment = (token: string, body: PayRequestInput, key: string) =>
  call<PayResult>(endpointPath(route.payPaymentLink, { token }), {
    method: route.payPaymentLink.method,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

export const newAttemptKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
