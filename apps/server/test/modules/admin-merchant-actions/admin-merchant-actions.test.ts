import { randomUUID } from 'node:crypto';
import { ADMIN_ACTION_MESSAGES, CLOSURE_REASONS } from '@paydesk/domain/admin-merchant-actions';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../../src/db/schema';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let support: SignedIn;
let lackingStatus: Record<string, string>;
let lackingPlace: Record<string, string>;
let lackingRelease: Record<string, string>;

/** Merchants of this file, each in the state one group of tests needs. */
const M = {
  pending: 100101, // processor 3, status 66
  closable: 100102, // processor 3, status 1
  holdable: 100103, // processor 3, status 1, no hold
  olderProcessor: 100104, // processor 2, status 1
  heldInfoNeeded: 100105, // processor 3, status 4, held
  heldPending: 100106, // processor 3, status 66, held
  idempotent: 100107, // processor 3, status 66
  releasable: 100108, // processor 3, status 1, held
  placeByReleaser: 100109, // processor 3, status 1
  holdReplay: 100110, // processor 3, status 1
} as const;

const HELD = {
  hasFundingHold: true,
  fundingHolds: {
    suspiciousActivity: true,
    confirmedFraud: false,
    limitsIssue: false,
    invalidBankAccount: false,
  },
  fundingHoldDesc: 'Watch list',
  holdFirstReportedDate: new Date('2026-10-01T00:00:00Z'),
  fundingHoldSetBy: 'admin@paydesk.test',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  const base = (id: number, status: number, processorId: number) => ({
    id,
    status,
    processorId,
    statusSince: new Date('2026-01-01T00:00:00Z'),
    businessCommonName: `Actions ${id}`,
    businessLegalName: `Actions ${id} LLC`,
  });
  await t.database.db
    .insert(merchants)
    .values([
      base(M.pending, 66, 3),
      base(M.closable, 1, 3),
      base(M.holdable, 1, 3),
      base(M.olderProcessor, 1, 2),
      { ...base(M.heldInfoNeeded, 4, 3), ...HELD },
      { ...base(M.heldPending, 66, 3), ...HELD },
      base(M.idempotent, 66, 3),
      { ...base(M.releasable, 1, 3), ...HELD },
      base(M.placeByReleaser, 1, 3),
      base(M.holdReplay, 1, 3),
    ]);
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  support = await signInAs(t.app, 'support@paydesk.test');
  const principals = new Principals(t.app, t.database);
  const bearer = async (key: string) => ({
    authorization: `Bearer ${(await principals.create(`admin without ${key}`, adminLacking(key))).idToken}`,
  });
  lackingStatus = await bearer('can-change-merchant-status');
  lackingPlace = await bearer('can-place-merchant-funding-hold');
  lackingRelease = await bearer('can-release-merchant-funding-hold');
}, 120_000);

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
const status = (id: number, payload: unknown, headers?: Record<string, string>, key?: string) =>
  post(`/api/admin/merchants/${id}/status`, payload, headers, key);
const hold = (id: number, payload: unknown, headers?: Record<string, string>, key?: string) =>
  post(`/api/admin/merchants/${id}/funding-hold`, payload, headers, key);

const history = (id: number) =>
  t.database.query<{
    grouping: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
    changed_by_email: string;
  }>(
    `select grouping, field, old_value, new_value, changed_by_email from merchant_change_history
      where merchant_id = $1 order by id`,
    [id],
  );
const audit = (action: string, id: number) =>
  t.database.query<{ outcome: string; email: string; details: Record<string, unknown> }>(
    `select outcome, email, details from audit_log
      where action = $1 and (details->>'merchantId')::int = $2 order by id`,
    [action, id],
  );

