import { describe, expect, it } from 'vitest';
import { linkPaymentsHref } from './link-payments-href';

describe('linkPaymentsHref', () => {
  it('filters the transactions by the link from the day it was made to today', () => {
    expect(
      linkPaymentsHref(
        100001,
        { id: 42, createdAt: '2026-03-05T18:00:00.000Z' },
        'America/Los_Angeles',
        new Date('2026-11-24T20:00:00Z'),
      ),
    ).toBe('/transaction-detail/100001?payment_link_id=42&from=2026-03-05&to=2026-11-24');
  });
});
