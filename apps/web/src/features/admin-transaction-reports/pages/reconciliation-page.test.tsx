// @vitest-environment jsdom
import type { ReconciliationLine } from '@paydesk/domain/admin-transaction-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { ReconciliationPage } from './reconciliation-page';

const line = (over: Partial<ReconciliationLine>): ReconciliationLine => ({
  level: 'deposit',
  depositId: 91,
  merchantId: 100002,
  merchantName: 'Harbor Outfitters',
  batchId: 730,
  batchNumber: 'B3-100002-20261104',
  batchDate: '2026-11-04',
  depositDate: '2026-11-05',
  depositStatus: 'paid',
  processorId: 3,
  currency: 'USD',
  transactionId: null,
  transNumber: null,
  transDate: null,
  type: null,
  reportedCount: 12,
  reportedGross: 50_000,
  reportedFees: 2_000,
  reportedNet: 48_000,
  ledgerCount: 12,
  ledgerGross: 50_000,
  ledgerFees: 2_000,
  ledgerNet: 48_000,
  countDifference: 0,
  grossDifference: 0,
  feesDifference: 0,
  netDifference: 0,
  depositAmount: 48_000,
  depositDifference: 0,
  matched: true,
  ...over,
});

const MATCHED = line({});
const TAMPERED = line({
  depositId: 92,
  merchantId: 100003,
  merchantName: 'Cedar Books',
  ledgerNet: 48_777,
  netDifference: 777,
  depositDifference: -777,
  matched: false,
});
const TRANSACTION = line({
  level: 'transaction',
  depositId: 92,
  merchantId: 100003,
  transactionId: 5001,
  transNumber: 'T3-100003-005001',
  transDate: '2026-11-04T12:00:00.000Z',
  type: '+CC',
  reportedCount: 1,
  ledgerCount: 1,
  reportedGross: 1_000,
  ledgerGross: 1_000,
  reportedFees: 62,
  ledgerFees: 62,
  reportedNet: 938,
  ledgerNet: 1_715,
  netDifference: 777,
  depositAmount: null,
  depositDifference: null,
  matched: false,
});

function api(permissions = ['can-view-processor-reconciliation-report']) {
  const path = '/api/admin/merchants/processor-reconciliation';
  const calls = reportApi(
    {
      [path]: (url: URL) => {
        const q = url.searchParams;
        return page(
          q.get('detail') === 'true'
            ? [TRANSACTION]
            : q.get('deposit_id') === '92'
              ? [TAMPERED]
              : q.get('mismatched_only') === 'true'
                ? [TAMPERED]
                : [MATCHED, TAMPERED],
        );
      },
    },
    { permissions, merchants: [{ id: 100002, businessCommonName: 'Harbor Outfitters' }] },
  );
  return { reconciliationCalls: () => calls.callsTo(path) };
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [{ path: '/admin/reports/processor-reconciliation', element: <ReconciliationPage /> }],
    url,
  );

describe('ReconciliationPage', () => {
  signedInHolding([]);

  it('sets each payout against the ledger and highlights the one that differs', async () => {
    const calls = api();
    renderAt('/admin/reports/processor-reconciliation?merchantid=100002');
    const table = await screen.findByRole('table', { name: 'Processor reconciliation' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, matched, tampered] = within(table).getAllByRole('row');
    expect(within(matched as HTMLElement).getByText('Matched')).toBeInTheDocument();
    expect(
      within(tampered as HTMLElement).getByLabelText(
        'Difference: Net +$7.77; Paid out vs ledger \u2212$7.77',
      ),
    ).toBeInTheDocument();
    expect(within(tampered as HTMLElement).getByText('+$7.77')).toBeInTheDocument();
    const first = calls.reconciliationCalls()[0];
    expect(first?.searchParams.get('merchantid')).toBe('100002');
    expect(first?.searchParams.get('sort')).toBe('-depositDate');
    expect(first?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(first?.searchParams.get('timezone')).toBe('UTC');
  });

  it("shows one payout's transactions with each side under ?deposit_id=", async () => {
    const calls = api();
    renderAt('/admin/reports/processor-reconciliation?deposit_id=92&merchantid=100003');
    expect(
      await screen.findByRole('heading', { name: 'Payout 92 · Cedar Books / 100003' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Difference: Net +$7.77; Paid out vs ledger \u2212$7.77.'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions of the payout' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('T3-100003-005001')).toBeInTheDocument();
    const detail = calls.reconciliationCalls().find((u) => u.searchParams.get('detail') === 'true');
    expect(detail?.searchParams.get('deposit_id')).toBe('92');
    expect(screen.getByRole('link', { name: 'Every payout' })).toHaveAttribute(
      'href',
      '/admin/reports/processor-reconciliation?merchantid=100003',
    );
  });

  it("shows only 'Not Allowed' without the report's key", async () => {
    const calls = api(['can-view-merchant-info']);
    renderAt('/admin/reports/processor-reconciliation');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(calls.reconciliationCalls()).toHaveLength(0);
  });
});
