import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { openChargeback } from '../../../src/ledger/ledger-operations';
import { reconcile } from '../../../src/ledger/reconciliation';
import {
  DISPUTE_DECISION_JOB,
  registerDisputeJobs,
} from '../../../src/modules/disputes/dispute-jobs.service';
import { createFieldCipher } from '../../../src/platform/encryption';
import { createJobRunner, type JobRunner } from '../../../src/platform/jobs/job-runner';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { multipartBody } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/test-app';
import { pdfDocument } from '../files/file-fixtures';

const DAY_MS = 86_400_000;
/** The app's clock: real time at the start (the counter's deadline rule reads it), moved by hand. */
let current = Date.now();
const clock = { now: () => new Date(current) };

let t: TestApp;
let owner: SignedIn;
/** Chargebacks of the bistro (100001): countered with a losing file, a winning file, and on a full AVS match. */
const cb = { lost: 0, wonByEvidence: 0, wonByAvs: 0, fresh: 0 };
/** A retrieval opened now, one opened 8 days ago (10 days to respond), and a chargeback of 100002. */
let newRetrieval = 0;
let dueRetrieval = 0;
let quietChargeback = 0;
let outfitterOnlyUser = '';

const runnerFor = (workerId: string): JobRunner => {
  const runner = createJobRunner({ db: t.database.db, clock, workerId });
  registerDisputeJobs(runner, t.app);
  return runner;
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 2, days: 60, meanDailySales: 10 },
    seed: 'dispute-jobs',
    // Every generated dispute is older than the two days announced.
    end: new Date(current - 5 * DAY_MS),
    cipher: createFieldCipher(randomBytes(32)),
  });
  const sales = async (merchantId: number, avs: string) =>
    t.database.query<{ id: string }>(
      `select id::text from transactions
        where merchant_id = $1 and kind = 'sale' and status = 'approved' and method = 'card'
          -- the chargebacks below are of 7.00: a smaller sale would refuse them (which sales the
          -- generator makes depends on the day the test runs)
          and gross_amount_cents >= 700
          and ${avs}
          and not exists (select 1 from chargebacks c where c.transaction_id = transactions.id)
          and not exists (select 1 from retrievals r where r.transaction_id = transactions.id)
        order by trans_date desc limit 4`,
      [merchantId],
    );
  const partial = await sales(100001, "avs_code not in ('Y', 'X')");
  const [fullMatch] = await sales(100001, "avs_code = 'Y'");
  const [outfitters] = await sales(100002, 'true');
  const processor = t.app.processors.processorFor({ processorId: 2 });
  const open = async (saleId: string | undefined) =>
    (
      await t.database.db.transaction((tx) =>
        openChargeback(tx, processor, {
          saleId: Number(saleId),
          amountCents: 700,
          at: clock.now(),
        }),
      )
    ).id;
  cb.lost = await open(partial[0]?.id);
  cb.wonByEvidence = await open(partial[1]?.id);
  cb.wonByAvs = await open(fullMatch?.id);
  cb.fresh = await open(partial[2]?.id);
  quietChargeback = await open(outfitters?.id);
  const retrieval = async (saleId: string | undefined, requested: Date) => {
    const [row] = await t.database.query<{ id: string }>(
      `insert into retrievals (merchant_id, transaction_id, requested_date, reason_desc, days_to_respond, status)
       values (100001, $1, $2, 'Cardholder requests a copy of the receipt', 10, 'Unanswered') returning id::text`,
      [saleId, requested],
    );
    return Number(row?.id);
  };
  newRetrieval = await retrieval(partial[3]?.id, clock.now());
  const [older] = await sales(100001, "avs_code = 'Z'");
  dueRetrieval = await retrieval(older?.id, new Date(current - 8 * DAY_MS));
  // The outfitters (100002) turned dispute notifications off.
  await t.database.query(
    `update merchants set notification_settings = '{"disputeNotifications": false}' where id = 100002`,
  );
  // A second manager of the bistro, and one who manages only the outfitters' disputes.
  await t.database.query(
    `with u as (insert into users (email, first_name, last_name, password_hash)
                values ('manager@paydesk.test', 'Mona', 'Manager', 'x'),
                       ('outfitters@paydesk.test', 'Otto', 'Outfitter', 'x') returning id, email)
     , m as (insert into user_merchants (user_id, merchant_id, access)
             select id, case when email like 'manager%' then 100001 else 100002 end, 1 from u)
     insert into merchant_user_permissions (user_id, merchant_id, slug, enabled)
     select id, case when email like 'manager%' then 100001 else 100002 end, 'can-manage-disputes', true
       from u`,
  );
  outfitterOnlyUser = 'outfitters@paydesk.test';
  // A third manager of the bistro who turned dispute e-mails off for themselves (My Account).
  await t.database.query(
    `with u as (insert into users (email, first_name, last_name, password_hash)
                values ('quiet@paydesk.test', 'Quinn', 'Quiet', 'x') returning id)
     , m as (insert into user_merchants (user_id, merchant_id, access) select id, 100001, 1 from u)
     , p as (insert into merchant_user_permissions (user_id, merchant_id, slug, enabled)
             select id, 100001, 'can-manage-disputes', true from u)
     insert into merchant_user_settings (user_id, merchant_id, data)
     select id, 100001, '{"disputeEmails": false}'::jsonb from u`,
  );
  owner = await signInAs(t.app, 'owner@paydesk.test');
}, 180_000);

