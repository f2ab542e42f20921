// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { ratesApi } from '../testing/rates-api';
import { RateProfilePage } from './rate-profile-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/rates', element: <p>Rates list</p> },
      { path: '/admin/rates/:id/profile', element: <RateProfilePage /> },
    ],
    url,
  );
}

describe('RateProfilePage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof ratesApi>;
  const start = (options?: Parameters<typeof ratesApi>[0]) => {
    api = ratesApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('shows the fees as percent and dollars, the new-transactions note and the merchants', async () => {
    start();
    renderAt('/admin/rates/7/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'US Standard' })).toBeVisible();
    expect(screen.getByText('Rate #7 · Processor 3 (newer)')).toBeVisible();
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('2.90 %')).toBeVisible();
    expect(within(fees).getByText('$0.34')).toBeVisible();
    expect(within(fees).getByText('$10.00')).toBeVisible();
    expect(
      within(fees).getByText(
        'Changes to a rate apply to new transactions only; transactions already made keep their fees.',
      ),
    ).toBeVisible();
    const merchants = screen.getByRole('region', { name: 'Merchants on this rate' });
    expect(await within(merchants).findByText('Blue Harbor Bistro')).toBeVisible();
    expect(within(merchants).getByRole('link', { name: '100001' })).toHaveAttribute(
      'href',
      '/admin/merchants/100001',
    );
    expect(api.callsTo('/api/admin/rates/accounts')[0]?.url.searchParams.get('rate_id')).toBe('7');
  });

  it('edits the fees: dollars and percent sent as cents and basis points', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/rates/7/profile');
    await screen.findByRole('heading', { level: 1, name: 'US Standard' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rate' });
    const fixed = within(dialog).getByRole('textbox', { name: 'Card fixed fee' });
    expect(fixed).toHaveValue('0.34');
    await user.clear(fixed);
    await user.type(fixed, '0.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit rate' })).not.toBeInTheDocument(),
    );
    const [update] = api.callsTo('/api/admin/rates/7/update', 'POST');
    expect(update?.body).toMatchObject({ rateName: 'US Standard', cardFixedCents: 25 });
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(await within(fees).findByText('$0.25')).toBeVisible();
  });

  it('links a partner through the picker and unlinks it', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/rates/7/profile');
    const partners = await screen.findByRole('region', { name: 'Partners' });
    expect(within(partners).getByText(/every partner may use this rate/)).toBeVisible();
    const picker = within(partners).getByRole('combobox', { name: 'Link a partner' });
    await user.click(picker);
    await user.type(picker, 'harb');
    await waitFor(() =>
      expect(
        api.callsTo('/api/admin/partners').some((c) => c.url.searchParams.get('search') === 'harb'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: 'Harbor Referrals' }));
    await user.click(within(partners).getByRole('button', { name: 'Link partner' }));
    expect(await within(partners).findByText('Harbor Referrals')).toBeVisible();
    const searches = api.callsTo('/api/admin/partners');
    expect(searches.at(-1)?.url.searchParams.get('per_page')).toBe('10');
    expect(api.callsTo('/api/admin/rates/7/link', 'POST')[0]?.body).toEqual({
      partnerId: 32,
      linked: true,
    });
    await user.click(within(partners).getByRole('button', { name: 'Unlink Harbor Referrals' }));
    expect(await within(partners).findByText(/every partner may use this rate/)).toBeVisible();
    expect(api.callsTo('/api/admin/rates/7/link', 'POST')[1]?.body).toEqual({
      partnerId: 32,
      linked: false,
    });
  });

  it('converts a rate to residual, and says the server’s refusal', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/rates/7/profile');
    await screen.findByRole('heading', { level: 1, name: 'US Standard' });
    await user.click(screen.getByRole('button', { name: 'Convert to residual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Residual settings' });
    await user.click(within(dialog).getByRole('radio', { name: 'A residual rate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Merchants are on this rate: move them to another rate before making it residual.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'A rate merchants use' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Residual rate' }));
    await user.click(await screen.findByRole('option', { name: 'Residual Tier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Residual settings' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('/api/admin/rates/7/convert-to-residual', 'PATCH').at(-1)?.body).toEqual({
      isResidualRate: false,
      residualRateId: 12,
    });
  });

  it('says a rate is not found', async () => {
    start();
    renderAt('/admin/rates/555/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate not found' })).toBeVisible();
  });

  it("shows only 'Not Allowed' without can-view-rates", async () => {
    start({ permissions: [] });
    renderAt('/admin/rates/7/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
    expect(api.callsTo('/api/admin/rates/7')).toHaveLength(0);
  });
});
