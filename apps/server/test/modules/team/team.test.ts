import { randomUUID } from 'node:crypto';
import { MERCHANT_REQUIREMENT_MESSAGES } from '@paydesk/domain/access';
import { MERCHANT_PERMISSION_KEYS } from '@paydesk/domain/merchant-permissions';
import { TEAM_MESSAGES } from '@paydesk/domain/team-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSale } from '../../../src/ledger/ledger-operations';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { type SignedIn, seedIdentity, signIn, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
let admin: SignedIn;
let ownerId = 0;
let clerkId = 0;

const BISTRO = 100001;
const OUTFITTERS = 100002;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  [owner, clerk, admin] = await Promise.all([
    signInAs(t.app, 'owner@paydesk.test'),
    signInAs(t.app, 'clerk@paydesk.test'),
    signInAs(t.app, 'admin@paydesk.test'),
  ]);
  const users = await t.database.query<{ id: number; email: string }>(
    `select id, email from users where email in ('owner@paydesk.test', 'clerk@paydesk.test')`,
  );
  ownerId = Number(users.find((u) => u.email === 'owner@paydesk.test')?.id);
  await t.database.query(`update users set last_login = '2026-11-20T10:00:00Z' where id = $1`, [
    ownerId,
  ]);
  clerkId = Number(users.find((u) => u.email === 'clerk@paydesk.test')?.id);
}, 120_000);

const get = (url: string, who: SignedIn = owner) => t.app.inject({ url, headers: who.headers });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  body?: unknown,
  who: SignedIn = owner,
  key = randomUUID(),
) =>
  t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { ...who.headers, 'idempotency-key': key },
  });

const audits = (action: string) =>
  t.database.query<{ outcome: string; user_id: number; details: Record<string, unknown> }>(
    'select outcome, user_id, details from audit_log where action = $1 order by id',
    [action],
  );

const outboxTo = async (to: string) => {
  const res = await t.app.inject('/api/dev/outbox');
  return (res.json().data as { to: string; subject: string; text: string }[]).filter(
    (m) => m.to === to,
  );
};

