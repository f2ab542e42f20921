import { VIEW_NAME_TAKEN_MESSAGE } from '@paydesk/domain/saved-views';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
});

const views = (merchantId: number, who: SignedIn, screen = 'transactions') =>
  t.app.inject({
    url: `/api/merchants/${merchantId}/saved-views?screen=${screen}`,
    headers: who.headers,
  });

const create = (merchantId: number, who: SignedIn, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchants/${merchantId}/saved-views`,
    headers: who.headers,
    payload: { screen: 'transactions', ...body },
  });

describe('saved views', () => {
  it('keeps a private view for its maker and shows a shared one to the other users of the account', async () => {
    const mine = await create(100001, owner, {
      name: 'Refunds this month',
      query: '?type=-CC+Refund&range=month-to-date',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      name: 'Refunds this month',
      query: 'type=-CC+Refund&range=month-to-date',
      shared: false,
      own: true,
    });
    const team = await create(100001, owner, {
      name: 'Big Visa sales',
      query: 'card_brand=Visa&amount_min=50000',
      shared: true,
    });
    expect(team.statusCode).toBe(201);

    const ownerViews = (await views(100001, owner))
      .json()
      .data.map((v: { name: string }) => v.name);
    expect(ownerViews).toEqual(['Big Visa sales', 'Refunds this month']);
    const clerkViews = (await views(100001, clerk)).json().data;
    expect(clerkViews).toHaveLength(1);
    expect(clerkViews[0]).toMatchObject({ name: 'Big Visa sales', own: false, shared: true });
    expect(clerkViews[0].ownerName).toMatch(/\S/);
    // Other lists and other accounts keep their own views.
    expect((await views(100001, owner, 'payouts')).json().data).toEqual([]);
    expect((await views(100002, owner)).json().data).toEqual([]);
  });

  it('lets only the maker rename, share or delete a view; others get 404', async () => {
    const made = (
      await create(100001, owner, { name: 'Declines', query: 'status=declined' })
    ).json();
    const url = `/api/merchants/100001/saved-views/${made.id}`;
    const byClerk = await t.app.inject({
      method: 'PATCH',
      url,
      headers: clerk.headers,
      payload: { shared: true },
    });
    expect(byClerk.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: clerk.headers })).statusCode).toBe(
      404,
    );
    const shared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { shared: true, name: 'All declines' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ name: 'All declines', shared: true });
    // Another account's path does not reach it.
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/api/merchants/100002/saved-views/${made.id}`,
      headers: owner.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(gone.statusCode).toBe(204);
    expect(
      (await views(100001, clerk)).json().data.map((v: { name: string }) => v.name),
    ).not.toContain('All declines');
  });

  it('refuses a second view of the same name on the list, an empty name, and an account the user does not hold', async () => {
    await create(100001, clerk, { name: 'Mine', query: 'status=approved' });
    const twice = await create(100001, clerk, { name: 'Mine', query: 'status=declined' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error_message).toBe(VIEW_NAME_TAKEN_MESSAGE);
    const blank = await create(100001, clerk, { name: '  ', query: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual(['Give the view a name']);
    expect((await create(NOT_THE_CLERKS, clerk, { name: 'Nope', query: '' })).statusCode).toBe(403);
  });
});
