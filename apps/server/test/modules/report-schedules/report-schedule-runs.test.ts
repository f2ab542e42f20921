import { REPORT_SCHEDULE_MESSAGES } from '@paydesk/domain/report-schedule-catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ReportScheduleJobOptions,
  registerReportScheduleJobs,
} from '../../../src/modules/report-schedules/report-schedule-jobs.service';
import { createJobRunner, type JobRunner } from '../../../src/platform/jobs/job-runner';
import { adminWithAll, Principals } from '../../security/lib/principals';
import { seedIdentity } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type Headers, movableClock, schedulesApi, signedIn } from './report-schedule-kit';

/** Monday, March 10, 2031, 05:30 UTC: far from the real time the app's own audit rows carry. */
const clock = movableClock('2031-03-10T05:30:00Z');
const ADMIN = 'admin@paydesk.test';

let t: TestApp;
let api: ReturnType<typeof schedulesApi>;
let principals: Principals;
/** The admin's daily "Prior Day" audit log schedule. */
let dailyId = 0;

const runnerFor = (workerId: string, options: ReportScheduleJobOptions = {}): JobRunner => {
  const runner = createJobRunner({ db: t.database.db, clock, workerId });
  registerReportScheduleJobs(runner, t.app, options);
  return runner;
};

/** Passes of every runner at once until none claims a job. */
async function runUntilIdle(runners: JobRunner[]): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    const claimed = await Promise.all(runners.map((runner) => runner.runDueJobs()));
    if (claimed.every((n) => n === 0)) return;
  }
  throw new Error('the runners still found jobs after 10 passes');
}

interface Mail {
  id: string;
  subject: string;
  text: string;
  filename: string | null;
  content: Buffer | null;
}

async function mailsTo(to: string): Promise<Mail[]> {
  const rows = await t.database.query<Omit<Mail, 'content'> & { content: Uint8Array | null }>(
    `select m.id::text, m.subject, m.text, a.filename, a.content
       from mail_outbox m left join mail_attachments a on a.mail_id = m.id
      where m."to" = $1 order by m.id, a.id`,
    [to],
  );
  return rows.map((row) => ({ ...row, content: row.content ? Buffer.from(row.content) : null }));
}

async function scheduleRow(id: number) {
  const [row] = await t.database.query<{
    active: boolean;
    last_error: string | null;
    last_run_at: Date | string | null;
    next_run_at: Date | string;
  }>('select active, last_error, last_run_at, next_run_at from report_schedules where id = $1', [
    id,
  ]);
  if (!row) throw new Error(`no schedule ${id}`);
  return {
    active: row.active,
    lastError: row.last_error,
    lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
    nextRunAt: new Date(row.next_run_at).toISOString(),
  };
}

