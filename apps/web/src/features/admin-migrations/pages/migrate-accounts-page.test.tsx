// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { MigrateAccountsPage } from './migrate-accounts-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (rows: unknown[]) => ({
  meta: { perPage: 10, page: 1, totalRecords: rows.length, totalPages: 1, asOf: '9' },
  data: rows,
});

const worklistRow = (id: number, name: string) => ({
  id,
  businessCommonName: name,
  businessLegalName: `${name} LLC`,
  status: 1,
  processorId: 2,
  processorName: 'Processor 2 (older)',
  partnerId: null,
  partner: null,
  country: 'USA',
  currency: 'USD',
  createdAt: '2026-01-02T00:00:00.000Z',
  lastMonthVolume: 123_456,
  lastMonthSales: 12,
  thisMonthVolume: 0,
  thisMonthSales: 0,
  hasFundingHold: false,
  processorCanRevert: false,
});

const migration = (overrides: Record<string, unknown>) => ({
  id: 1,
  merchantId: 100020,
  businessCommonName: 'Harbor Bakery',
  status: 'opened',
  fromProcessorId: 2,
  toProcessorId: 3,
  newGatewayId: 'acct_abcdefghijklmnop',
  rateId: 5,
  rateName: 'Newer Open',
  payoutFrequency: 'weekly',
  payoutAnchor: 'friday',
  failureMessage: null,
  runId: 3,
  createdBy: 'admin@paydesk.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  completedAt: null,
  ...overrides,
});

const run = (status: string) => ({
  id: 3,
  kind: 'migrate-accounts',
  status,
  fileName: null,
  totalRows: 2,
  invalidRows: 0,
  pendingRows: status === 'done' ? 0 : 2,
  appliedRows: status === 'done' ? 1 : 0,
  failedRows: status === 'done' ? 1 : 0,
  cancelledRows: 0,
  needsApproval: false,
  params: {},
  createdBy: { id: 1, email: 'admin@paydesk.test' },
  approvedBy: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  confirmedAt: null,
  approvedAt: null,
  cancelRequestedAt: null,
  startedAt: null,
  finishedAt: null,
});

interface Options {
  permissions?: string[];
  migrateAnswer?: [number, unknown];
}

function migrationApi(options: Options = {}) {
  const permissions = options.permissions ?? ['can-migrate-merchants'];
  const calls: { path: string; method: string; body: unknown; search: URLSearchParams }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const raw = init?.body ?? (request ? await request.clone().text() : undefined);
    const body = typeof raw === 'string' && raw ? JSON.parse(raw) : undefined;
    calls.push({ path: url.pathname, method, body, search: url.searchParams });
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/admin/roles':
        return json(200, {
          roles: [{ label: 'Admin', name: 'mp_admin' }],
          permissions: Object.fromEntries(permissions.map((key) => [key, true])),
        });
      case 'GET /api/admin/merchants/pending-migrations':
        return json(
          200,
          page(
            url.searchParams.get('search') === 'nobody'
              ? []
              : [worklistRow(100020, 'Harbor Bakery'), worklistRow(100021, 'Summit Books')],
          ),
        );
      case 'GET /api/admin/merchants/migrate/rates':
        return json(200, { data: [{ id: 5, rateName: 'Newer Open', partnerIds: [] }] });
      case 'GET /api/admin/merchants/migrations': {
        const status = url.searchParams.get('status');
        if (status === 'failed') {
          return json(
            200,
            page([
              migration({
                id: 2,
                merchantId: 100021,
                businessCommonName: 'Summit Books',
                status: 'failed',
                newGatewayId: null,
                failureMessage: 'The merchant has no bank account on file.',
              }),
            ]),
          );
        }
        return json(200, page(status === 'opened' ? [migration({})] : []));
      }
      case 'POST /api/admin/merchants/migrate':
        return json(...(options.migrateAnswer ?? [201, run('queued')]));
      case 'GET /api/admin/merchants/migrate/runs/3':
        return json(200, run('done'));
      case 'POST /api/admin/merchants/complete-migrations':
        return json(200, {
          completed: 1,
          skipped: 0,
          data: [
            {
              merchantId: 100020,
              businessCommonName: 'Harbor Bakery',
              outcome: 'completed',
              message: 'The merchant moved to the newer processor.',
              processorGatewayId: 'acct_abcdefghijklmnop',
              webRateName: 'US Corporate - Newer Open',
            },
          ],
        });
      default:
        return json(404, { error_message: `unexpected ${method} ${url.pathname}` });
    }
  });
  return { fetchMock, calls };
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/admin/tools/migrate-accounts', element: <MigrateAccountsPage /> },
      { path: '/admin/merchants/:id/:tab?', element: <p>Merchant profile</p> },
    ],
    url,
  );

