import { describe, expect, it } from 'vitest';
import {
  describeTiming,
  matchSchedulableReport,
  nextRunAt,
  scheduledRunQuery,
  scheduleViewQuery,
} from './report-schedule-catalogue';

const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  const daily = { frequency: 'daily', weekday: null, hour: 6 } as const;
  it('takes the hour today when it is still to come, else tomorrow', () => {
    expect(nextRunAt(daily, at('2031-03-10T05:59:59Z')).toISOString()).toBe(
      '2031-03-10T06:00:00.000Z',
    );
    // Exactly at the hour: that run is the one being made, so the next is tomorrow.
    expect(nextRunAt(daily, at('2031-03-10T06:00:00Z')).toISOString()).toBe(
      '2031-03-11T06:00:00.000Z',
    );
    expect(nextRunAt(daily, at('2031-12-31T23:30:00Z')).toISOString()).toBe(
      '2032-01-01T06:00:00.000Z',
    );
  });

  it('takes the next chosen weekday, a week later once its hour has passed', () => {
    // 2031-03-10 is a Monday.
    const monday = { frequency: 'weekly', weekday: 1, hour: 9 } as const;
    expect(nextRunAt(monday, at('2031-03-10T08:00:00Z')).toISOString()).toBe(
      '2031-03-10T09:00:00.000Z',
    );
    expect(nextRunAt(monday, at('2031-03-10T09:00:00Z')).toISOString()).toBe(
      '2031-03-17T09:00:00.000Z',
    );
    const sunday = { frequency: 'weekly', weekday: 0, hour: 0 } as const;
    expect(nextRunAt(sunday, at('2031-03-10T09:00:00Z')).toISOString()).toBe(
      '2031-03-16T00:00:00.000Z',
    );
  });

  it('reads as a person says it', () => {
    expect(describeTiming({ frequency: 'daily', weekday: null, hour: 6 })).toBe(
      'Daily at 06:00 UTC',
    );
    expect(describeTiming({ frequency: 'weekly', weekday: 5, hour: 17 })).toBe(
      'Every Friday at 17:00 UTC',
    );
  });
});

describe('matchSchedulableReport', () => {
  it('knows the catalogue’s paths, with ids for their parameters', () => {
    expect(matchSchedulableReport('/admin/audit')?.report.title).toBe('Audit log');
    expect(matchSchedulableReport('/admin/audit/')?.report.title).toBe('Audit log');
    expect(matchSchedulableReport('/admin/audit/100001')?.pathParams).toEqual({
      merchantId: '100001',
    });
    expect(matchSchedulableReport('/admin/audit/0')).toBeUndefined();
    expect(matchSchedulableReport('/admin/audit/1/2')).toBeUndefined();
    expect(matchSchedulableReport('/admin/dashboard')).toBeUndefined();
  });
});

describe('scheduledRunQuery', () => {
  const audit = matchSchedulableReport('/admin/audit/100001');
  const merchants = matchSchedulableReport('/admin/merchants');
  if (!audit || !merchants) throw new Error('catalogue entries missing');

  it('keeps the view’s own parameters, drops the page’s, and adds the path’s and the CSV', () => {
    const view = scheduleViewQuery(
      '?status=1&sort=-createdAt&page=4&perPage=25&dialog=export&asOf=9',
    );
    expect(view).toBe('status=1&sort=-createdAt');
    expect(scheduledRunQuery(merchants, view, at('2031-03-10T06:00:00Z'))).toEqual({
      query: { status: '1', sort: '-createdAt', download: 'csv' },
      range: undefined,
    });
    const run = scheduledRunQuery(audit, 'outcome=failure', at('2031-03-10T06:00:00Z'));
    expect(run.query).toMatchObject({ outcome: 'failure', merchant_id: '100001', download: 'csv' });
  });

  it('evaluates a preset on the day of the run, in UTC', () => {
    const run = (iso: string) => scheduledRunQuery(audit, 'range=prior-day', at(iso)).query;
    expect(run('2031-03-10T00:30:00Z')).toMatchObject({
      start_date: '2031-03-09 00:00:00',
      end_date: '2031-03-09 23:59:59',
      timezone: 'UTC',
    });
    expect(run('2031-03-11T00:30:00Z').start_date).toBe('2031-03-10 00:00:00');
    // No range: Month-To-Date of the run's month.
    expect(scheduledRunQuery(audit, '', at('2031-04-02T06:00:00Z')).range).toEqual({
      from: '2031-04-01',
      to: '2031-04-02',
    });
  });

  it('keeps a custom range as it is, and falls back to the default for an unusable one', () => {
    const fixed = scheduledRunQuery(
      audit,
      'from=2031-01-05&to=2031-01-07',
      at('2031-03-10T06:00Z'),
    );
    expect(fixed.range).toEqual({ from: '2031-01-05', to: '2031-01-07' });
    expect(fixed.query).not.toHaveProperty('from');
    // A range in the future (or backwards) reads as the default, as the page reads it.
    const future = scheduledRunQuery(
      audit,
      'from=2031-04-01&to=2031-04-02',
      at('2031-03-10T06:00Z'),
    );
    expect(future.range).toEqual({ from: '2031-03-01', to: '2031-03-10' });
  });
});
