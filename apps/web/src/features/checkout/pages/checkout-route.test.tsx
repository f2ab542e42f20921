// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testMerchant, testProfile } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { checkoutApi } from '../testing/checkout-api';
import { CheckoutRoute } from './checkout-route';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/checkout/:accountId', element: <CheckoutRoute /> },
      { path: '/checkout/:accountId/payment-links/:paymentLinkToken?', element: <CheckoutRoute /> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('CheckoutRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it('opens the payment links of an account with checkout', async () => {
    vi.stubGlobal('fetch', checkoutApi().fetchMock);
    useAccountStore
      .getState()
      .setData({ profile: testProfile(), merchants: [testMerchant(100001)] });
    renderAt('/checkout/100001/payment-links');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment links' }),
    ).toBeInTheDocument();
  });
});
