import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  cancellationRefusal,
  followingRunDate,
  intervalLabel,
  SUBSCRIPTION_MESSAGES as M,
  projectedRunDates,
  rescheduleRefusal,
  startDateRefusal,
  stopRefusal,
} from './subscription-fields';

describe('subscription rules', () => {
  it('requests cancellation only of a live subscription, once', () => {
    expect(cancellationRefusal('active')).toBeNull();
    expect(cancellationRefusal('past-due')).toBeNull();
    expect(cancellationRefusal('cancellation-requested')).toBe(M.alreadyCancelling);
    expect(cancellationRefusal('stopped')).toBe(M.ended('stopped'));
    expect(cancellationRefusal('cancelled')).toBe(M.ended('cancelled'));
    expect(cancellationRefusal('completed')).toBe(M.ended('completed'));
  });

  it('stops anything that has not ended', () => {
    expect(stopRefusal('active')).toBeNull();
    expect(stopRefusal('cancellation-requested')).toBeNull();
    expect(stopRefusal('past-due')).toBeNull();
    expect(stopRefusal('stopped')).toBe(M.ended('stopped'));
    expect(stopRefusal('cancelled')).toBe(M.ended('cancelled'));
  });

  it('reschedules a live next charge to a day after today, within a year', () => {
    const today = '2026-11-22';
    expect(rescheduleRefusal('active', '2026-11-25', '2026-11-23', today)).toBeNull();
    expect(rescheduleRefusal('past-due', '2026-11-20', '2027-11-22', today)).toBeNull();
    expect(rescheduleRefusal('active', '2026-11-25', '2026-11-22', today)).toBe(
      M.rescheduleNotFuture,
    );
    expect(rescheduleRefusal('active', '2026-11-25', '2026-01-01', today)).toBe(
      M.rescheduleNotFuture,
    );
    expect(rescheduleRefusal('active', '2026-11-25', '2027-11-23', today)).toBe(M.rescheduleTooFar);
    expect(rescheduleRefusal('cancellation-requested', '2026-11-25', '2026-12-01', today)).toBe(
      M.rescheduleCancelling,
    );
    expect(rescheduleRefusal('stopped', null, '2026-12-01', today)).toBe(M.ended('stopped'));
    expect(rescheduleRefusal('active', null, '2026-12-01', today)).toBe(M.noNextRun);
  });

  it('starts today or later, within a year', () => {
    expect(startDateRefusal('2026-11-22', '2026-11-22')).toBeNull();
    expect(startDateRefusal('2026-11-21', '2026-11-22')).toBe(M.startInPast);
    expect(startDateRefusal('2027-11-23', '2026-11-22')).toBe(M.startTooFar);
  });

  it('offers the actions its status allows', () => {
    expect(allowedActions('active', true)).toEqual({
      requestCancellation: true,
      stop: true,
      reschedule: true,
      updatePaymentMethod: true,
    });
    expect(allowedActions('cancellation-requested', true)).toEqual({
      requestCancellation: false,
      stop: true,
      reschedule: false,
      updatePaymentMethod: true,
    });
    expect(allowedActions('completed', false)).toEqual({
      requestCancellation: false,
      stop: false,
      reschedule: false,
      updatePaymentMethod: false,
    });
  });
});

describe('charge dates', () => {
  it('adds the interval; a day the month lacks becomes its last day', () => {
    expect(followingRunDate('2026-01-31', 'month', 1)).toBe('2026-02-28');
    // The start date's day is kept through a short month; a moved charge anchors on its day.
    expect(followingRunDate('2026-02-28', 'month', 1, '2026-01-31')).toBe('2026-03-31');
    expect(followingRunDate('2026-03-31', 'month', 1, '2026-01-31')).toBe('2026-04-30');
    expect(followingRunDate('2026-04-30', 'month', 1, '2026-01-31')).toBe('2026-05-31');
    expect(followingRunDate('2026-12-03', 'month', 1, '2026-11-25')).toBe('2027-01-03');
    expect(followingRunDate('2026-11-25', 'week', 2)).toBe('2026-12-09');
    expect(followingRunDate('2026-12-31', 'day', 1)).toBe('2027-01-01');
    expect(followingRunDate('2028-02-29', 'year', 1)).toBe('2029-02-28');
  });

  it('projects the next dates from the first', () => {
    expect(projectedRunDates('2026-11-25', 'month', 3, 3)).toEqual([
      '2026-11-25',
      '2027-02-25',
      '2027-05-25',
    ]);
    expect(projectedRunDates('2026-11-25', 'month', 1, 0)).toEqual([]);
  });

  it('says the interval in words', () => {
    expect(intervalLabel('month', 1)).toBe('every month');
    expect(intervalLabel('week', 2)).toBe('every 2 weeks');
  });
});
