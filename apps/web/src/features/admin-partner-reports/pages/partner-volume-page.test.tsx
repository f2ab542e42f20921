// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { PartnerVolumePage } from './partner-volume-page';

const PARTNER = {
  partnerId: 2,
  partnerName: 'Main Street ISO',
  merchants: 3,
  activeMerchants: 2,
  transactions: 40,
  volume: 250_000,
  refunds: 1_000,
  fees: 9_000,
  currency: 'USD',
};
const MONTHS = Array.from({ length: 16 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 7 + i, 1));
  return d.toISOString().slice(0, 7);
});
const pastMonths = (url: URL) => ({
  country: url.pathname.split('/')[4],
  type: url.pathname.split('/')[5],
  currency: url.pathname.split('/')[4] === 'CAN' ? 'CAD' : 'USD',
  clientId: null,
  months: MONTHS,
  rows: [
    {
      partnerId: 2,
      partnerName: 'Main Street ISO',
      merchants: 3,
      volumes: MONTHS.map(() => 100),
      total: 1_600,
    },
  ],
  totals: { merchants: 3, volumes: MONTHS.map(() => 100), total: 1_600 },
});

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/reports/partner-volume', element: <PartnerVolumePage /> }], url);

describe('PartnerVolumePage', () => {
  signedInHolding([]);

  it('shows the volume per partner with the totals of every row', async () => {
    const api = reportApi({
      '/api/admin/volume-overview': page([PARTNER], {
        totals: { ...PARTNER, partnerId: undefined },
        range: { start_date: '2026-11-01', end_date: '2026-11-25', currency: 'USD' },
      }),
    });
    renderAt('/admin/reports/partner-volume');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partner Volume' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Volume by partner' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('$2,500.00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Totals of every partner' })).toHaveTextContent(
      '3 merchants, 2 with sales',
    );
    expect(api.callsTo('/api/admin/volume-overview')[0]?.searchParams.get('sort')).toBe('-volume');
  });

  it('switches to the 16-month report and reads another country', async () => {
    const api = reportApi({
      '/api/admin/volume-overview': page([], {
        totals: { ...PARTNER },
        range: { start_date: '2026-11-01', end_date: '2026-11-25', currency: 'USD' },
      }),
      '/api/admin/clients/': page([
        {
          id: 1,
          name: 'Retail',
          merchants: 2,
          activeMerchants: 2,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
      '/api/admin/past-16-months-volume-report/USA/all': pastMonths,
      '/api/admin/past-16-months-volume-report/CAN/all': pastMonths,
    });
    const router = renderAt('/admin/reports/partner-volume?page=2');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Report' }), 'months');
    await waitFor(() => expect(router.state.location.search).toBe('?view=months'));
    const table = await screen.findByRole('table', { name: /volume per partner and month, USD/ });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(19);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Total3');
    // The dates are not this view's: the header offers none.
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CAN');
    expect(
      await screen.findByRole('table', { name: /volume per partner and month, CAD/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('/api/admin/past-16-months-volume-report/CAN/all')).toHaveLength(1);
  });
});
