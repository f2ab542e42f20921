// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { ctasApi } from '../testing/ctas-api';
import { CtaEditPage } from './cta-edit-page';

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/admin/tools/ctas', element: <p>Campaign list</p> },
      { path: '/admin/tools/ctas/:id/edit', element: <CtaEditPage /> },
    ],
    url,
  );

describe('CtaEditPage', () => {
  signedInHolding([]);

  it('shows the counts, the assignments and the completed submissions with their documents', async () => {
    vi.stubGlobal('fetch', ctasApi().fetchMock);
    renderAt('/admin/tools/ctas/7/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your bank account' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Assignments' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    // Only the outstanding one can be unassigned.
    expect(within(table).getAllByRole('button', { name: /^Unassign/ })).toHaveLength(1);
    const submission = await screen.findByRole('article', { name: 'Elm Street Bakery (100004)' });
    expect(within(submission).getByText('6789')).toBeVisible();
    expect(within(submission).getByRole('link', { name: 'check.png' })).toHaveAttribute(
      'href',
      '/api/admin/merchants/100004/documents/55/download',
    );
  });

  it('hides the documents from an admin who may not view them', async () => {
    vi.stubGlobal('fetch', ctasApi({ documentsVisible: false }).fetchMock);
    renderAt('/admin/tools/ctas/7/edit');
    const submission = await screen.findByRole('article', { name: 'Elm Street Bakery (100004)' });
    expect(within(submission).getByText(/needs the can-view-documents permission/)).toBeVisible();
    expect(within(submission).queryByRole('link', { name: 'check.png' })).toBeNull();
  });

  it('sends only the changed fields when saved', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/7/edit');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Verify your bank account now');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('/api/admin/cta/7', 'PATCH')).toHaveLength(1));
    expect(api.callsTo('/api/admin/cta/7', 'PATCH')[0]?.body).toEqual({
      title: 'Verify your bank account now',
    });
  });

  it('assigns by filter after showing the live count', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/7/edit');
    await user.click(await screen.findByRole('tab', { name: 'By filter' }));
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '1');
    expect(
      await screen.findByText('12 merchants match; 0 merchants already have it.'),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'USA');
    await user.click(screen.getByRole('combobox', { name: 'Partner' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Partners' }));
    expect(await screen.findByText('1 merchant match; 0 merchants already have it.')).toBeVisible();
    const count = api.callsTo('/api/admin/cta/merchant-count').at(-1);
    expect(Object.fromEntries(count?.url.searchParams ?? [])).toEqual({
      status: '1',
      country: 'USA',
      partner_id: '4',
      cta_id: '7',
    });
    await user.click(screen.getByRole('button', { name: 'Assign to 1 merchant' }));
    expect(await screen.findByText('Assigned to 1 merchant')).toBeVisible();
    expect(api.callsTo('/api/admin/cta/7/assign', 'POST')[0]?.body).toEqual({
      filter: { status: 1, partnerId: 4, country: 'USA' },
    });
  });

  it('uploads a CSV of ids as multipart and lists the refused lines', async () => {
    const api = ctasApi({
      answers: {
        'POST /api/admin/cta/7/assign-csv': [
          400,
          {
            error_message: 'Validation failed',
            errors: { file: ['Line 3: cells starting with =, +, -, @ are refused'] },
          },
        ],
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/7/edit');
    await user.click(await screen.findByRole('tab', { name: 'CSV file' }));
    const file = new File(['merchant_id\n100003\n=1+1\n'], 'ids.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload and assign' }));
    expect(
      await screen.findByText('Line 3: cells starting with =, +, -, @ are refused'),
    ).toBeVisible();
    const [call] = api.callsTo('/api/admin/cta/7/assign-csv', 'POST');
    expect(call?.body).toBeInstanceOf(FormData);
    expect(call?.headers.get('content-type')).toBeNull();
  });

  it('unassigns an outstanding merchant after a confirmation', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/7/edit');
    await user.click(
      await screen.findByRole('button', { name: 'Unassign Driftwood Books (100003)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unassign this merchant?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/cta/7/merchant/100003', 'DELETE')).toHaveLength(1),
    );
  });

  it('resends the e-mail and deletes the campaign after confirmations', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/7/edit');
    await user.click(await screen.findByRole('button', { name: 'Resend e-mail' }));
    const resend = await screen.findByRole('dialog', { name: 'Resend the e-mail?' });
    await user.click(within(resend).getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(api.callsTo('/api/admin/cta/7/resend', 'POST')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this call to action?' });
    expect(confirm).toHaveTextContent('The merchant who has not answered no longer sees it.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign list')).toBeVisible();
    expect(api.callsTo('/api/admin/cta/7', 'DELETE')).toHaveLength(1);
  });

  it('says when the campaign does not exist', async () => {
    vi.stubGlobal('fetch', ctasApi({ campaigns: [] }).fetchMock);
    renderAt('/admin/tools/ctas/99/edit');
    expect(await screen.findByRole('heading', { name: 'Call to action not found' })).toBeVisible();
  });
});
