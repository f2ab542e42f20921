import { randomUUID } from 'node:crypto';
import { ADMIN_USER_MESSAGES } from '@paydesk/domain/admin-users';
import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import { TEAM_MESSAGES } from '@paydesk/domain/team-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants, userMerchants, users } from '../../../src/db/schema';
import { disableAdminUser } from '../../../src/modules/admin-users/admin-users.service';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import {
  adminLacking,
  adminWithAll,
  HARNESS_PASSWORD,
  type Principal,
  Principals,
} from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signIn, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let adminId = 0;
let owner: SignedIn;
let lacking: Record<string, string>;
let principals: Principals;

/** Merchants of this file. */
const M = { main: 100301, single: 100302 } as const;
const ids = { member: 0, soleAdmin: 0, plain: 0 };

async function insertUser(email: string, first: string, last: string, groups = ['mp_user']) {
  const [row] = await t.database.db
    .insert(users)
    .values({ email, firstName: first, lastName: last, passwordHash: 'x', groups })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  const base = (id: number) => ({
    id,
    status: 1,
    processorId: 3,
    statusSince: new Date('2026-01-01T00:00:00Z'),
    businessCommonName: `Users ${id}`,
    businessLegalName: `Users ${id} LLC`,
  });
  await t.database.db.insert(merchants).values([base(M.main), base(M.single)]);
  ids.member = await insertUser('users-member@example.com', 'Mila', 'Member');
  ids.soleAdmin = await insertUser('users-sole@example.com', 'Sol', 'Sole');
  ids.plain = await insertUser('users-plain@example.com', 'Pat', 'Plain');
  await t.database.db.insert(userMerchants).values([
    { userId: ids.member, merchantId: M.main },
    { userId: ids.soleAdmin, merchantId: M.single, isAdmin: true },
  ]);
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const [row] = await t.database.query<{ id: number }>(
    `select id from users where email = 'admin@paydesk.test'`,
  );
  adminId = Number(row?.id);
  principals = new Principals(t.app, t.database);
  lacking = {
    authorization: `Bearer ${(await principals.create('admin without can-view-users', adminLacking('can-view-users'))).idToken}`,
  };
}, 120_000);

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({
    method,
    url,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': randomUUID() },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const bearer = (p: Principal) => ({ authorization: `Bearer ${p.idToken}` });

const audit = (action: string, targetUserId: number) =>
  t.database.query<{ outcome: string; email: string; details: Record<string, unknown> }>(
    `select outcome, email, details from audit_log
      where action = $1 and details->>'targetUserId' = $2 order by id`,
    [action, String(targetUserId)],
  );
const mailsTo = (to: string) =>
  t.database.query<{ subject: string; text: string }>(
    'select subject, text from mail_outbox where "to" = $1 order by id',
    [to],
  );
const userRow = async (id: number) =>
  (
    await t.database.query<{ enabled: boolean; groups: string[]; email: string }>(
      'select enabled, groups, email from users where id = $1',
      [id],
    )
  )[0];

const STAFF_BODY = (email: string) => ({
  type: 'staff',
  email,
  firstname: 'Stella',
  lastname: 'Staff',
  permissions: ['can-view-merchant-info'],
});

describe('keys: can-view-users on every call', () => {
  const routes: [method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: () => string, body?: unknown][] =
    [
      ['GET', () => '/api/v2/admin/users'],
      ['GET', () => '/api/admin/users/groups'],
      ['GET', () => `/api/v2/admin/users/${ids.plain}/info`],
      ['POST', () => `/api/v2/admin/users/${ids.plain}/info`, { firstname: 'Pat', lastname: 'P' }],
      ['POST', () => `/api/v2/admin/users/${ids.plain}/email`, { newEmail: 'x-new@example.com' }],
      ['POST', () => '/api/v2/admin/users', STAFF_BODY('keys-new@example.com')],
      ['POST', () => '/api/v2/admin/users/enable', { id: ids.plain }],
      ['POST', () => '/api/v2/admin/users/disable', { id: ids.plain }],
      ['POST', () => '/api/v2/admin/users/delete', { id: ids.plain }],
      ['POST', () => `/api/admin/users/${ids.plain}/reset`],
      ['GET', () => `/api/admin/permissions/list/${ids.plain}`],
      ['PATCH', () => `/api/admin/permissions/${ids.plain}/can-view-rates`],
      ['DELETE', () => `/api/admin/permissions/${ids.plain}/can-view-rates`],
      ['GET', () => `/api/admin/permissions/internal/list/${ids.plain}`],
      ['PATCH', () => `/api/admin/permissions/internal/${ids.plain}/mp_admin`],
      ['DELETE', () => `/api/admin/permissions/internal/${ids.plain}/mp_user`],
      ['GET', () => `/api/v2/admin/users/${ids.member}/merchants/${M.main}`],
      ['PATCH', () => `/api/v2/admin/users/${ids.member}/merchants/${M.main}`, { access: 1 }],
      [
        'PATCH',
        () =>
          `/api/v2/admin/users/${ids.member}/merchants/${M.main}/permissions/can-manage-disputes`,
      ],
      [
        'DELETE',
        () =>
          `/api/v2/admin/users/${ids.member}/merchants/${M.main}/permissions/can-manage-disputes`,
      ],
    ];
  it.each(routes)(
    '%s %s: 401 signed out, 403 merchant user, 403 without the key',
    async (method, url, body) => {
      expect((await call(method, url(), body, {})).statusCode).toBe(401);
      const merchantUser = await call(method, url(), body, owner.headers);
      expect(merchantUser.statusCode).toBe(403);
      expect(merchantUser.json().error_message).toBe('This is for Paydesk staff only.');
      const without = await call(method, url(), body, lacking);
      expect(without.statusCode).toBe(403);
      expect(without.json().error_message).toBe('You do not have the permission this needs.');
    },
  );
});

describe('list', () => {
  it('pages, filters by group, searches and sorts', async () => {
    const all = await call('GET', '/api/v2/admin/users?per_page=5');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta.perPage).toBe(5);
    expect(all.json().data).toHaveLength(5);

    const staff = await call('GET', '/api/v2/admin/users?group=mp_admin&perPage=100');
    const rows = staff.json().data as { group: string; email: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.group === 'mp_admin')).toBe(true);
    expect(rows.map((r) => r.email)).toContain('admin@paydesk.test');

    const merchantUsers = await call('GET', '/api/v2/admin/users?group=mp_user&perPage=100');
    const emails = (merchantUsers.json().data as { email: string }[]).map((r) => r.email);
    expect(emails).toContain('owner@paydesk.test');
    expect(emails).not.toContain('admin@paydesk.test');

    const found = await call('GET', '/api/v2/admin/users?search=Mila');
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([ids.member]);

    const asc = await call('GET', '/api/v2/admin/users?sort=email&dir=asc&perPage=100');
    const desc = await call('GET', '/api/v2/admin/users?sort=email&dir=desc&perPage=100');
    const ascEmails = asc.json().data.map((r: { email: string }) => r.email);
    expect(desc.json().data.map((r: { email: string }) => r.email)).toEqual(
      [...ascEmails].reverse(),
    );
    expect(ascEmails).toEqual([...ascEmails].sort());
  });

  it('refuses bad parameters with the messages', async () => {
    const res = await call('GET', '/api/v2/admin/users?group=root&dir=up');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.group).toEqual([ADMIN_USER_MESSAGES.group]);
    expect(res.json().errors.dir).toEqual([ADMIN_USER_MESSAGES.dir]);
  });

  it('CSV holds the rows the list shows', async () => {
    const list = await call('GET', '/api/v2/admin/users?group=mp_admin&perPage=100&sort=email');
    const csv = await call('GET', '/api/v2/admin/users?group=mp_admin&sort=email&download=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('E-mail');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      list.json().data.map((r: { email: string }) => r.email),
    );
  });

  it('answers the groups', async () => {
    const res = await call('GET', '/api/admin/users/groups');
    expect(res.json()).toEqual([
      { label: 'Admin', name: 'mp_admin' },
      { label: 'User', name: 'mp_user' },
    ]);
  });
});

