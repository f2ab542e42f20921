// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { checkoutApi, TOKEN } from '../testing/checkout-api';
import { PaymentLinkPage } from './payment-link-page';

vi.mock('../../../shared/notifications/notify', () => ({ notify: vi.fn() }));

function renderAt(url: string) {
  return renderRoutesAt(
    [
      {
        path: '/checkout/:accountId/payment-links/:paymentLinkToken',
        element: <PaymentLinkPage />,
      },
    ],
    url,
  );
}

describe('PaymentLinkPage', () => {
  signedInHolding([100001]);
  let api: ReturnType<typeof checkoutApi>;
  beforeEach(() => {
    api = checkoutApi();
    vi.stubGlobal('fetch', api.fetchMock);
  });

  it('shows the link to share, copies it (Copied for a while) and draws its QR code', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderAt(`/checkout/100001/payment-links/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring workshop' }),
    ).toBeInTheDocument();
    const url = `${window.location.origin}/pay/${TOKEN}`;
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: `QR code of the link ${url}` }),
    ).toBeInTheDocument();
    // Its payments: the transactions list filtered by the link.
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(
      within(payments).getByRole('link', { name: 'See them in Transactions' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/transaction-detail\/100001\?payment_link_id=9&from=2026-11-02&to=/),
    );
    expect(
      api.callsTo('/api/merchants/100001/transactions')[0]?.url.searchParams.get('payment_link_id'),
    ).toBe('9');
  });

  it('asks before deactivating, then shows the link as Deactivated', async () => {
    const user = userEvent.setup();
    renderAt(`/checkout/100001/payment-links/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this link?' });
    expect(dialog).toHaveTextContent('This payment link is no longer active.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(
        api.callsTo(`/api/merchants/100001/payment-links/${TOKEN}/deactivate`, 'POST'),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail link' })).toBeDisabled();
  });

  it('e-mails the link to an address', async () => {
    const user = userEvent.setup();
    renderAt(`/checkout/100001/payment-links/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'E-mail link' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail link' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'Ann@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        api.callsTo(`/api/merchants/100001/payment-links/${TOKEN}/share`, 'POST'),
      ).toHaveLength(1),
    );
    expect(
      api.callsTo(`/api/merchants/100001/payment-links/${TOKEN}/share`, 'POST')[0]?.body,
    ).toMatchObject({ email: 'ann@example.com' });
  });

  it('says so for a link that is not found', async () => {
    renderAt('/checkout/100001/payment-links/ZzZzZzZzZzZzZzZzZzZzZz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment link not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payment links' })).toHaveAttribute(
      'href',
      '/checkout/100001/payment-links',
    );
  });
});
