// @vitest-environment jsdom
import type { OutagePeriod, OutageTransaction } from '@paydesk/domain/admin-dispute-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { OutageTransactionsPage } from './outage-transactions-page';

const PERIOD: OutagePeriod = {
  period: '2026-11-19T14:00:00.000Z',
  interval: 'hour',
  merchantId: 100002,
  merchantName: 'Cascade Outfitters',
  processorId: 3,
  currency: 'USD',
  count: 3,
  amount: 42_00,
  responseCodes: [
    { code: '91', count: 2 },
    { code: '96', count: 1 },
  ],
  firstAt: '2026-11-19T14:02:00.000Z',
  lastAt: '2026-11-19T14:40:00.000Z',
};

const TRANSACTION: OutageTransaction = {
  transactionId: 5001,
  transNumber: 'T3-100002-005001',
  transDate: '2026-11-19T14:02:00.000Z',
  merchantId: 100002,
  merchantName: 'Cascade Outfitters',
  processorId: 3,
  cardBrand: 'Visa',
  amount: 1_500,
  currency: 'USD',
  responseCode: '91',
  responseCodeDesc: 'Issuer or switch inoperative',
  accountholderName: 'Jane Roe',
};

const KEY = 'can-view-outage-report';
const renderAt = (url: string) =>
  renderRoutesAt(
    [{ path: '/admin/reports/outage-transactions', element: <OutageTransactionsPage /> }],
    url,
  );

function api(permissions = [KEY]) {
  return reportApi(
    {
      '/api/admin/outage-transactions': (url: URL) =>
        url.searchParams.get('detailed') === 'true'
          ? { detailed: true, ...page([TRANSACTION]) }
          : { detailed: false, ...page([PERIOD]) },
    },
    { permissions },
  );
}

describe('OutageTransactionsPage', () => {
  signedInHolding([]);

  it('sums the outages per merchant and hour, then lists the transactions', async () => {
    const calls = api();
    const router = renderAt('/admin/reports/outage-transactions');
    const table = await screen.findByRole('table', { name: 'Outages' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('91 ×2, 96 ×1')).toBeInTheDocument();
    expect(within(table).getByText('$42.00')).toBeInTheDocument();
    const first = calls.callsTo('/api/admin/outage-transactions')[0];
    expect(first?.searchParams.has('detailed')).toBe(false);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Transactions' }));
    const list = await screen.findByRole('table', { name: 'Outage transactions' });
    await waitFor(() => expect(within(list).getByText('T3-100002-005001')).toBeInTheDocument());
    expect(router.state.location.search).toContain('detailed=true');
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/admin/reports/transaction-details/5001/100002',
    );
  });

  it("shows only 'Not Allowed' without can-view-outage-report", async () => {
    const calls = api(['can-view-chargeback-report']);
    renderAt('/admin/reports/outage-transactions');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(calls.callsTo('/api/admin/outage-transactions')).toHaveLength(0);
  });
});
