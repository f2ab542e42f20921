import { randomUUID } from 'node:crypto';
import { CTA_ADMIN_MESSAGES, ctaDeadlineHoldText } from '@paydesk/domain/admin-cta-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/db/schema';
import { registerCtaDeadlineJobs } from '../../../src/modules/admin-ctas/cta-deadline-jobs.service';
import { createJobRunner } from '../../../src/platform/jobs/job-runner';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs, testClock } from '../../support/identity';
import { multipartBody } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The Call to Action Manager (part 2 §7 "Tools"; docs/api.md "Back office: call to action
 * manager"): every call with can-manage-ctas, validation, assignment by ids, filter and CSV
 * (History rows, e-mails in the outbox, idempotency, one audit row), unassign, resend's
 * throttle, the reports, the completed report after the merchant's own submit (documents only
 * with can-view-documents), soft delete, and the deadline job's reminders and holds with a
 * moved clock, lifted on completion or by the profile's Release Hold.
 */

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let lacking: Record<string, string>;
let noDocs: Record<string, string>;
let partnerId = 0;
// Merchants made for the filters: 900001..900004 (partner, country CAN or AUS, status 1 or 4).

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  const [p] = await t.database.db
    .insert(partners)
    .values({ name: 'CTA Partner', email: 'cta-partner@example.com' })
    .returning({ id: partners.id });
  partnerId = p?.id ?? 0;
  await t.database.query(
    `insert into merchants (id, business_common_name, business_legal_name, status, processor_id,
                            business_country, partner_id)
     values (900001, 'Filter One', 'Filter One LLC', 1, 3, 'CAN', $1),
            (900002, 'Filter Two', 'Filter Two LLC', 1, 3, 'CAN', $1),
            (900003, 'Filter Three', 'Filter Three LLC', 4, 2, 'CAN', $1),
            (900004, 'Filter Four', 'Filter Four LLC', 1, 3, 'AUS', null)`,
    [partnerId],
  );
  // The owner is a user of 900001 too, so its e-mails have a recipient.
  await t.database.query(
    `insert into user_merchants (user_id, merchant_id, access, is_admin)
     select id, 900001, 1, true from users where email = 'owner@paydesk.test'`,
  );
  const principals = new Principals(t.app, t.database);
  lacking = {
    authorization: `Bearer ${(await principals.create('no ctas', adminLacking('can-manage-ctas'))).idToken}`,
  };
  noDocs = {
    authorization: `Bearer ${(await principals.create('no docs', adminLacking('can-view-documents'))).idToken}`,
  };
  [admin, owner] = await Promise.all([
    signInAs(t.app, 'admin@paydesk.test'),
    signInAs(t.app, 'owner@paydesk.test'),
  ]);
}, 180_000);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method,
    url: `/api/admin/cta${url}`,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const BASE = {
  title: 'Confirm your bank',
  message: 'Please confirm your bank details.',
  settings: { viewable_by: ['merchant-admin'] },
  documents_requested: ['voidedCheck'],
};

async function create(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '', { ...BASE, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; title: string; counts: Record<string, number> };
}

const audit = (action: string, ctaId: number) =>
  t.database.query<{ outcome: string; details: Record<string, unknown> }>(
    `select outcome, details from audit_log where action = $1 and (details->>'ctaId')::int = $2 order by id`,
    [action, ctaId],
  );

const outbox = (subjectPart: string) =>
  t.database.query<{ to: string; subject: string; text: string }>(
    `select "to", subject, text from mail_outbox where strpos(subject, $1) > 0 order by id`,
    [subjectPart],
  );