describe('POST /api/admin/merchants/{id}/status', () => {
  it('activates a Pending merchant: status 1, status since now, a General history row and an audit row', async () => {
    const before = Date.now();
    const res = await status(M.pending, { status: 'enabled' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: M.pending, status: 1, processorId: 3 });
    expect(Date.parse(body.statusSince)).toBeGreaterThanOrEqual(before - 1000);
    expect(await history(M.pending)).toEqual([
      {
        grouping: 'General',
        field: 'status',
        old_value: '66',
        new_value: '1',
        changed_by_email: 'admin@paydesk.test',
      },
    ]);
    const rows = await audit('merchant-status-change', M.pending);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: 'success',
      email: 'admin@paydesk.test',
      details: { merchantId: M.pending, from: 66, to: 1 },
    });
    const [row] = await t.database.query<{ status: number }>(
      'select status from merchants where id = $1',
      [M.pending],
    );
    expect(row?.status).toBe(1);
  });

  it("closing needs one of the seven closure reasons; 'closed' sets 33 and records the reason", async () => {
    const missing = await status(M.closable, { status: 'closed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: { reason: [ADMIN_ACTION_MESSAGES.closureReasonRequired] },
    });
    const unknown = await status(M.closable, { status: 'closed', reason: 'Bored' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.reason).toEqual([ADMIN_ACTION_MESSAGES.closureReasonRequired]);
    expect(CLOSURE_REASONS).toHaveLength(7);
    const res = await status(M.closable, { status: 'closed', reason: 'Collections/Write-off' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(33);
    expect(await history(M.closable)).toEqual([
      expect.objectContaining({ field: 'status', old_value: '1', new_value: '33' }),
      expect.objectContaining({
        grouping: 'General',
        field: 'closure_reason',
        old_value: null,
        new_value: 'Collections/Write-off',
      }),
    ]);
    // Back to Pending: 'incomplete' sets 66.
    const pending = await status(M.closable, { status: 'incomplete', reason: 'Too Expensive' });
    expect(pending.json().status).toBe(66);
  });

  it('refuses a status the merchant already has (409, an audit row of the refusal, no history)', async () => {
    const res = await status(M.holdable, { status: 'enabled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(ADMIN_ACTION_MESSAGES.statusUnchanged);
    expect(await history(M.holdable)).toEqual([]);
    expect(await audit('merchant-status-change', M.holdable)).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        details: expect.objectContaining({ reason: ADMIN_ACTION_MESSAGES.statusUnchanged }),
      }),
    ]);
  });

  it('answers 400 with the message for a missing or unknown status', async () => {
    for (const payload of [{}, { status: 'active' }, { status: 1 }]) {
      const res = await status(M.holdable, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ status: [ADMIN_ACTION_MESSAGES.statusRequired] });
    }
  });

  it('answers 404 for an unknown merchant', async () => {
    const res = await status(999_999, { status: 'enabled' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe('Merchant account not found.');
  });

  it('answers only to an admin holding can-change-merchant-status', async () => {
    const payload = { status: 'incomplete' };
    const lacking = await status(M.holdable, payload, lackingStatus);
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().error_message).toBe('You do not have the permission this needs.');
    expect((await status(M.holdable, payload, support.headers)).statusCode).toBe(403);
    expect((await status(M.holdable, payload, owner.headers)).statusCode).toBe(403);
    expect((await status(M.holdable, payload, {})).statusCode).toBe(401);
    expect(await history(M.holdable)).toEqual([]);
  });

  it('replays the first answer for the same Idempotency-Key: one change, one history row', async () => {
    const key = randomUUID();
    const first = await status(M.idempotent, { status: 'enabled' }, admin.headers, key);
    expect(first.statusCode).toBe(200);
    const again = await status(M.idempotent, { status: 'enabled' }, admin.headers, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await history(M.idempotent)).toHaveLength(1);
    expect(await audit('merchant-status-change', M.idempotent)).toHaveLength(1);
    const other = await status(M.idempotent, { status: 'incomplete' }, admin.headers, key);
    expect(other.statusCode).toBe(409);
  });
});

