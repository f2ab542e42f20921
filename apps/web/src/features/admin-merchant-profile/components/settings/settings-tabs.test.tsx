// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../../shared/stores/account-store';
import { testAccount } from '../../../../testing/account-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type { MerchantSettings } from '../../api/merchant-settings';
import { MERCHANT_ID, testProfile } from '../../testing/profile-api';
import { GeneralTab } from '../general-tab';
import { ServicesTab } from '../services-tab';
import { limitsToInput } from './limits-dialog';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../../shared/notifications/notify', () => ({ notify }));

function signInAdmin(keys: string[]) {
  useAccountStore.getState().setData(testAccount({ groups: [{ name: 'mp_admin' }] }, []));
  useAccountStore.getState().setRoles(Object.fromEntries(keys.map((key) => [key, true])));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function testSettings(over: Partial<MerchantSettings> = {}): MerchantSettings {
  return {
    id: MERCHANT_ID,
    processorId: 3,
    currency: 'USD',
    profile: {
      businessCommonName: 'Blue Harbor Bistro',
      businessLegalName: 'Blue Harbor Hospitality LLC',
      businessEin: '841234567',
      businessAddress1: '12 Harbor Way',
      businessAddress2: '',
      businessCity: 'Portland',
      businessState: 'OR',
      businessZip: '97204',
      businessCountry: 'USA',
      businessType: 'O',
      businessPhone: '(503) 555-0100',
    },
    advanced: { partnerId: null, clientId: null, processorGatewayId: '' },
    rates: { web_rate_name: 'US Corporate Web', mobile_rate_name: null },
    softDescriptor: null,
    payoutDescriptor: null,
    posData: null,
    settings: { allow_card_payment: true, allow_ach_payment: false },
    payout: { frequency: 'daily', anchor: null, hasFundingHold: false },
    cardBrands: ['Visa', 'MasterCard', 'AmEx', 'Discover', 'ACH'],
    limits: {
      cc_per_transaction_limit: 5000,
      cc_per_month_limit: null,
      ach_per_transaction_limit: 1000.5,
      ach_per_month_limit: null,
      cc_refund_line_of_credit: 0,
    },
    toggles: {
      useDestinationPayments: false,
      'refunds-and-voids': true,
      'dual-refunds': false,
      'stack-works-disputes': true,
      'allow-subscriptions': true,
      'allow-customers': false,
      checkout: true,
      'stack-owned': false,
    },
    choices: {
      rates: [
        { id: 1, name: 'US Corporate Web' },
        { id: 2, name: 'US Standard Web' },
      ],
      partners: [],
      clients: [],
    },
    ...over,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

/** Answers GET settings with `settings`, every edit with `after` (or the given failure). */
function settingsApi(settings: MerchantSettings, edit: [number, unknown] = [200, settings]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
      const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
      const text = request ? await request.clone().text() : String(init?.body ?? '');
      const headers = new Headers(request?.headers ?? init?.headers);
      sent.push({
        method,
        path: url.pathname.replace(`/api/admin/merchants/${MERCHANT_ID}`, ''),
        body: text ? JSON.parse(text) : undefined,
        key: headers.get('idempotency-key'),
      });
      if (method === 'GET' && url.pathname.endsWith('/settings')) return json(200, settings);
      if (method === 'GET') return json(404, { error_message: 'No fake' });
      return json(edit[0], edit[1]);
    }),
  );
  return { edits: () => sent.filter((s) => s.method !== 'GET') };
}