describe('the team list', () => {
  it("lists the account's users by name with the admin role and permissions", async () => {
    const res = await get(`/api/merchants/${BISTRO}/users`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, perPage: 10, totalRecords: 2 });
    // Clerk before Owner (by last name).
    expect(body.data.map((u: { email: string }) => u.email)).toEqual([
      'clerk@paydesk.test',
      'owner@paydesk.test',
    ]);
    expect(body.data[1]).toMatchObject({
      id: ownerId,
      firstname: 'Olivia',
      lastname: 'Owner',
      phone: '+1 503 555 0142',
      access: 1,
      isAdmin: true,
      permissions: [...MERCHANT_PERMISSION_KEYS],
      invited: false,
    });
    expect(body.data[0]).toMatchObject({ id: clerkId, isAdmin: false, permissions: [] });
    expect(body.data[1].lastLogin).toBe('2026-11-20T10:00:00.000Z');
    expect(body.data[0].lastLogin).toBeNull();
  });

  it('searches by name or e-mail, sorts and downloads CSV', async () => {
    const found = await get(`/api/merchants/${BISTRO}/users?search=OLIV`);
    expect(found.json().data.map((u: { id: number }) => u.id)).toEqual([ownerId]);
    const byMail = await get(`/api/merchants/${BISTRO}/users?search=clerk@`);
    expect(byMail.json().data.map((u: { id: number }) => u.id)).toEqual([clerkId]);
    const sorted = await get(`/api/merchants/${BISTRO}/users?sort=-email`);
    expect(sorted.json().data[0].email).toBe('owner@paydesk.test');
    const csv = await get(`/api/merchants/${BISTRO}/users?download=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r\n/);
    expect(lines[0]).toBe('Name,E-mail,Phone,Last login (UTC),Access,Role');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Olivia Owner,owner@paydesk.test');
    expect(lines[2]).toMatch(/,1,Admin$/);
  });

  it('is readable by every member and by staff who may view merchants; not by others', async () => {
    expect((await get(`/api/merchants/${BISTRO}/users`, clerk)).statusCode).toBe(200);
    expect((await get(`/api/merchants/${BISTRO}/users`, admin)).statusCode).toBe(200);
    expect((await get('/api/merchants/100003/users', clerk)).statusCode).toBe(403);
  });
});

describe('inviting a user', () => {
  it('creates a new user who must set a password; the e-mailed temporary password meets the challenge', async () => {
    const res = await send('POST', `/api/merchants/${BISTRO}/users`, {
      email: '  New.Cashier@Example.com ',
      firstname: 'Nora',
      lastname: 'Cashier',
      permissions: ['can-create-transactions'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const invited = res.json();
    expect(invited).toMatchObject({
      email: 'new.cashier@example.com',
      firstname: 'Nora',
      lastname: 'Cashier',
      access: 1,
      isAdmin: false,
      permissions: ['can-create-transactions'],
      invited: true,
      lastLogin: null,
    });
    const [mail] = await outboxTo('new.cashier@example.com');
    expect(mail?.subject).toBe('You are invited to Blue Harbor Bistro on Paydesk');
    const password = /\n {4}(\S+)\n/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    // The temporary password is stored hashed only.
    const [stored] = await t.database.query<{ password_hash: string; must_set_password: boolean }>(
      'select password_hash, must_set_password from users where id = $1',
      [invited.id],
    );
    expect(stored?.must_set_password).toBe(true);
    expect(stored?.password_hash).not.toContain(password);

    const first = await signIn(t.app, 'new.cashier@example.com', password);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().challenge).toBe('NEW_PASSWORD_REQUIRED');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/new-password',
      payload: {
        email: 'new.cashier@example.com',
        session: first.json().session,
        newPassword: 'Cashier!Bistro-2026',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const again = await signIn(t.app, 'new.cashier@example.com', 'Cashier!Bistro-2026');
    expect(again.statusCode).toBe(200);
    const info = await t.app.inject({
      url: '/api/users/info',
      headers: { authorization: `Bearer ${again.json().idToken}` },
    });
    expect(info.json().data.merchants).toEqual([
      expect.objectContaining({
        id: BISTRO,
        status: 1,
        isAdmin: false,
        permissions: ['can-create-transactions'],
      }),
    ]);
    const [audit] = await audits('team-invite');
    expect(audit).toMatchObject({ outcome: 'success', user_id: ownerId });
    expect(audit?.details).toMatchObject({
      merchantId: BISTRO,
      userId: invited.id,
      email: 'new.cashier@example.com',
      created: true,
    });
    expect(JSON.stringify(audit?.details)).not.toContain(password);
  });

  it('adds a user of the pool to another account, e-mailing them; a replay adds nothing', async () => {
    const key = randomUUID();
    const body = { email: 'clerk@paydesk.test', firstname: 'Carl', lastname: 'Clerk' };
    const res = await send('POST', '/api/merchants/100003/users', body, owner, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: clerkId, invited: false, firstname: 'Carl' });
    const replay = await send('POST', '/api/merchants/100003/users', body, owner, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const mails = await outboxTo('clerk@paydesk.test');
    expect(mails.filter((m) => m.subject.includes('Driftwood Books'))).toHaveLength(1);
    // The clerk's next request holds the account.
    expect((await get('/api/merchants/100003/users', clerk)).statusCode).toBe(200);
  });

  it('refuses a user already on the account, staff, and bad input', async () => {
    const twice = await send('POST', `/api/merchants/${BISTRO}/users`, {
      email: 'clerk@paydesk.test',
      firstname: 'Carl',
      lastname: 'Clerk',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error_message).toBe(TEAM_MESSAGES.alreadyMember);
    const staff = await send('POST', `/api/merchants/${BISTRO}/users`, {
      email: 'admin@paydesk.test',
      firstname: 'Ada',
      lastname: 'Admin',
    });
    expect(staff.statusCode).toBe(422);
    expect(staff.json().error_message).toBe(TEAM_MESSAGES.staff);
    const bad = await send('POST', `/api/merchants/${BISTRO}/users`, {
      email: 'not-an-email',
      firstname: ' ',
      lastname: 'X',
      permissions: ['can-fly'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'firstname', 'permissions.0']);
    const refused = (await audits('team-invite')).filter((a) => a.outcome === 'failure');
    expect(refused.map((a) => a.details.reason)).toEqual([
      TEAM_MESSAGES.alreadyMember,
      TEAM_MESSAGES.staff,
    ]);
  });

  it('is for the account admins only: a member and staff are refused', async () => {
    const body = { email: 'someone@example.com', firstname: 'Some', lastname: 'One' };
    const byClerk = await send('POST', `/api/merchants/${BISTRO}/users`, body, clerk);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().error_message).toBe(MERCHANT_REQUIREMENT_MESSAGES.merchantAdmin);
    expect((await send('POST', `/api/merchants/${BISTRO}/users`, body, admin)).statusCode).toBe(
      403,
    );
  });
});

describe('permissions take effect on the next request', () => {
  it('refuses the clerk a refund, then allows it once granted, and again refuses once revoked', async () => {
    const sale = await inWriteTransaction(t.database.db, (tx) =>
      recordSale(tx, t.app.processors.processorFor({ processorId: 3 }), {
        merchantId: BISTRO,
        method: 'card',
        amountCents: 5_000,
        brand: 'Visa',
        at: new Date(),
        accountholderName: 'Test Payer',
        lastFour: '4242',
        accountNumber: '4242424242424242',
      }),
    );
    const refund = () =>
      send(
        'PUT',
        `/api/transactions/${sale.id}/refund`,
        { amount: 100, merchantId: BISTRO },
        clerk,
      );
    const refused = await refund();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_message).toBe(MERCHANT_REQUIREMENT_MESSAGES.permission);

    const grant = await send('PATCH', `/api/merchants/${BISTRO}/users/${clerkId}`, {
      permissions: ['can-refund-transactions', 'can-manage-disputes'],
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().permissions).toEqual(['can-manage-disputes', 'can-refund-transactions']);
    const allowed = await refund();
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The session read says so too.
    const info = await get('/api/users/info', clerk);
    expect(
      info.json().data.merchants.find((m: { id: number }) => m.id === BISTRO).permissions,
    ).toEqual(['can-manage-disputes', 'can-refund-transactions']);

    const revoke = await send('PATCH', `/api/merchants/${BISTRO}/users/${clerkId}`, {
      permissions: ['can-manage-disputes'],
    });
    expect(revoke.statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(403);
    const [audit] = (await audits('team-update')).filter(
      (a) => a.details.userId === clerkId && a.outcome === 'success',
    );
    expect(audit?.details).toMatchObject({
      before: { access: 1, isAdmin: false, permissions: [] },
      after: {
        access: 1,
        isAdmin: false,
        permissions: ['can-manage-disputes', 'can-refund-transactions'],
      },
    });
  });

  it('withdrawn access shuts the account on the next request; granted again, it opens', async () => {
    const off = await send('PATCH', `/api/merchants/${OUTFITTERS}/users/${clerkId}`, { access: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().access).toBe(0);
    expect((await get(`/api/merchants/${OUTFITTERS}/users`, clerk)).statusCode).toBe(403);
    await send('PATCH', `/api/merchants/${OUTFITTERS}/users/${clerkId}`, { access: 1 });
    expect((await get(`/api/merchants/${OUTFITTERS}/users`, clerk)).statusCode).toBe(200);
  });

  it('a user made admin of an account manages its team', async () => {
    const up = await send('PATCH', `/api/merchants/${OUTFITTERS}/users/${clerkId}`, {
      isAdmin: true,
    });
    expect(up.json()).toMatchObject({ isAdmin: true, permissions: [...MERCHANT_PERMISSION_KEYS] });
    const info = await get('/api/users/info', clerk);
    expect(info.json().data.profile.isMerchantAdmin).toBe(true);
    const nina = await get(`/api/merchants/${OUTFITTERS}/users?search=nina`, clerk);
    const ninaId = nina.json().data[0].id;
    const change = await send(
      'PATCH',
      `/api/merchants/${OUTFITTERS}/users/${ninaId}`,
      { permissions: ['can-manage-disputes'] },
      clerk,
    );
    expect(change.statusCode, change.body).toBe(200);
    await send('PATCH', `/api/merchants/${OUTFITTERS}/users/${clerkId}`, { isAdmin: false });
    expect(
      (
        await send(
          'PATCH',
          `/api/merchants/${OUTFITTERS}/users/${ninaId}`,
          { permissions: [] },
          clerk,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('the last merchant admin', () => {
  it('cannot be demoted, cut off or removed, not even by themselves', async () => {
    const url = `/api/merchants/${BISTRO}/users/${ownerId}`;
    for (const change of [{ isAdmin: false }, { access: 0 }]) {
      const res = await send('PATCH', url, change);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error_message).toBe(TEAM_MESSAGES.lastAdmin);
    }
    const removed = await send('DELETE', url);
    expect(removed.statusCode).toBe(422);
    expect(removed.json().error_message).toBe(TEAM_MESSAGES.lastAdmin);
    const [membership] = await t.database.query<{ access: number; is_admin: boolean }>(
      'select access, is_admin from user_merchants where user_id = $1 and merchant_id = $2',
      [ownerId, BISTRO],
    );
    expect(membership).toEqual({ access: 1, is_admin: true });
    const refusals = (await audits('team-remove')).filter((a) => a.outcome === 'failure');
    expect(refusals).toHaveLength(1);
  });

  it('can step down once another admin has access', async () => {
    const promote = await send('PATCH', `/api/merchants/${BISTRO}/users/${clerkId}`, {
      isAdmin: true,
    });
    expect(promote.statusCode).toBe(200);
    const down = await send('PATCH', `/api/merchants/${BISTRO}/users/${ownerId}`, {
      isAdmin: false,
    });
    expect(down.statusCode, down.body).toBe(200);
    // Now the clerk is the last admin: the owner (no longer an admin) cannot change the team.
    const back = await send('PATCH', `/api/merchants/${BISTRO}/users/${ownerId}`, {
      isAdmin: true,
    });
    expect(back.statusCode).toBe(403);
    const restore = await send(
      'PATCH',
      `/api/merchants/${BISTRO}/users/${ownerId}`,
      { isAdmin: true },
      clerk,
    );
    expect(restore.statusCode).toBe(200);
    await send('PATCH', `/api/merchants/${BISTRO}/users/${clerkId}`, { isAdmin: false });
  });
});

describe('removing a user', () => {
  it('removes the user from the account (their permissions and settings go); a replay answers the same', async () => {
    const invited = await send('POST', `/api/merchants/${BISTRO}/users`, {
      email: 'temp.helper@example.com',
      firstname: 'Tim',
      lastname: 'Helper',
      permissions: ['can-manage-disputes'],
    });
    const id = invited.json().id;
    const key = randomUUID();
    const res = await send('DELETE', `/api/merchants/${BISTRO}/users/${id}`, undefined, owner, key);
    expect(res.statusCode, res.body).toBe(204);
    const replay = await send(
      'DELETE',
      `/api/merchants/${BISTRO}/users/${id}`,
      undefined,
      owner,
      key,
    );
    expect(replay.statusCode).toBe(204);
    expect(
      await t.database.query(
        `select 1 from user_merchants where user_id = $1 union all
         select 1 from merchant_user_permissions where user_id = $1`,
        [id],
      ),
    ).toEqual([]);
    const again = await send('DELETE', `/api/merchants/${BISTRO}/users/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error_message).toBe(TEAM_MESSAGES.notFound);
    const [audit] = (await audits('team-remove')).filter((a) => a.outcome === 'success');
    expect(audit?.details).toMatchObject({
      merchantId: BISTRO,
      userId: id,
      email: 'temp.helper@example.com',
      before: { access: 1, isAdmin: false, permissions: ['can-manage-disputes'] },
    });
  });

  it('answers 404 for a user of another account (never touches it)', async () => {
    const res = await send('PATCH', `/api/merchants/${BISTRO}/users/999999`, { access: 0 });
    expect(res.statusCode).toBe(404);
  });
});

describe('user settings', () => {
  it("keeps each user's own settings per account", async () => {
    const empty = await get(`/api/merchants/${BISTRO}/user-settings`, clerk);
    expect(empty.json()).toEqual({ id: BISTRO, data: {} });
    const saved = await send(
      'PUT',
      `/api/merchants/${BISTRO}/user-settings`,
      { data: { dashboardRange: 'last-7-days' } },
      clerk,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(`/api/merchants/${BISTRO}/user-settings`, clerk)).json().data).toEqual({
      dashboardRange: 'last-7-days',
    });
    expect((await get(`/api/merchants/${BISTRO}/user-settings`, owner)).json().data).toEqual({});
    const big = await send(
      'PUT',
      `/api/merchants/${BISTRO}/user-settings`,
      { data: { blob: 'x'.repeat(20_000) } },
      clerk,
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().errors.data).toEqual([TEAM_MESSAGES.settingsTooLarge]);
  });
});
