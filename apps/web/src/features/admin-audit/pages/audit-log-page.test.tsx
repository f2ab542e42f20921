// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { openDeferredSelect } from '../../../testing/deferred-select';
import type { AuditRow } from '../api/get-audit-log';
import { AuditLogPage } from './audit-log-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ROWS: AuditRow[] = [
  {
    id: 9,
    at: '2026-11-20T15:04:05.000Z',
    userId: 1,
    email: 'admin@paydesk.test',
    action: 'merchant-full-ssn-view',
    outcome: 'success',
    ip: '127.0.0.1',
    merchantId: 100009,
    details: { merchantId: 100009, contactId: 41 },
  },
  {
    id: 8,
    at: '2026-11-19T10:00:00.000Z',
    userId: 1,
    email: 'admin@paydesk.test',
    action: 'merchant-status-change',
    outcome: 'failure',
    ip: '127.0.0.1',
    merchantId: 100005,
    details: {
      merchantId: 100005,
      from: 1,
      to: 1,
      reason: 'The merchant already has this status.',
    },
  },
];

function auditApi(options: { permissions?: string[]; status?: number } = {}) {
  const permissions = options.permissions ?? ['can-view-audit-log', 'can-view-merchant-info'];
  const calls: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    calls.push(url);
    if (url.pathname === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    }
    if (url.pathname === '/api/admin/merchants/list') {
      return json(200, {
        data: [
          { id: 100009, businessCommonName: 'Alerting Annex' },
          { id: 100005, businessCommonName: 'Holdable Hardware' },
        ],
      });
    }
    if (url.pathname === '/api/admin/audit') {
      if (options.status)
        return json(options.status, { error_message: 'The log could not be read.' });
      const merchant = url.searchParams.get('merchant_id');
      const action = url.searchParams.get('action');
      const rows = ROWS.filter(
        (row) =>
          (!merchant || String(row.merchantId) === merchant) && (!action || row.action === action),
      );
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: rows.length, totalPages: 1, asOf: '9' },
        data: rows,
      });
    }
    return json(404, { error_message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { callsTo: (path: string) => calls.filter((url) => url.pathname === path) };
}

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/audit/:merchantId?', element: <AuditLogPage /> }], url);

describe('AuditLogPage', () => {
  signedInHolding([]);

  it('lists the log newest first with who, what, outcome, merchant and details', async () => {
    const api = auditApi();
    renderAt('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Merchant full ssn view')).toBeInTheDocument();
    expect(within(table).getByText('Refused')).toBeInTheDocument();
    expect(within(table).getByText('contactId: 41')).toBeInTheDocument();
    const first = api.callsTo('/api/admin/audit')[0];
    expect(first?.searchParams.get('sort')).toBe('-at');
    expect(first?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(first?.searchParams.has('merchant_id')).toBe(false);
  });

  it('narrows to the merchant of the path and offers every merchant in the selector', async () => {
    const api = auditApi();
    renderAt('/admin/audit/100009');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('/api/admin/audit')[0]?.searchParams.get('merchant_id')).toBe('100009');
    const user = userEvent.setup();
    const selector = screen.getByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(selector).toHaveValue('Alerting Annex / 100009'));
    await openDeferredSelect(user, 'Account');
    expect(screen.getByRole('option', { name: 'All merchants' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Holdable Hardware / 100005' })).toBeInTheDocument();
  });

  it('shows the error state when the log cannot be read', async () => {
    auditApi({ status: 500 });
    renderAt('/admin/audit');
    expect(await screen.findByText(/could not be read|Something went wrong/i)).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' without can-view-audit-log", async () => {
    const api = auditApi({ permissions: ['can-view-merchant-info'] });
    renderAt('/admin/audit');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/audit')).toHaveLength(0);
  });
});
