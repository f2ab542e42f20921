// @vitest-environment jsdom
import type { MerchantAccount } from '@paydesk/domain/merchant-account';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LimitIncreaseModal } from './limit-increase-modal';

const account = {
  id: 100001,
  currency: 'USD',
  limits: {
    ccPerTransactionLimit: 500_000,
    ccPerMonthLimit: 2_500_000,
    achPerTransactionLimit: null,
    achPerMonthLimit: 5_000_000,
    ccRefundLineOfCredit: null,
  },
} as MerchantAccount;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The limit-increase calls the modal made (the error log's calls are left out). */
function limitCalls(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/limit-increase'))
    .map(([, init]) => ({
      key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      body: JSON.parse(String(init?.body)) as unknown,
    }));
}

describe('LimitIncreaseModal', () => {
  let answers: Response[];
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/limit-increase')
      ? (answers.shift() ?? json(500, { error_message: 'No answer left' }))
      : json(201, {}),
  );

  beforeEach(() => {
    answers = [];
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () =>
    renderWithProviders(
      <LimitIncreaseModal opened onClose={vi.fn()} account={account} limitsEmail="limits@x.test" />,
    );

  it('checks the form with the domain schema before sending', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByText('Current monthly card limit: $25,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Enter the monthly limit you need')).toBeInTheDocument();
    expect(screen.getByText('Tell us why you need a higher limit')).toBeInTheDocument();
    expect(limitCalls(fetchMock)).toEqual([]);
  });

  it('sends cents with one Idempotency-Key per submission, kept on retry', async () => {
    const user = userEvent.setup();
    answers = [
      json(503, { error_message: 'The limits service is busy.' }),
      json(201, { id: 7, message: 'We received your request.', contactEmail: 'limits@x.test' }),
    ];
    open();
    await user.type(screen.getByRole('textbox', { name: /Requested monthly limit/ }), '50000');
    await user.type(screen.getByRole('textbox', { name: /Why do you need/ }), 'Holiday season');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The limits service is busy.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();

    const calls = limitCalls(fetchMock);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toEqual({
      kind: 'card',
      requestedMonthlyLimit: 5_000_000,
      reason: 'Holiday season',
    });
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it("puts the server's field errors under the fields", async () => {
    const user = userEvent.setup();
    answers = [
      json(400, {
        error_message: "Input validation error. Details are available in 'errors' section.",
        errors: { reason: ['Tell us more about why'] },
      }),
    ];
    open();
    await user.type(screen.getByRole('textbox', { name: /Requested monthly limit/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Why do you need/ }), 'More');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Tell us more about why')).toBeInTheDocument();
    await waitFor(() => expect(limitCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
