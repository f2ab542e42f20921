import { describe, expect, it } from 'vitest';
import { dashboardOverviewRange, dashboardTimeZone } from './dashboard-range';

describe('dashboard range', () => {
  it("reads the merchant's time zone, or the browser's for an unknown one", () => {
    expect(dashboardTimeZone({ timezone: 'America/Los_Angeles' })).toBe('America/Los_Angeles');
    expect(dashboardTimeZone({ timezone: 'Not/AZone' })).toBe(dashboardTimeZone(undefined));
  });

  it('asks for a custom range of the URL in wall-clock times of the zone', () => {
    const search = new URLSearchParams('from=2026-01-05&to=2026-01-11');
    expect(dashboardOverviewRange(search, { timezone: 'America/Los_Angeles' })).toEqual({
      startDate: '2026-01-05 00:00:00',
      endDate: '2026-01-11 23:59:59',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('falls back to Month-To-Date, which starts on the first of the month', () => {
    const range = dashboardOverviewRange(new URLSearchParams(), { timezone: 'UTC' });
    expect(range.timeZone).toBe('UTC');
    expect(range.startDate).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(range.endDate).toMatch(/ 23:59:59$/);
  });
});