describe('keys: every call needs can-manage-ctas', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', ''],
    ['POST', '', BASE],
    ['GET', '/categories'],
    ['GET', '/email-templates'],
    ['GET', '/report'],
    ['GET', '/completed-report'],
    ['GET', '/assigned-report'],
    ['GET', '/merchant-count?status=1'],
    ['GET', '/1'],
    ['PATCH', '/1', { title: 'x' }],
    ['DELETE', '/1'],
    ['POST', '/1/assign', { merchantIds: [100001] }],
    ['POST', '/1/resend'],
    ['POST', '/1/merchant/100001'],
    ['DELETE', '/1/merchant/100001'],
  ];
  it.each(routes)(
    '%s /api/admin/cta%s: 401, 403 merchant, 403 without the key',
    async (method, url, body) => {
      expect((await call(method, url, body, {})).statusCode).toBe(401);
      expect((await call(method, url, body, owner.headers)).statusCode).toBe(403);
      const refused = await call(method, url, body, lacking);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_message).toBe('You do not have the permission this needs.');
    },
  );
});

describe('campaigns', () => {
  it('creates, reads, lists, searches and changes a campaign, audited', async () => {
    const cta = await create({
      title: 'Campaign Alpha',
      categories: ['business'],
      deadline_at: '2026-12-20T00:00:00Z',
      reminder_days: [3, 7],
      hold_at_deadline: true,
    });
    const read = (await call('GET', `/${cta.id}`)).json();
    expect(read).toMatchObject({
      title: 'Campaign Alpha',
      settings: { viewable_by: ['merchant-admin'], contact_types: [] },
      categories: ['business'],
      documents_requested: [{ document_type_name: 'voidedCheck', document_type_id: 10 }],
      email_template: 'cta-assigned-default',
      deadline_at: '2026-12-20T00:00:00.000Z',
      reminder_days: [7, 3],
      hold_at_deadline: true,
      created_by: 'admin@paydesk.test',
      counts: { assigned: 0, completed: 0, outstanding: 0, dismissed: 0 },
    });
    const list = (await call('GET', '?search=alpha')).json();
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([cta.id]);
    const patched = await call('PATCH', `/${cta.id}`, {
      title: 'Campaign Alpha 2',
      reminder_days: [1],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Campaign Alpha 2', reminder_days: [1] });
    expect((await audit('cta-create', cta.id))[0]?.outcome).toBe('success');
    expect((await audit('cta-update', cta.id))[0]?.details.fields).toEqual([
      'title',
      'reminderDays',
    ]);
  });

  it('refuses bad input by field (400), a past deadline, reminders without a deadline', async () => {
    const res = await call('POST', '', {
      title: '  ',
      message: '',
      settings: { viewable_by: [] },
      documents_requested: ['voidedCheck', 'voidedCheck'],
      email_template: 'nope',
      reminder_days: [0, 61],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.title).toEqual([CTA_ADMIN_MESSAGES.titleRequired]);
    expect(errors['settings.viewable_by']).toEqual([CTA_ADMIN_MESSAGES.viewersRequired]);
    expect(errors.documents_requested).toEqual([CTA_ADMIN_MESSAGES.documentDuplicate]);
    expect(errors.email_template).toEqual([CTA_ADMIN_MESSAGES.templateUnknown]);
    const past = await call('POST', '', { ...BASE, deadline_at: '2026-11-01T00:00:00Z' });
    expect(past.json().errors.deadline_at).toEqual([CTA_ADMIN_MESSAGES.deadlinePast]);
    const noDeadline = await call('POST', '', {
      ...BASE,
      reminder_days: [3],
      hold_at_deadline: true,
    });
    expect(noDeadline.json().errors).toMatchObject({
      reminder_days: [CTA_ADMIN_MESSAGES.remindersNeedDeadline],
      hold_at_deadline: [CTA_ADMIN_MESSAGES.holdNeedsDeadline],
    });
    expect((await call('GET', '/999999')).statusCode).toBe(404);
  });

  it('answers the categories and the e-mail templates', async () => {
    expect((await call('GET', '/categories')).json().data).toEqual([
      { category_name: 'business', label: 'Business details' },
      { category_name: 'identity', label: 'Identity details' },
    ]);
    const templates = (await call('GET', '/email-templates')).json().data;
    expect(templates.map((x: { id: string }) => x.id)).toContain('cta-documents-needed');
  });
});

describe('assignment', () => {
  it('by filter: one statement, History rows, e-mails, one audit row; idempotent', async () => {
    const cta = await create({ title: 'Filter campaign' });
    const count = (
      await call('GET', `/merchant-count?country=CAN&status=1&cta_id=${cta.id}`)
    ).json();
    expect(count).toEqual({ count: 2, alreadyAssigned: 0 });
    const key = randomUUID();
    const body = { filter: { country: 'CAN', status: 1, partnerId } };
    const first = await call('POST', `/${cta.id}/assign`, body, admin.headers, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      matched: 2,
      assigned: 2,
      alreadyAssigned: 0,
      unknownIds: [],
      emailsQueued: 1,
    });
    const replay = await call('POST', `/${cta.id}/assign`, body, admin.headers, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.query<{ merchant_id: number }>(
      'select merchant_id from cta_assignments where cta_id = $1 order by merchant_id',
      [cta.id],
    );
    expect(rows.map((r) => Number(r.merchant_id))).toEqual([900001, 900002]);
    const history = await t.database.query<{ grouping: string; field: string; new_value: string }>(
      `select grouping, field, new_value from merchant_change_history
        where merchant_id = 900001 and field = 'call_to_action' order by id desc limit 1`,
    );
    expect(history[0]).toEqual({
      grouping: 'Miscellaneous',
      field: 'call_to_action',
      new_value: '"Filter campaign" assigned',
    });
    const mails = await outbox('Filter campaign');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('owner@paydesk.test');
    expect(mails[0]?.text).toContain('/dashboard/900001');
    const audits = await audit('cta-assign', cta.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ how: 'filter', matched: 2, assigned: 2 });
    // Again with another key: both skipped.
    const again = (await call('POST', `/${cta.id}/assign`, body)).json();
    expect(again).toMatchObject({ matched: 2, assigned: 0, alreadyAssigned: 2 });
    expect((await call('POST', `/${cta.id}/assign`, { filter: {} })).statusCode).toBe(400);
  });

  it('by ids (unknown ids reported), one by one, and from a CSV', async () => {
    const cta = await create({ title: 'Ids campaign' });
    const byIds = (
      await call('POST', `/${cta.id}/assign`, { merchantIds: [900003, 123456] })
    ).json();
    expect(byIds).toMatchObject({ matched: 1, assigned: 1, unknownIds: [123456] });
    const one = await call('POST', `/${cta.id}/merchant/900004`);
    expect(one.json()).toMatchObject({ assigned: 1 });
    expect((await call('POST', `/${cta.id}/merchant/987654`)).statusCode).toBe(404);
    const upload = (csv: string) => {
      const { payload, headers } = multipartBody([
        { name: 'file', filename: 'ids.csv', contentType: 'text/csv', data: Buffer.from(csv) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/cta/${cta.id}/assign-csv`,
        headers: { ...admin.headers, ...headers, 'idempotency-key': randomUUID() },
        payload,
      });
    };
    const ok = await upload('merchant_id\r\n900001\r\n900002\r\n900003\r\n555555\r\n');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      matched: 3,
      assigned: 2,
      alreadyAssigned: 1,
      unknownIds: [555555],
    });
    const formula = await upload('merchant_id\n=1+1\n900001\n');
    expect(formula.statusCode).toBe(400);
    expect(formula.json().errors.file).toEqual([CTA_ADMIN_MESSAGES.csvFormula(2)]);
    const header = await upload('id\n900001\n');
    expect(header.json().errors.file).toEqual([CTA_ADMIN_MESSAGES.csvHeader]);
    const assigned = (
      await call('GET', `/assigned-report?cta_id=${cta.id}&state=outstanding`)
    ).json();
    expect(assigned.meta.totalRecords).toBe(4);
  });

  it('unassigns while not completed; resends at most once an hour', async () => {
    const cta = await create({ title: 'Resend campaign' });
    await call('POST', `/${cta.id}/merchant/900001`);
    const early = (await call('POST', `/${cta.id}/resend`)).json();
    expect(early).toEqual({ resent: 0, throttled: 1, emailsQueued: 0 });
    clock.advanceMinutes(61);
    const later = (await call('POST', `/${cta.id}/resend`)).json();
    expect(later).toEqual({ resent: 1, throttled: 0, emailsQueued: 1 });
    expect((await outbox('Resend campaign')).length).toBe(2);
    const gone = await call('DELETE', `/${cta.id}/merchant/900001`);
    expect(gone.json()).toEqual({ unassigned: true, holdLifted: false });
    expect((await call('DELETE', `/${cta.id}/merchant/900001`)).statusCode).toBe(404);
  });

  it('a deleted campaign stops showing to the merchant, stays in the report, refuses changes', async () => {
    await t.database.query('delete from cta_assignments where merchant_id = 900001');
    const cta = await create({ title: 'Deleted campaign' });
    await call('POST', `/${cta.id}/merchant/900001`);
    const shown = await t.app.inject({ url: '/api/merchants/900001/cta', headers: owner.headers });
    expect(shown.json().data?.title).toBe('Deleted campaign');
    expect((await call('DELETE', `/${cta.id}`)).json().deleted_at).not.toBeNull();
    const after = await t.app.inject({ url: '/api/merchants/900001/cta', headers: owner.headers });
    expect(after.json().data?.title).not.toBe('Deleted campaign');
    const report = (await call('GET', '/report')).json().data;
    expect(report.find((r: { id: number }) => r.id === cta.id)).toMatchObject({ assigned: 1 });
    const refused = await call('POST', `/${cta.id}/merchant/900002`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(CTA_ADMIN_MESSAGES.deleted);
    await t.database.query('delete from cta_assignments where cta_id = $1', [cta.id]);
  });
});

describe('completion through the merchant form, and the completed report', () => {
  it('shows the submitted data (SSN as last four) and the documents only with can-view-documents', async () => {
    await t.database.query('delete from cta_assignments where merchant_id = 900001');
    const cta = await create({
      title: 'Identity campaign',
      categories: ['identity'],
      documents_requested: [],
    });
    await call('POST', `/${cta.id}/merchant/900001`);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/900001/cta',
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: {
        merchantId: 900001,
        identity: {
          firstName: 'Olivia',
          lastName: 'Owner',
          contactAddress1: '5 Alder Lane',
          contactAddress2: '',
          contactCity: 'Toronto',
          contactState: 'ON',
          contactZip: 'M5V 2T6',
          contactCountry: 'CAN',
          contactDOB: '04/12/1980',
          contactSsn: '512-34-6789',
          contactSsnLast4: '6789',
        },
      },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const report = (await call('GET', `/completed-report?cta_id=${cta.id}`)).json();
    expect(report.documentsVisible).toBe(true);
    expect(report.data[0]).toMatchObject({ merchantId: 900001, documents: [] });
    expect(report.data[0].identity.contactSsnLast4).toBe('6789');
    expect(JSON.stringify(report)).not.toContain('512-34');
    const hidden = (
      await call('GET', `/completed-report?cta_id=${cta.id}`, undefined, noDocs)
    ).json();
    expect(hidden.documentsVisible).toBe(false);
    expect(hidden.data[0].documents).toBeNull();
    const assigned = (await call('GET', `/assigned-report?cta_id=${cta.id}`)).json();
    expect(assigned.data[0].state).toBe('completed');
    const refused = await call('DELETE', `/${cta.id}/merchant/900001`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(CTA_ADMIN_MESSAGES.unassignCompleted);
  });
});

describe('the deadline job: reminders and holds (moved clock)', () => {
  const runner = () => {
    const jobs = createJobRunner({ db: t.database.db, clock, workerId: randomUUID() });
    registerCtaDeadlineJobs(jobs, t.app);
    return jobs;
  };
  const holdOf = async (id: number) =>
    (
      await t.database.query<{
        has_funding_hold: boolean;
        funding_hold_desc: string | null;
        funding_hold_set_by: string | null;
      }>(
        'select has_funding_hold, funding_hold_desc, funding_hold_set_by from merchants where id = $1',
        [id],
      )
    )[0];

  it('reminds once per day value, holds at the deadline, lifts on completion and on Release Hold', async () => {
    await t.database.query('delete from cta_assignments where merchant_id in (900001, 900002)');
    const start = clock.now().getTime();
    const deadline = new Date(start + 10 * 86_400_000).toISOString();
    const cta = await create({
      title: 'Deadline campaign',
      documents_requested: [],
      deadline_at: deadline,
      reminder_days: [7, 3],
      hold_at_deadline: true,
    });
    await call('POST', `/${cta.id}/assign`, { merchantIds: [900001, 900002] });
    const jobs = runner();
    await jobs.runDueJobs();
    expect(await outbox('Reminder: Deadline campaign')).toHaveLength(0);
    clock.advanceMinutes(3 * 24 * 60 + 30); // 7 days before the deadline passed
    await jobs.runDueJobs();
    expect(await outbox('is due in 7 days')).toHaveLength(1);
    clock.advanceMinutes(60);
    await jobs.runDueJobs();
    expect(await outbox('is due in 7 days')).toHaveLength(1); // once per day value
    clock.advanceMinutes(4 * 24 * 60); // 3 days before the deadline passed
    await jobs.runDueJobs();
    expect(await outbox('is due in 3 days')).toHaveLength(1);
    expect(await holdOf(900001)).toMatchObject({ has_funding_hold: false });
    clock.advanceMinutes(3 * 24 * 60); // past the deadline
    await jobs.runDueJobs();
    const held = await holdOf(900001);
    expect(held).toEqual({
      has_funding_hold: true,
      funding_hold_desc: ctaDeadlineHoldText('Deadline campaign'),
      funding_hold_set_by: 'cta-deadline',
    });
    expect((await holdOf(900002))?.has_funding_hold).toBe(true);
    expect((await audit('cta-deadline-hold', cta.id))[0]?.details.merchantIds).toEqual([
      900001, 900002,
    ]);
    const history = await t.database.query<{ grouping: string }>(
      `select grouping from merchant_change_history where merchant_id = 900001 and field = 'has_funding_hold'
        order by id desc limit 1`,
    );
    expect(history[0]?.grouping).toBe('Funding Hold');

    // The owner completes it: the hold is lifted (signed in again: ten days went by).
    [admin, owner] = await Promise.all([
      signInAs(t.app, 'admin@paydesk.test'),
      signInAs(t.app, 'owner@paydesk.test'),
    ]);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/900001/cta',
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: { merchantId: 900001 },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await holdOf(900001))?.has_funding_hold).toBe(false);
    expect((await audit('cta-deadline-hold-release', cta.id))[0]?.details).toMatchObject({
      merchantIds: [900001],
      why: 'completed',
    });

    // An admin's Release Hold on the profile ends 900002's, and the job does not hold it again.
    const release = await t.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/900002/funding-hold',
      headers: { ...admin.headers, 'idempotency-key': randomUUID() },
      payload: { payout_frequency: 'daily' },
    });
    expect(release.statusCode, release.body).toBe(200);
    clock.advanceMinutes(30);
    await jobs.runDueJobs();
    expect((await holdOf(900002))?.has_funding_hold).toBe(false);
    const row = (await call('GET', `/assigned-report?cta_id=${cta.id}&search=900002`)).json()
      .data[0];
    expect(row.holdPlacedAt).not.toBeNull();
    expect(row.holdReleasedAt).not.toBeNull();
  });
});
