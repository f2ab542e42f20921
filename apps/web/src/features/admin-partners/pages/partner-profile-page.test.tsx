// @vitest-environment jsdom
import { FIELD_MESSAGES } from '@paydesk/domain/field-checks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { partnersApi, testPartnerDetail } from '../testing/partners-api';
import { PartnerProfilePage } from './partner-profile-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/partners', element: <p>Partners list</p> },
      { path: '/admin/partners/:id/profile', element: <PartnerProfilePage /> },
      { path: '/admin/merchants/:id/:tab?', element: <p>Merchant profile</p> },
    ],
    url,
  );
}

describe('PartnerProfilePage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof partnersApi>;
  const start = (options: Parameters<typeof partnersApi>[0] = {}) => {
    api = partnersApi({ detail: testPartnerDetail(), ...options });
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('shows the header, the details with the masked tax id, the e-mails and the merchants', async () => {
    start({ notifications: ['ops@northstar.test'] });
    renderAt('/admin/partners/1/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northstar Payments Partners' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Active', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/2 merchants · 1 active/)).toBeInTheDocument();
    expect(screen.getByText('•••••4321')).toBeInTheDocument();
    expect(screen.getByText('https://northstar.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    const emails = await screen.findByRole('list', { name: 'Notification e-mails' });
    expect(within(emails).getByText('ops@northstar.test')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Partner merchants' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Blue Door Bakery')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$84,500.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$612.62')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '12' })).toHaveAttribute(
      'href',
      '/admin/merchants/12',
    );
    // The month to date by default, sorted by DBA.
    const call = api.callsTo('/api/admin/partners/1/merchants')[0];
    expect(call?.url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01/);
    expect(call?.url.searchParams.get('sort')).toBe('businessCommonName');
  });

  it('reads the merchants again over the range picked, from the first page', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/1/profile?mpage=2');
    await screen.findByRole('table', { name: 'Partner merchants' });
    const first = api.callsTo('/api/admin/partners/1/merchants')[0];
    expect(first?.url.searchParams.get('page')).toBe('2');
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 3 Months' }));
    await waitFor(() =>
      expect(
        api.callsTo('/api/admin/partners/1/merchants').at(-1)?.url.searchParams.get('start_date'),
      ).not.toBe(first?.url.searchParams.get('start_date')),
    );
    const last = api.callsTo('/api/admin/partners/1/merchants').at(-1);
    expect(last?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('Last 3 Months');
  });

  it('offers the merchants of the range as a CSV file', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/1/profile');
    await screen.findByRole('table', { name: 'Partner merchants' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export CSV' });
    expect(within(dialog).getByText(/2 rows/)).toBeInTheDocument();
    expect(within(dialog).getByText(/ID, DBA, Status, .*Residual/)).toBeInTheDocument();
  });

  it('deactivates after a confirmation, then offers Activate', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/1/profile');
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('/api/admin/partners/1/status', 'PATCH')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(api.callsTo('/api/admin/partners/1/status', 'PATCH')[0]?.body).toEqual({ status: 0 });
    expect(screen.getByText('Inactive', { selector: 'span' })).toBeInTheDocument();
  });

  it('adds a notification e-mail (checking it first) and removes it', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/1/profile');
    expect(await screen.findByText('No notification e-mails yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a notification e-mail' });
    const box = within(form).getByRole('textbox', { name: 'E-mail to notify' });
    await user.type(box, 'ops@');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(FIELD_MESSAGES.email)).toBeInTheDocument();
    expect(api.callsTo('/api/admin/partners/1/notifications', 'POST')).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'ops@northstar.test');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const emails = await screen.findByRole('list', { name: 'Notification e-mails' });
    expect(within(emails).getByText('ops@northstar.test')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/partners/1/notifications', 'POST')[0]?.body).toEqual({
      email: 'ops@northstar.test',
    });
    await user.click(screen.getByRole('button', { name: 'Remove ops@northstar.test' }));
    expect(await screen.findByText('No notification e-mails yet.')).toBeInTheDocument();
    expect(
      api
        .callsTo('/api/admin/partners/1/notifications', 'DELETE')[0]
        ?.url.searchParams.get('email'),
    ).toBe('ops@northstar.test');
  });

  it('edits the details, sending only the changed fields', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/1/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit partner' });
    const website = within(form).getByRole('textbox', { name: /Website/ });
    await user.clear(website);
    await user.type(website, 'https://northstar.example');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit partner' })).toBeNull());
    expect(api.callsTo('/api/admin/partners/1', 'PATCH')[0]?.body).toEqual({
      website: 'https://northstar.example',
    });
    expect(screen.getByText('https://northstar.example')).toBeInTheDocument();
  });

  it('says when the partner has no merchants yet', async () => {
    start({ merchants: [] });
    renderAt('/admin/partners/1/profile');
    expect(await screen.findByText('This partner has no merchants yet.')).toBeInTheDocument();
  });

  it('offers Retry when the merchants cannot be read', async () => {
    start({ merchantsStatus: 500 });
    renderAt('/admin/partners/1/profile');
    expect(await screen.findByText('The merchants could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when the partner does not exist', async () => {
    start();
    renderAt('/admin/partners/99/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partner not found' }),
    ).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' to an admin without can-view-partners", async () => {
    start({ permissions: ['can-view-merchant-info'] });
    renderAt('/admin/partners/1/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
    expect(api.callsTo('/api/admin/partners/1')).toHaveLength(0);
  });
});
