import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { REPORT_SCHEDULE_MESSAGES } from '@paydesk/domain/report-schedule-catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLacking, Principals } from '../../security/lib/principals';
import { seedIdentity } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type Headers, movableClock, schedulesApi, signedIn } from './report-schedule-kit';

/** Monday, March 10, 2031, 05:30 UTC. */
const clock = movableClock('2031-03-10T05:30:00Z');

let t: TestApp;
let api: ReturnType<typeof schedulesApi>;
let admin: Headers;
let support: Headers;
let owner: Headers;
let noAuditKey: Headers;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  api = schedulesApi(t.app);
  admin = await signedIn(t.app, 'admin@paydesk.test');
  support = await signedIn(t.app, 'support@paydesk.test');
  owner = await signedIn(t.app, 'owner@paydesk.test');
  const lacking = await new Principals(t.app, t.database).create(
    'admin without can-view-audit-log',
    adminLacking('can-view-audit-log'),
  );
  noAuditKey = { authorization: `Bearer ${lacking.idToken}` };
}, 120_000);

const auditActions = async (scheduleId: number) =>
  (
    await t.database.query<{ action: string }>(
      `select action from audit_log where details->>'scheduleId' = $1 order by id`,
      [String(scheduleId)],
    )
  ).map((row) => row.action);

