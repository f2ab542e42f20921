// @vitest-environment jsdom
import type { Transaction } from '@paydesk/domain/transactions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { TransactionDetailsPage } from './transaction-details-page';

const HARBOR = [{ id: 100002, businessCommonName: 'Harbor Outfitters' }];

const ROW: Transaction = {
  id: 10733,
  merchantId: 100002,
  merchantName: 'Harbor Outfitters',
  batchId: null,
  transNumber: 'T3-100002-010733',
  transDate: '2026-11-04T23:59:37.578Z',
  settledDate: null,
  fundDate: null,
  type: '-CC Refund',
  typeDescription: 'Card refund',
  status: 'approved',
  method: 'card',
  cardBrand: 'Visa',
  accountholderName: 'Ann Lee',
  accountholderEmail: null,
  accountType: 'Visa',
  currency: 'USD',
  grossAmount: -1250,
  fee: 0,
  netAmount: -1250,
  refundedAmount: 0,
  accountNumber: '•••• 4242',
  responseCode: '00',
  responseCodeDesc: 'Approved',
  authCode: null,
  avsCode: null,
  originalTransactionId: 10700,
  customerId: null,
  paymentLinkId: null,
};

function api(status = 200) {
  const calls = reportApi(
    (url) => {
      if (url.pathname !== '/api/admin/transactions') return undefined;
      return status === 200
        ? { body: page([ROW]) }
        : { status, body: { error_message: 'Merchant account not found.' } };
    },
    { permissions: ['can-view-transaction-report'], merchants: HARBOR },
  );
  return () => calls.callsTo('/api/admin/transactions');
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [{ path: '/admin/reports/transaction-details', element: <TransactionDetailsPage /> }],
    url,
  );

describe('TransactionDetailsPage', () => {
  signedInHolding([]);

  it('reads the merchant of ?merchantid= in UTC days, each row opening from its Account', async () => {
    const listCalls = api();
    renderAt('/admin/reports/transaction-details?merchantid=100002');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const account = within(table).getByRole('link', { name: 'Harbor Outfitters / 100002' });
    expect(account).toHaveAttribute('href', '/admin/reports/transaction-details/10733/100002');
    expect(within(table).getAllByText('\u2212$12.50')).toHaveLength(2);
    const call = listCalls()[0];
    expect(call?.searchParams.get('merchantid')).toBe('100002');
    expect(call?.searchParams.get('timezone')).toBe('UTC');
    expect(call?.searchParams.get('sort')).toBe('-transDate');
    expect(call?.searchParams.get('perPage')).toBe('25');
    expect(screen.getByTestId('report-freshness')).toHaveTextContent(/^As of .* UTC/);
  });

  it('shows the error of an unknown merchant', async () => {
    api(404);
    renderAt('/admin/reports/transaction-details?merchantid=999999');
    expect(await screen.findByText(/Merchant account not found/)).toBeInTheDocument();
  });

  it('does not call the API for a merchantid that is not an id', async () => {
    const listCalls = api();
    renderAt('/admin/reports/transaction-details?merchantid=abc');
    expect(await screen.findByText('Merchant account not found.')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });
});
