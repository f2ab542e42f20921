import { followingRunDate } from '@paydesk/domain/subscription-fields';
import { describe, expect, it } from 'vitest';
import {
  afterApproval,
  afterDecline,
  BILLING_MAX_ATTEMPTS,
  type ChargeFacts,
  dueAtOf,
  endsBeforeCharge,
  retryAt,
} from './billing-rules';

const facts = (over: Partial<ChargeFacts> = {}): ChargeFacts => ({
  status: 'active',
  scheduledDate: '2026-11-25',
  cancelAtDate: null,
  startDate: '2026-10-25',
  interval: 'month',
  intervalCount: 1,
  installments: null,
  paidRuns: 1,
  attempts: 0,
  ...over,
});

describe('the next run', () => {
  it('adds days, weeks, months and years', () => {
    expect(followingRunDate('2026-11-25', 'day', 3, '2026-11-25')).toBe('2026-11-28');
    expect(followingRunDate('2026-12-29', 'week', 1, '2026-12-29')).toBe('2027-01-05');
    expect(followingRunDate('2026-11-25', 'month', 1, '2026-11-25')).toBe('2026-12-25');
    expect(followingRunDate('2026-11-25', 'month', 3, '2026-11-25')).toBe('2027-02-25');
    expect(followingRunDate('2026-11-25', 'year', 2, '2026-11-25')).toBe('2028-11-25');
  });

  it('clamps to the month’s last day and comes back to the start day after', () => {
    expect(followingRunDate('2027-01-31', 'month', 1, '2027-01-31')).toBe('2027-02-28');
    expect(followingRunDate('2027-02-28', 'month', 1, '2027-01-31')).toBe('2027-03-31');
    expect(followingRunDate('2027-03-31', 'month', 1, '2027-01-31')).toBe('2027-04-30');
    expect(followingRunDate('2027-04-30', 'month', 1, '2027-01-31')).toBe('2027-05-31');
    expect(followingRunDate('2026-08-30', 'month', 6, '2026-08-30')).toBe('2027-02-28');
    expect(followingRunDate('2027-02-28', 'month', 1, '2026-08-30')).toBe('2027-03-30');
  });

  it('keeps a leap day in leap years only', () => {
    expect(followingRunDate('2028-01-29', 'month', 1, '2028-01-29')).toBe('2028-02-29');
    expect(followingRunDate('2028-02-29', 'year', 1, '2028-02-29')).toBe('2029-02-28');
    expect(followingRunDate('2029-02-28', 'year', 3, '2028-02-29')).toBe('2032-02-29');
    expect(followingRunDate('2028-02-28', 'day', 1, '2028-02-28')).toBe('2028-02-29');
  });

  it('anchors on a rescheduled day from then on', () => {
    // Started on the 15th, the merchant moved this run to the 20th.
    expect(followingRunDate('2026-12-20', 'month', 1, '2026-11-15')).toBe('2027-01-20');
  });

  it('is due when the day starts in the merchant’s time zone', () => {
    expect(dueAtOf('2026-11-25', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-25T08:00:00.000Z',
    );
    expect(dueAtOf('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(dueAtOf('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

describe('retries', () => {
  const declinedAt = new Date('2026-11-25T08:00:00Z');

  it('tries again 1, 3 and 5 days after each decline, then gives up', () => {
    expect(retryAt(1, declinedAt)?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(retryAt(2, declinedAt)?.toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(retryAt(3, declinedAt)?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(retryAt(4, declinedAt)).toBeNull();
    expect(BILLING_MAX_ATTEMPTS).toBe(4);
  });

  it('fails the run at its fourth decline', () => {
    expect(afterDecline(facts({ attempts: 0 }), declinedAt)).toEqual({
      kind: 'retry',
      attempts: 1,
      retryAt: new Date('2026-11-26T08:00:00Z'),
    });
    expect(afterDecline(facts({ attempts: 2 }), declinedAt)).toMatchObject({
      kind: 'retry',
      attempts: 3,
    });
    expect(afterDecline(facts({ attempts: 3 }), declinedAt)).toEqual({
      kind: 'failed',
      attempts: 4,
    });
  });
});

describe('a paid charge', () => {
  it('plans the next run and makes a past-due subscription active again', () => {
    expect(afterApproval(facts({ status: 'past-due', attempts: 2 }))).toEqual({
      kind: 'paid',
      attempts: 3,
      status: 'active',
      nextRunDate: '2026-12-25',
      installment: null,
    });
  });

  it('keeps a subscription stopping at its date stopping', () => {
    expect(
      afterApproval(facts({ status: 'cancellation-requested', cancelAtDate: '2026-12-25' })),
    ).toMatchObject({ status: 'cancellation-requested', nextRunDate: '2026-12-25' });
  });

  it('completes a payment plan at its last instalment', () => {
    expect(afterApproval(facts({ installments: 3, paidRuns: 1 }))).toMatchObject({
      status: 'active',
      installment: 2,
      nextRunDate: '2026-12-25',
    });
    expect(afterApproval(facts({ installments: 3, paidRuns: 2 }))).toEqual({
      kind: 'paid',
      attempts: 1,
      status: 'completed',
      nextRunDate: null,
      installment: 3,
    });
  });
});

describe('cancellation at CancelAtDate', () => {
  it('ends without a charge on or after the cancel date', () => {
    const run = { status: 'cancellation-requested' as const, scheduledDate: '2026-12-25' };
    expect(endsBeforeCharge({ ...run, cancelAtDate: '2026-12-25' })).toBe(true);
    expect(endsBeforeCharge({ ...run, cancelAtDate: '2026-12-01' })).toBe(true);
    expect(endsBeforeCharge({ ...run, cancelAtDate: '2027-01-25' })).toBe(false);
    expect(endsBeforeCharge({ ...run, cancelAtDate: null })).toBe(false);
  });
});
