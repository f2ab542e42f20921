// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { TimelineEvent } from '../utils/timeline-links';
import { TransactionTimeline } from './transaction-timeline';
import { TimeZoneContext } from './zoned-moment';

const at = (iso: string) => iso;

const EVENTS: TimelineEvent[] = [
  {
    kind: 'authorised',
    at: at('2026-11-20T18:30:00.000Z'),
    title: 'Authorised $46.08',
    detail: 'Auth code 155196 · AVS Y',
    amount: 4608,
    link: null,
  },
  {
    kind: 'captured',
    at: '2026-11-20T18:30:00.000Z',
    title: 'Captured',
    detail: null,
    amount: null,
    link: null,
  },
  {
    kind: 'batched',
    at: '2026-11-20',
    title: 'Settled in batch B3-100001-20261120',
    detail: null,
    amount: 4440,
    link: { to: 'deposit', id: 730 },
  },
  {
    kind: 'funded',
    at: '2026-11-21',
    title: 'Funded in deposit 730',
    detail: '$1,076.02 deposit',
    amount: null,
    link: { to: 'deposit', id: 730 },
  },
  {
    kind: 'refund',
    at: '2026-11-22T16:00:00.000Z',
    title: 'Refunded $10.00',
    detail: null,
    amount: -1000,
    link: { to: 'transaction', id: 10801 },
  },
  {
    kind: 'chargeback',
    at: '2026-11-23T10:00:00.000Z',
    title: 'Chargeback opened',
    detail: 'Reason 10.4',
    amount: 3608,
    link: { to: 'dispute', id: 55, type: 'chargeback' },
  },
  {
    kind: 'retrieval',
    at: '2026-11-23T11:00:00.000Z',
    title: 'Retrieval request',
    detail: null,
    amount: null,
    link: { to: 'dispute', id: 56, type: 'retrieval' },
  },
  {
    kind: 'ach-return',
    at: '2026-11-23T12:00:00.000Z',
    title: 'Returned by the bank (R01)',
    detail: null,
    amount: null,
    link: { to: 'ach-return', id: 9 },
  },
];

function renderIn(ui: ReactElement) {
  return renderWithProviders(
    <MemoryRouter>
      <TimeZoneContext.Provider value="America/Los_Angeles">{ui}</TimeZoneContext.Provider>
    </MemoryRouter>,
  );
}

describe('TransactionTimeline', () => {
  it('links each step to its page', () => {
    renderIn(<TransactionTimeline events={EVENTS} accountId={100001} currency="USD" />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Settled in batch B3-100001-20261120')).toBe('/payouts/100001/730');
    expect(href('Funded in deposit 730')).toBe('/payouts/100001/730');
    expect(href('Refunded $10.00')).toBe('/transaction-detail/100001/10801');
    expect(href('Chargeback opened')).toBe('/dispute-detail/55/chargeback?accountId=100001');
    expect(href('Retrieval request')).toBe('/dispute-detail/56/retrieval?accountId=100001');
    expect(href('Returned by the bank (R01)')).toBe('/ach-return-detail/100001');
    // Steps without a page of their own are plain text.
    expect(screen.queryByRole('link', { name: /Authorised/ })).toBeNull();
    expect(screen.getByText('Authorised $46.08')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('dates instants in the account zone and days as they are, with signed amounts', () => {
    renderIn(<TransactionTimeline events={EVENTS.slice(0, 5)} accountId={100001} currency="USD" />);
    // 18:30 UTC is 10:30 AM in Los Angeles; a settlement day is shown as its day.
    expect(screen.getAllByText(/Nov 20, 2026, 10:30 AM/)).toHaveLength(2);
    const settled = screen.getByText('Nov 20, 2026');
    expect(settled.tagName).toBe('TIME');
    const refund = screen
      .getByRole('link', { name: 'Refunded $10.00' })
      .closest('.mantine-Timeline-item');
    expect(within(refund as HTMLElement).getByText('−$10.00')).toBeInTheDocument();
  });

  it('says so when nothing has happened yet', () => {
    renderIn(<TransactionTimeline events={[]} accountId={100001} currency="USD" />);
    expect(screen.getByText('Nothing has happened to this transaction yet.')).toBeInTheDocument();
  });
});
