// @vitest-environment jsdom
import { BULK_MESSAGES } from '@paydesk/domain/admin-bulk-tools';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { BulkToolsPage } from './bulk-tools-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (rows: unknown[]) => ({
  meta: { perPage: 10, page: 1, totalRecords: rows.length, totalPages: 1 },
  data: rows,
});

const run = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 'bulk-update-account-status',
  status,
  fileName: 'statuses.csv',
  totalRows: 3,
  invalidRows: 2,
  pendingRows: status === 'preview' || status === 'queued' ? 1 : 0,
  appliedRows: status === 'done' ? 1 : 0,
  failedRows: 0,
  cancelledRows: 0,
  needsApproval: false,
  params: { tab: 'update-account-status' },
  createdBy: { id: 1, email: 'admin@paydesk.test' },
  approvedBy: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  confirmedAt: null,
  approvedAt: null,
  cancelRequestedAt: null,
  startedAt: null,
  finishedAt: null,
  ...extra,
});

const row = (
  rowNumber: number,
  status: string,
  message: string,
  input: Record<string, string>,
) => ({
  rowNumber,
  merchantId: Number(input.merchant_id) || null,
  input,
  status,
  message,
  result: null,
});

interface Options {
  permissions?: string[];
  previewAnswer?: [number, unknown];
}

function bulkApi(options: Options = {}) {
  const permissions = options.permissions ?? ['can-bulk-operations'];
  let state = 'preview';
  const calls: { path: string; method: string; body: unknown; search: URLSearchParams }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    calls.push({ path: url.pathname, method, body: init?.body, search: url.searchParams });
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/admin/roles':
        return json(200, {
          roles: [{ label: 'Admin', name: 'mp_admin' }],
          permissions: Object.fromEntries(permissions.map((key) => [key, true])),
        });
      case 'GET /api/admin/bulk-tools/runs':
        return json(200, page(state === 'preview' ? [] : [run(state)]));
      case 'POST /api/admin/bulk-tools/update-account-status/preview':
        return json(
          ...(options.previewAnswer ?? [
            201,
            { run: run('preview'), counts: { total: 3, willApply: 1, willNotApply: 2 } },
          ]),
        );
      case 'GET /api/admin/bulk-tools/runs/7':
        return json(200, run(state));
      case 'GET /api/admin/bulk-tools/runs/7/rows': {
        const status = url.searchParams.get('status');
        if (status === 'invalid') {
          return json(
            200,
            page([
              row(3, 'invalid', 'No merchant account has the id 999999.', {
                merchant_id: '999999',
                status: 'enabled',
                closure_reason: '',
              }),
              row(4, 'invalid', 'The merchant account already has this status.', {
                merchant_id: '100002',
                status: 'incomplete',
                closure_reason: '',
              }),
            ]),
          );
        }
        if (status === 'pending' || status === 'applied') {
          return json(
            200,
            page([
              row(2, status, 'Active → Closed - Pending', {
                merchant_id: '100001',
                status: 'closed',
                closure_reason: 'No Longer Using',
              }),
            ]),
          );
        }
        return json(200, page([]));
      }
      case 'POST /api/admin/bulk-tools/runs/7/confirm':
        state = 'done';
        return json(200, { run: run('done'), message: 'The run has started.' });
      case 'POST /api/admin/bulk-tools/runs/7/discard':
        state = 'discarded';
        return json(200, { run: run('discarded'), message: 'The preview was discarded.' });
      default:
        return json(404, { error_message: `unexpected ${method} ${url.pathname}` });
    }
  });
  return { fetchMock, calls };
}

const renderAt = (url: string) =>
  renderRoutesAt(
    ['add-users', 'update-rates', 'update-account-status'].map((tab) => ({
      path: `/admin/bulk-tools/${tab}`,
      element: <BulkToolsPage />,
    })),
    url,
  );

const statusFile = () =>
  new File(
    ['merchant_id,status,closure_reason\r\n100001,closed,No Longer Using\r\n'],
    'statuses.csv',
    {
      type: 'text/csv',
    },
  );

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('BulkToolsPage', () => {
  signedInHolding([]);

  it("shows only 'Not Allowed' without can-bulk-operations", async () => {
    const api = bulkApi({ permissions: ['can-view-rates'] });
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt('/admin/bulk-tools/add-users');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('bulk-tools'))).toBe(false);
  });

  it('shows the tab’s columns, the tabs as links and an empty list of runs', async () => {
    vi.stubGlobal('fetch', bulkApi().fetchMock);
    renderAt('/admin/bulk-tools/add-users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulk Operations' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Bulk operations' });
    expect(within(tabs).getByRole('link', { name: 'Add users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Update rates' })).toHaveAttribute(
      'href',
      '/admin/bulk-tools/update-rates',
    );
    const columns = screen.getByRole('table', { name: 'Columns of the file' });
    expect(within(columns).getByText('merchant_id')).toBeInTheDocument();
    expect(within(columns).getByText('role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    expect(await screen.findByText('No runs yet: upload a file to start one.')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it, and asks for a file', async () => {
    const api = bulkApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/bulk-tools/update-account-status');
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(BULK_MESSAGES.noFile)).toBeInTheDocument();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(await screen.findByText(BULK_MESSAGES.tooLarge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(api.calls.some((c) => c.path.endsWith('/preview'))).toBe(false);
  });

  it('shows the server’s reason for a refused file under the input', async () => {
    const message = BULK_MESSAGES.header('update-account-status');
    vi.stubGlobal(
      'fetch',
      bulkApi({
        previewAnswer: [
          400,
          { error_message: 'Input validation error.', errors: { file: [message] } },
        ],
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderAt('/admin/bulk-tools/update-account-status');
    await screen.findByRole('button', { name: 'Check file' });
    await user.upload(fileInput(), statusFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('uploads, previews the rows that will not apply and why, applies after a confirmation and shows the run', async () => {
    const api = bulkApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/admin/bulk-tools/update-account-status');
    await screen.findByRole('button', { name: 'Check file' });
    await user.upload(fileInput(), statusFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(
      await screen.findByRole('heading', { name: 'Preview · statuses.csv' }),
    ).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path.endsWith('/preview'));
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(((upload?.body as FormData | undefined)?.get('file') as File | null)?.name).toBe(
      'statuses.csv',
    );
    expect(router.state.location.search).toBe('?run=7');
    expect(screen.getByText(/3 rows read/)).toBeInTheDocument();
    const invalid = await screen.findByRole('table', { name: 'Rows: Will not apply' });
    expect(within(invalid).getByText('No merchant account has the id 999999.')).toBeInTheDocument();
    expect(
      within(invalid).getByText('The merchant account already has this status.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Will apply' }));
    const valid = await screen.findByRole('table', { name: 'Rows: Will apply' });
    expect(within(valid).getByText('No Longer Using')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply 1 row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply 1 row?' });
    expect(api.calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 row' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/confirm'))).toBe(true));
    expect(
      await screen.findByRole('heading', { name: 'Run 7 · statuses.csv' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 of 1 rows done · 1 applied · 0 failed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download result (CSV)' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Rows: Applied' })).toBeInTheDocument();
    const recent = await screen.findByRole('table', { name: 'Recent runs' });
    expect(within(recent).getByText('Done')).toBeInTheDocument();
    expect(within(recent).getByRole('button', { name: 'Open run 7' })).toBeInTheDocument();
  });

  it('discards a preview and goes back to the upload', async () => {
    const api = bulkApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/admin/bulk-tools/update-account-status?run=7');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Check file' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/discard'))).toBe(true);
  });
});
