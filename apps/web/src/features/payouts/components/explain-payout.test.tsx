// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { DepositDetail } from '../api/get-deposit';
import { testDetail } from '../testing/payout-fixtures';
import { ExplainPayout } from './explain-payout';

/** The panel at /payouts/100001/728, its links built as the page builds them. */
function renderPanel(detail: DepositDetail, currentTypes = '', onFollow = vi.fn()) {
  const rowsHref = (types: readonly string[]) => {
    const params = new URLSearchParams();
    if (types.length > 0) params.set('type', types.join(','));
    return `?${params.toString()}`;
  };
  const router = createMemoryRouter(
    [
      {
        path: '/payouts/:accountId/:depositId',
        element: (
          <ExplainPayout
            detail={detail}
            rowsHref={rowsHref}
            currentTypes={currentTypes}
            onFollow={onFollow}
          />
        ),
      },
    ],
    { initialEntries: ['/payouts/100001/728'] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, onFollow, unmount: view.unmount };
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Gross to net' })).getAllByRole('listitem');

/** '+$1,750.00' -> 175000, '−$150.00' -> -15000. */
const cents = (text: string | null) => {
  const value = Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
  return text?.startsWith('−') ? -value : value;
};

describe('ExplainPayout', () => {
  it('goes from gross to net, line by line, and the lines add up to the deposit', () => {
    renderPanel(testDetail());
    expect(screen.getByRole('heading', { name: 'Explain this payout' })).toBeInTheDocument();
    expect(
      screen.getByText('How $1,750.00 of sales became the $1,456.50 deposit.'),
    ).toBeInTheDocument();
    expect(lines().map((line) => line.querySelector('span')?.textContent)).toEqual([
      'Sales and payments',
      'Refunds',
      'ACH returns',
      'Fees',
      'Chargebacks',
      'Held',
    ]);
    const amounts = screen.getAllByTestId('line-amount').map((node) => node.textContent);
    expect(amounts).toEqual(['+$1,750.00', '−$150.00', '−$100.00', '−$43.50', '$0.00', '$0.00']);
    const sum = amounts.reduce((total, text) => total + cents(text), 0);
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent('$1,456.50');
    expect(sum).toBe(145650);
    expect(screen.getByText('Adds up to the deposit')).toBeInTheDocument();

    // Counts and notes.
    expect(lines()[0]).toHaveTextContent('12 transactions');
    expect(lines()[2]).toHaveTextContent('1 transaction · Payments the bank sent back');
    expect(lines()[4]).toHaveTextContent(
      'Chargebacks are debited from the account on their own, not from payouts.',
    );
  });

  it('links each line to the batch rows of its types; empty lines link nowhere', async () => {
    const user = userEvent.setup();
    const { router, onFollow } = renderPanel(testDetail());
    const link = (name: string) => screen.getByRole('link', { name });
    const types = (name: string) =>
      new URLSearchParams(link(name).getAttribute('href')?.split('?')[1]).get('type');

    expect(types('View 12 transactions: Sales and payments')).toBe('+CC,+CK,+ACH Payment');
    expect(types('View 2 transactions: Refunds')).toBe('-CC Refund,-CK');
    expect(types('View 1 transaction: ACH returns')).toBe('ACH Payment Return');
    // Every row pays a fee: the fees line shows them all.
    expect(types('View 15 transactions: Fees')).toBeNull();
    expect(within(lines()[4] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(lines()[5] as HTMLElement).queryByRole('link')).toBeNull();
    // '+' survives the URL (it would read as a space unescaped).
    expect(link('View 12 transactions: Sales and payments').getAttribute('href')).toContain(
      'type=%2BCC%2C%2BCK%2C%2BACH+Payment',
    );

    await user.click(link('View 2 transactions: Refunds'));
    expect(router.state.location.pathname).toBe('/payouts/100001/728');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('-CC Refund,-CK');
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('marks the line whose rows the list shows (in any order), and none without a filter', () => {
    const view = renderPanel(testDetail(), '');
    expect(screen.getByRole('link', { name: 'View 15 transactions: Fees' })).not.toHaveAttribute(
      'aria-current',
    );
    view.unmount();
    renderPanel(testDetail(), '-CK,-CC Refund');
    expect(screen.getByRole('link', { name: 'View 2 transactions: Refunds' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      screen.getByRole('link', { name: 'View 12 transactions: Sales and payments' }),
    ).not.toHaveAttribute('aria-current');
  });

  it('says so when the lines do not add up to the deposit', () => {
    const detail = testDetail();
    renderPanel({
      ...detail,
      deposit: { ...detail.deposit, totalBatchDepositAmount: 145000 },
    });
    expect(screen.getByText('Off by $6.50')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'The lines add up to $1,456.50, $6.50 more than the deposit.',
    );
    expect(screen.queryByText('Adds up to the deposit')).toBeNull();
  });
});
