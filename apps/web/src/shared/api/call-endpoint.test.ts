import type { signIn } from '@paydesk/domain/endpoints/auth';
import type { getMerchantAccount, requestLimitIncrease } from '@paydesk/domain/endpoints/merchants';
import * as authRoutes from '@paydesk/domain/routes/auth';
import * as merchantRoutes from '@paydesk/domain/routes/merchants';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from './api-client';
import { createEndpointCaller } from './call-endpoint';

/** A client that records what it was asked and answers `answer`. */
function recordingClient(answer: unknown) {
  const calls: { path: string; options: RequestOptions<unknown> }[] = [];
  const client = vi.fn(async (path: string, options: RequestOptions<unknown> = {}) => {
    calls.push({ path, options });
    return answer;
  }) as unknown as ApiClient;
  return { calls, callEndpoint: createEndpointCaller(client) };
}

describe('callEndpoint', () => {
  it("calls a route's path with its parameters, the bearer for signed-in routes", async () => {
    const { calls, callEndpoint } = recordingClient({ id: 100001 });
    const answer = await callEndpoint<typeof getMerchantAccount>(
      merchantRoutes.getMerchantAccount,
      { params: { id: 100001 } },
    );
    expect(answer).toEqual({ id: 100001 });
    expect(calls[0]?.path).toBe('/merchants/100001');
    expect(calls[0]?.options).toMatchObject({ method: 'GET', auth: true });
    expect(calls[0]?.options.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('sends public routes without the bearer and idempotent ones with a key', async () => {
    const { calls, callEndpoint } = recordingClient({});
    await callEndpoint<typeof signIn>(authRoutes.signIn, {
      body: { email: 'owner@paydesk.test', password: 'x' },
    });
    expect(calls[0]?.options).toMatchObject({ method: 'POST', auth: false });
    await callEndpoint<typeof requestLimitIncrease>(merchantRoutes.requestLimitIncrease, {
      params: { id: 1 },
      body: { kind: 'card', requestedMonthlyLimit: 100, reason: 'Season' },
      idempotencyKey: 'key-1',
    });
    expect(calls[1]?.options.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
  });

  it("accepts only the endpoint's own route", () => {
    const { callEndpoint } = recordingClient({});
    const wrongRoute = () =>
      // @ts-expect-error: the rates route is not the account's (another path)
      callEndpoint<typeof getMerchantAccount>(merchantRoutes.getMerchantRates, {
        params: { id: 1 },
      });
    expect(wrongRoute).toBeTypeOf('function');
  });
});
