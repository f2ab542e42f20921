import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO } from './demo-users';

/** Payment links through the API as the demo owner (account 100001, checkout on). */

export const CHECKOUT_MERCHANT = 100001;

export async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.owner.email, password: DEMO.owner.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { idToken } = (await response.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}` };
}

interface LinkRow {
  token: string;
  state: string;
  amountType: string;
  id: number;
}

/** A demo link taking payments now (the list, newest first), of that amount type if asked. */
export async function activeDemoLink(
  request: APIRequestContext,
  amountType?: 'fixed' | 'open' | 'items',
): Promise<LinkRow> {
  const headers = await ownerHeaders(request);
  const response = await request.get(
    `/api/merchants/${CHECKOUT_MERCHANT}/payment-links?active=true&perPage=50`,
    { headers },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: LinkRow[] };
  const link = data.find(
    (row) => row.state === 'active' && (!amountType || row.amountType === amountType),
  );
  if (!link) throw new Error('The demo account has no active payment link');
  return link;
}

async function postLink(request: APIRequestContext, body: Record<string, unknown>) {
  const headers = await ownerHeaders(request);
  return request.post(`/api/merchants/${CHECKOUT_MERCHANT}/payment-links`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: body,
  });
}

/** Creates a link as the owner (the API's create body) and answers it. */
export async function createLink(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<LinkRow> {
  const response = await postLink(request, body);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as LinkRow;
}

/** Creates a link, or answers undefined when the API refuses it (e.g. an inactive product). */
export async function tryCreateLink(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<LinkRow | undefined> {
  const response = await postLink(request, body);
  return response.status() === 201 ? ((await response.json()) as LinkRow) : undefined;
}

/** Turns a link off as the owner. */
export async function deactivateLink(request: APIRequestContext, token: string): Promise<void> {
  const headers = await ownerHeaders(request);
  const response = await request.post(
    `/api/merchants/${CHECKOUT_MERCHANT}/payment-links/${token}/deactivate`,
    { headers: { ...headers, 'idempotency-key': randomUUID() } },
  );
  expect(response.ok(), await response.text()).toBe(true);
}
