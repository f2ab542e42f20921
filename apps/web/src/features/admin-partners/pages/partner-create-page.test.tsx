// @vitest-environment jsdom
import { FIELD_MESSAGES } from '@paydesk/domain/field-checks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { partnersApi } from '../testing/partners-api';
import { PartnerCreatePage } from './partner-create-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/partners', element: <p>Partners list</p> },
      { path: '/admin/partners/create', element: <PartnerCreatePage /> },
      { path: '/admin/partners/:id/profile', element: <p>Partner profile</p> },
    ],
    url,
  );
}

describe('PartnerCreatePage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof partnersApi>;
  const start = (options?: Parameters<typeof partnersApi>[0]) => {
    api = partnersApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('shows only the first message of a field, once it is touched', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/create');
    const taxId = await screen.findByRole('textbox', { name: /Tax ID\/EIN/ });
    await user.type(taxId, '123-45-6789');
    expect(screen.queryByText(FIELD_MESSAGES.placeholderTaxId)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.placeholderTaxId)).toBeInTheDocument();
    await user.clear(taxId);
    await user.type(taxId, '12');
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.taxId)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'nobody@');
    await user.tab();
    expect(await screen.findByText('The email is invalid')).toBeInTheDocument();
    const website = screen.getByRole('textbox', { name: /Website/ });
    await user.type(website, 'not a site');
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.url)).toBeInTheDocument();
    // Untouched fields say nothing yet.
    expect(screen.queryByText(FIELD_MESSAGES.required)).not.toBeInTheDocument();
    expect(api.callsTo('/api/admin/partners', 'POST')).toHaveLength(0);
  });

  it('creates the partner with the cleaned values and opens its profile', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners/create');
    await user.type(
      await screen.findByRole('textbox', { name: /Partner name/ }),
      'Cedar Referral Co',
    );
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mara');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Quill');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'Mara@Cedar.test');
    await user.type(screen.getByRole('textbox', { name: /Tax ID\/EIN/ }), '47-1234567');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText('Partner profile')).toBeInTheDocument();
    const [call] = api.callsTo('/api/admin/partners', 'POST');
    expect(call?.body).toMatchObject({
      name: 'Cedar Referral Co',
      firstName: 'Mara',
      lastName: 'Quill',
      email: 'mara@cedar.test',
      taxId: '471234567',
    });
  });

  it('puts the server’s field messages under the fields', async () => {
    start({
      createAnswer: {
        status: 400,
        body: {
          error_message: "Input validation error. Details are available in 'errors' section.",
          errors: { email: ['The email is invalid'] },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/partners/create');
    await user.type(await screen.findByRole('textbox', { name: /Partner name/ }), 'Cedar');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mara');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Quill');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'mara@cedar.test');
    await user.type(screen.getByRole('textbox', { name: /Tax ID\/EIN/ }), '471234567');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    await waitFor(() => expect(screen.getByText('The email is invalid')).toBeInTheDocument());
  });
});
