// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { customersApi } from '../testing/customers-api';
import { CustomersPage } from './customers-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/customers-report/:accountId', element: <CustomersPage /> },
      { path: '/customers-report/:accountId/:customerId', element: <p>Customer page</p> },
    ],
    url,
  );
}

describe('CustomersPage', () => {
  signedInHolding([100001]);
  let api: ReturnType<typeof customersApi>;
  const start = (options?: Parameters<typeof customersApi>[0]) => {
    api = customersApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('lists the customers by name, with their figures, each opening their page', async () => {
    start();
    renderAt('/customers-report/100001');
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Name', 'E-mail', 'Phone', 'Created', 'Lifetime volume']));
    expect(within(table).getAllByText('$125.50')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/customers-report/100001/501',
    );
    const first = api.callsTo('/api/merchants/100001/customers')[0];
    expect(first?.url.searchParams.get('sort')).toBe('name');
  });

  it('searches by what is typed: the request carries `search`', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/customers-report/100001');
    const table = await screen.findByRole('table', { name: 'Customers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Search customers' }), 'sam{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const searched = api
      .callsTo('/api/merchants/100001/customers')
      .find((call) => call.url.searchParams.get('search') === 'sam');
    expect(searched).toBeDefined();
    expect(within(table).getByRole('link', { name: 'Sam Lee' })).toBeInTheDocument();
  });

  it('says there are no customers yet and offers to create one', async () => {
    start({ customers: [] });
    renderAt('/customers-report/100001');
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New customer' })).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it("shows the server's field message under its field, then creates and opens the customer", async () => {
    start();
    const user = userEvent.setup();
    const router = renderAt('/customers-report/100001');
    await screen.findByRole('table', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    // The schema's own rule first, without calling.
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(api.callsTo('/api/merchants/100001/customers', 'POST')).toHaveLength(0);

    // The server's refusal lands under the field.
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText('This e-mail is refused by the server.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const [refused] = api.callsTo('/api/merchants/100001/customers', 'POST');
    expect(refused?.headers.get('Idempotency-Key')).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'Ada@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/customers-report/100001/600'),
    );
    const posts = api.callsTo('/api/merchants/100001/customers', 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'USA',
    });
    expect(posts[1]?.headers.get('Idempotency-Key')).not.toBe(
      posts[0]?.headers.get('Idempotency-Key'),
    );
  });
});
