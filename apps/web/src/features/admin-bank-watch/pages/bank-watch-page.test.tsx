// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import type { BankWatchDetail } from '../api/get-bank-watch';
import { BankWatchPage } from './bank-watch-page';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ENTRY: BankWatchDetail = {
  id: 12,
  routingNumber: '021000021',
  accountNumberLast4: '6789',
  hasFullAccountNumber: false,
  bankName: 'First Harbor Bank',
  reason: 'Reported for first-party fraud',
  createdAt: '2026-11-02T10:00:00.000Z',
  createdByEmail: 'admin@paydesk.test',
  updatedAt: '2026-11-02T10:00:00.000Z',
  updatedByEmail: 'admin@paydesk.test',
  matchCount: 1,
  matches: [
    {
      merchantId: 100002,
      businessCommonName: 'Cedar Books',
      businessLegalName: 'Cedar Books LLC',
      status: 1,
      processorId: 3,
      matchedAt: '2026-11-02T10:00:00.000Z',
      alertId: 5,
      alertActive: true,
    },
  ],
};

/** Answers the screen's calls; every call's URL, method and body is kept. */
function bankWatchApi(options: { entries?: BankWatchDetail[]; listStatus?: number } = {}) {
  const entries = [...(options.entries ?? [ENTRY])];
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const raw = init?.body ?? (request ? await request.clone().text() : undefined);
    const body = typeof raw === 'string' && raw ? JSON.parse(raw) : undefined;
    calls.push({ url, method, body });
    const path = url.pathname;
    if (path === '/api/admin/roles')
      return json(200, { roles: [{ label: 'Admin', name: 'mp_admin' }], permissions: {} });
    if (path === '/api/admin/reports/bank-watch' && method === 'GET') {
      if (options.listStatus) return json(options.listStatus, { error_message: 'No list.' });
      const search = url.searchParams.get('search')?.toLowerCase();
      const rows = entries
        .filter((e) => !search || e.bankName.toLowerCase().includes(search))
        .map(({ matches: _, ...row }) => row);
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: rows.length, totalPages: 1, asOf: '1' },
        data: rows,
      });
    }
    if (path === '/api/admin/reports/bank-watch' && method === 'POST') {
      const made: BankWatchDetail = {
        ...ENTRY,
        id: 13,
        ...body,
        accountNumberLast4: body.accountNumberLast4 ?? String(body.accountNumber).slice(-4),
        hasFullAccountNumber: body.accountNumber !== undefined,
        matchCount: 0,
        matches: [],
      };
      entries.push(made);
      return json(201, made);
    }
    const id = Number(/\/(\d+)$/.exec(path)?.[1]);
    const entry = entries.find((e) => e.id === id);
    if (!entry) return json(404, { error_message: 'Bank watch entry not found.' });
    if (method === 'GET') return json(200, entry);
    if (method === 'DELETE') {
      entries.splice(entries.indexOf(entry), 1);
      return json(204, null);
    }
    return json(500, { error_message: 'unexpected call' });
  });
  return {
    fetchMock,
    callsTo: (path: string, method = 'GET') =>
      calls.filter((c) => c.url.pathname === path && c.method === method),
  };
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/admin/tools/risk-watch-list', element: <BankWatchPage /> },
      { path: '/admin/merchants/:id', element: <p>Merchant profile</p> },
    ],
    url,
  );

describe('BankWatchPage', () => {
  signedInHolding([]);

  it('lists the entries newest first with who added them and their matches', async () => {
    const api = bankWatchApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt('/admin/tools/risk-watch-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk Watch List' })).toBeVisible();
    // Inside the tools frame, as its current tool.
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Risk Watch List',
    );
    const table = await screen.findByRole('table', { name: 'Bank watch list' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('First Harbor Bank')).toBeInTheDocument();
    expect(within(table).getByText('•••• 6789')).toBeInTheDocument();
    expect(within(table).getByText('admin@paydesk.test')).toBeInTheDocument();
    const first = api.callsTo('/api/admin/reports/bank-watch')[0];
    expect(first?.url.searchParams.get('sort')).toBe('-createdAt');
  });

  it('offers the first entry when the list is empty', async () => {
    vi.stubGlobal('fetch', bankWatchApi({ entries: [] }).fetchMock);
    renderAt('/admin/tools/risk-watch-list');
    expect(await screen.findByText('No watched bank accounts yet')).toBeVisible();
  });

  it('says so when the list cannot be read', async () => {
    vi.stubGlobal('fetch', bankWatchApi({ listStatus: 500 }).fetchMock);
    renderAt('/admin/tools/risk-watch-list');
    expect(await screen.findByText('The list could not be loaded')).toBeVisible();
  });

  it('adds an entry: field messages first, then the body with the last four only', async () => {
    const api = bankWatchApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/risk-watch-list');
    await screen.findByRole('table', { name: 'Bank watch list' });
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entry' });
    await user.type(within(dialog).getByRole('textbox', { name: /Routing number/ }), '021000022');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Enter a valid 9-digit routing number.')).toBeVisible();
    expect(
      within(dialog).getByText('Enter the account’s last four digits or its full number.'),
    ).toBeVisible();
    expect(api.callsTo('/api/admin/reports/bank-watch', 'POST')).toHaveLength(0);

    const routing = within(dialog).getByRole('textbox', { name: /Routing number/ });
    await user.clear(routing);
    await user.type(routing, '011000015');
    await user.type(within(dialog).getByRole('textbox', { name: /Account last four/ }), '1111');
    await user.type(within(dialog).getByRole('textbox', { name: /Bank name/ }), 'Summit Savings');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Mule account');
    const readsBefore = api.callsTo('/api/admin/reports/bank-watch').length;
    expect(api.callsTo('/api/admin/reports/bank-watch')[0]?.url.searchParams.has('asOf')).toBe(
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/reports/bank-watch', 'POST')).toHaveLength(1),
    );
    expect(api.callsTo('/api/admin/reports/bank-watch', 'POST')[0]?.body).toEqual({
      routingNumber: '011000015',
      accountNumberLast4: '1111',
      bankName: 'Summit Savings',
      reason: 'Mule account',
    });
    expect(await screen.findByRole('dialog', { name: 'Bank watch entry' })).toBeVisible();
    // The new entry is past the list's snapshot: the list is read again without it.
    await waitFor(() => {
      const after = api.callsTo('/api/admin/reports/bank-watch').slice(readsBefore);
      expect(after.some((c) => !c.url.searchParams.has('asOf'))).toBe(true);
    });
  });

  it('opens an entry with its matching merchants linking to their profiles, and deletes it after confirming', async () => {
    const api = bankWatchApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/admin/tools/risk-watch-list?dialog=entry-12');
    const dialog = await screen.findByRole('dialog', { name: 'Bank watch entry' });
    expect(await within(dialog).findByText('Reported for first-party fraud')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Cedar Books' })).toHaveAttribute(
      'href',
      '/admin/merchants/100002',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(within(confirm).getByText(/deactivated/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/reports/bank-watch/12', 'DELETE')).toHaveLength(1),
    );
    await waitFor(() => expect(router.state.location.search).not.toContain('dialog'));
  });
});