describe('POST /api/admin/merchants/{id}/funding-hold: place', () => {
  it('needs a reason: the messages of part 2 §5', async () => {
    for (const payload of [{}, { funding_hold_reason: 'boredom' }, { funding_hold_reason: null }]) {
      const res = await hold(M.holdable, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual({
        funding_hold_reason: [ADMIN_ACTION_MESSAGES.holdReasonRequired],
      });
    }
    for (const other of [undefined, '', '   ']) {
      const res = await hold(M.holdable, {
        funding_hold_reason: 'other',
        funding_hold_reason_other: other,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        funding_hold_reason_other: ['Please type a reason for the funding hold.'],
      });
    }
    const long = await hold(M.holdable, {
      funding_hold_reason: 'other',
      funding_hold_reason_other: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      funding_hold_reason_other: ['Reason cannot exceed 500 characters.'],
    });
    const both = await hold(M.holdable, {
      funding_hold_reason: 'limitsIssue',
      payout_frequency: 'daily',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({
      funding_hold_reason: [ADMIN_ACTION_MESSAGES.holdOrRelease],
    });
    expect(await history(M.holdable)).toEqual([]);
  });

  it('places a hold on an Active merchant of processor 3: flags, who, first reported; history and audit', async () => {
    const res = await hold(M.holdable, { funding_hold_reason: 'confirmedFraud' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      hasFundingHold: true,
      fundingHolds: {
        suspiciousActivity: false,
        confirmedFraud: true,
        limitsIssue: false,
        invalidBankAccount: false,
      },
      fundingHoldDesc: null,
      fundingHoldSetBy: 'admin@paydesk.test',
      status: 1,
    });
    expect(body.holdFirstReportedDate).not.toBeNull();
    expect(await history(M.holdable)).toEqual([
      expect.objectContaining({
        grouping: 'Funding Hold',
        field: 'has_funding_hold',
        old_value: 'false',
        new_value: 'true',
      }),
      expect.objectContaining({
        grouping: 'Funding Hold',
        field: 'funding_holds',
        old_value: null,
        new_value: 'confirmedFraud',
      }),
    ]);
    expect(await audit('merchant-funding-hold-place', M.holdable)).toEqual([
      expect.objectContaining({
        outcome: 'success',
        details: expect.objectContaining({ reason: 'confirmedFraud' }),
      }),
    ]);
    // 'other' with 500 characters on the held account: the flags stay, the text is the
    // description, the first-reported date is kept.
    const text = 'y'.repeat(500);
    const other = await hold(M.holdable, {
      funding_hold_reason: 'other',
      funding_hold_reason_other: text,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({
      fundingHolds: { confirmedFraud: true },
      fundingHoldDesc: text,
      holdFirstReportedDate: body.holdFirstReportedDate,
    });
    const [row] = await t.database.query<{ funding_hold_set_by_user_id: number | null }>(
      'select funding_hold_set_by_user_id from merchants where id = $1',
      [M.holdable],
    );
    expect(row?.funding_hold_set_by_user_id).toEqual(expect.any(Number));
  });

  it('refuses a merchant of processor 2, or one that is not Active (409)', async () => {
    const older = await hold(M.olderProcessor, { funding_hold_reason: 'limitsIssue' });
    expect(older.statusCode).toBe(409);
    expect(older.json().error_message).toBe(ADMIN_ACTION_MESSAGES.holdProcessor);
    const pending = await hold(M.heldPending, { funding_hold_reason: 'limitsIssue' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error_message).toBe(ADMIN_ACTION_MESSAGES.holdStatus);
    expect(await history(M.olderProcessor)).toEqual([]);
    expect(await audit('merchant-funding-hold-place', M.olderProcessor)).toEqual([
      expect.objectContaining({ outcome: 'failure' }),
    ]);
  });

  it('needs can-place-merchant-funding-hold (the body decides the key); merchants 403, signed out 401', async () => {
    const payload = { funding_hold_reason: 'limitsIssue' };
    const lacking = await hold(M.placeByReleaser, payload, lackingPlace);
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().error_message).toBe('You do not have the permission this needs.');
    expect((await hold(M.placeByReleaser, payload, support.headers)).statusCode).toBe(403);
    expect((await hold(M.placeByReleaser, payload, owner.headers)).statusCode).toBe(403);
    expect((await hold(M.placeByReleaser, payload, {})).statusCode).toBe(401);
    expect(await history(M.placeByReleaser)).toEqual([]);
    // The guard checks the body's key before the body is validated: a caller without it
    // learns nothing of the body's faults.
    const invalid = await hold(M.placeByReleaser, { funding_hold_reason: 'boredom' }, lackingPlace);
    expect(invalid.statusCode).toBe(403);
    const release = await hold(
      M.placeByReleaser,
      { payout_frequency: 'weekly', payout_frequency_anchor: 'friday' },
      lackingRelease,
    );
    expect(release.statusCode).toBe(403);
    expect(await history(M.placeByReleaser)).toEqual([]);
    // The admin lacking only the release key may place.
    const ok = await hold(M.placeByReleaser, payload, lackingRelease);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('replays the first answer for the same Idempotency-Key: one hold, one set of history rows', async () => {
    const key = randomUUID();
    const payload = { funding_hold_reason: 'invalidBankAccount' };
    const first = await hold(M.holdReplay, payload, admin.headers, key);
    expect(first.statusCode).toBe(200);
    const again = await hold(M.holdReplay, payload, admin.headers, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await history(M.holdReplay)).toHaveLength(2);
    expect(await audit('merchant-funding-hold-place', M.holdReplay)).toHaveLength(1);
  });
});

describe('POST /api/admin/merchants/{id}/funding-hold: release', () => {
  it('needs a valid day for the frequency', async () => {
    const cases = [
      { payout_frequency: 'weekly' },
      { payout_frequency: 'weekly', payout_frequency_anchor: 'saturday' },
      { payout_frequency: 'weekly', payout_frequency_anchor: '3' },
      { payout_frequency: 'monthly' },
      { payout_frequency: 'monthly', payout_frequency_anchor: '0' },
      { payout_frequency: 'monthly', payout_frequency_anchor: '32' },
      { payout_frequency: 'monthly', payout_frequency_anchor: 15 },
      { payout_frequency: 'monthly', payout_frequency_anchor: 'friday' },
      { payout_frequency: 'daily', payout_frequency_anchor: 'monday' },
    ];
    for (const payload of cases) {
      const res = await hold(M.heldInfoNeeded, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual({
        payout_frequency_anchor: ['Please select a valid day for the payout.'],
      });
    }
    const badFrequency = await hold(M.heldInfoNeeded, { payout_frequency: 'hourly' });
    expect(badFrequency.statusCode).toBe(400);
    expect(badFrequency.json().errors).toEqual({
      payout_frequency: [ADMIN_ACTION_MESSAGES.payoutFrequency],
    });
    expect(await history(M.heldInfoNeeded)).toEqual([]);
  });

  it('releases the hold of a merchant in Information Needed, weekly on a weekday', async () => {
    const res = await hold(M.heldInfoNeeded, {
      payout_frequency: 'weekly',
      payout_frequency_anchor: 'Friday',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 4,
      hasFundingHold: false,
      fundingHolds: null,
      fundingHoldDesc: null,
      holdFirstReportedDate: null,
      fundingHoldSetBy: null,
      payoutFrequency: 'weekly',
      payoutAnchor: 'friday',
    });
    const rows = await history(M.heldInfoNeeded);
    expect(rows.map((r) => [r.grouping, r.field, r.old_value, r.new_value])).toEqual([
      ['Funding Hold', 'has_funding_hold', 'true', 'false'],
      ['Funding Hold', 'funding_holds', 'suspiciousActivity', null],
      ['Funding Hold', 'funding_hold_desc', 'Watch list', null],
      ['Funding Hold', 'payout_frequency', 'daily', 'weekly'],
      ['Funding Hold', 'payout_anchor', null, 'friday'],
    ]);
    expect(await audit('merchant-funding-hold-release', M.heldInfoNeeded)).toEqual([
      expect.objectContaining({
        outcome: 'success',
        details: expect.objectContaining({ payoutFrequency: 'weekly', payoutAnchor: 'friday' }),
      }),
    ]);
    // Now there is no hold to release.
    const again = await hold(M.heldInfoNeeded, { payout_frequency: 'daily' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe(ADMIN_ACTION_MESSAGES.releaseNoHold);
  });

  it('refuses a held merchant that is neither Active nor Information Needed (409)', async () => {
    const res = await hold(M.heldPending, {
      payout_frequency: 'daily',
      payout_frequency_anchor: '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(ADMIN_ACTION_MESSAGES.releaseStatus);
    expect(await history(M.heldPending)).toEqual([]);
  });

  it('needs can-release-merchant-funding-hold; monthly takes a day 1-31, daily an empty day', async () => {
    const payload = { payout_frequency: 'monthly', payout_frequency_anchor: '31' };
    const lacking = await hold(M.releasable, payload, lackingRelease);
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().error_message).toBe('You do not have the permission this needs.');
    expect((await hold(M.releasable, payload, owner.headers)).statusCode).toBe(403);
    expect((await hold(M.releasable, payload, {})).statusCode).toBe(401);
    // The admin lacking only the place key may release.
    const ok = await hold(M.releasable, payload, lackingPlace);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ payoutFrequency: 'monthly', payoutAnchor: '31' });
    // Held again, then released daily with an empty anchor.
    expect((await hold(M.releasable, { funding_hold_reason: 'limitsIssue' })).statusCode).toBe(200);
    const daily = await hold(M.releasable, {
      payout_frequency: 'daily',
      payout_frequency_anchor: '',
    });
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json()).toMatchObject({ payoutFrequency: 'daily', payoutAnchor: null });
  });

  it('answers 404 for an unknown merchant', async () => {
    const res = await hold(999_999, { payout_frequency: 'daily' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe('Merchant account not found.');
  });
});