const mails = () =>
  t.database.query<{ to: string; subject: string; text: string }>(
    'select "to", subject, text from mail_outbox order by id',
  );
const linkOf = (id: number, kind: 'chargeback' | 'retrieval') =>
  `http://localhost:3000/dispute-details-redirect/${id}/${kind}`;

async function evidenceNeeded(): Promise<number> {
  const [row] = await t.database.query<{ n: string }>(
    `select coalesce(sum(evidence_needed_count), 0)::text as n from merchant_daily_rollups where merchant_id = 100001`,
  );
  return Number(row?.n);
}

describe('dispute e-mails', () => {
  it('e-mails each new dispute to every user who manages the account’s disputes, once', async () => {
    const before = await mails();
    expect(await runnerFor('mail-a').runDueJobs()).toBe(1);
    const sent = (await mails()).slice(before.length);
    const opened = sent.filter((m) => m.subject.startsWith('New '));
    const about = (link: string) =>
      opened
        .filter((m) => m.text.includes(link))
        .map((m) => m.to)
        .sort();
    const managers = ['manager@paydesk.test', 'owner@paydesk.test'];
    for (const id of Object.values(cb)) expect(about(linkOf(id, 'chargeback'))).toEqual(managers);
    expect(about(linkOf(newRetrieval, 'retrieval'))).toEqual(managers);
    // No e-mail for the clerk (permission disabled), none for the account with notifications off.
    expect(sent.some((m) => m.to === 'clerk@paydesk.test')).toBe(false);
    expect(sent.some((m) => m.to === 'quiet@paydesk.test')).toBe(false);
    expect(sent.some((m) => m.to === outfitterOnlyUser)).toBe(false);
    expect(about(linkOf(quietChargeback, 'chargeback'))).toEqual([]);
    // Only the disputes opened in the last two days: the generated ones are not announced.
    expect(opened).toHaveLength(2 * 5);
    const [announcedOld] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from chargebacks where notified_at is not null and cb_date < $1`,
      [new Date(current - 2 * DAY_MS)],
    );
    expect(announcedOld?.n).toBe(0);
    expect(opened[0]?.text).toContain('Respond by');
  });

  it('reminds once of a dispute whose deadline is three days away or less', async () => {
    const all = await mails();
    const reminders = all.filter(
      (m) =>
        m.subject.startsWith('Reminder:') && m.text.includes(linkOf(dueRetrieval, 'retrieval')),
    );
    expect(reminders.map((m) => m.to).sort()).toEqual([
      'manager@paydesk.test',
      'owner@paydesk.test',
    ]);
    // The retrieval opened 8 days ago is not announced as new.
    expect(
      all.some(
        (m) => m.subject.startsWith('New ') && m.text.includes(linkOf(dueRetrieval, 'retrieval')),
      ),
    ).toBe(false);
  });

  it('sends nothing twice: a second runner in the same slot, and the next slot', async () => {
    const before = (await mails()).length;
    expect(await runnerFor('mail-b').runDueJobs()).toBe(0);
    expect((await mails()).length).toBe(before);
    current += 15 * 60_000;
    const runner = runnerFor('mail-c');
    expect(await runner.runDueJobs()).toBe(1);
    expect(await runner.runDueJobs()).toBe(0);
    const mine = [
      ...Object.values(cb).map((id) => linkOf(id, 'chargeback')),
      linkOf(newRetrieval, 'retrieval'),
      linkOf(dueRetrieval, 'retrieval'),
    ];
    const about = (await mails()).filter((m) => mine.some((link) => m.text.includes(link)));
    expect(about).toHaveLength(2 * 5 + 2);
  });
});

describe('the processor decides a countered chargeback', () => {
  async function counter(id: number, category: string): Promise<void> {
    const body = multipartBody([
      { name: 'type', value: 'dispute_evidence' },
      { name: 'file', filename: 'proof.pdf', contentType: 'application/pdf', data: pdfDocument() },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/100001/files',
      payload: body.payload,
      headers: { ...owner.headers, ...body.headers, 'idempotency-key': randomUUID() },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/chargeback/counter`,
      payload: { merchantId: 100001, evidence: [{ fileId: upload.json().id, category }] },
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const state = async (id: number) => {
    const [row] = await t.database.query<{
      dispute_status: string;
      result: string | null;
      response_code: string | null;
      resolved_at: string | null;
    }>('select dispute_status, result, response_code, resolved_at from chargebacks where id = $1', [
      id,
    ]);
    return row;
  };

  it('enqueues one decision per counter, decided disputeDecisionDays later by the documented rule', async () => {
    const counteredAt = current;
    await counter(cb.lost, 'receipt');
    await counter(cb.wonByEvidence, 'proof-of-delivery');
    await counter(cb.wonByAvs, 'receipt');
    const decisions = await t.database.query<{ dedupe_key: string; run_at: string | Date }>(
      'select dedupe_key, run_at from jobs where kind = $1 order by id',
      [DISPUTE_DECISION_JOB],
    );
    expect(decisions.map((d) => d.dedupe_key)).toEqual([
      `dispute-decision:chargeback:${cb.lost}`,
      `dispute-decision:chargeback:${cb.wonByEvidence}`,
      `dispute-decision:chargeback:${cb.wonByAvs}`,
    ]);
    for (const d of decisions) {
      expect(new Date(d.run_at).getTime()).toBe(counteredAt + 10 * DAY_MS);
    }
    const rollup = await evidenceNeeded();
    const runner = runnerFor('decider');
    await runner.runDueJobs();
    expect((await state(cb.lost))?.dispute_status).toBe('under-review');

    current = counteredAt + 10 * DAY_MS;
    await runner.runDueJobs();
    expect(await state(cb.lost)).toMatchObject({
      dispute_status: 'lost',
      result: 'lost',
      response_code: 'L',
    });
    expect(await state(cb.wonByEvidence)).toMatchObject({
      dispute_status: 'won',
      result: 'won',
      response_code: 'W',
    });
    expect(await state(cb.wonByAvs)).toMatchObject({ dispute_status: 'won', response_code: 'W' });
    expect((await state(cb.lost))?.resolved_at).not.toBeNull();
    // Under review is not "evidence needed": the decision leaves that rollup as the counter left it.
    expect(await evidenceNeeded()).toBe(rollup);
    const [open] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from jobs where kind = $1 and done_at is null',
      [DISPUTE_DECISION_JOB],
    );
    expect(open?.n).toBe(0);
    const failing = (await reconcile(t.database.query)).filter((c) => c.violations.length > 0);
    expect(failing).toEqual([]);
  });

  it('leaves alone a chargeback no longer under review', async () => {
    const before = await state(cb.lost);
    await t.database.query(`update jobs set done_at = null, attempts = 0 where dedupe_key = $1`, [
      `dispute-decision:chargeback:${cb.lost}`,
    ]);
    await runnerFor('again').runDueJobs();
    expect(await state(cb.lost)).toEqual(before);
  });
});
