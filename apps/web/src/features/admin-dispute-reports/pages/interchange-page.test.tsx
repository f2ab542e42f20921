// @vitest-environment jsdom
import type { InterchangeRow } from '@paydesk/domain/admin-dispute-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { InterchangePage } from './interchange-page';

const row = (over: Partial<InterchangeRow>): InterchangeRow => ({
  period: '2026-11',
  cardBrand: 'Visa',
  currency: 'USD',
  count: 120,
  volume: 1_000_000,
  fees: 30_000,
  interchange: 16_300,
  margin: 13_700,
  ratePercentBps: 151,
  rateFixedCents: 10,
  ...over,
});

const TOTALS = [
  {
    currency: 'USD',
    count: 120,
    volume: 1_000_000,
    fees: 30_000,
    interchange: 16_300,
    margin: 13_700,
  },
];

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/reports/interchange', element: <InterchangePage /> }], url);

function api() {
  return reportApi({
    '/api/admin/interchange/report': { processorId: 2, ...page([row({})]), totals: TOTALS },
    '/api/admin/interchange/stripe-report': {
      processorId: 3,
      ...page([row({ cardBrand: 'American Express', ratePercentBps: 230 })]),
      totals: TOTALS,
    },
  });
}

describe('InterchangePage', () => {
  signedInHolding([]);

  it("shows the older processor's interchange per brand and month, with the range's totals", async () => {
    const calls = api();
    renderAt('/admin/reports/interchange');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interchange' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Interchange' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Nov 2026')).toBeInTheDocument();
    expect(within(table).getByText('1.51% + 0.10')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals of the range' });
    expect(within(totals).getByText('$137.00')).toBeInTheDocument();
    expect(calls.callsTo('/api/admin/interchange/report')[0]?.searchParams.get('timezone')).toBe(
      'UTC',
    );
    expect(calls.callsTo('/api/admin/interchange/stripe-report')).toHaveLength(0);
  });

  it('switches to the newer processor, and to rows per day', async () => {
    const calls = api();
    const router = renderAt('/admin/reports/interchange');
    await screen.findByRole('table', { name: 'Interchange' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Processor 3' }));
    await waitFor(() =>
      expect(calls.callsTo('/api/admin/interchange/stripe-report').length).toBe(1),
    );
    expect(router.state.location.search).toContain('processor=3');
    expect(await screen.findByText('American Express')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By day' }));
    await waitFor(() =>
      expect(
        calls.callsTo('/api/admin/interchange/stripe-report').at(-1)?.searchParams.get('interval'),
      ).toBe('day'),
    );
  });
});
