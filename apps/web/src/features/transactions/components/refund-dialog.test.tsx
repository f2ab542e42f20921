// @vitest-environment jsdom
// The form loads its schema when it opens; here it is in memory already.
import '@paydesk/domain/transactions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { detailFixture, saleFixture } from '../testing/transaction-fixtures';
import { RefundForm } from './refund-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function refundCalls() {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/refund'))
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      body: JSON.parse(String(init?.body)) as unknown,
    }));
}

const amount = () => screen.getByRole('textbox', { name: /Amount to refund/ });

describe('the refund form', () => {
  let answers: Response[];
  beforeEach(() => {
    answers = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/refund')
        ? (answers.shift() ?? json(500, { error_message: 'No answer left' }))
        : json(201, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  // $46.08 sale, $10.00 refunded already: $36.08 left.
  const detail = detailFixture();
  const open = (onClose = vi.fn()) => {
    renderWithProviders(<RefundForm detail={detail} onClose={onClose} />);
    return onClose;
  };

  it('starts at what is left to refund and says what stays after it', async () => {
    const user = userEvent.setup();
    open();
    expect(amount()).toHaveValue('$36.08');
    expect(screen.getByText(/Up to \$36\.08/)).toBeInTheDocument();
    expect(screen.getByText(/\$10\.00 refunded already/)).toBeInTheDocument();
    expect(screen.getByText('Left to refund afterwards:')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Refund $36.08' })).toBeInTheDocument();

    await user.clear(amount());
    await user.type(amount(), '12.5');
    expect(screen.getByText('Left to refund afterwards:')).toHaveTextContent('$23.58');
    expect(screen.getByRole('button', { name: 'Refund $12.50' })).toBeInTheDocument();
  });

  it('refuses more than is left, nothing, and less than a cent, before sending', async () => {
    const user = userEvent.setup();
    open();
    await user.clear(amount());
    await user.type(amount(), '36.09');
    await user.tab();
    expect(await screen.findByText('At most $36.08 can be refunded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();

    await user.clear(amount());
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter an amount of at least $0.01')).toBeInTheDocument();

    await user.type(amount(), '0');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter an amount of at least $0.01')).toBeInTheDocument();
    expect(refundCalls()).toEqual([]);
  });

  it('sends cents with one Idempotency-Key, kept when the same refund is tried again', async () => {
    const user = userEvent.setup();
    const refund = saleFixture({ id: 20001, type: '-CC Refund', grossAmount: -1250 });
    answers = [
      json(503, { error_message: 'The processor is busy.' }),
      json(200, {
        transaction: refund,
        original: saleFixture({ refundedAmount: 2250 }),
        responseCode: '00',
        responseCodeDesc: 'Approved',
      }),
    ];
    const onClose = open();
    await user.clear(amount());
    await user.type(amount(), '12.50');
    await user.click(screen.getByRole('button', { name: 'Refund $12.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The processor is busy.');
    await user.click(screen.getByRole('button', { name: 'Refund $12.50' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const calls = refundCalls();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { amount: 1250, merchantId: 100001 },
    });
    expect(calls[0]?.url).toMatch(/\/api\/transactions\/10733\/refund$/);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });
});
