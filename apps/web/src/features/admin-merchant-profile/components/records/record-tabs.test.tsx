// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../../../../shared/account/route-test-kit';
import { useAccountStore } from '../../../../shared/stores/account-store';
import { testAccount } from '../../../../testing/account-fixtures';
import { MERCHANT_ID, testProfile } from '../../testing/profile-api';
import { BankingTab } from '../banking-tab';
import { ContactTab } from '../contact-tab';
import { DocumentsTab } from '../documents-tab';
import { NotificationsTab } from '../notifications-tab';
import { UsersTab } from '../users-tab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const base = `/api/admin/merchants/${MERCHANT_ID}`;

const OWNER = {
  id: 7,
  type: 'Beneficial Owner/Officer',
  firstName: 'Morgan',
  lastName: 'Ellison',
  email: 'morgan@example.com',
  phone: '+1 503 555 0187',
  address1: '12 Harbor Way',
  address2: '',
  city: 'Portland',
  state: 'OR',
  postalCode: '97204',
  countryId: 'USA',
  dateOfBirth: '1979-04-18',
  ssnLast4: '7302',
  hasSsn: true,
  ownershipPercent: 60,
};
const CONTACTS = {
  primaryContact: {
    ...OWNER,
    id: 6,
    type: 'Primary Contact',
    firstName: 'Priya',
    ssnLast4: null,
    hasSsn: false,
  },
  owners: [OWNER],
};
const BANKING = {
  bankName: 'First Harbor Bank',
  bankAccountType: 'checking',
  bankAccountOwnershipType: 'business',
  bankAccountNumberLastFour: '6789',
  bankRoutingNumberLastFour: '0021',
  hasBankAccountNumber: true,
  payoutFrequency: 'weekly',
  payoutAnchor: 'friday',
};
const NOTIFICATIONS = {
  settings: {
    enableNotifications: true,
    disputeNotifications: true,
    failedPayoutNotifications: true,
    bankingUpdateNotifications: true,
  },
  subscriptions: {
    dispute: ['ops@example.com'],
    'failed-payout': [] as string[],
    'banking-update': [] as string[],
  },
};
const DOCUMENTS = [
  {
    id: 31,
    documentTypeId: 10,
    documentType: 'voidedCheck',
    documentTypeLabel: 'Voided check',
    name: 'voidedCheck.pdf',
    status: 'approved',
    createdAt: '2026-10-02T00:00:00.000Z',
    hasFile: true,
    contentType: 'application/pdf',
    size: 2048,
  },
];

type Handler = (url: URL) => Response | Promise<Response>;

