import type { EmailHistoryRow } from '@paydesk/domain/admin-merchant-reports';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-merchants';
import { createMailer } from '../../../src/platform/mail';
import {
  allRows,
  csvOf,
  expectKeyGuards,
  getJson,
  type ReportApp,
  reportApp,
} from '../../support/report-kit';
import { smtpCatcher } from '../../support/smtp-catcher';
import type { TestApp } from '../../support/test-app';

/**
 * The e-mail history: every message the outbox takes is `queued` with its merchant, and the
 * delivery pass adds `sent`, `failed` and `dropped` in the statements that record its outcome
 * (platform/mail.ts); the report lists those events.
 */

let t: TestApp;
let app: ReportApp;
const URL = '/api/admin/email-history';
const BISTRO = DEMO_MERCHANT_IDS.bistro;
const OUTFITTERS = DEMO_MERCHANT_IDS.outfitters;

const smtp = smtpCatcher();

const q = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.database.query<R>(sql, params);
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
/** Every row of a list, `perPage` rows a page. */
const everyRow = <Row>(url: string, perPage = 3) => allRows<Row>(app, url, {}, perPage);
const eventsOf = (rows: EmailHistoryRow[], email: string) =>
  rows
    .filter((row) => row.email === email)
    .sort((a, b) => a.id - b.id)
    .map((row) => [row.event, row.merchantId]);

beforeAll(async () => {
  app = await reportApp();
  t = app.t;
  const smtpUrl = await smtp.listen();

  // A message about the outfitters that the SMTP server never takes: failed, then dropped.
  await t.app.mailer.send(
    { to: 'Unreachable@Example.test', subject: 'Payout paused', text: 'x', merchantId: OUTFITTERS },
    t.database.db,
  );
  const refusing = createMailer({
    db: t.database.db,
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'x@paydesk.test',
  });
  expect(await refusing.deliverDue()).toBe(0);
  await q(`update mail_outbox set attempts = 4, next_attempt_at = now() - interval '1 minute'
            where "to" = 'Unreachable@Example.test'`);
  expect(await refusing.deliverDue()).toBe(0);
  refusing.stop();

  // Mail of the app's own flows: a limit request about the bistro, a reset about no merchant.
  const limit = await t.app.inject({
    method: 'POST',
    url: `/api/merchants/${BISTRO}/limit-increase`,
    headers: { ...app.owner.headers, 'idempotency-key': 'email-history-limit' },
    payload: { kind: 'card', requestedMonthlyLimit: 10_000_000, reason: 'Holiday season' },
  });
  expect(limit.statusCode, limit.body).toBe(201);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'clerk@paydesk.test' },
  });
  expect(reset.statusCode, reset.body).toBeLessThan(300);
  await t.app.mailer.send(
    { to: '=cmd@example.test', subject: '+1 formula', text: 'x', merchantId: BISTRO },
    t.database.db,
  );
  // A rolled-back write queues nothing and records nothing.
  await expect(
    t.database.db.transaction(async (tx) => {
      await t.app.mailer.send(
        { to: 'rolled@example.test', subject: 'S', text: 'T', merchantId: BISTRO },
        tx,
      );
      throw new Error('the effect failed');
    }),
  ).rejects.toThrow('the effect failed');

  const sending = createMailer({
    db: t.database.db,
    smtpUrl,
    from: 'x@paydesk.test',
  });
  expect(await sending.deliverDue()).toBe(3);
  sending.stop();
}, 120_000);

afterAll(async () => {
  await smtp.close();
});

