import { randomUUID } from 'node:crypto';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { MERCHANT_ALERT_MESSAGES } from '@paydesk/domain/merchant-alerts';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../../src/db/schema';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let support: SignedIn;
let lackingProfile: Record<string, string>;

/** Merchants of this file. 100001 and 100002 are the demo owner's (seedIdentity). */
const M = {
  lifecycle: 100121,
  validation: 100122,
  replay: 100123,
  foreign: 100124,
  own: 100002,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await t.database.db.insert(merchants).values(
    [M.lifecycle, M.validation, M.replay, M.foreign].map((id) => ({
      id,
      businessCommonName: `Alerts ${id}`,
      businessLegalName: `Alerts ${id} LLC`,
    })),
  );
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  support = await signInAs(t.app, 'support@paydesk.test');
  const principals = new Principals(t.app, t.database);
  lackingProfile = {
    authorization: `Bearer ${(await principals.create('admin without the profile key', adminLacking('can-view-merchant-info'))).idToken}`,
  };
}, 120_000);

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; key?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(options.headers ?? admin.headers),
      'idempotency-key': options.key ?? randomUUID(),
    },
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as Record<string, unknown> }),
  });
const base = (id: number) => `/api/admin/merchants/${id}/alert`;
const create = (id: number, payload: unknown, headers?: Record<string, string>, key?: string) =>
  call('POST', base(id), { payload, headers, key });

const history = (id: number) =>
  t.database.query<{
    grouping: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
  }>(
    `select grouping, field, old_value, new_value from merchant_change_history
      where merchant_id = $1 order by id`,
    [id],
  );
const audit = (id: number) =>
  t.database.query<{ action: string; email: string; details: Record<string, unknown> }>(
    `select action, email, details from audit_log
      where action like 'merchant-alert-%' and (details->>'merchantId')::int = $1 order by id`,
    [id],
  );

const WARNING = { type: 'warning', title: 'Payouts paused', message: 'We are reviewing activity.' };

describe('merchant alerts: the lifecycle', () => {
  it('creates, lists, deactivates, activates and deletes, with history and audit rows', async () => {
    const created = await create(M.lifecycle, WARNING);
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({ ...WARNING, isActive: true });

    const list = await call('GET', base(M.lifecycle));
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([alert]);

    // The profile's banners read the active alerts.
    const profile = await call('GET', `/api/admin/merchants/${M.lifecycle}`);
    expect(profile.json().alerts).toEqual([
      { id: alert.id, type: 'warning', title: WARNING.title, message: WARNING.message },
    ]);

    const off = await call('GET', `${base(M.lifecycle)}/${alert.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await call('GET', `/api/admin/merchants/${M.lifecycle}`)).json().alerts).toEqual([]);

    const on = await call('GET', `${base(M.lifecycle)}/${alert.id}/activate`);
    expect(on.json().isActive).toBe(true);

    const gone = await call('DELETE', `${base(M.lifecycle)}/${alert.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await call('GET', base(M.lifecycle))).json().data).toEqual([]);
    expect((await call('DELETE', `${base(M.lifecycle)}/${alert.id}`)).statusCode).toBe(404);

    const text = 'Warning: Payouts paused';
    expect(await history(M.lifecycle)).toEqual([
      { grouping: 'Miscellaneous', field: 'alert', old_value: null, new_value: `${text} (active)` },
      {
        grouping: 'Miscellaneous',
        field: 'alert',
        old_value: `${text} (active)`,
        new_value: `${text} (inactive)`,
      },
      {
        grouping: 'Miscellaneous',
        field: 'alert',
        old_value: `${text} (inactive)`,
        new_value: `${text} (active)`,
      },
      { grouping: 'Miscellaneous', field: 'alert', old_value: `${text} (active)`, new_value: null },
    ]);
    const rows = await audit(M.lifecycle);
    expect(rows.map((r) => r.action)).toEqual([
      'merchant-alert-create',
      'merchant-alert-deactivate',
      'merchant-alert-activate',
      'merchant-alert-delete',
    ]);
    expect(rows[0]).toMatchObject({
      email: 'admin@paydesk.test',
      details: {
        merchantId: M.lifecycle,
        alertId: alert.id,
        type: 'warning',
        title: WARNING.title,
      },
    });
  });

  it('activating an active alert changes and records nothing', async () => {
    const alert = (await create(M.replay, { ...WARNING, type: 'information' })).json();
    const before = (await history(M.replay)).length;
    const again = await call('GET', `${base(M.replay)}/${alert.id}/activate`);
    expect(again.statusCode).toBe(200);
    expect(again.json().isActive).toBe(true);
    expect(await history(M.replay)).toHaveLength(before);
  });

  it('creates an inactive alert when is_active is false: listed, not a banner', async () => {
    const res = await create(M.replay, { ...WARNING, type: 'error', is_active: false });
    expect(res.json().isActive).toBe(false);
    const profile = (await call('GET', `/api/admin/merchants/${M.replay}`)).json();
    expect(profile.alerts.map((a: { id: number }) => a.id)).not.toContain(res.json().id);
  });

  it("answers 404 for another merchant's alert and for an unknown merchant", async () => {
    const theirs = (await create(M.foreign, WARNING)).json();
    for (const path of ['activate', 'deactivate']) {
      const res = await call('GET', `${base(M.lifecycle)}/${theirs.id}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe(MERCHANT_ALERT_MESSAGES.notFound);
    }
    expect((await call('DELETE', `${base(M.lifecycle)}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('GET', base(M.foreign))).json().data).toHaveLength(1);
    expect((await call('GET', base(999_999))).statusCode).toBe(404);
    expect((await create(999_999, WARNING)).statusCode).toBe(404);
  });
});

