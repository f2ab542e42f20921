// @vitest-environment jsdom
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { reportApi } from '../../../shared/admin-reports/testing/report-api';
import { errorNotificationText } from '../../../shared/errors/error-message';
import { handleError } from '../../../shared/errors/handle-error';
import { TransactionDetailPage } from './transaction-detail-page';

vi.mock('../../../shared/errors/handle-error', () => ({
  handleError: vi.fn(() => 'brave-otter-4821'),
}));

const DETAIL: TransactionDetail = {
  transaction: {
    id: 10733,
    merchantId: 100002,
    merchantName: 'Harbor Outfitters',
    batchId: 730,
    transNumber: 'T3-100002-010733',
    transDate: '2026-11-04T23:59:37.578Z',
    settledDate: '2026-11-04',
    fundDate: '2026-11-05',
    type: '+CC',
    typeDescription: 'Card sale',
    status: 'approved',
    method: 'card',
    cardBrand: 'Visa',
    accountholderName: 'Ann Lee',
    accountholderEmail: 'ann@example.com',
    accountType: 'Visa',
    currency: 'USD',
    grossAmount: 4608,
    fee: 168,
    netAmount: 4440,
    refundedAmount: 0,
    accountNumber: '•••• 4242',
    responseCode: '00',
    responseCodeDesc: 'Approved',
    authCode: '155196',
    avsCode: 'Y',
    originalTransactionId: null,
    customerId: null,
    paymentLinkId: null,
  },
  responseCodeMeaning: 'Approved',
  avsCodeMeaning: 'Street address and 5-digit ZIP code match',
  refundable: 4608,
  refund: { allowed: true, reason: null },
  void: { allowed: false, reason: 'A settled sale cannot be voided; refund it instead.' },
  batch: { id: 730, batchNumber: 'B3-100002-20261104', batchDate: '2026-11-04' },
  deposit: { id: 91, depositDate: '2026-11-05', status: 'paid', amount: 120_000 },
  original: null,
  related: [],
  timeline: [
    {
      kind: 'chargeback',
      at: '2026-11-10T10:00:00.000Z',
      title: 'Chargeback opened for $46.08',
      detail: 'CB-00000012 · 13.1 Merchandise or services not received',
      amount: -4608,
      link: { to: 'dispute', id: 12, type: 'chargeback' },
    },
  ],
};

function api(status = 200) {
  return reportApi(
    (url) => {
      if (!url.pathname.startsWith('/api/admin/transactions/')) return undefined;
      return status === 200
        ? { body: DETAIL }
        : { status: 404, body: { error_message: 'Unable to find transaction with IDs specified' } };
    },
    { permissions: ['can-view-transaction-report'] },
  ).calls;
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      {
        path: '/admin/reports/transaction-details/:transactionid/:accountid',
        element: <TransactionDetailPage />,
      },
    ],
    url,
  );

describe('TransactionDetailPage (back office)', () => {
  signedInHolding([]);
  beforeEach(() => vi.mocked(handleError).mockClear());

  it('shows every field, read-only, with links to the payout and the dispute', async () => {
    const calls = api();
    renderAt('/admin/reports/transaction-details/10733/100002');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(calls.map((url) => url.pathname)).toContain('/api/admin/transactions/100002/10733');
    expect(
      within(details).getByText('Street address and 5-digit ZIP code match', { exact: false }),
    ).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /Payout 91/ })).toHaveAttribute(
      'href',
      '/admin/reports/payouts/100002/91',
    );
    expect(
      within(details).getByRole('link', { name: 'Harbor Outfitters / 100002' }),
    ).toHaveAttribute('href', '/admin/merchants/100002');
    expect(screen.getByRole('link', { name: 'Chargeback opened for $46.08' })).toHaveAttribute(
      'href',
      '/admin/reports/dispute/12/chargeback',
    );
    // A read-only report: the merchant's Refund and Void are not offered to staff here.
    expect(screen.queryByRole('button', { name: /refund|void/i })).toBeNull();
    expect(handleError).not.toHaveBeenCalled();
  });

  it("answers an unknown or another merchant's id with part 2 §8's notification and a way back", async () => {
    api(404);
    renderAt('/admin/reports/transaction-details/999/100002');
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
    expect(handleError).toHaveBeenCalledTimes(1);
    const [error, options] = vi.mocked(handleError).mock.calls[0] ?? [];
    expect(options).toEqual({ key: 'adminFetchTransDetailError' });
    expect(errorNotificationText(error, 'brave-otter-4821', options)).toMatchObject({
      title: 'Error finding transaction',
      message: expect.stringContaining('Unable to find transaction with IDs specified'),
    });
    expect(screen.getByRole('link', { name: 'Back to Transaction Details' })).toHaveAttribute(
      'href',
      '/admin/reports/transaction-details?merchantid=100002',
    );
  });

  it('does not call the API for ids that name nothing', async () => {
    const calls = api();
    renderAt('/admin/reports/transaction-details/abc/100002');
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
    expect(calls.filter((url) => url.pathname.startsWith('/api/admin/transactions'))).toEqual([]);
  });
});
