// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAccount } from '../../testing/account-fixtures';
import { demoSpec, renderListAt } from '../data-table/list-test-kit';
import { useAccountStore } from '../stores/account-store';
import { type ListState, type UseListStateOptions, useListState } from './use-list-state';

let latest: ListState | undefined;
function Probe({ options }: { options?: UseListStateOptions }) {
  latest = useListState(demoSpec, options);
  return null;
}
const list = () => {
  if (!latest) throw new Error('not rendered');
  return latest;
};

describe('useListState', () => {
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({ remoteId: '7' }));
  });
  afterEach(() => {
    latest = undefined;
    useAccountStore.getState().clear();
  });

  it('reads the URL and writes changes back, page 1 after a filter, sort or search change', async () => {
    const view = renderListAt(<Probe />, '/list?page=3&range=last-7-days&card_brand=Visa');
    expect(list()).toMatchObject({
      page: 3,
      filters: { card_brand: 'Visa', range: 'last-7-days' },
    });
    expect(list().query).toEqual({ card_brand: 'Visa', sort: '-date', page: '3', perPage: '25' });
    expect(list().activeFilterCount).toBe(1);

    act(() => list().setFilters({ card_brand: 'Visa,ACH', amount_min: '1000' }));
    await waitFor(() => expect(view.params().get('card_brand')).toBe('Visa,ACH'));
    expect(view.params().toString()).toBe(
      'range=last-7-days&card_brand=Visa%2CACH&amount_min=1000',
    );

    act(() => list().setPage(4));
    await waitFor(() => expect(list().page).toBe(4));
    act(() => list().toggleSort('amount'));
    await waitFor(() => expect(view.params().get('sort')).toBe('amount'));
    expect(view.params().get('page')).toBeNull();

    act(() => list().setPage(2));
    await waitFor(() => expect(list().page).toBe(2));
    act(() => list().setSearch('ann'));
    await waitFor(() => expect(list().search).toBe('ann'));
    expect(list().page).toBe(1);
    expect(view.params().get('range')).toBe('last-7-days');

    act(() => list().clearFilters());
    await waitFor(() => expect(list().hasFilters).toBe(false));
    expect(view.params().toString()).toBe('range=last-7-days&sort=amount');
  });

  it("shows the URL's columns, else the user's remembered ones, else the defaults", async () => {
    localStorage.setItem('paydesk.columns.7.demo', 'customer,amount');
    localStorage.setItem('paydesk.columns.8.demo', 'note');
    const view = renderListAt(<Probe />, '/list?columns=status,date');
    expect(list().visibleColumns).toEqual(['status', 'date']);

    await act(() => view.router.navigate('/list'));
    expect(list().visibleColumns).toEqual(['customer', 'amount']);

    act(() => useAccountStore.getState().setData(testAccount({ remoteId: '9' })));
    expect(list().visibleColumns).toEqual(['date', 'customer', 'brand', 'amount']);
  });

  it('writes a column choice to the URL and to the user\u2019s memory; Reset clears both', async () => {
    const view = renderListAt(<Probe />);
    act(() => list().setColumns(['date', 'note']));
    await waitFor(() => expect(view.params().get('columns')).toBe('date,note'));
    expect(localStorage.getItem('paydesk.columns.7.demo')).toBe('date,note');

    act(() => list().setColumns(null));
    await waitFor(() => expect(view.params().get('columns')).toBeNull());
    expect(localStorage.getItem('paydesk.columns.7.demo')).toBeNull();
    expect(list().visibleColumns).toEqual(['date', 'customer', 'brand', 'amount']);
  });

  it('keeps the snapshot for further pages and drops it when the rows change', async () => {
    renderListAt(<Probe />);
    const first = list().identity;
    act(() => list().captureAsOf(first, '1700000000000'));
    expect(list().query.asOf).toBe('1700000000000');
    expect(list().pageKey.asOf).toBeUndefined();

    act(() => list().setPage(2));
    await waitFor(() => expect(list().page).toBe(2));
    expect(list().query).toMatchObject({ page: '2', asOf: '1700000000000' });
    // A late answer for other rows does not replace it.
    act(() => list().captureAsOf('other', '1'));
    expect(list().asOf).toBe('1700000000000');

    act(() => list().setPerPage(50));
    await waitFor(() => expect(list().perPage).toBe(50));
    expect(list().query.asOf).toBeUndefined();
    expect(list().asOfFor(first)).toBe('1700000000000');

    act(() => list().captureAsOf(list().identity, '1700000000001'));
    act(() => list().dropSnapshot());
    expect(list().asOf).toBeUndefined();
    expect(list().asOfFor(list().identity)).toBeUndefined();
  });

  it("goes back to page 1 when the screen's own query or the report range changes", async () => {
    let setStart: (start: string) => void = () => undefined;
    function WithRange() {
      const [start, set] = useState('2024-01-01');
      setStart = set;
      return <Probe options={{ query: { start_date: start } }} />;
    }
    const view = renderListAt(<WithRange />, '/list?page=3&range=last-7-days');
    expect(list().query).toMatchObject({ start_date: '2024-01-01', page: '3' });

    act(() => setStart('2024-02-01'));
    // At once (no page 3 of the new range is asked for), then in the URL.
    expect(list().query).toMatchObject({ start_date: '2024-02-01', page: '1' });
    await waitFor(() => expect(view.params().get('page')).toBeNull());
    expect(list().page).toBe(1);

    act(() => list().setPage(5));
    await waitFor(() => expect(list().page).toBe(5));
    // The report header writes the range itself, keeping the page.
    await act(() => view.router.navigate('/list?page=5&range=last-30-days'));
    expect(list().page).toBe(1);
    await waitFor(() => expect(view.params().toString()).toBe('range=last-30-days'));
  });
});
