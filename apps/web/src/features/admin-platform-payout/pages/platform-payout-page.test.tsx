// @vitest-environment jsdom
import { addDays, todayIn } from '@paydesk/domain/date-presets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import type { PayoutRow, PlatformBalance } from '../api/get-platform-balance';
import { PlatformPayoutPage } from './platform-payout-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const YESTERDAY = addDays(todayIn('UTC'), -1);

const PAID: PayoutRow = {
  id: 7,
  countryCode: 'NZ',
  fromDate: null,
  toDate: '2026-11-10',
  amountCents: 290,
  currency: 'NZD',
  status: 'paid',
  transactionCount: 2,
  createdAt: '2026-11-11T09:30:00.000Z',
  createdBy: 'admin@paydesk.test',
};

function balanceOf(country: string, date: string, over: Partial<PlatformBalance> = {}) {
  return {
    countryCode: country,
    currency: country === 'NZ' ? 'NZD' : 'USD',
    fromDate: '2026-11-11',
    toDate: date,
    availableCents: 1_410,
    transactionCount: 7,
    lastPayoutDate: '2026-11-10',
    payableThrough: YESTERDAY,
    ...over,
  };
}

function payoutApi(
  options: {
    permissions?: string[];
    balanceStatus?: number;
    balance?: Partial<PlatformBalance>;
    payStatus?: number;
  } = {},
) {
  const permissions = options.permissions ?? ['can-perform-payout'];
  const calls: { url: URL; method: string; body: unknown; key: string | null }[] = [];
  const rows: PayoutRow[] = [PAID];
  // After a refused payout the balance reads as another admin left it: paid through yesterday.
  let paidMeanwhile = false;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = request?.method ?? init?.method ?? 'GET';
    const text = request ? await request.clone().text() : (init?.body as string | undefined);
    const headers = new Headers(request?.headers ?? init?.headers);
    calls.push({
      url,
      method,
      body: text ? JSON.parse(text) : undefined,
      key: headers.get('idempotency-key'),
    });
    if (url.pathname === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    }
    if (url.pathname === '/api/admin/stripe-platform-balance' && method === 'GET') {
      if (options.balanceStatus)
        return json(options.balanceStatus, { error_message: 'The ledger is busy.' });
      return json(
        200,
        balanceOf(
          url.searchParams.get('countryCode') ?? '',
          url.searchParams.get('date') ?? '',
          paidMeanwhile
            ? { lastPayoutDate: YESTERDAY, availableCents: 0, transactionCount: 0 }
            : options.balance,
        ),
      );
    }
    if (url.pathname === '/api/admin/stripe-platform-balance' && method === 'POST') {
      paidMeanwhile = Boolean(options.payStatus);
      if (options.payStatus)
        return json(options.payStatus, {
          error_message: 'A payout for this period has already been made.',
        });
      const payout: PayoutRow = {
        ...PAID,
        id: 8,
        fromDate: '2026-11-11',
        toDate: YESTERDAY,
        amountCents: 1_410,
        transactionCount: 7,
      };
      rows.unshift(payout);
      return json(201, payout);
    }
    if (url.pathname === '/api/admin/stripe-platform-balance/history') {
      const country = url.searchParams.get('countryCode');
      const data = rows.filter((row) => row.countryCode === country);
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: data.length, totalPages: 1, asOf: '9' },
        data,
      });
    }
    return json(404, { error_message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    callsTo: (path: string, method = 'GET') =>
      calls.filter((call) => call.url.pathname === path && call.method === method),
  };
}

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/tools/platform-payout', element: <PlatformPayoutPage /> }], url);

describe('PlatformPayoutPage', () => {
  signedInHolding([]);

  it('shows the balance through yesterday and the country’s payout history', async () => {
    const api = payoutApi();
    renderAt('/admin/tools/platform-payout?country=NZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platform Payout' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('NZ$14.10');
    expect(screen.getByText(/7 ledger rows in the period/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out NZ$14.10' })).toBeEnabled();
    const call = api.callsTo('/api/admin/stripe-platform-balance')[0];
    expect(call?.url.searchParams.get('countryCode')).toBe('NZ');
    expect(call?.url.searchParams.get('date')).toBe(YESTERDAY);
    const table = await screen.findByRole('table', { name: 'Payout history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('NZ$2.90')).toBeInTheDocument();
    expect(within(table).getByText('First fee')).toBeInTheDocument();
    expect(
      api
        .callsTo('/api/admin/stripe-platform-balance/history')[0]
        ?.url.searchParams.get('countryCode'),
    ).toBe('NZ');
  });

  it('pays out after a confirmation naming the period and amount, then lists the payout', async () => {
    const api = payoutApi();
    const user = userEvent.setup();
    renderAt('/admin/tools/platform-payout?country=NZ');
    await user.click(await screen.findByRole('button', { name: 'Pay out NZ$14.10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payout' });
    expect(within(dialog).getByText('NZ$14.10')).toBeInTheDocument();
    expect(within(dialog).getByText(/Period: Nov 11, 2026 through/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay out NZ$14.10' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm the payout' })).toBeNull(),
    );
    const [post] = api.callsTo('/api/admin/stripe-platform-balance', 'POST');
    expect(post?.body).toEqual({ countryCode: 'NZ', toDate: YESTERDAY });
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
    const table = screen.getByRole('table', { name: 'Payout history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('says why a payout was refused in the dialog, while the screen reads the new balance', async () => {
    payoutApi({ payStatus: 422 });
    const user = userEvent.setup();
    renderAt('/admin/tools/platform-payout?country=NZ');
    await user.click(await screen.findByRole('button', { name: 'Pay out NZ$14.10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payout' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay out NZ$14.10' }));
    expect(
      await within(dialog).findByText('A payout for this period has already been made.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/This period is already paid out/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm the payout' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay out NZ$14.10' })).toBeDisabled();
  });

  it('says a paid period is paid and offers no payout', async () => {
    payoutApi({ balance: { lastPayoutDate: YESTERDAY, availableCents: 0, transactionCount: 0 } });
    renderAt('/admin/tools/platform-payout?country=NZ');
    expect(await screen.findByText(/This period is already paid out/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out NZ$0.00' })).toBeDisabled();
  });

  it('shows the error state with a retry when the balance cannot be read', async () => {
    payoutApi({ balanceStatus: 500 });
    renderAt('/admin/tools/platform-payout');
    expect(await screen.findByText('The balance could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' without can-perform-payout", async () => {
    const api = payoutApi({ permissions: ['can-view-merchant-info'] });
    renderAt('/admin/tools/platform-payout');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/stripe-platform-balance')).toHaveLength(0);
  });
});
