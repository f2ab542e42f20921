// @vitest-environment jsdom
import type {
  EmailHistoryRow,
  FundingHoldRow,
  LimitRow,
  PendingAccountRow,
  PendingMigrationRow,
} from '@paydesk/domain/admin-merchant-reports';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { page, reportApi } from '../../../shared/admin-reports/testing/report-api';
import { EmailHistoryPage } from './email-history-page';
import { FundingHoldPage } from './funding-hold-page';
import { LimitsPage } from './limits-page';
import { PendingAccountsPage } from './pending-accounts-page';
import { PendingMigrationsPage } from './pending-migrations-page';

const HOLD: FundingHoldRow = {
  id: 100006,
  businessCommonName: 'Held Hardware',
  businessLegalName: 'Held Hardware LLC',
  status: 4,
  processorId: 3,
  processorName: 'Processor 3 (newer)',
  reasons: ['limitsIssue', 'invalidBankAccount', 'other'],
  otherReason: 'Bank account returned two payouts',
  setBy: 'admin@paydesk.test',
  setByName: 'Ada Admin',
  holdFirstReportedDate: '2026-11-15T10:00:00.000Z',
  daysOnHold: 10,
  heldBalance: 123_456,
  unsettledNet: 5_000,
  currency: 'USD',
};

const LIMIT: LimitRow = {
  id: 100004,
  businessCommonName: 'Busy Online Retail',
  status: 1,
  processorId: 3,
  currency: 'USD',
  timezone: 'America/New_York',
  monthStart: '2026-11-01',
  ccPerTransactionLimit: 500_000,
  ccPerMonthLimit: 2_500_000,
  achPerTransactionLimit: 1_000_000,
  achPerMonthLimit: 5_000_000,
  ccRefundLineOfCredit: 100_000,
  cardVolume: 2_400_000,
  achVolume: 100_000,
  cardPercentUsed: 96,
  achPercentUsed: 2,
  percentUsed: 96,
};

const PENDING: PendingAccountRow[] = [
  {
    kind: 'application',
    id: 7,
    name: 'Waiting Woodworks',
    legalName: 'Waiting Woodworks LLC',
    status: 'More information needed',
    merchantStatus: null,
    applicationStatus: 'more-info-needed',
    processorId: null,
    submittedAt: '2026-11-01T09:00:00.000Z',
    waitingSince: '2026-11-01T09:00:00.000Z',
    daysWaiting: 24,
    partner: 'Harbor Partners',
    ownerEmail: 'wood@applicant.test',
  },
  {
    kind: 'merchant',
    id: 100011,
    name: 'Verifying Vintners',
    legalName: 'Verifying Vintners Inc.',
    status: 'Verifying',
    merchantStatus: 3,
    applicationStatus: null,
    processorId: 2,
    submittedAt: '2026-11-10T09:00:00.000Z',
    waitingSince: '2026-11-12T09:00:00.000Z',
    daysWaiting: 13,
    partner: null,
    ownerEmail: 'vin@example.test',
  },
];

const MIGRATION: PendingMigrationRow = {
  id: 100012,
  businessCommonName: 'Legacy Lumber',
  businessLegalName: 'Legacy Lumber LLC',
  status: 1,
  processorId: 2,
  processorName: 'Processor 2 (older)',
  partnerId: 3,
  partner: 'Harbor Partners',
  country: 'CAN',
  currency: 'USD',
  createdAt: '2024-05-02T09:00:00.000Z',
  lastMonthVolume: 4_321_000,
  lastMonthSales: 1_234,
  thisMonthVolume: 98_765,
  thisMonthSales: 17,
  hasFundingHold: true,
  processorCanRevert: false,
};

const EVENT: EmailHistoryRow = {
  id: 31,
  at: '2026-11-24T08:30:00.000Z',
  email: 'limits@paydesk.test',
  event: 'failed',
  subject: 'Limit increase request #4: Blue Harbor Bistro (100001)',
  merchantId: 100001,
  merchantName: 'Blue Harbor Bistro',
};

/** The API behind the pages: each report's rows, or every report failing with `status`. */
function reportsApi(options: { permissions: string[]; status?: number; empty?: boolean }) {
  const rows: Record<string, unknown[]> = {
    '/api/admin/merchants/funding-hold': [HOLD],
    '/api/admin/limits': [LIMIT],
    '/api/admin/merchants/pending-accounts': PENDING,
    '/api/admin/email-history': [EVENT],
    '/api/admin/merchants/pending-migrations': [MIGRATION],
  };
  return reportApi(
    (url) => {
      if (options.status) {
        return { status: options.status, body: { error_message: 'The report could not be read.' } };
      }
      const found = rows[url.pathname];
      return found ? { body: page(options.empty ? [] : found) } : undefined;
    },
    {
      permissions: options.permissions,
      merchants: [{ id: 100006, businessCommonName: 'Held Hardware' }],
    },
  );
}

const renderAt = (path: string, element: ReactNode, url = path) =>
  renderRoutesAt([{ path, element }], url);

