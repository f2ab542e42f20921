import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRules } from '../../../src/db/schema';
import {
  latestOutboxCode,
  NOT_THE_CLERKS,
  type SignedIn,
  seedIdentity,
  signIn,
  signInAs,
} from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  admin = await signInAs(t.app, 'admin@paydesk.test');
});

describe('the signed-in account', () => {
  it('updates name and phones, validating them', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/info',
      headers: owner.headers,
      payload: { firstName: 'Ol1via', lastName: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['firstName', 'lastName']);
    // The shared checks of part 1 §5: a name of letters, spaces and hyphens; a phone pattern.
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/users/info',
      headers: owner.headers,
      payload: { firstName: 'Olivia', lastName: 'Owner', primaryPhone: '555-01' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual({ primaryPhone: ['Enter a valid phone number'] });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/info',
      headers: owner.headers,
      payload: { firstName: 'Olivia', lastName: 'Owner-Smith', mobilePhone: '+1 503 555 0199' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.profile).toMatchObject({
      lastName: 'Owner-Smith',
      mobilePhone: '+1 503 555 0199',
    });
    // The answer is read again after the change: the same accounts as the session's read
    // (the owner's three, not merchants whose id happens to equal the user's).
    const info = await t.app.inject({ url: '/api/users/info', headers: owner.headers });
    const ids = (body: { data: { merchants: { id: number }[] } }) =>
      body.data.merchants.map((m) => m.id);
    expect(ids(ok.json())).toEqual(ids(info.json()));
    expect(ids(ok.json())).toHaveLength(3);
  });

  it('records the last login', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/last-login',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({ url: '/api/users/info', headers: owner.headers });
    expect(info.json().data.profile.lastLogin).toBe(res.json().lastLogin);
  });

  it('changes the e-mail, refusing one already registered', async () => {
    const clerk = await signInAs(t.app, 'clerk@paydesk.test');
    const change = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/users/change-email',
        headers: clerk.headers,
        payload,
      });
    const password = 'Clerk!Paydesk2026';
    const noPassword = await change({ oldEmail: 'clerk@paydesk.test', newEmail: 'x@paydesk.test' });
    expect(noPassword.statusCode).toBe(400);
    expect(Object.keys(noPassword.json().errors)).toEqual(['password']);
    const wrongPassword = await change({
      oldEmail: 'clerk@paydesk.test',
      newEmail: 'x@paydesk.test',
      password: 'Wrong!Password2026',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const taken = await change({
      oldEmail: 'clerk@paydesk.test',
      newEmail: 'Owner@paydesk.test',
      password,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ newEmail: ['This email is already registered.'] });
    const notMine = await change({
      oldEmail: 'owner@paydesk.test',
      newEmail: 'carl@paydesk.test',
      password,
    });
    expect(notMine.statusCode).toBe(400);
    // The request changes nothing yet: a code goes to the new address.
    const ok = await change({
      oldEmail: 'clerk@paydesk.test',
      newEmail: 'Carl@Paydesk.test',
      password,
    });
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toEqual({ pending: true, newEmail: 'carl@paydesk.test' });
    expect((await signIn(t.app, 'carl@paydesk.test', password)).statusCode).toBe(401);
    const code = await latestOutboxCode(t.app, 'carl@paydesk.test');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/change-email/confirm',
      headers: clerk.headers,
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.profile.email).toBe('carl@paydesk.test');
    expect((await signIn(t.app, 'carl@paydesk.test', password)).statusCode).toBe(200);
  });

  it('reads its own permissions; only an admin reads another user’s', async () => {
    const ownerId = (await t.app.inject({ url: '/api/users/info', headers: owner.headers })).json()
      .data.profile.remoteId;
    const own = await t.app.inject({
      url: `/api/users/${ownerId}/permissions`,
      headers: owner.headers,
    });
    expect(own.json().data).toEqual([{ slug: 'can-manage-disputes', enabled: true }]);
    const adminId = (await t.app.inject({ url: '/api/users/info', headers: admin.headers })).json()
      .data.profile.remoteId;
    expect(
      (await t.app.inject({ url: `/api/users/${adminId}/permissions`, headers: owner.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/users/${ownerId}/permissions`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('reads its access rules on its own merchant account only', async () => {
    const ownerId = Number(
      (await t.app.inject({ url: '/api/users/info', headers: owner.headers })).json().data.profile
        .remoteId,
    );
    await t.database.db
      .insert(accessRules)
      .values({ userId: ownerId, merchantId: 100001, rule: 'can-refund' });
    const res = await t.app.inject({
      url: '/api/merchants/100001/access-rules',
      headers: owner.headers,
    });
    expect(res.json()).toEqual({ data: [{ rule: 'can-refund', enabled: true }] });
    // The clerk (renamed carl above) does not hold it.
    const carl = (await signIn(t.app, 'carl@paydesk.test', 'Clerk!Paydesk2026')).json();
    const foreign = await t.app.inject({
      url: `/api/merchants/${NOT_THE_CLERKS}/access-rules`,
      headers: { authorization: `Bearer ${carl.idToken}` },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('admin roles: every permission key for the admin, 403 for a merchant user', async () => {
    const res = await t.app.inject({ url: '/api/admin/roles', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().permissions).sort()).toEqual([...ADMIN_PERMISSION_KEYS].sort());
    expect(res.json().roles).toEqual([
      { label: 'Admin', name: 'mp_admin' },
      { label: 'User', name: 'mp_user' },
    ]);
    expect(
      (await t.app.inject({ url: '/api/admin/roles', headers: owner.headers })).statusCode,
    ).toBe(403);
  });

  it('site settings as a list of single-key objects', async () => {
    const res = await t.app.inject({ url: '/api/settings/site-settings', headers: owner.headers });
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { idleTimeoutMinutes: 15 },
        { supportEmail: 'support@paydesk.test' },
      ]),
    );
  });

  it('the audit log is append-only', async () => {
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
  });
});