describe('making a schedule', () => {
  it('keeps the view, sets its first run and audits it; a replayed key makes one schedule', async () => {
    const key = 'c6b2b7a4-0a53-4d8e-9d0e-4c8f3b0f0a11';
    const body = {
      name: 'Refused actions, weekly',
      query: '?range=last-7-days&outcome=failure&sort=-at&page=3&perPage=25&dialog=filters&asOf=99',
      frequency: 'weekly' as const,
      weekday: 3,
      hour: 8,
    };
    const made = await api.create(admin, body, key);
    expect(made.statusCode, made.body).toBe(201);
    const schedule = made.json();
    expect(schedule).toMatchObject({
      name: 'Refused actions, weekly',
      path: '/admin/audit',
      // The page shown, the open dialog and the snapshot are not part of the view.
      query: 'range=last-7-days&outcome=failure&sort=-at',
      reportTitle: 'Audit log',
      frequency: 'weekly',
      weekday: 3,
      hour: 8,
      active: true,
      lastRunAt: null,
      lastError: null,
      // The next Wednesday at 08:00 UTC.
      nextRunAt: '2031-03-12T08:00:00.000Z',
    });
    const again = await api.create(admin, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The same key for another request is a conflict, not a second schedule.
    expect((await api.create(admin, { ...body, hour: 9 }, key)).statusCode).toBe(409);
    expect(again.json().id).toBe(schedule.id);
    const mine = (await api.list(admin)).json().data;
    expect(mine.filter((s: { id: number }) => s.id === schedule.id)).toHaveLength(1);
    expect(await auditActions(schedule.id)).toEqual(['report-schedule-create']);
  });

  it('runs a daily schedule at the next hour it names, today or tomorrow', async () => {
    const later = (await api.create(admin, { name: 'Later today', hour: 6 })).json();
    expect(later.nextRunAt).toBe('2031-03-10T06:00:00.000Z');
    expect(later.weekday).toBeNull();
    const tomorrow = (await api.create(admin, { name: 'Tomorrow', hour: 5, weekday: 4 })).json();
    expect(tomorrow.nextRunAt).toBe('2031-03-11T05:00:00.000Z');
    // A daily schedule keeps no weekday.
    expect(tomorrow.weekday).toBeNull();
  });

  it('refuses what cannot be scheduled, naming the field', async () => {
    const weekly = await api.create(admin, { frequency: 'weekly' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().errors.weekday).toEqual([REPORT_SCHEDULE_MESSAGES.weekdayRequired]);

    const notAReport = await api.create(admin, { path: '/admin/dashboard' });
    expect(notAReport.statusCode).toBe(400);
    expect(notAReport.json()).toMatchObject({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: { path: [REPORT_SCHEDULE_MESSAGES.unknownReport] },
    });

    const badSort = await api.create(admin, { query: 'sort=-password' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors.query[0]).toMatch(/^sort: Sort by at/);

    const badFilter = await api.create(admin, { query: 'outcome=maybe' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors.query[0]).toMatch(/^outcome: /);

    const badHour = await api.create(admin, { hour: 24 });
    expect(badHour.statusCode).toBe(400);
    expect(Object.keys(badHour.json().errors)).toEqual(['hour']);

    // An id in the web path: only ids match.
    expect((await api.create(admin, { path: '/admin/audit/abc' })).statusCode).toBe(400);
    expect((await api.create(admin, { path: '/admin/audit/100001' })).statusCode).toBe(201);
  });

  it('refuses a report whose key the admin lacks, and anyone who is not staff', async () => {
    const lacking = await api.create(noAuditKey, {});
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().error_message).toBe('You do not have the permission this needs.');
    // The merchants list needs can-view-merchant-info, which that admin holds.
    expect((await api.create(noAuditKey, { path: '/admin/merchants', query: '' })).statusCode).toBe(
      201,
    );
    const merchant = await api.create(owner, {});
    expect(merchant.statusCode).toBe(403);
    expect(merchant.json().error_message).toBe('This is for Paydesk staff only.');
    expect((await api.list(owner)).statusCode).toBe(403);
  });
});

describe("one's own schedules", () => {
  it("lists only the caller's; another admin's schedule is not found", async () => {
    const mine = (await api.create(admin, { name: 'Mine only' })).json();
    const theirs = (await api.list(support)).json().data;
    expect(theirs.some((s: { id: number }) => s.id === mine.id)).toBe(false);

    for (const res of [
      await api.update(support, mine.id, { active: false }),
      await api.remove(support, mine.id),
      await api.sendNow(support, mine.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe(REPORT_SCHEDULE_MESSAGES.notFound);
    }
    const still = (await api.list(admin)).json().data.find((s: { id: number }) => s.id === mine.id);
    expect(still).toMatchObject({ active: true, name: 'Mine only' });
    const count = await t.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'report-schedule-run' and payload->>'scheduleId' = $1`,
      [String(mine.id)],
    );
    expect(count[0]?.n).toBe(0);
  });

  it('pauses, resumes from now, retimes and renames; a weekly schedule needs its day', async () => {
    const made = (await api.create(admin, { name: 'To change', hour: 6 })).json();
    await t.database.query(`update report_schedules set last_error = 'old' where id = $1`, [
      made.id,
    ]);
    const paused = await api.update(admin, made.id, { active: false, name: 'Changed' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ active: false, name: 'Changed', lastError: 'old' });

    clock.set('2031-03-10T07:15:00Z');
    try {
      const resumed = (await api.update(admin, made.id, { active: true })).json();
      // From now: today's 06:00 has passed.
      expect(resumed).toMatchObject({
        active: true,
        lastError: null,
        nextRunAt: '2031-03-11T06:00:00.000Z',
      });
      const noDay = await api.update(admin, made.id, { frequency: 'weekly' });
      expect(noDay.statusCode).toBe(400);
      expect(noDay.json().errors.weekday).toEqual([REPORT_SCHEDULE_MESSAGES.weekdayRequired]);
      const weekly = (
        await api.update(admin, made.id, { frequency: 'weekly', weekday: 1, hour: 9 })
      ).json();
      // Monday 09:00 is still to come today.
      expect(weekly).toMatchObject({ weekday: 1, hour: 9, nextRunAt: '2031-03-10T09:00:00.000Z' });
      const daily = (await api.update(admin, made.id, { frequency: 'daily' })).json();
      expect(daily).toMatchObject({ weekday: null, nextRunAt: '2031-03-10T09:00:00.000Z' });
      expect((await api.update(admin, made.id, {})).statusCode).toBe(400);
    } finally {
      clock.set('2031-03-10T05:30:00Z');
    }
    expect(await auditActions(made.id)).toEqual([
      'report-schedule-create',
      'report-schedule-update',
      'report-schedule-update',
      'report-schedule-update',
      'report-schedule-update',
    ]);
  });

  it('deletes a schedule; sending now queues one run', async () => {
    const made = (await api.create(admin, { name: 'Short-lived' })).json();
    const sent = await api.sendNow(admin, made.id);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toMatch(/on its way/);
    const jobs = await t.database.query<{ payload: Record<string, unknown> }>(
      `select payload from jobs where kind = 'report-schedule-run' and payload->>'scheduleId' = $1`,
      [String(made.id)],
    );
    expect(jobs.map((j) => j.payload)).toEqual([{ scheduleId: made.id, manual: true }]);

    expect((await api.remove(admin, made.id)).statusCode).toBe(204);
    expect((await api.list(admin)).json().data.some((s: { id: number }) => s.id === made.id)).toBe(
      false,
    );
    expect((await api.remove(admin, made.id)).statusCode).toBe(404);
    expect(await auditActions(made.id)).toEqual([
      'report-schedule-create',
      'report-schedule-send-now',
      'report-schedule-delete',
    ]);
  });
});