describe('General tab edits', () => {
  beforeEach(() => {
    notify.mockReset();
    signInAdmin(['can-view-merchant-info']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it('edits the legal name: the whole profile is sent with an Idempotency-Key', async () => {
    const api = settingsApi(testSettings());
    const user = userEvent.setup();
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit legal details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit legal details' });
    const legal = within(dialog).getByRole('textbox', { name: /Legal name/ });
    await user.clear(legal);
    await user.type(legal, 'Blue Harbor Group LLC');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.edits()).toHaveLength(1));
    const [edit] = api.edits();
    expect(edit).toMatchObject({
      method: 'POST',
      path: '',
      body: { businessLegalName: 'Blue Harbor Group LLC', businessZip: '97204', businessType: 'O' },
    });
    expect(edit?.key).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an empty legal name and a bad EIN without sending', async () => {
    const api = settingsApi(testSettings());
    const user = userEvent.setup();
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit legal details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit legal details' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Legal name/ }));
    const ein = within(dialog).getByRole('textbox', { name: /EIN/ });
    await user.clear(ein);
    await user.type(ein, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tax ID/EIN must be 9 digits')).toBeInTheDocument();
    expect(api.edits()).toEqual([]);
  });

  it('payout: weekly needs a weekday (the day message), then sends the anchor', async () => {
    const api = settingsApi(testSettings());
    const user = userEvent.setup();
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit payout schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payout schedule' });
    await user.click(within(dialog).getByRole('combobox', { name: /Payout frequency/ }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please select a valid day for the payout.',
    );
    expect(api.edits()).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: /Payout day/ }));
    await user.click(await screen.findByRole('option', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(api.edits()).toHaveLength(1));
    expect(api.edits()[0]).toMatchObject({
      method: 'POST',
      path: '/payout',
      body: { payout_frequency: 'weekly', payout_frequency_anchor: 'friday' },
    });
  });

  it('payout: while a funding hold is on, the dialog says the release sets it', async () => {
    settingsApi(
      testSettings({ payout: { frequency: 'daily', anchor: null, hasFundingHold: true } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit payout schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payout schedule' });
    expect(
      within(dialog).getByText(/the payout schedule is chosen when the hold is released/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });

  it('edits a descriptor: only the changed one is sent; advanced needs its key', async () => {
    const api = settingsApi(testSettings());
    const user = userEvent.setup();
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit descriptors' }));
    expect(screen.queryByRole('button', { name: 'Edit advanced details' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Edit descriptors' });
    const soft = within(dialog).getByRole('textbox', { name: /Soft descriptor/ });
    await user.type(soft, 'BLUE <HARBOR>');
    await user.click(within(dialog).getByRole('button', { name: 'Save descriptors' }));
    expect(
      await within(dialog).findByText('Use letters, numbers, spaces and . , * - & only'),
    ).toBeInTheDocument();
    await user.clear(soft);
    await user.type(soft, 'BLUE HARBOR');
    await user.click(within(dialog).getByRole('button', { name: 'Save descriptors' }));
    await waitFor(() => expect(api.edits()).toHaveLength(1));
    expect(api.edits()[0]).toMatchObject({
      path: '/soft-descriptor',
      body: { soft_descriptor: 'BLUE HARBOR' },
    });
  });

  it('offers the advanced dialog with can-edit-merchant-advanced-info', async () => {
    signInAdmin(['can-view-merchant-info', 'can-edit-merchant-advanced-info']);
    const api = settingsApi(testSettings());
    const user = userEvent.setup();
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit advanced details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit advanced details' });
    await user.type(within(dialog).getByRole('textbox', { name: /Processor gateway id/ }), 'GW-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.edits()).toHaveLength(1));
    expect(api.edits()[0]).toMatchObject({
      path: '/advanced',
      body: { partnerId: null, clientId: null, processorGatewayId: 'GW-1' },
    });
  });

  it('shows no edit controls to an admin without the key', async () => {
    signInAdmin([]);
    settingsApi(testSettings());
    renderWithProviders(<GeneralTab profile={testProfile()} />);
    expect(await screen.findByText('Blue Harbor Hospitality LLC')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit legal details' })).not.toBeInTheDocument();
  });
});

describe('Services tab', () => {
  beforeEach(() => {
    notify.mockReset();
    signInAdmin(['can-view-merchant-info']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it('turns allow-subscriptions off with {enabled: false}', async () => {
    const after = testSettings();
    after.toggles['allow-subscriptions'] = false;
    const api = settingsApi(testSettings(), [200, after]);
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab profile={testProfile()} />);
    const toggle = await screen.findByRole('switch', { name: /Subscriptions/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(api.edits()).toHaveLength(1));
    expect(api.edits()[0]).toMatchObject({
      method: 'POST',
      path: '/allow-subscriptions',
      body: { enabled: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Subscriptions/ })).not.toBeChecked(),
    );
  });

  it('turns checkout off with DELETE, and says a failure', async () => {
    const api = settingsApi(testSettings(), [500, { error_message: 'Boom' }]);
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab profile={testProfile()} />);
    await user.click(await screen.findByRole('switch', { name: /Checkout/ }));
    await waitFor(() =>
      expect(api.edits()[0]).toMatchObject({ method: 'DELETE', path: '/checkout' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'error' })),
    );
  });

  it('edits the limits: empty is no limit, out of range is refused before sending', async () => {
    const api = settingsApi(testSettings());
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit limits' });
    const perMonth = within(dialog).getByRole('textbox', { name: /Card limit per month/ });
    await user.type(perMonth, '100001');
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(
      await within(dialog).findByText('Enter an amount from $0.00 to $100,000.00'),
    ).toBeInTheDocument();
    expect(api.edits()).toEqual([]);
    await user.clear(perMonth);
    await user.type(perMonth, '2500.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(api.edits()).toHaveLength(1));
    expect(api.edits()[0]).toMatchObject({
      path: '/limits-settings',
      body: {
        cc_per_transaction_limit: 5000,
        cc_per_month_limit: 2500.5,
        ach_per_transaction_limit: 1000.5,
        ach_per_month_limit: null,
        cc_refund_line_of_credit: 0,
      },
    });
  });

  it('shows the toggles read only without the key', async () => {
    signInAdmin([]);
    settingsApi(testSettings());
    renderWithProviders(<ServicesTab profile={testProfile()} />);
    expect(await screen.findByRole('switch', { name: /Subscriptions/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit limits' })).not.toBeInTheDocument();
  });
});

describe('limitsToInput', () => {
  it('reads empty fields as no limit and text as numbers', () => {
    expect(
      limitsToInput({
        cc_per_transaction_limit: '',
        cc_per_month_limit: '12.5',
        ach_per_transaction_limit: 3,
        ach_per_month_limit: '',
        cc_refund_line_of_credit: 0,
      }),
    ).toEqual({
      cc_per_transaction_limit: null,
      cc_per_month_limit: 12.5,
      ach_per_transaction_limit: 3,
      ach_per_month_limit: null,
      cc_refund_line_of_credit: 0,
    });
  });
});
