// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useListState } from '../list-state/use-list-state';
import { ListSearch } from './list-search';
import { demoSpec, renderListAt } from './list-test-kit';

function Harness() {
  return (
    <ListSearch
      list={useListState(demoSpec)}
      label="Search payments"
      help={<p>last4:4242 finds the card ending 4242</p>}
    />
  );
}

describe('ListSearch', () => {
  it('submits at once on Enter, clears with ×, and follows the URL', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<Harness />, '/list?page=4&range=today');
    const box = screen.getByRole('textbox', { name: 'Search payments' });
    await user.type(box, 'ann lee{Enter}');
    // At once, not after the pause; the page starts again at 1.
    expect(view.params().get('search')).toBe('ann lee');
    expect(view.params().get('page')).toBeNull();
    expect(view.params().get('range')).toBe('today');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(view.params().get('search')).toBeNull());
    expect(box).toHaveValue('');

    // Changed elsewhere (a link, Back): the box shows it.
    await act(() => view.router.navigate('/list?search=bob'));
    expect(box).toHaveValue('bob');
  });

  it('opens the search help from its button and closes it with Escape, focus staying there', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />, '/list');
    const button = screen.getByRole('button', { name: 'Search help' });
    await user.click(button);
    expect(await screen.findByText('last4:4242 finds the card ending 4242')).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByText('last4:4242 finds the card ending 4242')).toBeNull(),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
