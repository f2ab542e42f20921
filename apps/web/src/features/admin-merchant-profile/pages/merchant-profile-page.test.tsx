// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../../../shared/account/route-test-kit';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount } from '../../../testing/account-fixtures';
import { MERCHANT_ID, profileApi, testProfile } from '../testing/profile-api';
import { MerchantProfilePage } from './merchant-profile-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/merchants', element: <p>Merchants list</p> },
      { path: '/admin/merchants/:id/:tab?', element: <MerchantProfilePage /> },
    ],
    url,
  );
}

function signInAdmin(keys: string[]) {
  useAccountStore.getState().setData(testAccount({ groups: [{ name: 'mp_admin' }] }, []));
  useAccountStore.getState().setRoles(Object.fromEntries(keys.map((key) => [key, true])));
}

/** Makes `(max-width: 48em)` (768 px or less) match, as on a 375 px phone. */
function narrowScreen() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  });
  return () => {
    window.matchMedia = original;
  };
}

const profileUrl = `/api/admin/merchants/${MERCHANT_ID}`;
const historyUrl = `/api/admin/merchants/${MERCHANT_ID}/history`;

describe('MerchantProfilePage', () => {
  let api: ReturnType<typeof profileApi>;
  beforeEach(() => {
    localStorage.clear();
    signInAdmin(['can-view-merchant-info']);
    api = profileApi();
    vi.stubGlobal('fetch', api.fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it('shows the header: created date, DBA, status pill with its date, id with copy', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Harbor Bistro' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Created Jan 2, 2025/)).toBeInTheDocument();
    // 33 is 'Closed - Pending'; the newer processor hides ' - Pending'.
    expect(screen.getByTestId('merchant-status')).toHaveTextContent(/^Closed$/);
    expect(screen.getByText(/^Status since Oct 1, 2026/)).toBeInTheDocument();
    expect(screen.getByText(`Merchant ID ${MERCHANT_ID}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy merchant ID' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Copy merchant ID' })).toBeInTheDocument(),
      { timeout: 4_000 },
    );
    expect(await navigator.clipboard.readText()).toBe(String(MERCHANT_ID));
  });

  it('links the quick actions to the merchant reports and back to the list', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Blue Harbor Bistro' });
    expect(screen.getByRole('link', { name: 'Merchants' })).toHaveAttribute(
      'href',
      '/admin/merchants',
    );
    await user.click(screen.getByRole('button', { name: 'Quick actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Transaction details' })).toHaveAttribute(
      'href',
      `/admin/reports/transaction-details?merchantid=${MERCHANT_ID}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Payouts' })).toHaveAttribute(
      'href',
      `/admin/reports/payouts?merchantid=${MERCHANT_ID}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Disputes' })).toHaveAttribute(
      'href',
      `/admin/reports/disputes?merchantid=${MERCHANT_ID}`,
    );
  });

  it('shows the banners: stack-owned, the CTA, the hold and each alert in its colour', async () => {
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    const notices = await screen.findByRole('region', { name: 'Account notices' });
    expect(notices).toHaveTextContent('Stack-owned account');
    expect(notices).toHaveTextContent('Verify your identity');
    expect(notices).toHaveTextContent('Held Balance: $1,234.56');
    expect(
      within(notices).getByRole('img', { name: 'Funding holds are updated once daily.' }),
    ).toBeInTheDocument();
    const colourOf = (type: string) =>
      notices.querySelector(`[data-alert-type="${type}"]`)?.getAttribute('style') ?? '';
    expect(colourOf('information')).toContain('blue');
    expect(colourOf('notice')).toContain('yellow');
    expect(colourOf('warning')).toContain('yellow');
    expect(colourOf('error')).toContain('red');
    expect(notices).toHaveTextContent('Something is wrong');
  });

  it('shows no banner for an account without any', async () => {
    api = profileApi({
      profile: testProfile({ stackOwned: false, hasCTA: false, hasFundingHold: false, alerts: [] }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Blue Harbor Bistro' });
    expect(screen.queryByRole('region', { name: 'Account notices' })).not.toBeInTheDocument();
  });

  it('shows only Not Allowed without can-view-merchant-info, without reading the merchant', async () => {
    signInAdmin(['can-view-documents']);
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
    expect(screen.queryByText('Blue Harbor Bistro')).not.toBeInTheDocument();
    expect(api.callsTo(`/api/admin/merchants/${MERCHANT_ID}`)).toHaveLength(0);
  });

  it('says an unknown merchant is not found, with a way back', async () => {
    api = profileApi({ profile: null });
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    expect(await screen.findByText('Merchant account not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to merchants' })).toHaveAttribute(
      'href',
      '/admin/merchants',
    );
  });

  it('shows the General tab by default with the profile in groups', async () => {
    renderAt(`/admin/merchants/${MERCHANT_ID}`);
    const general = await screen.findByRole('tab', { name: 'General' });
    expect(general).toHaveAttribute('aria-selected', 'true');
    const business = screen.getByRole('region', { name: 'Business' });
    expect(business).toHaveTextContent('Legal nameBlue Harbor Hospitality LLC');
    expect(business).toHaveTextContent('PartnerHarbor Partners');
    expect(screen.getByRole('region', { name: 'Processor and rates' })).toHaveTextContent(
      'Web rateUS Corporate Web',
    );
    expect(screen.getByRole('region', { name: 'Settings' })).toHaveTextContent('ACH paymentsNo');
    expect(screen.getByRole('region', { name: 'Card brands' })).toHaveTextContent('VisaMasterCard');
  });

  it('lists every tab but Documents without can-view-documents; Services shows the limits', async () => {
    const user = userEvent.setup();
    const router = renderAt(`/admin/merchants/${MERCHANT_ID}/limits`);
    const tabs = await screen.findByRole('tablist', { name: 'Merchant profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'General',
      'Services',
      'Contact',
      'Banking',
      'Users',
      'Notifications',
      'History',
      'Misc.',
      'Volume',
    ]);
    const limits = screen.getByRole('region', { name: 'Limits' });
    expect(limits).toHaveTextContent('Card limit per transaction$5,000.00');
    expect(limits).toHaveTextContent('ACH limit per transaction$1,000.50');
    expect(limits).toHaveTextContent('ACH limit per month—');

    await user.click(within(tabs).getByRole('tab', { name: 'Banking' }));
    expect(router.state.location.pathname).toBe(`/admin/merchants/${MERCHANT_ID}/banking`);
    // The fake API has no bank details for this merchant: the tab's own error state.
    expect(await screen.findByText('The bank information could not be loaded')).toBeInTheDocument();
  });

  it('shows Documents with can-view-documents', async () => {
    signInAdmin(['can-view-merchant-info', 'can-view-documents']);
    renderAt(`/admin/merchants/${MERCHANT_ID}/documents`);
    expect(await screen.findByRole('tab', { name: 'Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows three tabs and an overflow menu at 375 px', async () => {
    const restore = narrowScreen();
    try {
      const user = userEvent.setup();
      const router = renderAt(`/admin/merchants/${MERCHANT_ID}`);
      const tabs = await screen.findByRole('tablist', { name: 'Merchant profile sections' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['General', 'Services', 'Contact']);
      await user.click(screen.getByRole('button', { name: 'More' }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Banking', 'Users', 'Notifications', 'History', 'Misc.', 'Volume']);
      await user.click(within(menu).getByRole('menuitem', { name: 'History' }));
      expect(router.state.location.pathname).toBe(`/admin/merchants/${MERCHANT_ID}/history`);
      // The current tab takes the third place.
      await waitFor(() =>
        expect(
          within(screen.getByRole('tablist'))
            .getAllByRole('tab')
            .map((tab) => tab.textContent),
        ).toEqual(['General', 'Services', 'History']),
      );
    } finally {
      restore();
    }
  });

  it('lists the history with the field labels, filtered by grouping and paged in the URL', async () => {
    const user = userEvent.setup();
    api = profileApi({ totalHistory: 25 });
    vi.stubGlobal('fetch', api.fetchMock);
    const router = renderAt(`/admin/merchants/${MERCHANT_ID}/history?filter=General`);
    const table = await screen.findByRole('table', { name: 'Change history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).toHaveTextContent('Status');
    expect(table).toHaveTextContent('Active (1)');
    expect(table).toHaveTextContent('Pending (66)');
    expect(table).toHaveTextContent('admin@paydesk.test');
    expect(api.callsTo(historyUrl)[0]?.searchParams.get('filter')).toBe('General');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(api.callsTo(historyUrl).at(-1)?.searchParams.get('page')).toBe('2'));
    expect(api.callsTo(historyUrl).at(-1)?.searchParams.get('filter')).toBe('General');
    expect(api.callsTo(profileUrl)).toHaveLength(1);
  });
});