/** A fake API: each path's answer (a handler, or a body for 200); every request kept. */
function fakeApi(routes: Record<string, Handler | object>) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const raw = init?.body ?? (request && method !== 'GET' ? await request.clone().text() : '');
    const text = typeof raw === 'string' ? raw : '';
    requests.push({ method, url, body: text ? JSON.parse(text) : undefined });
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!route) return json(404, { error_message: `No fake for ${url.pathname}` });
    return typeof route === 'function' ? (route as Handler)(url) : json(200, route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

function signInAdmin(keys: string[]) {
  useAccountStore.getState().setData(testAccount({ groups: [{ name: 'mp_admin' }] }, []));
  useAccountStore.getState().setRoles(Object.fromEntries(keys.map((key) => [key, true])));
}

function renderTab(tab: ReactNode) {
  return renderRoutesAt(
    [
      { path: '/tab', element: tab },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    '/tab',
  );
}

const ALL_KEYS = [
  'can-view-merchant-info',
  'can-edit-merchant-advanced-info',
  'can-view-users',
  'can-view-documents',
];

beforeEach(() => {
  localStorage.clear();
  signInAdmin(ALL_KEYS);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAccountStore.getState().clear();
});

describe('ContactTab', () => {
  it('shows loading, then the contacts with the SSN masked; a reveal shows it and hides it after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = fakeApi({
      [`${base}/contacts`]: CONTACTS,
      [`${base}/full-ssn`]: { merchantContactId: 7, ssn: '521-44-7302' },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTab(<ContactTab profile={testProfile()} />);
    expect(screen.getByText('Loading the contacts…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Primary contact' })).toBeInTheDocument();
    expect(screen.getByText('***-**-7302')).toBeInTheDocument();
    expect(screen.queryByText('521-44-7302')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal the SSN of Morgan Ellison' }));
    expect(await screen.findByText('521-44-7302')).toBeInTheDocument();
    const reveal = requests.find((r) => r.url.pathname === `${base}/full-ssn`);
    expect(reveal?.url.searchParams.get('merchantContactId')).toBe('7');

    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByText('521-44-7302')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.queryByText('521-44-7302')).not.toBeInTheDocument();
    expect(screen.getByText('***-**-7302')).toBeInTheDocument();
  });

  it('hides a revealed SSN on Hide and when the tab is left', async () => {
    fakeApi({
      [`${base}/contacts`]: CONTACTS,
      [`${base}/full-ssn`]: { merchantContactId: 7, ssn: '521-44-7302' },
    });
    const user = userEvent.setup();
    const router = renderTab(<ContactTab profile={testProfile()} />);
    await user.click(
      await screen.findByRole('button', { name: 'Reveal the SSN of Morgan Ellison' }),
    );
    expect(await screen.findByText('521-44-7302')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide the SSN of Morgan Ellison' }));
    expect(screen.queryByText('521-44-7302')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal the SSN of Morgan Ellison' }));
    expect(await screen.findByText('521-44-7302')).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/tab'));
    expect(await screen.findByText('***-**-7302')).toBeInTheDocument();
    expect(screen.queryByText('521-44-7302')).not.toBeInTheDocument();
  });

  it('offers no Reveal without can-edit-merchant-advanced-info', async () => {
    signInAdmin(['can-view-merchant-info']);
    fakeApi({ [`${base}/contacts`]: CONTACTS, '/api/admin/roles': { permissions: {} } });
    renderTab(<ContactTab profile={testProfile()} />);
    expect(await screen.findByText('***-**-7302')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    fakeApi({ [`${base}/contacts`]: { primaryContact: null, owners: [] } });
    renderTab(<ContactTab profile={testProfile()} />);
    expect(await screen.findByText('No primary contact is on file.')).toBeInTheDocument();
    expect(screen.getByText('No beneficial owners or officers are on file.')).toBeInTheDocument();
  });

  it('says when the contacts could not be loaded', async () => {
    fakeApi({
      [`${base}/contacts`]: () => json(404, { error_message: 'Merchant account not found.' }),
    });
    renderTab(<ContactTab profile={testProfile()} />);
    expect(await screen.findByText('The contacts could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Merchant account not found.')).toBeInTheDocument();
  });
});

describe('BankingTab', () => {
  it('shows the bank information masked and reveals the account number', async () => {
    fakeApi({
      [`${base}/banking`]: BANKING,
      [`${base}/bank-account`]: { bankAccountNumber: '000123456789' },
    });
    const user = userEvent.setup();
    renderTab(<BankingTab profile={testProfile()} />);
    expect(screen.getByText('Loading the bank information…')).toBeInTheDocument();
    expect(await screen.findByText('****6789')).toBeInTheDocument();
    expect(screen.getByText('****0021')).toBeInTheDocument();
    expect(screen.getByText('Friday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal the account number' }));
    expect(await screen.findByText('000123456789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide the account number' }));
    expect(screen.queryByText('000123456789')).not.toBeInTheDocument();
  });

  it('edits the bank information in a dialog', async () => {
    const requests = fakeApi({
      [`${base}/banking`]: BANKING,
      [`POST ${base}/banking-info`]: { ...BANKING, bankAccountNumberLastFour: '4321' },
    });
    const user = userEvent.setup();
    renderTab(<BankingTab profile={testProfile()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit bank information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank information' });
    await user.type(within(dialog).getByLabelText(/Routing number/), '011000015');
    await user.type(within(dialog).getByLabelText(/Account number/), '000987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        bankName: 'First Harbor Bank',
        bankAccountType: 'checking',
        bankAccountOwnershipType: 'business',
        bankAccountNumber: '000987654321',
        bankRoutingNumber: '011000015',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('UsersTab', () => {
  const USERS = {
    data: [
      {
        id: 3,
        firstname: 'Ada',
        lastname: 'Admin',
        email: 'ada@example.com',
        phone: null,
        lastLogin: null,
        access: 1,
        isAdmin: true,
        enabled: true,
      },
    ],
  };

  it('lists the users with View and Unassign; unassign asks first and says a refusal', async () => {
    const requests = fakeApi({
      [`${base}/users`]: USERS,
      [`${base}/merchantusers`]: { data: [] },
      [`DELETE /api/v2/admin/users/3/fromMerchant/${MERCHANT_ID}`]: () =>
        json(422, {
          error_message:
            'The account needs at least one merchant admin with access: make another user an admin first.',
        }),
    });
    const user = userEvent.setup();
    renderTab(<UsersTab profile={testProfile()} />);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Merchant admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ada Admin' })).toHaveAttribute(
      'href',
      '/admin/users/3',
    );
    expect(screen.getByText('No user has been unassigned.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unassign Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unassign user' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(
      await within(dialog).findByText(/needs at least one merchant admin/),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the empty state and no Unassign without can-view-users', async () => {
    signInAdmin(['can-view-merchant-info']);
    fakeApi({
      [`${base}/users`]: { data: [] },
      [`${base}/merchantusers`]: { data: [] },
      '/api/admin/roles': { permissions: {} },
    });
    renderTab(<UsersTab profile={testProfile()} />);
    expect(
      await screen.findByText('No portal users are assigned to this merchant.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unassign/ })).not.toBeInTheDocument();
  });
});

describe('NotificationsTab', () => {
  it('turns a setting off and adds a recipient', async () => {
    let state = NOTIFICATIONS;
    const answer = (next: typeof NOTIFICATIONS) => () => {
      state = next;
      return json(200, state);
    };
    const requests = fakeApi({
      [`GET ${base}/notifications`]: () => json(200, state),
      [`POST ${base}/dispute-notifications`]: answer({
        ...NOTIFICATIONS,
        settings: { ...NOTIFICATIONS.settings, disputeNotifications: false },
      }),
      [`POST ${base}/notifications/subscriptions/failed-payout`]: answer({
        ...NOTIFICATIONS,
        settings: { ...NOTIFICATIONS.settings, disputeNotifications: false },
        subscriptions: { ...NOTIFICATIONS.subscriptions, 'failed-payout': ['pay@example.com'] },
      }),
    });
    const user = userEvent.setup();
    renderTab(<NotificationsTab profile={testProfile()} />);
    const dispute = await screen.findByRole('switch', { name: 'Dispute notifications' });
    expect(dispute).toBeChecked();
    expect(screen.getByText('ops@example.com')).toBeInTheDocument();
    await user.click(dispute);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Dispute notifications' })).not.toBeChecked(),
    );
    expect(requests.find((r) => r.url.pathname.endsWith('/dispute-notifications'))?.body).toEqual({
      enabled: false,
    });

    const field = screen.getByLabelText('Add a recipient of failed payout e-mails');
    await user.type(field, 'not-an-address');
    await user.click(
      within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Add' }),
    );
    expect(await screen.findByText('The email is invalid')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'pay@example.com');
    await user.click(
      within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Add' }),
    );
    expect(await screen.findByText('pay@example.com')).toBeInTheDocument();
  });

  it('says when the notifications could not be loaded', async () => {
    fakeApi({
      [`${base}/notifications`]: () => json(404, { error_message: 'Merchant account not found.' }),
    });
    renderTab(<NotificationsTab profile={testProfile()} />);
    expect(await screen.findByText('The notifications could not be loaded')).toBeInTheDocument();
  });
});

describe('DocumentsTab', () => {
  it("shows only 'Not Allowed' without can-view-documents, and calls nothing", async () => {
    signInAdmin(['can-view-merchant-info']);
    const requests = fakeApi({ '/api/admin/roles': { permissions: {} } });
    renderTab(<DocumentsTab profile={testProfile()} />);
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith(`${base}/documents`))).toBe(false);
  });

  it('lists the documents, filters by type, and deletes one after a confirmation', async () => {
    const requests = fakeApi({
      [`${base}/documents`]: (url) =>
        json(200, { data: url.searchParams.get('document_type') === '1' ? [] : DOCUMENTS }),
      [`DELETE ${base}/documents/31`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderTab(<DocumentsTab profile={testProfile()} />);
    expect(await screen.findByText('voidedCheck.pdf')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Voided check' })).toBeInTheDocument();
    expect(screen.getByText('2 kb')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete voidedCheck.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));

    await user.click(screen.getByPlaceholderText('Every type'));
    await user.click(await screen.findByRole('option', { name: 'Photo ID of the contact' }));
    expect(await screen.findByText('No documents of these types.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('document_type') === '1')).toBe(true);
  });
});