describe('MigrateAccountsPage', () => {
  signedInHolding([]);

  it("shows only 'Not Allowed' without can-migrate-merchants", async () => {
    const api = migrationApi({ permissions: ['can-view-rates'] });
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt('/admin/tools/migrate-accounts');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('pending-migrations'))).toBe(false);
  });

  it('migrates the chosen merchants with the rate and payout, after a confirmation, and shows the run', async () => {
    const api = migrationApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/admin/tools/migrate-accounts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processor Migration' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Merchants on the older processor' });
    expect(within(table).getAllByText('$1,234.56')).toHaveLength(2);
    const migrateButton = screen.getByRole('button', { name: 'Migrate 0 merchants' });
    expect(migrateButton).toBeDisabled();
    await user.click(
      within(table).getByRole('checkbox', { name: 'Choose Harbor Bakery (100020)' }),
    );
    await user.click(within(table).getByRole('checkbox', { name: 'Choose Summit Books (100021)' }));
    expect(screen.getByText('2 merchants chosen')).toBeInTheDocument();

    // A rate and a weekday are required before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Migrate 2 merchants' }));
    expect(await screen.findByText('Please select a rate.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rate' }), 'Newer Open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payout frequency' }), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Migrate 2 merchants' }));
    expect(
      await screen.findByText('Please select a valid day for the payout.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payout weekday' }), 'Friday');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Migrate 2 merchants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Migrate 2 merchants?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the migration' }));
    await waitFor(() => expect(router.state.location.search).toContain('run=3'));
    const post = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/migrate'));
    expect(post?.body).toEqual({
      merchantIds: [100020, 100021],
      rateId: 5,
      payoutFrequency: 'weekly',
      payoutDay: 'friday',
    });
    expect(await screen.findByText('Run 3')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Download result (CSV)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 merchants chosen')).toBeInTheDocument();
  });

  it('shows the server’s refusal naming the merchants', async () => {
    const message = 'These merchants already have a migration under way or opened: 100020.';
    const api = migrationApi({ migrateAnswer: [422, { error_message: message }] });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/migrate-accounts');
    const table = await screen.findByRole('table', { name: 'Merchants on the older processor' });
    await user.click(
      within(table).getByRole('checkbox', { name: 'Choose every merchant of this page' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rate' }), 'Newer Open');
    await user.click(screen.getByRole('button', { name: 'Migrate 2 merchants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Migrate 2 merchants?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the migration' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('completes the opened migrations and shows failed ones with the processor’s reason', async () => {
    const api = migrationApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/admin/tools/migrate-accounts');
    const migrations = await screen.findByRole('table', { name: 'Migrations' });
    expect(
      within(migrations).getByRole('link', { name: 'Harbor Bakery (100020)' }),
    ).toHaveAttribute('href', '/admin/merchants/100020');
    await user.click(screen.getByRole('button', { name: 'Complete migrations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the opened migrations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete migrations' }));
    expect(await screen.findByText('1 completed, 0 skipped')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/complete-migrations'))?.body).toEqual({});

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    expect(
      await screen.findByText('The merchant has no bank account on file.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain('show=failed');
  });

  it('says when nobody is waiting for a migration', async () => {
    const api = migrationApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/migrate-accounts');
    await screen.findByRole('table', { name: 'Merchants on the older processor' });
    await user.type(screen.getByRole('textbox', { name: 'Search merchants' }), 'nobody{Enter}');
    expect(
      await screen.findByText('No merchant on the older processor matches this search.'),
    ).toBeInTheDocument();
  });
});
