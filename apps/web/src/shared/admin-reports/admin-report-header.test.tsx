// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openDeferredSelect } from '../../testing/deferred-select';
import { renderRoutesAt, signedInHolding } from '../account/route-test-kit';
import { AdminReportHeader } from './admin-report-header';
import { asOfText } from './report-freshness';
import { withMerchant } from './report-scope';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const MERCHANTS = {
  data: [
    { id: 100002, businessCommonName: 'Cascade Outfitters' },
    { id: 100001, businessCommonName: 'Blue Harbor Bistro' },
  ],
};

describe('withMerchant', () => {
  it('puts the merchant in the query and goes back to the first page of a new snapshot', () => {
    expect(withMerchant('/admin/reports/payouts', '?page=3&asOf=9&range=mtd', 100001)).toBe(
      '/admin/reports/payouts?range=mtd&merchantid=100001',
    );
  });

  it('takes the merchant out for every merchant', () => {
    expect(
      withMerchant('/admin/reports/payouts', '?merchantid=100001&sort=-amount', undefined),
    ).toBe('/admin/reports/payouts?sort=-amount');
    expect(withMerchant('/admin/reports/payouts', '?merchantid=1', undefined)).toBe(
      '/admin/reports/payouts',
    );
  });
});

describe('asOfText', () => {
  it('reads the instant in UTC', () => {
    expect(asOfText(Date.UTC(2026, 10, 25, 13, 5, 12))).toBe('As of Nov 25, 2026, 1:05:12 PM UTC');
  });
});

describe('AdminReportHeader', () => {
  signedInHolding([]);

  it('lists every merchant as name / id after All merchants and swaps the merchant in the URL', async () => {
    const fetchMock = vi.fn(async () => json(MERCHANTS));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoutesAt(
      [
        {
          path: '/admin/reports/payouts',
          element: (
            <AdminReportHeader
              title="Payouts"
              loading={false}
              asOf={Date.UTC(2026, 10, 25, 9, 0, 0)}
            />
          ),
        },
      ],
      '/admin/reports/payouts?page=2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByText(/As of Nov 25, 2026, 9:00:00 AM UTC/)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const account = screen.getByRole('combobox', { name: 'Account' });
    expect(account).toHaveValue('All merchants');
    const user = userEvent.setup();
    const options = await openDeferredSelect(user, 'Account');
    expect(options.map((option) => option.textContent)).toEqual([
      'All merchants',
      'Blue Harbor Bistro / 100001',
      'Cascade Outfitters / 100002',
    ]);
    await user.click(screen.getByRole('option', { name: 'Cascade Outfitters / 100002' }));
    await waitFor(() => expect(router.state.location.search).toBe('?merchantid=100002'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(
        'Cascade Outfitters / 100002',
      ),
    );
  });

  it('hides the account selector and the dates when told', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(MERCHANTS)),
    );
    renderRoutesAt(
      [
        {
          path: '/admin/reports/limits',
          element: <AdminReportHeader title="Limits" loading hideAccount hideRange />,
        },
      ],
      '/admin/reports/limits',
    );
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
