// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SnapshotStrip } from './snapshot-strip';

const SNAPSHOT = {
  count: 10746,
  gross: 89_038_479,
  refunds: 3_913_684,
  fees: 1_686_821,
  net: 83_437_974,
  currency: 'USD',
};

/** The strip's figures as label -> value. */
function figures(): Record<string, string> {
  const list = screen.getByRole('region', { name: 'Totals of this view' });
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('SnapshotStrip', () => {
  it('shows count, gross, refunds and fees taken off, and net', () => {
    renderWithProviders(
      <SnapshotStrip snapshot={SNAPSHOT} stale={false} error={null} onRetry={vi.fn()} />,
    );
    expect(figures()).toEqual({
      Transactions: '10,746',
      Gross: '$890,384.79',
      Refunds: '−$39,136.84',
      Fees: '−$16,868.21',
      Net: '$834,379.74',
    });
  });

  it('shows skeletons while the first totals load, and no zero figures', () => {
    renderWithProviders(
      <SnapshotStrip snapshot={undefined} stale={false} error={null} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the totals…');
    expect(screen.queryByText('$0.00')).toBeNull();
  });

  it('keeps the last totals dimmed while the next filter loads', () => {
    renderWithProviders(<SnapshotStrip snapshot={SNAPSHOT} stale error={null} onRetry={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Totals of this view' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('offers Retry when the totals could not be read', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(
      <SnapshotStrip
        snapshot={undefined}
        stale={false}
        error={new Error('down')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The totals of this view could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
