import { describe, expect, it } from 'vitest';
import { daysLeftDisplay, formatZonedDay } from './dispute-display';

describe('daysLeftDisplay', () => {
  it('reads the days left with a tone that only repeats the words', () => {
    expect(daysLeftDisplay(null)).toBeNull();
    expect(daysLeftDisplay(-2)).toEqual({ text: 'Overdue', tone: 'overdue' });
    expect(daysLeftDisplay(0)).toEqual({ text: 'Due today', tone: 'urgent' });
    expect(daysLeftDisplay(1)).toEqual({ text: '1 day left', tone: 'urgent' });
    expect(daysLeftDisplay(3)).toEqual({ text: '3 days left', tone: 'urgent' });
    expect(daysLeftDisplay(4)).toEqual({ text: '4 days left', tone: 'soon' });
    expect(daysLeftDisplay(6)).toEqual({ text: '6 days left', tone: 'soon' });
    expect(daysLeftDisplay(7)).toEqual({ text: '7 days left', tone: 'later' });
  });
});

describe('formatZonedDay', () => {
  it("shows the day in the account's zone", () => {
    expect(formatZonedDay('2026-11-25T06:59:59.000Z', 'America/Los_Angeles')).toBe('Nov 24, 2026');
    expect(formatZonedDay('2026-11-25T06:59:59.000Z', 'UTC')).toBe('Nov 25, 2026');
    expect(formatZonedDay(null, 'UTC')).toBe('—');
  });
});
