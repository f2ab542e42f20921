import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
});

describe('merchant account', () => {
  it('answers the account fields, flags, limits and month-to-date volume', async () => {
    const res = await t.app.inject({ url: '/api/merchants/100003', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 100003,
      status: 33,
      businessCommonName: 'Driftwood Books',
      processorId: 3,
      monthToDate: { cardVolume: 0, achVolume: 0 },
      contacts: { owners: [] },
    });
    const bistro = (
      await t.app.inject({ url: '/api/merchants/100001', headers: owner.headers })
    ).json();
    expect(bistro).toMatchObject({
      allowCheckout: true,
      enablePosDevices: true,
      processorName: 'Processor 3 (newer)',
    });
  });

  it('answers 404 for an account that does not exist, to an admin who may see any', async () => {
    const admin = await signInAs(t.app, 'admin@paydesk.test');
    expect(
      (await t.app.inject({ url: '/api/merchants/999999', headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('answers the rate plan and the caller’s contact type', async () => {
    const rates = (
      await t.app.inject({ url: '/api/merchants/100002/rates', headers: owner.headers })
    ).json();
    expect(rates).toMatchObject({
      processorId: 2,
      cardPercentBps: 300,
      cardFixedCents: 33,
      rejectedReturnFeeCents: 1000,
    });
    const type = await t.app.inject({
      url: '/api/merchants/100001/contact-type',
      headers: owner.headers,
    });
    expect(type.json()).toEqual({ contactType: null });
  });

  it('records a limit-increase request and e-mails the limits mailbox', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/100001/limit-increase',
      headers: owner.headers,
      payload: { kind: 'card', requestedMonthlyLimit: 0, reason: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'requestedMonthlyLimit']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/100001/limit-increase',
      headers: owner.headers,
      payload: { kind: 'card', requestedMonthlyLimit: 10_000_000, reason: 'Holiday season' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ contactEmail: 'limits@paydesk.test' });
    expect(ok.json().message).toContain('2-3 business days');
    const outbox = (await t.app.inject('/api/dev/outbox')).json().data;
    expect(outbox[0]).toMatchObject({ to: 'limits@paydesk.test' });
    expect(outbox[0].text).toContain('$100,000.00');
    expect(outbox[0].text).toContain('Holiday season');
  });
});
