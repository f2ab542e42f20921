// @vitest-environment jsdom
import type { Dispute } from '@paydesk/domain/disputes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { AdminDisputesPage } from './admin-disputes-page';

const dispute = (over: Partial<Dispute>): Dispute => ({
  id: 41,
  kind: 'chargeback',
  merchantId: 100001,
  merchAccountName: 'Blue Harbor Bistro',
  transactionId: 9001,
  transNumber: 'T3-100001-009001',
  transDate: '2026-11-02T12:00:00.000Z',
  transAmount: 12_500,
  amount: 12_500,
  currency: 'USD',
  cardBrand: 'Visa',
  cardLastFour: '4242',
  accountholderName: 'Jane Roe',
  accountholderEmail: null,
  reasonCode: '13.1',
  reasonDesc: 'Merchandise or services not received',
  status: 'evidence-needed',
  needsResponse: true,
  date: '2026-11-10T09:00:00.000Z',
  respondBy: '2026-11-24T09:00:00.000Z',
  daysLeft: 2,
  caseNumber: 'CB-2026-0042',
  resolvedAt: null,
  cbDate: '2026-11-10T09:00:00.000Z',
  cbAmount: 12_500,
  disputeDays: 2,
  result: null,
  disputeStatus: 'evidence-needed',
  responseCode: null,
  disputeDate: null,
  daysToRespond: null,
  responseDate: null,
  requestedDate: null,
  returnAmount: null,
  accountNumber: null,
  returnCode: null,
  returnCodeDesc: null,
  ...over,
});

const ROWS = [
  dispute({}),
  dispute({
    id: 7,
    kind: 'retrieval',
    merchantId: 100002,
    merchAccountName: 'Cascade Outfitters',
    status: 'Answered',
    needsResponse: false,
    daysLeft: null,
    caseNumber: null,
    reasonCode: null,
    reasonDesc: 'Cardholder requests a copy of the receipt',
  }),
];

const KEY = 'can-view-chargeback-report';
const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/reports/disputes', element: <AdminDisputesPage /> }], url);

describe('AdminDisputesPage', () => {
  signedInHolding([]);

  it("lists every merchant's disputes with their merchant, each opening the dispute", async () => {
    const api = reportApi({ '/api/admin/disputes': page(ROWS) }, { permissions: [KEY] });
    renderAt('/admin/reports/disputes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Disputes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Blue Harbor Bistro')).toBeInTheDocument();
    expect(within(table).getByText('CB-2026-0042')).toBeInTheDocument();
    expect(within(table).getByText('2 days left')).toBeInTheDocument();
    expect(within(table).getAllByText('$125.00')).toHaveLength(2);
    const link = within(table).getByRole('link', { name: /Blue Harbor Bistro/ });
    expect(link).toHaveAttribute('href', '/admin/reports/dispute/41/chargeback');
    const call = api.callsTo('/api/admin/disputes')[0];
    expect(call?.searchParams.get('timezone')).toBe('UTC');
    expect(call?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(call?.searchParams.has('merchantid')).toBe(false);
  });

  it('reads one merchant with ?merchantid= (the profile’s quick action)', async () => {
    const api = reportApi({ '/api/admin/disputes': page([ROWS[0]]) }, { permissions: [KEY] });
    renderAt('/admin/reports/disputes?merchantid=100001');
    await screen.findByRole('table', { name: 'Disputes' });
    await waitFor(() => expect(api.callsTo('/api/admin/disputes').length).toBeGreaterThan(0));
    expect(api.callsTo('/api/admin/disputes')[0]?.searchParams.get('merchantid')).toBe('100001');
  });

  it('says when there are none, and when they cannot be read', async () => {
    reportApi({ '/api/admin/disputes': page([]) }, { permissions: [KEY] });
    renderAt('/admin/reports/disputes');
    expect(await screen.findByText('No disputes in these dates')).toBeInTheDocument();
  });

  it('shows the error state when the report fails', async () => {
    reportApi(
      (url) =>
        url.pathname === '/api/admin/disputes'
          ? { status: 500, body: { error_message: 'The disputes could not be read.' } }
          : undefined,
      { permissions: [KEY] },
    );
    renderAt('/admin/reports/disputes');
    expect(await screen.findByText(/could not be read|Something went wrong/i)).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' without can-view-chargeback-report, and asks nothing", async () => {
    const api = reportApi(() => ({ body: page(ROWS) }), {
      permissions: ['can-view-merchant-info'],
    });
    renderAt('/admin/reports/disputes');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/disputes')).toHaveLength(0);
  });
});
