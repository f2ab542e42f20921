// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useListState } from '../list-state/use-list-state';
import { FilterChips } from './filter-chips';
import { demoSpec, renderListAt } from './list-test-kit';

function Harness() {
  return <FilterChips list={useListState(demoSpec)} />;
}

describe('FilterChips', () => {
  it('shows a chip per active filter and the search; × removes one, page back to 1', async () => {
    const user = userEvent.setup();
    const view = renderListAt(
      <Harness />,
      '/list?page=3&range=last-7-days&search=ann&card_brand=Visa,ACH&amount_min=1000&amount_max=5000&status=declined',
    );
    const chips = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(chips).toEqual([
      'Search: ann',
      'Brand: Visa, ACH',
      'Status: Declined',
      'Amount: $10.00 – $50.00',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Brand: Visa, ACH' }));
    await waitFor(() => expect(view.params().get('card_brand')).toBeNull());
    expect(view.params().toString()).toBe(
      'range=last-7-days&search=ann&amount_min=1000&amount_max=5000&status=declined',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Amount: $10.00 – $50.00' }));
    await waitFor(() => expect(view.params().get('amount_min')).toBeNull());
    expect(view.params().get('amount_max')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(view.params().toString()).toBe('range=last-7-days'));
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
