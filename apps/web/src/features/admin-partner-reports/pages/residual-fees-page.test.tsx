// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { ResidualFeesPage } from './residual-fees-page';

const ROW = {
  month: '2026-10',
  partnerId: 2,
  partnerName: 'Main Street ISO',
  merchants: 4,
  unpricedMerchants: 1,
  transactions: 120,
  volume: 1_250_000,
  fees: 40_000,
  cost: 31_000,
  residual: 9_000,
  currency: 'USD',
};
const FIGURES = {
  transactions: 120,
  volume: 1_250_000,
  fees: 40_000,
  cost: 31_000,
  residual: 9_000,
};
const RANGE = { start_date: '2026-10-01', end_date: '2026-11-25', currency: 'USD' };

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/reports/residual-fees', element: <ResidualFeesPage /> }], url);

describe('ResidualFeesPage', () => {
  signedInHolding([]);

  it('shows the monthly totals and the rows per partner, with the list’s filters on both', async () => {
    const api = reportApi(
      {
        '/api/admin/residual-fees': page([ROW], { totals: FIGURES, range: RANGE }),
        '/api/admin/residual-fees/overview': {
          ...RANGE,
          months: [{ month: '2026-10', partners: 1, merchants: 4, ...FIGURES }],
          totals: FIGURES,
        },
      },
      { permissions: ['can-residual-fee'] },
    );
    renderAt('/admin/reports/residual-fees?currency=CAD&merchantid=100001');
    const perMonth = await screen.findByRole('table', { name: /Residual fees per month/ });
    expect(within(perMonth).getAllByRole('row')[1]).toHaveTextContent(
      'Oct 202614$12,500.00$400.00$310.00$90.00',
    );
    const list = await screen.findByRole('table', { name: 'Residual fees' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(within(list).getByText('Main Street ISO')).toBeInTheDocument();
    const listCall = api.callsTo('/api/admin/residual-fees')[0];
    const overviewCall = api.callsTo('/api/admin/residual-fees/overview')[0];
    for (const call of [listCall, overviewCall]) {
      expect(call?.searchParams.get('currency')).toBe('CAD');
      expect(call?.searchParams.get('merchantid')).toBe('100001');
      expect(call?.searchParams.get('timezone')).toBe('UTC');
      expect(call?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    }
    expect(listCall?.searchParams.get('sort')).toBe('-month,partnerName');
  });

  it("shows only 'Not Allowed' without can-residual-fee, and asks for nothing", async () => {
    const api = reportApi({}, { permissions: ['can-view-merchant-info'] });
    renderAt('/admin/reports/residual-fees');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/residual-fees')).toHaveLength(0);
    expect(api.callsTo('/api/admin/residual-fees/overview')).toHaveLength(0);
  });
});
