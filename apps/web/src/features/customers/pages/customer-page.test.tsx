// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { customersApi } from '../testing/customers-api';
import { CustomerPage } from './customer-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/customers-report/:accountId', element: <p>Customers list</p> },
      { path: '/customers-report/:accountId/:customerId', element: <CustomerPage /> },
    ],
    url,
  );
}

describe('CustomerPage', () => {
  signedInHolding([100001]);
  let api: ReturnType<typeof customersApi>;
  beforeEach(() => {
    api = customersApi();
    vi.stubGlobal('fetch', api.fetchMock);
  });

  it('shows the customer, their totals, methods, latest payments and subscriptions', async () => {
    renderAt('/customers-report/100001/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(screen.getByText('+1 503 555 0100')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Payments3');
    expect(totals).toHaveTextContent('Volume$150.50');
    expect(totals).toHaveTextContent('Refunds$25.00');
    expect(totals).toHaveTextContent('Net volume$125.50');

    const methods = screen.getByRole('list', { name: 'Payment methods' });
    expect(within(methods).getAllByRole('listitem')).toHaveLength(2);
    expect(methods).toHaveTextContent('Visa •••• 4242');
    expect(methods).toHaveTextContent('ACH •••• 6789');

    const payments = screen.getByRole('region', { name: 'Latest payments' });
    expect(within(payments).getByRole('link', { name: '$50.00 · T-9001' })).toHaveAttribute(
      'href',
      '/transaction-detail/100001/9001',
    );
    expect(payments).toHaveTextContent('$25.00 refunded');

    const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
    expect(subscriptions).toHaveTextContent('$19.99 every month');
    expect(subscriptions).toHaveTextContent('Next charge Dec 1, 2026 · Cancels Jan 1, 2027');
    expect(subscriptions).toHaveTextContent('Cancellation requested');
  });

  it('edits the customer: prefilled, and only the changed fields are sent', async () => {
    const user = userEvent.setup();
    renderAt('/customers-report/100001/501');
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+1 503 555 0100');
    await user.clear(phone);
    await user.type(phone, '503 555 0199');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('/api/merchants/100001/customers/501', 'PATCH')).toHaveLength(1),
    );
    const [patch] = api.callsTo('/api/merchants/100001/customers/501', 'PATCH');
    expect(patch?.body).toEqual({ phone: '503 555 0199' });
    expect(patch?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit customer' })).not.toBeInTheDocument(),
    );
  });

  it('says when nothing was changed, without calling', async () => {
    const user = userEvent.setup();
    renderAt('/customers-report/100001/501');
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Change at least one field.')).toBeVisible();
    expect(api.callsTo('/api/merchants/100001/customers/501', 'PATCH')).toHaveLength(0);
  });

  it('says an unknown customer is not found and leads back to the list', async () => {
    renderAt('/customers-report/100001/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Customer not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/customers-report/100001',
    );
  });
});
