// @vitest-environment jsdom

import { MERCHANT_ALERT_MESSAGES } from '@paydesk/domain/merchant-alerts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { AlertDialog } from './alert-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AlertDialog (Create alert)', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      return json(201, { id: 9, ...body, isActive: true, createdAt: '2026-11-25T00:00:00.000Z' });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the type, title and message messages on an empty submit, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AlertDialog opened onClose={() => {}} merchantId={100001} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(
      await within(dialog).findByText(MERCHANT_ALERT_MESSAGES.typeRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(MERCHANT_ALERT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MERCHANT_ALERT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid alert with an Idempotency-Key and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<AlertDialog opened onClose={onClose} merchantId={100002} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' });
    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'warning');
    await user.type(within(dialog).getByLabelText(/Title/), '  Payouts paused ');
    await user.type(within(dialog).getByLabelText(/Message/), 'We are reviewing activity.');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(
      String(input instanceof Request ? input.url : input),
      'http://paydesk.test',
    );
    expect(url.pathname).toBe('/api/admin/merchants/100002/alert');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'warning',
      title: 'Payouts paused',
      message: 'We are reviewing activity.',
    });
  });

  it("shows the server's message when the create fails", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error_message: 'Merchant account not found.' }));
    const user = userEvent.setup();
    renderWithProviders(<AlertDialog opened onClose={() => {}} merchantId={100001} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' });
    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'error');
    await user.type(within(dialog).getByLabelText(/Title/), 'T');
    await user.type(within(dialog).getByLabelText(/Message/), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('Merchant account not found.')).toBeInTheDocument();
  });
});
