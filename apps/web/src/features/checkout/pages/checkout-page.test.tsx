// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { FakeUploadRequest } from '../../../shared/file-uploader/upload-test-kit';
import { notify } from '../../../shared/notifications/notify';
import { checkoutApi } from '../testing/checkout-api';
import { CheckoutPage } from './checkout-page';

vi.mock('../../../shared/notifications/notify', () => ({ notify: vi.fn() }));

function renderAt(url: string) {
  return renderRoutesAt([{ path: '/checkout/:accountId', element: <CheckoutPage /> }], url);
}

describe('CheckoutPage', () => {
  signedInHolding([100001]);
  let api: ReturnType<typeof checkoutApi>;
  beforeEach(() => {
    vi.mocked(notify).mockClear();
    api = checkoutApi();
    vi.stubGlobal('fetch', api.fetchMock);
    FakeUploadRequest.reset();
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  });

  it('shows the range’s volume, conversion, active links and top links', async () => {
    renderAt('/checkout/100001');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const volume = await screen.findByRole('region', { name: 'Volume' });
    expect(volume).toHaveTextContent('$1,250.00');
    expect(volume).toHaveTextContent('5 payments through links');
    expect(screen.getByRole('region', { name: 'Conversion' })).toHaveTextContent(
      '50%2 of 4 active links took a payment',
    );
    const top = screen.getByRole('region', { name: 'Top links' });
    expect(within(top).getByRole('link', { name: 'Spring workshop' })).toHaveAttribute(
      'href',
      '/checkout/100001/payment-links/AbCdEfGhIjKlMnOpQrStUv',
    );
    const asked = api.callsTo('/api/merchants/100001/checkout/dashboard')[0];
    expect(asked?.url.searchParams.get('timezone')).toBe('America/Los_Angeles');
    expect(asked?.url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
  });

  it('saves the settings whole, as typed, and previews the colour and message live', async () => {
    const user = userEvent.setup();
    renderAt('/checkout/100001');
    const form = await screen.findByRole('form', { name: 'Pay page settings' });
    const color = within(form).getByRole('textbox', { name: /Brand colour/ });
    await user.clear(color);
    await user.type(color, '#0B7285');
    await user.type(
      within(form).getByRole('textbox', { name: /Success message/ }),
      'See you soon!',
    );
    const preview = screen.getByRole('figure', { name: 'Pay page preview' });
    expect(within(preview).getByText('See you soon!')).toBeInTheDocument();
    expect(within(preview).getByText('Pay $25.00')).toHaveStyle({ background: '#0b7285' });
    // ACH is not allowed for this account: offered, but not to be ticked.
    expect(within(form).getByRole('checkbox', { name: 'Bank account (ACH)' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.callsTo('/api/merchants/100001/checkout/settings', 'PUT')).toHaveLength(1),
    );
    const put = api.callsTo('/api/merchants/100001/checkout/settings', 'PUT')[0];
    expect(put?.body).toEqual({
      brandColor: '#0b7285',
      logoFileId: null,
      successMessage: 'See you soon!',
      successUrl: null,
      acceptCard: true,
      acceptAch: false,
      sendReceipts: true,
      receiptReplyTo: null,
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'success', title: 'Checkout settings saved' }),
      ),
    );
  });

  it('refuses a success URL that is not https under its field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/checkout/100001');
    const form = await screen.findByRole('form', { name: 'Pay page settings' });
    await user.type(within(form).getByRole('textbox', { name: /Success URL/ }), 'http://x.com');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a full https:// address.')).toBeInTheDocument();
    expect(api.callsTo('/api/merchants/100001/checkout/settings', 'PUT')).toHaveLength(0);
  });

  it('raises the Error notification with the server’s error_message when a logo upload fails', async () => {
    const user = userEvent.setup();
    renderAt('/checkout/100001');
    await screen.findByRole('form', { name: 'Pay page settings' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Logo file'), file);
    const request = await vi.waitFor(() => FakeUploadRequest.last());
    expect(request.fields()[0]).toEqual(['type', 'checkout-images']);
    request.respond(422, { error_message: 'The image could not be read.' });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        level: 'error',
        title: 'Error',
        message: 'The image could not be read.',
      }),
    );
  });
});
