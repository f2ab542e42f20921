// @vitest-environment jsdom
import { DISPUTE_NOT_FOUND_MESSAGE } from '@paydesk/domain/dispute-fields';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { reportApi } from '../../../shared/admin-reports/testing/report-api';
import { testChargeback } from '../../../shared/disputes/testing/dispute-fixtures';
import { closedActions, testDisputeDetail } from '../testing/dispute-detail-fixtures';
import { AdminDisputeDetailPage } from './admin-dispute-detail-page';

const READ_ONLY = 'Read-only here: the merchant answers from its Disputes page.';
const DISPUTE = testChargeback();
const DETAIL = testDisputeDetail(DISPUTE, { actions: closedActions(READ_ONLY) });
const PATH = '/admin/reports/dispute/:disputeId/:disputeType';

function api(permissions: string[], disputeStatus = 200) {
  return reportApi(
    (url) => {
      if (!url.pathname.startsWith('/api/admin/disputes/')) return undefined;
      return disputeStatus === 200
        ? { body: DETAIL }
        : { status: disputeStatus, body: { error_message: DISPUTE_NOT_FOUND_MESSAGE } };
    },
    { permissions },
  ).calls;
}

const renderAt = (url: string) =>
  renderRoutesAt([{ path: PATH, element: <AdminDisputeDetailPage /> }], url);

describe('AdminDisputeDetailPage', () => {
  signedInHolding([]);

  it("shows any merchant's dispute from the admin API, read-only, to a holder of the report's key", async () => {
    const calls = api(['can-view-chargeback-report']);
    renderAt(`/admin/reports/dispute/${DISPUTE.id}/chargeback`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Chargeback/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Counter|Send/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Disputes' })).toHaveAttribute(
      'href',
      '/admin/reports/disputes',
    );
    expect(screen.getByRole('link', { name: DISPUTE.transNumber })).toHaveAttribute(
      'href',
      `/admin/reports/transaction-details/${DISPUTE.transactionId}/${DISPUTE.merchantId}`,
    );
    const asked = calls.filter((url) => url.pathname.startsWith('/api/admin/disputes/'));
    expect(asked.map((url) => url.pathname)).toEqual([
      `/api/admin/disputes/${DISPUTE.id}/chargeback`,
    ]);
    // The merchant's own calls are never made (they need can-view-merchant-info).
    expect(calls.some((url) => url.pathname.startsWith('/api/disputes/'))).toBe(false);
    expect(calls.some((url) => url.pathname.startsWith('/api/merchants/'))).toBe(false);
  });

  it('shows the not-found state for an unknown id or kind', async () => {
    api(['can-view-chargeback-report'], 404);
    renderAt('/admin/reports/dispute/999/chargeback');
    expect(await screen.findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
    expect(screen.getByText(DISPUTE_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    const calls = api(['can-view-chargeback-report']);
    renderAt('/admin/reports/dispute/12/refund');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'Dispute not found' }).length).toBeGreaterThan(
        1,
      ),
    );
    expect(calls.some((url) => url.pathname.includes('/refund'))).toBe(false);
  });

  it("shows only 'Not Allowed' without can-view-chargeback-report", async () => {
    const calls = api(['can-view-merchant-info']);
    renderAt(`/admin/reports/dispute/${DISPUTE.id}/chargeback`);
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(calls.some((url) => url.pathname.startsWith('/api/admin/disputes/'))).toBe(false);
  });
});
