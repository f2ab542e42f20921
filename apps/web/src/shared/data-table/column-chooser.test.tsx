// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAccount } from '../../testing/account-fixtures';
import { useListState } from '../list-state/use-list-state';
import { useAccountStore } from '../stores/account-store';
import { ColumnChooser } from './column-chooser';
import { demoSpec, renderListAt } from './list-test-kit';

function Harness() {
  const list = useListState(demoSpec);
  return (
    <>
      <ColumnChooser list={list} />
      <p data-testid="shown">{list.visibleColumns.join(',')}</p>
    </>
  );
}

const shown = () => screen.getByTestId('shown').textContent;

describe('ColumnChooser', () => {
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({ remoteId: '7' }));
  });
  afterEach(() => useAccountStore.getState().clear());

  it('shows a column, in the screen\u2019s order, in the URL and in the user\u2019s memory', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<Harness />, '/list?range=today');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await waitFor(() => expect(view.params().get('dialog')).toBe('columns'));
    expect(screen.getByRole('checkbox', { name: 'Customer' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(shown()).toBe('date,customer,brand,amount,status'));
    expect(view.params().get('columns')).toBe('date,customer,brand,amount,status');
    expect(view.params().get('range')).toBe('today');
    expect(localStorage.getItem('paydesk.columns.7.demo')).toBe(
      'date,customer,brand,amount,status',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Date' }));
    await waitFor(() => expect(shown()).toBe('customer,brand,amount,status'));

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(shown()).toBe('date,customer,brand,amount'));
    expect(view.params().get('columns')).toBeNull();
    expect(localStorage.getItem('paydesk.columns.7.demo')).toBeNull();
  });

  it('remembers the choice for the same user only', async () => {
    const user = userEvent.setup();
    const first = renderListAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Note' }));
    await waitFor(() =>
      expect(localStorage.getItem('paydesk.columns.7.demo')).toBe(
        'date,customer,brand,amount,note',
      ),
    );
    first.unmount();

    // Another visit without `columns` in the URL: the remembered choice.
    renderListAt(<Harness />).unmount();
    const again = renderListAt(<Harness />);
    expect(shown()).toBe('date,customer,brand,amount,note');
    again.unmount();

    useAccountStore.getState().setData(testAccount({ remoteId: '8' }));
    renderListAt(<Harness />);
    expect(shown()).toBe('date,customer,brand,amount');
  });

  it('keeps the last column', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />, '/list?columns=brand');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Brand' })).toBeDisabled();
  });
});
