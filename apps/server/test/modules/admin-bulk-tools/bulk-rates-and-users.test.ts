import { BULK_MESSAGES } from '@paydesk/domain/admin-bulk-tools';
import { TEAM_MESSAGES } from '@paydesk/domain/team-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { rates } from '../../../src/db/schema';
import type { ToolRowHandler } from '../../../src/modules/tool-runs/tool-runs.service';
import { type BulkKit, bulkKit, csv, drain, runCall, runRows, upload } from './bulk-test-kit';

/**
 * Update rates (the profile's rate edit, rates of the merchant's processor) and add users (the
 * Team invitation): the preview's row messages, nothing changed before the confirmation, the
 * apply through the existing services with history and audit rows naming the run, and a job
 * killed half-way that resumes without inviting anyone twice.
 */

let k: BulkKit;
let m: number[];
let p3Rate: number;
const crashOnce = new Set<string>();

const crashing = (handler: ToolRowHandler): ToolRowHandler => ({
  ...handler,
  chunkSize: 2,
  async apply(tx, row, context) {
    if (crashOnce.delete(`${context.run.id}:${row.rowNumber}`)) throw new Error('process died');
    return handler.apply(tx, row, context);
  },
});

beforeAll(async () => {
  k = await bulkKit('bulk-rates-users', crashing);
  m = k.merchants;
  // Processors: m[0..2] on the newer (3), m[3] on the older (2).
  await k.t.database.query(
    `update merchants set processor_id = case when id = $1 then 2 else 3 end,
            rate_id = null, web_rate_name = 'US Standard', mobile_rate_name = null
      where id = any($2::int[])`,
    [m[3], m],
  );
  const inserted = await k.t.database.db
    .insert(rates)
    .values([
      { rateName: 'Bulk Only Older', processorId: 2 },
      { rateName: 'Bulk Residual', processorId: 3, isResidualRate: true },
      { rateName: 'Bulk Mobile', processorId: 3 },
    ])
    .returning({ id: rates.id });
  expect(inserted).toHaveLength(3);
  const [row] = await k.t.database.query<{ id: number }>(
    `select min(id) as id from rates where rate_name = 'US Corporate' and processor_id = 3`,
  );
  p3Rate = Number(row?.id);
}, 180_000);

const merchantRates = async (id: number) =>
  (
    await k.t.database.query<{
      rate_id: number | null;
      web_rate_name: string | null;
      mobile_rate_name: string | null;
    }>('select rate_id, web_rate_name, mobile_rate_name from merchants where id = $1', [id])
  )[0];

