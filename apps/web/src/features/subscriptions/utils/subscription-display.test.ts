import { describe, expect, it } from 'vitest';
import { actorLabel, eventDetailParts, eventLabel, methodText } from './subscription-display';

const format = { day: (iso: string) => `day(${iso})`, money: (cents: number) => `$${cents / 100}` };

describe('history rows', () => {
  it('names known events and words out unknown ones', () => {
    expect(eventLabel('cancellation-requested')).toBe('Cancellation requested');
    expect(eventLabel('rescheduled')).toBe('Next charge rescheduled');
    expect(eventLabel('card-expired')).toBe('Card expired');
  });

  it('says who did it', () => {
    expect(actorLabel('owner@paydesk.test')).toBe('owner@paydesk.test');
    expect(actorLabel('subscriber')).toBe('the subscriber');
    expect(actorLabel('billing')).toBe('automatic billing');
  });

  it('shows days and amounts through the formatters, skips nested values', () => {
    expect(
      eventDetailParts(
        { to: '2026-12-15', from: '2026-12-01', amount: 2500, nested: { a: 1 }, none: null },
        format,
      ),
    ).toEqual(['From: day(2026-12-01)', 'To: day(2026-12-15)', 'Amount: $25']);
    expect(eventDetailParts({ sentTo: 'a@b.test', someKey: 3 }, format)).toEqual([
      'Sent to: a@b.test',
      'Some Key: 3',
    ]);
  });

  it('reads the created and link-sent rows as a person would', () => {
    expect(
      eventDetailParts(
        {
          amount: 2500,
          currency: 'USD',
          interval: 'week',
          intervalCount: 2,
          startDate: '2026-12-01',
          installments: null,
          previousStatus: 'past-due',
          expiresAt: '2026-12-24T18:00:00.000Z',
        },
        format,
      ),
    ).toEqual([
      'Amount: $25',
      'Was: past due',
      'Link expires: day(2026-12-24)',
      'First charge: day(2026-12-01)',
      'Interval: every 2 weeks',
    ]);
  });

  it('shows the method on file by brand and last four', () => {
    expect(methodText({ brand: 'Visa', lastFour: '4242' })).toBe('Visa •••• 4242');
    expect(methodText(null)).toBe('None on file');
  });
});