describe('merchant alerts: validation, keys and replays', () => {
  it('refuses a missing type, an empty title and over-long texts with their messages', async () => {
    const res = await create(M.validation, {
      type: 'urgent',
      title: '   ',
      message: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: {
        type: [MERCHANT_ALERT_MESSAGES.typeRequired],
        title: [MERCHANT_ALERT_MESSAGES.titleRequired],
        message: [MERCHANT_ALERT_MESSAGES.messageTooLong],
      },
    });
    const long = await create(M.validation, { ...WARNING, title: 'x'.repeat(101) });
    expect(long.json().errors.title).toEqual([MERCHANT_ALERT_MESSAGES.titleTooLong]);
    expect((await create(M.validation, { ...WARNING, title: 'x'.repeat(100) })).statusCode).toBe(
      201,
    );
  });

  it('trims the texts', async () => {
    const res = await create(M.validation, { ...WARNING, title: '  Spaced  ', message: ' m ' });
    expect(res.json()).toMatchObject({ title: 'Spaced', message: 'm' });
  });

  it('refuses an admin without can-view-merchant-info, the support admin and merchants', async () => {
    for (const headers of [lackingProfile, support.headers, owner.headers]) {
      expect((await create(M.validation, WARNING, headers)).statusCode).toBe(403);
      expect((await call('GET', base(M.validation), { headers })).statusCode).toBe(403);
    }
  });

  it('replays a create with the same Idempotency-Key: one alert, one history row', async () => {
    const key = randomUUID();
    const first = await create(M.replay, { ...WARNING, title: 'Once' }, admin.headers, key);
    const again = await create(M.replay, { ...WARNING, title: 'Once' }, admin.headers, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const titles = (await call('GET', base(M.replay)))
      .json()
      .data.map((a: { title: string }) => a.title);
    expect(titles.filter((title: string) => title === 'Once')).toHaveLength(1);
  });
});

describe("the merchant's own read (GET /api/merchants/{id}/alerts)", () => {
  it('shows the active alerts at once, newest first, and not the inactive ones', async () => {
    const first = (await create(M.own, { ...WARNING, title: 'First' })).json();
    const second = (await create(M.own, { type: 'error', title: 'Second', message: 'm' })).json();
    const hidden = (await create(M.own, { ...WARNING, title: 'Hidden', is_active: false })).json();
    const res = await t.app.inject({
      url: `/api/merchants/${M.own}/alerts`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((a: { id: number }) => a.id);
    expect(ids).toEqual([second.id, first.id]);
    expect(ids).not.toContain(hidden.id);
    expect(res.json().data[0]).toEqual({
      id: second.id,
      type: 'error',
      title: 'Second',
      message: 'm',
    });
    await call('GET', `${base(M.own)}/${second.id}/deactivate`);
    const after = await t.app.inject({
      url: `/api/merchants/${M.own}/alerts`,
      headers: owner.headers,
    });
    expect(after.json().data.map((a: { id: number }) => a.id)).toEqual([first.id]);
  });

  it('refuses a merchant user of another account', async () => {
    await create(M.foreign, WARNING);
    const res = await t.app.inject({
      url: `/api/merchants/${M.foreign}/alerts`,
      headers: owner.headers,
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain(WARNING.title);
  });
});