describe('update rates', () => {
  const HEADER = 'merchant_id,rate_name,mobile_rate_name';

  it('previews precisely and applies through the profile’s rate edit', async () => {
    const bad = csv(
      HEADER,
      `${m[0]},Bulk Only Older,`, // 2: a rate of the other processor
      `${m[1]},No Such Rate,`, // 3: unknown; and a duplicate of 6
      `${m[2]},US Corporate,Bulk Residual`, // 4: a residual mobile rate
      `${m[3]},,`, // 5: a rate is required
      `${m[1]},US Corporate`, // 6: a cell short; and a duplicate of 3
    );
    const refused = await upload(k.t, 'update-rates', bad);
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json().counts).toEqual({ total: 5, willApply: 0, willNotApply: 5 });
    const rows = Object.fromEntries(
      (await runRows(k.t, refused.json().run.id)).map((r) => [r.rowNumber, r.message]),
    );
    expect(rows).toEqual({
      2: BULK_MESSAGES.rateOtherProcessor('rate_name', 'Bulk Only Older', [2], 3),
      3: `${BULK_MESSAGES.rateUnknown('rate_name', 'No Such Rate')} ${BULK_MESSAGES.duplicateMerchant(m[1] ?? 0, [6])}`,
      4: BULK_MESSAGES.rateResidual('mobile_rate_name', 'Bulk Residual'),
      5: 'rate_name: Please select a rate.',
      6: `${BULK_MESSAGES.cellCount(2, 'update-rates')} ${BULK_MESSAGES.duplicateMerchant(m[1] ?? 0, [3])}`,
    });
    expect((await runCall(k.t, 'POST', `/${refused.json().run.id}/confirm`)).statusCode).toBe(422);

    const file = csv(
      HEADER,
      `${m[0]},US Corporate,Bulk Mobile`, // 2: applies
      `${m[2]},US Corporate,`, // 3: applies, keeps no mobile rate
      `${m[3]},Bulk Only Older,`, // 4: applies (the older processor's rate)
    );
    const res = await upload(k.t, 'update-rates', file);
    const { run } = res.json();
    const pending = await runRows(k.t, run.id);
    expect(pending[0]).toMatchObject({
      status: 'pending',
      message: 'Web rate US Standard → US Corporate; mobile rate none → Bulk Mobile',
    });
    expect(pending.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await merchantRates(m[0] ?? 0)).toMatchObject({ rate_id: null });

    await runCall(k.t, 'POST', `/${run.id}/confirm`);
    await drain(k.runner);
    expect(await merchantRates(m[0] ?? 0)).toEqual({
      rate_id: p3Rate,
      web_rate_name: 'US Corporate',
      mobile_rate_name: 'Bulk Mobile',
    });
    expect(await merchantRates(m[2] ?? 0)).toEqual({
      rate_id: p3Rate,
      web_rate_name: 'US Corporate',
      mobile_rate_name: null,
    });
    expect(await merchantRates(m[1] ?? 0)).toMatchObject({ rate_id: null });
    const history = await k.t.database.query<{ field: string; new_value: string }>(
      `select field, new_value from merchant_change_history where merchant_id = $1 order by id`,
      [m[0]],
    );
    expect(history.map((h) => [h.field, h.new_value])).toEqual(
      expect.arrayContaining([
        ['web_rate_name', 'US Corporate'],
        ['mobile_rate_name', 'Bulk Mobile'],
      ]),
    );
    const audit = await k.t.database.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where action = 'bulk-update-rates' and (details->>'runId')::int = $1`,
      [run.id],
    );
    expect(audit.map((a) => a.details.merchantId)).toEqual([m[0], m[2], m[3]]);
    expect((await merchantRates(m[3] ?? 0))?.web_rate_name).toBe('Bulk Only Older');

    // The same rates again: nothing would change.
    const again = await upload(k.t, 'update-rates', csv(HEADER, `${m[2]},US Corporate,`));
    const [row] = await runRows(k.t, again.json().run.id);
    expect(row).toMatchObject({ status: 'invalid', message: BULK_MESSAGES.ratesUnchanged });
  });
});

describe('add users', () => {
  const HEADER = 'merchant_id,email,first_name,last_name,role';
  const outbox = async (to: string) =>
    (
      await k.t.database.query<{ n: number }>(
        'select count(*)::int as n from mail_outbox where "to" = $1',
        [to],
      )
    )[0]?.n ?? 0;
  const memberships = async (email: string) =>
    k.t.database.query<{ merchant_id: number; is_admin: boolean }>(
      `select um.merchant_id, um.is_admin from user_merchants um join users u on u.id = um.user_id
        where u.email = $1 order by um.merchant_id`,
      [email],
    );

  it('previews precisely, invites on confirmation and resumes a crash without inviting twice', async () => {
    const owned = (await memberships('owner@paydesk.test')).map((r) => Number(r.merchant_id));
    const ownerMerchant = owned[0] ?? 0;
    const other = m.find((id) => !owned.includes(id)) ?? 0;
    const file = csv(
      HEADER,
      `${m[0]},New.Person@Example.com,Nia,Okafor,admin`, // 2: a new user, merchant admin
      `${other},owner@paydesk.test,Olive,Owner,user`, // 3: an existing merchant user: added
      `${ownerMerchant},owner@paydesk.test,Olive,Owner,user`, // 4: already on the account
      `${m[1]},admin@paydesk.test,Ada,Admin,user`, // 5: staff
      `${m[1]},not-an-email,Bad,Mail,user`, // 6: bad e-mail
      `${m[2]},twice@example.com,Tw,Ice,user`, // 7: duplicate of 8
      `${m[2]},TWICE@example.com,Tw,Ice,owner`, // 8: duplicate of 7; bad role
      `${m[3]},second.new@example.com,Sam,,user`, // 9: no last name
      `424242,third.new@example.com,Tom,Tree,user`, // 10: unknown merchant
      `${m[3]},fourth.new@example.com,+Fay,Four,user`, // 11: formula
      `${m[3]},fifth.new@example.com,Fi,Five,User`, // 12: a new user
    );
    const res = await upload(k.t, 'add-users', file);
    expect(res.statusCode, res.body).toBe(201);
    const { run, counts } = res.json();
    const rows = Object.fromEntries((await runRows(k.t, run.id)).map((r) => [r.rowNumber, r]));
    expect(counts).toEqual({ total: 11, willApply: 3, willNotApply: 8 });
    expect(rows[2]).toMatchObject({ status: 'pending', message: BULK_MESSAGES.willInviteNew });
    expect(rows[3]).toMatchObject({ status: 'pending', message: BULK_MESSAGES.willAddExisting });
    expect(rows[4]?.message).toBe(TEAM_MESSAGES.alreadyMember);
    expect(rows[5]?.message).toBe(TEAM_MESSAGES.staff);
    expect(rows[6]?.message).toBe(`email: ${TEAM_MESSAGES.email}`);
    expect(rows[7]?.message).toBe(BULK_MESSAGES.duplicateUser('twice@example.com', m[2] ?? 0, [8]));
    expect(rows[8]?.message).toBe(
      `${BULK_MESSAGES.role} ${BULK_MESSAGES.duplicateUser('twice@example.com', m[2] ?? 0, [7])}`,
    );
    expect(rows[9]?.message).toBe(`last_name: ${TEAM_MESSAGES.lastnameRequired}`);
    expect(rows[10]?.message).toBe(BULK_MESSAGES.merchantUnknown(424242));
    expect(rows[11]?.message).toBe(BULK_MESSAGES.formula('first_name'));
    expect(rows[12]).toMatchObject({ status: 'pending' });
    expect(await outbox('new.person@example.com')).toBe(0);
    expect(await memberships('new.person@example.com')).toEqual([]);

    crashOnce.add(`${run.id}:3`); // the first chunk (rows 2, 3) dies after inviting row 2
    await runCall(k.t, 'POST', `/${run.id}/confirm`);
    await drain(k.runner);
    expect(await outbox('new.person@example.com')).toBe(0);
    k.advance(10 * 60_000);
    await drain(k.runner);
    expect((await runCall(k.t, 'GET', `/${run.id}`)).json()).toMatchObject({
      status: 'done',
      appliedRows: 3,
      failedRows: 0,
    });
    expect(await outbox('new.person@example.com')).toBe(1);
    expect(await memberships('new.person@example.com')).toEqual([
      { merchant_id: m[0], is_admin: true },
    ]);
    expect((await memberships('owner@paydesk.test')).map((r) => r.merchant_id)).toContain(other);
    expect(await memberships('fifth.new@example.com')).toEqual([
      { merchant_id: m[3], is_admin: false },
    ]);
    const [user] = await k.t.database.query<{ must_set_password: boolean }>(
      `select must_set_password from users where email = 'new.person@example.com'`,
    );
    expect(user?.must_set_password).toBe(true);
    // The Team invitation's audit row (the merchant's users history) and the run's.
    const audit = await k.t.database.query<{ action: string; details: Record<string, unknown> }>(
      `select action, details from audit_log where action in ('team-invite', 'bulk-add-user')
        and details->>'email' = 'new.person@example.com' and outcome = 'success' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['team-invite', 'bulk-add-user']);
    expect(audit[1]?.details).toMatchObject({
      runId: run.id,
      rowNumber: 2,
      created: true,
      role: 'admin',
    });
    const applied = await runRows(k.t, run.id);
    expect(applied.find((r) => r.rowNumber === 3)).toMatchObject({
      status: 'applied',
      message: 'Added to the account.',
    });
  });
});