describe('the merchant reports', () => {
  signedInHolding([]);

  it('funding hold: lists holds with reasons, setter and balances for the merchant of the link', async () => {
    const api = reportsApi({ permissions: ['can-view-funding-hold-report'] });
    renderAt(
      '/admin/reports/funding-hold',
      <FundingHoldPage />,
      '/admin/reports/funding-hold?merchantid=100006',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Funding Hold' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Funding holds' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      within(table).getByText('Limits issue, Invalid bank account, Other'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(table).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /100006/ })).toHaveAttribute(
      'href',
      '/admin/merchants/100006',
    );
    const call = api.callsTo('/api/admin/merchants/funding-hold')[0];
    expect(call?.searchParams.get('merchantid')).toBe('100006');
    expect(call?.searchParams.get('sort')).toBe('holdFirstReportedDate');
    expect(call?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(await screen.findByTestId('report-freshness')).toHaveTextContent(/^As of /);
  });

  it('limits: no dates, the used-over filter sent as the API takes it, near-limit figures flagged', async () => {
    const api = reportsApi({ permissions: ['can-view-limit-report'] });
    renderAt('/admin/reports/limits', <LimitsPage />, '/admin/reports/limits?used_over=80');
    const table = await screen.findByRole('table', { name: 'Limits' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const call = api.callsTo('/api/admin/limits')[0];
    expect(call?.searchParams.get('used_over')).toBe('80');
    expect(call?.searchParams.get('sort')).toBe('-percentUsed');
    expect(call?.searchParams.has('start_date')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByText('Over 80 % used')).toBeInTheDocument();
    expect(within(table).getAllByText('96 %')[0]).toBeInTheDocument();
    expect(within(table).getByText('$24,000.00')).toBeInTheDocument();
  });

  it('pending accounts: applications and merchants, only merchants linked to their profile', async () => {
    const api = reportsApi({ permissions: ['can-view-pending-accounts-report'] });
    renderAt('/admin/reports/pending-accounts', <PendingAccountsPage />);
    const table = await screen.findByRole('table', { name: 'Pending accounts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('More information needed')).toBeInTheDocument();
    expect(within(table).getByText('Verifying')).toBeInTheDocument();
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(within(table).getByRole('link')).toHaveAttribute('href', '/admin/merchants/100011');
    const call = api.callsTo('/api/admin/merchants/pending-accounts')[0];
    expect(call?.searchParams.get('sort')).toBe('-daysWaiting');
    expect(call?.searchParams.has('end_date')).toBe(false);
  });

  it('email history: events with their outcome, filtered by the recipient of the link', async () => {
    const api = reportsApi({ permissions: ['can-view-email-history-report'] });
    renderAt(
      '/admin/reports/email-history',
      <EmailHistoryPage />,
      '/admin/reports/email-history?email=limits%40*&event=failed',
    );
    const table = await screen.findByRole('table', { name: 'E-mail history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Failed, retrying')).toBeInTheDocument();
    expect(within(table).getByText('Blue Harbor Bistro')).toBeInTheDocument();
    const call = api.callsTo('/api/admin/email-history')[0];
    expect(call?.searchParams.get('email')).toBe('limits@*');
    expect(call?.searchParams.get('event')).toBe('failed');
    expect(call?.searchParams.get('sort')).toBe('-at');
  });

  it("pending migrations: the older processor's merchants, no dates, filters sent as the API takes them", async () => {
    const api = reportsApi({ permissions: ['can-migrate-merchants'] });
    renderAt(
      '/admin/reports/pending-migrations',
      <PendingMigrationsPage />,
      '/admin/reports/pending-migrations?country=CAN&status=1',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pending Migrations' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending migrations' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Legacy Lumber')).toBeInTheDocument();
    expect(within(table).getByText('Harbor Partners')).toBeInTheDocument();
    expect(within(table).getByText('$43,210.00')).toBeInTheDocument();
    expect(within(table).getByText('1,234')).toBeInTheDocument();
    expect(within(table).getByText('$987.65')).toBeInTheDocument();
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /100012/ })).toHaveAttribute(
      'href',
      '/admin/merchants/100012',
    );
    const call = api.callsTo('/api/admin/merchants/pending-migrations')[0];
    expect(call?.searchParams.get('sort')).toBe('-lastMonthVolume');
    expect(call?.searchParams.get('perPage')).toBe('10');
    expect(call?.searchParams.get('country')).toBe('CAN');
    expect(call?.searchParams.get('status')).toBe('1');
    expect(call?.searchParams.has('start_date')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    // The account selector stays.
    expect(screen.getByRole('combobox', { name: 'Account' })).toBeInTheDocument();
  });

  it("pending migrations: only 'Not Allowed' without can-migrate-merchants", async () => {
    const api = reportsApi({ permissions: ['can-view-limit-report', 'can-view-merchant-info'] });
    renderAt('/admin/reports/pending-migrations', <PendingMigrationsPage />);
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('/api/admin/merchants/pending-migrations')).toHaveLength(0);
  });

  it('says what a report without any row means, in its own words', async () => {
    reportsApi({ permissions: ['can-view-pending-accounts-report'], empty: true });
    renderAt('/admin/reports/pending-accounts', <PendingAccountsPage />);
    expect(await screen.findByText('Nothing is waiting')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Applications not yet decided/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state when a report cannot be read', async () => {
    reportsApi({ permissions: ['can-view-email-history-report'], status: 500 });
    renderAt('/admin/reports/email-history', <EmailHistoryPage />);
    expect(await screen.findByText(/could not be read|Something went wrong/i)).toBeInTheDocument();
  });

  it('says a merchant id that is not one without calling the report', async () => {
    const api = reportsApi({ permissions: ['can-view-limit-report'] });
    renderAt('/admin/reports/limits', <LimitsPage />, '/admin/reports/limits?merchantid=abc');
    expect(await screen.findByText('Merchant account not found.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/limits')).toHaveLength(0);
  });

  it("shows only 'Not Allowed' without the report's key", async () => {
    const api = reportsApi({ permissions: ['can-view-limit-report'] });
    renderAt('/admin/reports/funding-hold', <FundingHoldPage />);
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/merchants/funding-hold')).toHaveLength(0);
  });
});
