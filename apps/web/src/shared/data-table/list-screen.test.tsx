// @vitest-environment jsdom
/**
 * The toolkit end to end, as a list screen uses it: a spec, the URL state, the page query
 * with its snapshot, the toolbar (search, filters drawer, chips), the table and the pagination.
 */
import { Stack } from '@mantine/core';
import { LIST_PARAMS } from '@paydesk/domain/list-params';
import * as routes from '@paydesk/domain/routes/transactions';
import { SEARCH_KEYS } from '@paydesk/domain/transaction-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListApiQuery } from '../list-state/list-url';
import { type ListPage, useListQuery } from '../list-state/use-list-query';
import { useListState } from '../list-state/use-list-state';
import { DataTable } from './data-table';
import { ListPagination } from './list-pagination';
import { type DemoRow, demoRows, demoSpec, renderListAt } from './list-test-kit';
import { ListToolbar } from './list-toolbar';
import { SearchHelp } from './search-help';

const ALL = demoRows(60);
let asked: ListApiQuery[] = [];
let snapshot = 1000;

/** A server in memory: filters, search, sort and pages, with a snapshot per first page. */
async function fetchPage(query: ListApiQuery): Promise<ListPage<DemoRow>> {
  asked.push(query);
  const brands = query.card_brand?.split(',');
  const search = query.search?.toLowerCase();
  const min = query.amount_min ? Number(query.amount_min) : undefined;
  const rows = ALL.filter(
    (row) =>
      (!brands || brands.includes(row.brand)) &&
      (!search || row.customer.toLowerCase().includes(search)) &&
      (min === undefined || row.amount >= min),
  );
  const [term = '-date'] = (query.sort ?? '-date').split(',');
  const key = term.replace('-', '') as 'date' | 'amount';
  const sign = term.startsWith('-') ? -1 : 1;
  rows.sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : b.id - a.id));
  const page = Number(query.page);
  const perPage = Number(query.perPage);
  if (!query.asOf) snapshot += 1;
  return {
    meta: {
      page,
      perPage,
      totalRecords: rows.length,
      totalPages: Math.ceil(rows.length / perPage),
      asOf: query.asOf ?? String(snapshot),
    },
    data: rows.slice((page - 1) * perPage, page * perPage),
  };
}

function PaymentsScreen() {
  const list = useListState(demoSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => ['demo-payments', pageKey],
    fetchPage: (query) => fetchPage(query),
  });
  return (
    <Stack>
      <ListToolbar
        list={list}
        searchLabel="Search payments"
        searchHelp={<SearchHelp keys={SEARCH_KEYS} />}
        exportTarget={{ route: routes.getTransactions, params: { id: 100001 } }}
        total={result.meta?.totalRecords}
        onRefresh={result.refresh}
      />
      <DataTable spec={demoSpec} list={list} result={result} layout="table" />
      <ListPagination list={list} meta={result.meta} label="Payments" />
    </Stack>
  );
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1);
const last = () => asked.at(-1);

describe('a list screen built with the toolkit', () => {
  beforeEach(() => {
    asked = [];
    snapshot = 1000;
    localStorage.clear();
  });

  it('pages through one snapshot, searches, filters, clears, sorts and refreshes', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<PaymentsScreen />, '/list?range=last-7-days');
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(last()?.[LIST_PARAMS.asOf]).toBeUndefined();

    // Page 2 of the same snapshot.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
    expect(last()).toMatchObject({ page: '2', asOf: '1001' });
    expect(view.params().get('page')).toBe('2');

    // Search: typed, then in the URL after a pause; page 1, a new snapshot, a chip.
    await user.type(screen.getByRole('textbox', { name: 'Search payments' }), 'ann');
    await waitFor(() => expect(view.params().get('search')).toBe('ann'), { timeout: 2000 });
    expect(view.params().get('page')).toBeNull();
    expect(await screen.findByText('1–15 of 15')).toBeInTheDocument();
    expect(last()).toMatchObject({ search: 'ann', page: '1' });
    expect(last()?.asOf).toBeUndefined();
    expect(screen.getByRole('listitem')).toHaveTextContent('Search: ann');
    for (const row of rows()) expect(row).toHaveTextContent(/Ann Lee/);

    // The filters drawer: Visa, applied; its chip.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Visa' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Amount from' }), '20');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.params().get('card_brand')).toBe('Visa'));
    expect(view.params().get('amount_min')).toBe('2000');
    expect(view.params().get('dialog')).toBeNull();
    expect(await screen.findByText('1–5 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Search: ann',
      'Brand: Visa',
      'Amount: at least $20.00',
    ]);
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeInTheDocument();

    // One chip off, then all: the range stays.
    await user.click(screen.getByRole('button', { name: 'Remove Search: ann' }));
    expect(await screen.findByText('1–20 of 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(view.params().toString()).toBe('range=last-7-days');

    // Sort by amount, largest first.
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).queryByText('$600.50')).not.toBeNull(),
    );
    expect(last()).toMatchObject({ sort: '-amount' });

    // Refresh: the latest rows, no snapshot.
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asked.length).toBe(before + 1));
    expect(last()?.asOf).toBeUndefined();
  });

  it('offers the search help the screen gives', async () => {
    const user = userEvent.setup();
    renderListAt(<PaymentsScreen />);
    await user.click(screen.getByRole('button', { name: 'Search help' }));
    const help = await screen.findByRole('table', { name: 'Search terms' });
    expect(within(help).getByText('last4:4242')).toBeInTheDocument();
  });
});