/** The audit log's CSV of one UTC day, as a person downloads it. */
async function auditCsvOf(day: string, who: Headers): Promise<Buffer> {
  const query = new URLSearchParams({
    start_date: `${day} 00:00:00`,
    end_date: `${day} 23:59:59`,
    timezone: 'UTC',
    download: 'csv',
  });
  const res = await t.app.inject({ url: `/api/admin/audit?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  api = schedulesApi(t.app);
  principals = new Principals(t.app, t.database);
  // One row a day (the log refuses updates, so each is written with its moment); the first
  // holds what CSV quoting and formula guarding change.
  for (const [at, email, details] of [
    [
      '2031-03-09T10:00:00Z',
      'day-one@paydesk.test',
      { merchantId: 100001, note: 'a, "quoted" one' },
    ],
    ['2031-03-09T23:59:00Z', '=day-one-late@paydesk.test', { merchantId: 100002 }],
    ['2031-03-10T10:00:00Z', 'day-two@paydesk.test', { merchantId: 100001 }],
  ] as const) {
    await t.database.query(
      `insert into audit_log (at, email, action, outcome, ip, details)
       values ($1, $2, 'merchant-status-change', 'success', '203.0.113.9', $3)`,
      [at, email, JSON.stringify(details)],
    );
  }
  const admin = await signedIn(t.app, ADMIN);
  const made = await api.create(admin, { name: 'Daily audit', query: 'range=prior-day', hour: 6 });
  expect(made.statusCode, made.body).toBe(201);
  dailyId = made.json().id;
}, 120_000);

describe('a scheduled run', () => {
  it('sends the CSV once with two runners, the same file the API downloads', async () => {
    clock.set('2031-03-10T05:59:59Z');
    await runUntilIdle([runnerFor('early')]);
    expect(await mailsTo(ADMIN)).toEqual([]);

    clock.set('2031-03-10T06:00:30Z');
    const runners = [runnerFor('replica-a'), runnerFor('replica-b')];
    await runUntilIdle(runners);
    const mails = await mailsTo(ADMIN);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Scheduled report: Daily audit (2031-03-09)');
    expect(mail?.text).toContain('Dates: 2031-03-09 to 2031-03-09 (UTC)');
    expect(mail?.text).toContain('Schedule: Daily at 06:00 UTC');
    expect(mail?.text).toContain('/admin/audit?range=prior-day');
    expect(mail?.filename).toBe('audit-log.csv');

    const expected = await auditCsvOf('2031-03-09', await signedIn(t.app, ADMIN));
    expect(mail?.content?.equals(expected)).toBe(true);
    const csv = mail?.content?.toString('utf8') ?? '';
    expect(csv).toContain('day-one@paydesk.test');
    expect(csv).toContain("'=day-one-late@paydesk.test");
    expect(csv).not.toContain('day-two@paydesk.test');

    expect(await scheduleRow(dailyId)).toEqual({
      active: true,
      lastError: null,
      lastRunAt: '2031-03-10T06:00:30.000Z',
      nextRunAt: '2031-03-11T06:00:00.000Z',
    });
    // The session the run used to call the report is revoked.
    const open = await t.database.query<{ n: number }>(
      `select count(*)::int as n from sessions
        where user_agent = 'paydesk scheduled report' and revoked_at is null`,
    );
    expect(open[0]?.n).toBe(0);

    // Later in the same hour, nothing more is sent.
    clock.set('2031-03-10T06:20:00Z');
    await runUntilIdle(runners);
    expect(await mailsTo(ADMIN)).toHaveLength(1);

    // The development outbox names the file.
    const outbox = await t.app.inject('/api/dev/outbox');
    const listed = outbox.json().data.find((m: { id: number }) => String(m.id) === mail?.id);
    expect(listed.attachments).toEqual([
      { filename: 'audit-log.csv', contentType: 'text/csv; charset=utf-8', size: expected.length },
    ]);
  });

  it('evaluates a relative preset on the day of each run', async () => {
    clock.set('2031-03-11T06:00:10Z');
    await runUntilIdle([runnerFor('next-day')]);
    const mails = await mailsTo(ADMIN);
    expect(mails).toHaveLength(2);
    const latest = mails[1];
    expect(latest?.subject).toBe('Scheduled report: Daily audit (2031-03-10)');
    const csv = latest?.content?.toString('utf8') ?? '';
    expect(csv).toContain('day-two@paydesk.test');
    expect(csv).not.toContain('day-one');
    const expected = await auditCsvOf('2031-03-10', await signedIn(t.app, ADMIN));
    expect(latest?.content?.equals(expected)).toBe(true);
    expect((await scheduleRow(dailyId)).nextRunAt).toBe('2031-03-12T06:00:00.000Z');
  });

  it('pauses the schedule of an admin who lost the key, without sending the CSV', async () => {
    clock.set('2031-03-11T06:30:00Z');
    const staff = await principals.create('admin who will lose the audit key', adminWithAll);
    const made = await api.create(
      { authorization: `Bearer ${staff.idToken}` },
      { name: 'Audit for a while', hour: 7 },
    );
    expect(made.statusCode, made.body).toBe(201);
    await t.database.query(
      `update user_permissions set enabled = false where user_id = $1 and slug = 'can-view-audit-log'`,
      [staff.userId],
    );
    clock.set('2031-03-11T07:00:20Z');
    await runUntilIdle([runnerFor('after-the-change')]);
    const mails = await mailsTo(staff.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Scheduled report paused: Audit for a while',
      filename: null,
      content: null,
    });
    expect(mails[0]?.text).toContain(REPORT_SCHEDULE_MESSAGES.lostPermission);
    expect(await scheduleRow(made.json().id)).toMatchObject({
      active: false,
      lastError: 'You no longer have the permission this report needs.',
      lastRunAt: '2031-03-11T07:00:20.000Z',
    });
    // Paused: the next day passes without a run.
    clock.set('2031-03-12T07:00:20Z');
    await runUntilIdle([runnerFor('the-day-after')]);
    expect(await mailsTo(staff.email)).toHaveLength(1);
  });

  it('sends nothing to someone who can no longer sign in, and pauses', async () => {
    clock.set('2031-03-12T07:30:00Z');
    const staff = await principals.create('admin who will be disabled', adminWithAll);
    const made = await api.create(
      { authorization: `Bearer ${staff.idToken}` },
      { name: 'Merchants weekly', path: '/admin/merchants', query: 'status=1', hour: 8 },
    );
    expect(made.statusCode, made.body).toBe(201);
    await t.database.query('update users set enabled = false where id = $1', [staff.userId]);
    clock.set('2031-03-12T08:00:20Z');
    await runUntilIdle([runnerFor('disabled')]);
    expect(await mailsTo(staff.email)).toEqual([]);
    expect(await scheduleRow(made.json().id)).toMatchObject({
      active: false,
      lastError: REPORT_SCHEDULE_MESSAGES.signedOut,
    });
  });

  it('sends a note, not the file, when the CSV is over the cap', async () => {
    clock.set('2031-03-12T09:00:00Z');
    const admin = await signedIn(t.app, ADMIN);
    const before = await scheduleRow(dailyId);
    expect((await api.sendNow(admin, dailyId)).statusCode).toBe(202);
    await runUntilIdle([runnerFor('small-cap', { maxAttachmentBytes: 40 })]);
    const latest = (await mailsTo(ADMIN)).at(-1);
    expect(latest).toMatchObject({ filename: null, content: null });
    expect(latest?.text).toContain('too large to attach');
    expect(latest?.text).not.toMatch(/https?:/);
    expect(await scheduleRow(dailyId)).toEqual({
      ...before,
      lastError: REPORT_SCHEDULE_MESSAGES.tooLarge,
      lastRunAt: '2031-03-12T09:00:00.000Z',
    });
  });

  it('skips a paused schedule when due; sending it now still sends it', async () => {
    clock.set('2031-03-12T09:10:00Z');
    const admin = await signedIn(t.app, ADMIN);
    expect((await api.update(admin, dailyId, { active: false })).statusCode).toBe(200);
    const sent = (await mailsTo(ADMIN)).length;
    clock.set('2031-03-13T06:00:30Z');
    await runUntilIdle([runnerFor('paused')]);
    expect(await mailsTo(ADMIN)).toHaveLength(sent);

    const again = await signedIn(t.app, ADMIN);
    expect((await api.sendNow(again, dailyId)).statusCode).toBe(202);
    await runUntilIdle([runnerFor('by-hand')]);
    const mails = await mailsTo(ADMIN);
    expect(mails).toHaveLength(sent + 1);
    expect(mails.at(-1)?.subject).toBe('Scheduled report: Daily audit (2031-03-12)');
    expect(mails.at(-1)?.filename).toBe('audit-log.csv');
    expect(await scheduleRow(dailyId)).toMatchObject({ active: false, lastError: null });
  });
});