describe('the e-mail history the outbox writes', () => {
  it('queues every message with its merchant, and records each delivery outcome', async () => {
    const rows = await everyRow<EmailHistoryRow>(URL, 4);
    expect(eventsOf(rows, 'unreachable@example.test')).toEqual([
      ['queued', OUTFITTERS],
      ['failed', OUTFITTERS],
      ['dropped', OUTFITTERS],
    ]);
    expect(eventsOf(rows, 'limits@paydesk.test')).toEqual([
      ['queued', BISTRO],
      ['sent', BISTRO],
    ]);
    expect(eventsOf(rows, 'clerk@paydesk.test')).toEqual([
      ['queued', null],
      ['sent', null],
    ]);
    expect(eventsOf(rows, 'rolled@example.test')).toEqual([]);
    const limit = rows.find((r) => r.email === 'limits@paydesk.test' && r.event === 'sent');
    expect(limit).toMatchObject({ merchantName: 'Blue Harbor Bistro' });
    expect(limit?.subject).toMatch(/^Limit increase request #\d+: Blue Harbor Bistro/);
    expect(limit?.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Every outbox message has its queued event, and every sent one its sent event.
    const [counts] = await q<{ outbox: string; queued: string; sent: string; sentEvents: string }>(
      `select (select count(*) from mail_outbox)::text as outbox,
              (select count(*) from email_history where event = 'queued')::text as queued,
              (select count(*) from mail_outbox where sent_at is not null)::text as sent,
              (select count(*) from email_history where event = 'sent')::text as "sentEvents"`,
    );
    expect(counts?.queued).toBe(counts?.outbox);
    expect(counts?.sentEvents).toBe(counts?.sent);
    expect(smtp.received.length).toBe(3);
  });
});

describe('GET /api/admin/email-history', () => {
  const rawIds = async (order: string, where = 'true', params: unknown[] = []) =>
    (
      await q<{ id: number }>(
        `select id from email_history h where ${where} order by ${order}`,
        params,
      )
    ).map((r) => Number(r.id));

  it('lists the newest event first, page by page', async () => {
    expect(idsOf(await everyRow<EmailHistoryRow>(URL, 2))).toEqual(
      await rawIds('h.created_at desc, h.id desc'),
    );
    expect(idsOf(await everyRow<EmailHistoryRow>(`${URL}?sort=at`, 2))).toEqual(
      await rawIds('h.created_at asc, h.id asc'),
    );
  });

  it('filters by recipient (whole address or its start), event, merchant and day', async () => {
    const exact = await everyRow<EmailHistoryRow>(`${URL}?email=UNREACHABLE@example.test`);
    expect(exact.map((r) => r.event).sort()).toEqual(['dropped', 'failed', 'queued']);
    const prefix = await everyRow<EmailHistoryRow>(
      `${URL}?email=${encodeURIComponent('limits@*')}`,
    );
    expect(new Set(prefix.map((r) => r.email))).toEqual(new Set(['limits@paydesk.test']));
    expect(await everyRow(`${URL}?email=${encodeURIComponent('limits@paydesk.tes')}`)).toEqual([]);
    const search = await everyRow<EmailHistoryRow>(`${URL}?search=CLERK`);
    expect(new Set(search.map((r) => r.email))).toEqual(new Set(['clerk@paydesk.test']));
    // LIKE's wildcards are taken literally.
    expect(await everyRow(`${URL}?search=${encodeURIComponent('%')}`)).toEqual([]);
    const sent = await everyRow<EmailHistoryRow>(`${URL}?event=sent`);
    expect(idsOf(sent)).toEqual(await rawIds('h.created_at desc, h.id desc', `h.event = 'sent'`));
    expect(sent).toHaveLength(3);
    const bistro = await everyRow<EmailHistoryRow>(`${URL}?merchantid=${BISTRO}`);
    expect(idsOf(bistro)).toEqual(
      await rawIds('h.created_at desc, h.id desc', 'h.merchant_id = $1', [BISTRO]),
    );
    expect(bistro.length).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    const [yesterday] = await q<{ d: string }>(`select (current_date - 1)::text as d`);
    expect(
      (await getJson(app, `${URL}?start_date=${today}&end_date=${today}`)).meta.totalRecords,
    ).toBe((await rawIds('h.id')).length);
    expect(
      (await getJson(app, `${URL}?start_date=${yesterday?.d}&end_date=${yesterday?.d}`)).meta
        .totalRecords,
    ).toBe(0);
  });

  it('refuses an unknown merchant (404), event or malformed address (400)', async () => {
    const unknown = await t.app.inject({
      url: `${URL}?merchantid=999999`,
      headers: app.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Merchant account not found.');
    for (const query of ['event=clicked', 'email=not-an-address', 'email=*', 'email=a*b*']) {
      const res = await t.app.inject({ url: `${URL}?${query}`, headers: app.admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    }
  });

  it('downloads exactly the list as CSV, from both routes, formulas neutralised', async () => {
    const rows = await everyRow<EmailHistoryRow>(`${URL}?merchantid=${BISTRO}`);
    const list = await csvOf(app, `${URL}?merchantid=${BISTRO}&download=csv`);
    const download = await csvOf(app, `${URL}/download?merchantid=${BISTRO}`);
    expect(download.rows).toEqual(list.rows);
    expect(list.disposition).toBe(`attachment; filename="email-history-${BISTRO}.csv"`);
    expect(list.header).toEqual([
      'When (UTC)',
      'Recipient',
      'Event',
      'Subject',
      'Merchant ID',
      'Merchant',
    ]);
    expect(list.rows).toHaveLength(rows.length);
    const cell = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    expect(list.rows.map((r) => [r[1], r[2]])).toEqual(rows.map((r) => [cell(r.email), r.event]));
    const formula = list.rows.find((r) => r[1] === "'=cmd@example.test");
    expect(formula?.slice(3)).toEqual(["'+1 formula", String(BISTRO), 'Blue Harbor Bistro']);
  });

  it('is guarded by can-view-email-history-report, both routes', async () => {
    await expectKeyGuards(app, URL, 'can-view-email-history-report');
    await expectKeyGuards(app, `${URL}/download`, 'can-view-email-history-report');
  });
});
