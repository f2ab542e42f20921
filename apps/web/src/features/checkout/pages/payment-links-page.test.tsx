// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { checkoutApi, testLinkRow } from '../testing/checkout-api';
import { PaymentLinksPage } from './payment-links-page';

vi.mock('../../../shared/notifications/notify', () => ({ notify: vi.fn() }));

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/checkout/:accountId/payment-links', element: <PaymentLinksPage /> },
      { path: '/checkout/:accountId/payment-links/:paymentLinkToken', element: <p>Link page</p> },
    ],
    url,
  );
}

describe('PaymentLinksPage', () => {
  signedInHolding([100001]);
  let api: ReturnType<typeof checkoutApi>;
  const start = (options?: Parameters<typeof checkoutApi>[0]) => {
    api = checkoutApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('lists the links newest first with amount, status, payments and volume', async () => {
    start({
      links: [
        testLinkRow(),
        testLinkRow({
          id: 10,
          token: 'ZzZzZzZzZzZzZzZzZzZzZz',
          title: 'Tip jar',
          amountType: 'open',
          amount: null,
          active: false,
          state: 'deactivated',
        }),
      ],
    });
    renderAt('/checkout/100001/payment-links');
    const table = await screen.findByRole('table', { name: 'Payment links' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('link', { name: 'Spring workshop' })).toHaveAttribute(
      'href',
      '/checkout/100001/payment-links/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(within(table).getByText('$45.00')).toBeInTheDocument();
    expect(within(table).getByText('Payer chooses')).toBeInTheDocument();
    expect(within(table).getByText('Deactivated')).toBeInTheDocument();
    expect(within(table).getAllByText('$180.00')).toHaveLength(2);
    const first = api.callsTo('/api/merchants/100001/payment-links')[0];
    expect(first?.url.searchParams.get('sort')).toBe('-createdAt');
  });

  it('filters on the switch through the URL: active=false is sent', async () => {
    start();
    renderAt('/checkout/100001/payment-links?active=false');
    await screen.findByRole('table', { name: 'Payment links' });
    await waitFor(() =>
      expect(
        api.callsTo('/api/merchants/100001/payment-links')[0]?.url.searchParams.get('active'),
      ).toBe('false'),
    );
  });

  it('invites the first link when there is none', async () => {
    start({ links: [] });
    renderAt('/checkout/100001/payment-links');
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New payment link' })).toHaveLength(2);
  });

  it('creates a fixed-amount link in cents and opens its page', async () => {
    start();
    const user = userEvent.setup();
    const router = renderAt('/checkout/100001/payment-links');
    await screen.findByRole('table', { name: 'Payment links' });
    await user.click(screen.getByRole('button', { name: 'New payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment link' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Deposit');
    await user.click(within(dialog).getByRole('radio', { name: 'Fixed amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '120.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Payment limit/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(api.callsTo('/api/merchants/100001/payment-links', 'POST')).toHaveLength(1),
    );
    expect(api.callsTo('/api/merchants/100001/payment-links', 'POST')[0]?.body).toEqual({
      title: 'Deposit',
      description: '',
      amountType: 'fixed',
      amount: 12050,
      expiresAt: null,
      maxPayments: 3,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/checkout/100001/payment-links/NeWtOkEnNeWtOkEnNeWtOk',
      ),
    );
  });

  it('asks for a product before a products link is sent', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/checkout/100001/payment-links?dialog=new');
    const dialog = await screen.findByRole('dialog', { name: 'New payment link' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Kit');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Add at least one product.')).toBeInTheDocument();
    expect(api.callsTo('/api/merchants/100001/payment-links', 'POST')).toHaveLength(0);
  });

  it('sells products: the payer may change a quantity within its limits, at a pricing list', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/checkout/100001/payment-links?dialog=new');
    const dialog = await screen.findByRole('dialog', { name: 'New payment link' });
    expect(api.callsTo('/api/merchants/100001/products')[0]?.url.searchParams.get('active')).toBe(
      'true',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Dinner');
    const picker = within(dialog).getByRole('combobox', { name: 'Add a product' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Tasting menu · $64.50' }));
    const item = within(dialog).getByRole('list', { name: 'Products on the link' });
    expect(item).toHaveTextContent('Tasting menu');
    const quantity = within(item).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByText('$129.00')).toBeInTheDocument();
    await user.click(
      within(item).getByRole('checkbox', { name: 'The payer may change the quantity' }),
    );
    const max = within(item).getByRole('textbox', { name: 'Maximum' });
    await user.clear(max);
    await user.type(max, '6');
    await user.click(within(dialog).getByRole('combobox', { name: /Pricing list/ }));
    await user.click(await screen.findByRole('option', { name: 'Members' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(api.callsTo('/api/merchants/100001/payment-links', 'POST')).toHaveLength(1),
    );
    expect(api.callsTo('/api/merchants/100001/payment-links', 'POST')[0]?.body).toEqual({
      title: 'Dinner',
      description: '',
      amountType: 'items',
      items: [
        { productId: 7, quantity: 2, adjustableQuantity: true, minQuantity: 1, maxQuantity: 6 },
      ],
      pricingListId: 3,
      expiresAt: null,
      maxPayments: null,
    });
  });
});