describe('one user', () => {
  it('reads the user with merchants and two-factor status; 404 for an unknown id', async () => {
    const res = await call('GET', `/api/v2/admin/users/${ids.member}/info`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.member,
      email: 'users-member@example.com',
      group: 'mp_user',
      isStaff: false,
      enabled: true,
      twoFactor: { enrolled: false, confirmedAt: null },
      merchants: [{ id: M.main, businessCommonName: `Users ${M.main}`, access: 1, isAdmin: false }],
    });
    const missing = await call('GET', '/api/v2/admin/users/99999999/info');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(ADMIN_USER_MESSAGES.notFound);
  });

  it('edits names and phone with the part 1 §5 checks, audited with old and new', async () => {
    const bad = await call('POST', `/api/v2/admin/users/${ids.plain}/info`, {
      firstname: '',
      lastname: 'P4t',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      firstname: [ADMIN_USER_MESSAGES.firstnameRequired],
      lastname: ['Use letters, spaces and hyphens only'],
      phone: ['Enter a valid phone number'],
    });
    const ok = await call('POST', `/api/v2/admin/users/${ids.plain}/info`, {
      firstname: 'Patricia',
      lastname: 'Plain',
      phone: '+1 503 555 0100',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ firstname: 'Patricia', phone: '+1 503 555 0100' });
    const [row] = await audit('admin-user-update', ids.plain);
    expect(row).toMatchObject({
      outcome: 'success',
      email: 'admin@paydesk.test',
      details: {
        targetEmail: 'users-plain@example.com',
        before: { firstname: 'Pat' },
        after: { firstname: 'Patricia' },
      },
    });
  });

  it('changes the e-mail directly: taken refused, old address told, sessions end', async () => {
    const person = await principals.create('email change', {
      kind: 'merchant-user',
      merchantIds: [M.main],
      merchantAdmin: false,
    });
    const taken = await call('POST', `/api/v2/admin/users/${person.userId}/email`, {
      newEmail: 'owner@paydesk.test',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error_message).toBe(ADMIN_USER_MESSAGES.emailTaken);
    const invalid = await call('POST', `/api/v2/admin/users/${person.userId}/email`, {
      newEmail: 'not-an-email',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.newEmail).toEqual(['The email is invalid']);

    expect((await call('GET', '/api/users/info', undefined, bearer(person))).statusCode).toBe(200);
    const ok = await call('POST', `/api/v2/admin/users/${person.userId}/email`, {
      newEmail: 'Moved.Person@Example.com',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe('moved.person@example.com');
    expect((await mailsTo(person.email)).at(-1)?.subject).toBe(
      'Your Paydesk sign-in e-mail was changed',
    );
    expect((await call('GET', '/api/users/info', undefined, bearer(person))).statusCode).toBe(401);
    const signedIn = await signIn(t.app, 'moved.person@example.com', HARNESS_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const [refused, row] = await audit('admin-user-email', person.userId);
    expect(refused).toMatchObject({
      outcome: 'failure',
      details: { reason: ADMIN_USER_MESSAGES.emailTaken },
    });
    expect(row?.details).toMatchObject({ before: person.email, after: 'moved.person@example.com' });
  });

  it('sends a password reset e-mail (in the outbox), audited', async () => {
    const res = await call('POST', `/api/admin/users/${ids.plain}/reset`);
    expect(res.statusCode, res.body).toBe(204);
    const mails = await mailsTo('users-plain@example.com');
    expect(mails.at(-1)?.subject).toBe('Your Paydesk password reset code');
    const outbox = await t.app.inject('/api/dev/outbox');
    expect(outbox.json().data.some((m: { to: string }) => m.to === 'users-plain@example.com')).toBe(
      true,
    );
    expect(await audit('admin-user-reset', ids.plain)).toHaveLength(1);
    expect((await call('POST', '/api/admin/users/99999999/reset')).statusCode).toBe(404);
  });
});

describe('create', () => {
  it('validates with the messages', async () => {
    const res = await call('POST', '/api/v2/admin/users', {
      type: 'merchant',
      email: 'nope',
      firstname: '',
      lastname: 'Ok',
      permissions: ['can-fly'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: ['The email is invalid'],
      firstname: [ADMIN_USER_MESSAGES.firstnameRequired],
    });
    const merchantMissing = await call('POST', '/api/v2/admin/users', {
      type: 'merchant',
      email: 'm@example.com',
      firstname: 'Mo',
      lastname: 'Merchant',
    });
    expect(merchantMissing.json().errors.merchantId).toEqual([
      ADMIN_USER_MESSAGES.merchantRequired,
    ]);
    const wrongKeys = await call('POST', '/api/v2/admin/users', {
      ...STAFF_BODY('k@example.com'),
      permissions: ['can-refund-transactions'],
    });
    expect(wrongKeys.json().errors.permissions).toEqual([ADMIN_USER_MESSAGES.permission]);
    const badType = await call('POST', '/api/v2/admin/users', {
      ...STAFF_BODY('t@example.com'),
      type: 'root',
    });
    expect(badType.json().errors.type).toEqual([ADMIN_USER_MESSAGES.type]);
  });

  it('refuses an e-mail already in the pool', async () => {
    const res = await call('POST', '/api/v2/admin/users', STAFF_BODY('Owner@Paydesk.test'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(ADMIN_USER_MESSAGES.emailTaken);
  });

  it('creates a staff user: invitation mail, new-password challenge, the keys given', async () => {
    const res = await call('POST', '/api/v2/admin/users', {
      ...STAFF_BODY('new.staff@example.com'),
      phone: '+1 503 555 0111',
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      isStaff: true,
      group: 'mp_admin',
      invited: true,
      phone: '+1 503 555 0111',
    });
    const perms = await call('GET', `/api/admin/permissions/list/${user.id}`);
    expect(perms.json().data).toHaveLength(ADMIN_PERMISSION_KEYS.length);
    expect(
      perms
        .json()
        .data.filter((p: { enabled: boolean }) => p.enabled)
        .map((p: { slug: string }) => p.slug),
    ).toEqual(['can-view-merchant-info']);
    const [mail] = await mailsTo('new.staff@example.com');
    expect(mail?.subject).toBe('You are invited to the Paydesk back office');
    const password = /\n {4}(\S+)\n/.exec(mail?.text ?? '')?.[1] ?? '';
    const first = await signIn(t.app, 'new.staff@example.com', password);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect((await audit('admin-user-create', user.id))[0]?.details).toMatchObject({
      type: 'staff',
      targetEmail: 'new.staff@example.com',
      permissions: ['can-view-merchant-info'],
    });
  });

  it('creates a merchant user of one account through the team invitation', async () => {
    const unknown = await call('POST', '/api/v2/admin/users', {
      type: 'merchant',
      email: 'nobody@example.com',
      firstname: 'No',
      lastname: 'Body',
      merchantId: 99999999,
    });
    expect(unknown.statusCode).toBe(404);
    const res = await call('POST', '/api/v2/admin/users', {
      type: 'merchant',
      email: 'new.member@example.com',
      firstname: 'Nia',
      lastname: 'Member',
      merchantId: M.main,
      isMerchantAdmin: false,
      permissions: ['can-refund-transactions'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      isStaff: false,
      invited: true,
      merchants: [{ id: M.main, access: 1, isAdmin: false }],
    });
    const access = await call('GET', `/api/v2/admin/users/${res.json().id}/merchants/${M.main}`);
    expect(access.json().permissions).toContainEqual({
      slug: 'can-refund-transactions',
      enabled: true,
    });
    const [mail] = await mailsTo('new.member@example.com');
    expect(mail?.subject).toBe(`You are invited to Users ${M.main} on Paydesk`);
    const password = /\n {4}(\S+)\n/.exec(mail?.text ?? '')?.[1] ?? '';
    const first = await signIn(t.app, 'new.member@example.com', password);
    expect(first.json().challenge).toBe('NEW_PASSWORD_REQUIRED');
  });
});

describe('permissions take effect on the next request', () => {
  it('grants and revokes an admin key for the same token', async () => {
    const staff = await principals.create('grant target', adminLacking('can-view-merchant-info'));
    await call('DELETE', `/api/admin/permissions/${staff.userId}/can-view-merchant-info`);
    const probe = () => call('GET', '/api/admin/merchants/list', undefined, bearer(staff));
    expect((await probe()).statusCode).toBe(403);

    const granted = await call(
      'PATCH',
      `/api/admin/permissions/${staff.userId}/can-view-merchant-info`,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toContainEqual({ slug: 'can-view-merchant-info', enabled: true });
    expect((await probe()).statusCode).toBe(200);
    // Granting again changes nothing (no second audit row).
    await call('PATCH', `/api/admin/permissions/${staff.userId}/can-view-merchant-info`);
    expect(await audit('permission-grant', staff.userId)).toHaveLength(1);

    const revoked = await call(
      'DELETE',
      `/api/admin/permissions/${staff.userId}/can-view-merchant-info`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await probe()).statusCode).toBe(403);
    const [row] = await audit('permission-revoke', staff.userId);
    expect(row).toMatchObject({
      email: 'admin@paydesk.test',
      details: {
        key: 'can-view-merchant-info',
        before: true,
        after: false,
        targetEmail: staff.email,
      },
    });
  });

  it('refuses an unknown key (400) and admin keys for a merchant user (422)', async () => {
    const unknown = await call('PATCH', `/api/admin/permissions/${ids.plain}/can-fly`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.permissionKey).toEqual([ADMIN_USER_MESSAGES.permission]);
    const notStaff = await call('PATCH', `/api/admin/permissions/${ids.plain}/can-view-rates`);
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().error_message).toBe(ADMIN_USER_MESSAGES.notStaff);
    expect((await call('GET', '/api/admin/permissions/list/99999999')).statusCode).toBe(404);
  });

  it('an admin cannot revoke their own can-view-users', async () => {
    const res = await call('DELETE', `/api/admin/permissions/${adminId}/can-view-users`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(ADMIN_USER_MESSAGES.selfUsersKey);
    const [row] = await audit('permission-revoke', adminId);
    expect(row).toMatchObject({
      outcome: 'failure',
      details: { reason: ADMIN_USER_MESSAGES.selfUsersKey },
    });
  });
});

describe('roles', () => {
  it('lists, grants and revokes roles; mp_admin makes staff at the next request', async () => {
    const person = await insertUser('role-person@example.com', 'Rolf', 'Role');
    const list = await call('GET', `/api/admin/permissions/internal/list/${person}`);
    expect(list.json().data).toEqual([
      { label: 'Admin', name: 'mp_admin', enabled: false },
      { label: 'User', name: 'mp_user', enabled: true },
    ]);
    const granted = await call('PATCH', `/api/admin/permissions/internal/${person}/mp_admin`);
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await userRow(person))?.groups).toEqual(['mp_admin', 'mp_user']);
    const lastRole = await call('DELETE', `/api/admin/permissions/internal/${person}/mp_user`);
    expect(lastRole.statusCode).toBe(200);
    expect((await userRow(person))?.groups).toEqual(['mp_admin']);
    const demoted = await call('DELETE', `/api/admin/permissions/internal/${person}/mp_admin`);
    expect(demoted.statusCode).toBe(200);
    expect((await userRow(person))?.groups).toEqual(['mp_user']);
    const none = await call('DELETE', `/api/admin/permissions/internal/${person}/mp_user`);
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe(ADMIN_USER_MESSAGES.lastRole);
    expect(await audit('role-grant', person)).toHaveLength(1);
    expect(await audit('role-revoke', person)).toHaveLength(3);
  });

  it('a staff token loses the back office at once when demoted', async () => {
    const staff = await principals.create('demote target', adminWithAll);
    const probe = () => call('GET', '/api/admin/users/groups', undefined, bearer(staff));
    expect((await probe()).statusCode).toBe(200);
    await call('DELETE', `/api/admin/permissions/internal/${staff.userId}/mp_admin`);
    expect((await probe()).statusCode).toBe(403);
  });

  it('refuses: a merchant user made staff, self demotion, unknown role', async () => {
    const merchantUser = await call(
      'PATCH',
      `/api/admin/permissions/internal/${ids.member}/mp_admin`,
    );
    expect(merchantUser.statusCode).toBe(422);
    expect(merchantUser.json().error_message).toBe(ADMIN_USER_MESSAGES.staffOnMerchant);
    const self = await call('DELETE', `/api/admin/permissions/internal/${adminId}/mp_admin`);
    expect(self.statusCode).toBe(422);
    expect(self.json().error_message).toBe(ADMIN_USER_MESSAGES.selfDemote);
    const unknown = await call('PATCH', `/api/admin/permissions/internal/${ids.plain}/root`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.roleName).toEqual([ADMIN_USER_MESSAGES.role]);
  });
});

describe('enable, disable, delete', () => {
  it('disabling ends the sessions at once: the token answers 401 and the refresh fails', async () => {
    const person = await principals.create('disable target', {
      kind: 'merchant-user',
      merchantIds: [M.main],
      merchantAdmin: false,
    });
    expect((await call('GET', '/api/users/info', undefined, bearer(person))).statusCode).toBe(200);
    const res = await call('POST', '/api/v2/admin/users/disable', { id: person.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enabled).toBe(false);
    expect((await call('GET', '/api/users/info', undefined, bearer(person))).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      payload: { email: person.email, refreshToken: person.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(t.app, person.email, HARNESS_PASSWORD)).statusCode).not.toBe(200);
    // Disabling again changes nothing; enabling lets them sign in again.
    expect(
      (await call('POST', '/api/v2/admin/users/disable', { id: person.userId })).statusCode,
    ).toBe(200);
    expect(await audit('admin-user-disable', person.userId)).toHaveLength(1);
    const enabled = await call('POST', '/api/v2/admin/users/enable', { id: person.userId });
    expect(enabled.json().enabled).toBe(true);
    expect((await signIn(t.app, person.email, HARNESS_PASSWORD)).statusCode).toBe(200);
    expect(await audit('admin-user-enable', person.userId)).toHaveLength(1);
  });

  it('an admin can neither disable nor delete themselves', async () => {
    const disable = await call('POST', '/api/v2/admin/users/disable', { id: adminId });
    expect(disable.statusCode).toBe(422);
    expect(disable.json().error_message).toBe(ADMIN_USER_MESSAGES.selfDisable);
    const remove = await call('POST', '/api/v2/admin/users/delete', { id: adminId });
    expect(remove.statusCode).toBe(422);
    expect(remove.json().error_message).toBe(ADMIN_USER_MESSAGES.selfDelete);
    expect((await userRow(adminId))?.enabled).toBe(true);
  });

  it('validates the body and answers 404 for an unknown user', async () => {
    const bad = await call('POST', '/api/v2/admin/users/enable', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/api/v2/admin/users/enable', { id: 99999999 })).statusCode).toBe(
      404,
    );
  });

  it('deletes a user for good; the audit row keeps the e-mail', async () => {
    const person = await insertUser('delete-me@example.com', 'Del', 'Ete');
    const res = await call('POST', '/api/v2/admin/users/delete', { id: person });
    expect(res.statusCode, res.body).toBe(204);
    expect(await userRow(person)).toBeUndefined();
    expect((await call('GET', `/api/v2/admin/users/${person}/info`)).statusCode).toBe(404);
    const [row] = await audit('admin-user-delete', person);
    expect(row?.details.targetEmail).toBe('delete-me@example.com');
  });

  it('the last enabled admin can be neither disabled, deleted nor demoted', async () => {
    // Unreachable through one request (the caller is an enabled admin), so the rule is called
    // as a concurrent change would meet it: every other admin already disabled.
    const others = await t.database.query<{ id: number }>(
      `update users set enabled = false where groups[1] = 'mp_admin' and enabled and id <> $1
       returning id`,
      [adminId],
    );
    try {
      const actor = { userId: -1, email: 'elsewhere@paydesk.test', ip: '127.0.0.1' };
      await expect(
        inWriteTransaction(t.database.db, (tx) => disableAdminUser(tx, t.app, actor, adminId)),
      ).rejects.toThrow(ADMIN_USER_MESSAGES.lastAdmin);
      expect((await userRow(adminId))?.enabled).toBe(true);
      const [row] = (await audit('admin-user-disable', adminId)).filter(
        (r) => r.details.reason === ADMIN_USER_MESSAGES.lastAdmin,
      );
      expect(row?.outcome).toBe('failure');
    } finally {
      await t.database.query(`update users set enabled = true where id = any($1::int[])`, [
        others.map((r) => Number(r.id)),
      ]);
    }
  });
});

describe('merchant access on one account', () => {
  it('reads, switches access and admin, grants and revokes a key (next request)', async () => {
    const read = await call('GET', `/api/v2/admin/users/${ids.member}/merchants/${M.main}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      access: 1,
      isAdmin: false,
      businessCommonName: `Users ${M.main}`,
    });

    const granted = await call(
      'PATCH',
      `/api/v2/admin/users/${ids.member}/merchants/${M.main}/permissions/can-manage-disputes`,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().permissions).toContainEqual({
      slug: 'can-manage-disputes',
      enabled: true,
    });
    const revoked = await call(
      'DELETE',
      `/api/v2/admin/users/${ids.member}/merchants/${M.main}/permissions/can-manage-disputes`,
    );
    expect(revoked.json().permissions).toContainEqual({
      slug: 'can-manage-disputes',
      enabled: false,
    });

    const off = await call('PATCH', `/api/v2/admin/users/${ids.member}/merchants/${M.main}`, {
      access: 0,
    });
    expect(off.json().access).toBe(0);
    const on = await call('PATCH', `/api/v2/admin/users/${ids.member}/merchants/${M.main}`, {
      access: 1,
      isAdmin: true,
    });
    expect(on.json()).toMatchObject({ access: 1, isAdmin: true });
    const rows = await audit('user-merchant-access', ids.member);
    expect(rows).toHaveLength(4);
    expect(rows[2]?.details).toMatchObject({
      merchantId: M.main,
      before: { access: 1 },
      after: { access: 0 },
    });
  });

  it('keeps the account its last merchant admin; 404s; validation', async () => {
    const last = await call('PATCH', `/api/v2/admin/users/${ids.soleAdmin}/merchants/${M.single}`, {
      isAdmin: false,
    });
    expect(last.statusCode).toBe(422);
    expect(last.json().error_message).toBe(TEAM_MESSAGES.lastAdmin);
    const notOn = await call('GET', `/api/v2/admin/users/${ids.plain}/merchants/${M.main}`);
    expect(notOn.statusCode).toBe(404);
    expect(notOn.json().error_message).toBe(ADMIN_USER_MESSAGES.notOnMerchant);
    const nothing = await call(
      'PATCH',
      `/api/v2/admin/users/${ids.member}/merchants/${M.main}`,
      {},
    );
    expect(nothing.statusCode).toBe(400);
    const badKey = await call(
      'PATCH',
      `/api/v2/admin/users/${ids.member}/merchants/${M.main}/permissions/can-view-users`,
    );
    expect(badKey.statusCode).toBe(400);
  });

  it('a merchant key granted here opens the route on the next request', async () => {
    const clerk = await principals.create('merchant key target', {
      kind: 'merchant-user',
      merchantIds: [M.main],
      merchantAdmin: false,
    });
    const grant = () =>
      call(
        'PATCH',
        `/api/v2/admin/users/${clerk.userId}/merchants/${M.main}/permissions/can-manage-disputes`,
      );
    const info = async () =>
      (
        (await call('GET', '/api/users/info', undefined, bearer(clerk))).json().data.merchants as {
          id: number;
          permissions?: string[];
        }[]
      ).find((m) => m.id === M.main);
    expect((await info())?.permissions ?? []).not.toContain('can-manage-disputes');
    expect((await grant()).statusCode).toBe(200);
    expect((await info())?.permissions).toContain('can-manage-disputes');
  });
});
