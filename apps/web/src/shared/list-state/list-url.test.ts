import type { ColumnSpec } from '@paydesk/domain/list-params';
import { describe, expect, it } from 'vitest';
import type { FilterSpec } from './filter-spec';
import {
  applyListChange,
  csvQuery,
  type ListStateSpec,
  listPageQuery,
  queryIdentity,
  readListUrl,
  viewQuery,
} from './list-url';

const columns = [
  { key: 'transDate', label: 'Date', sortable: true, defaultVisible: true },
  { key: 'cardBrand', label: 'Brand', defaultVisible: true },
  { key: 'grossAmount', label: 'Amount', sortable: true, numeric: true, defaultVisible: true },
  { key: 'fee', label: 'Fee', numeric: true },
] as const satisfies readonly ColumnSpec[];

const filters: FilterSpec[] = [
  {
    kind: 'multi',
    param: 'card_brand',
    label: 'Brand',
    options: [
      { value: 'Visa', label: 'Visa' },
      { value: 'ACH', label: 'ACH' },
    ],
  },
  { kind: 'amount', label: 'Amount', minParam: 'amount_min', maxParam: 'amount_max' },
  { kind: 'date', label: 'Date', params: ['range', 'from', 'to'] },
];

const spec: ListStateSpec<(typeof columns)[number]['key']> = {
  screen: 'transactions',
  columns,
  defaultSort: '-transDate',
  defaultPerPage: 25,
  filters,
};

const url = (text: string) => new URLSearchParams(text);
const change = (text: string, next: Parameters<typeof applyListChange>[2]) =>
  applyListChange(url(text), spec, next).toString();

describe('readListUrl', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListUrl(url(''), spec)).toEqual({
      page: 1,
      perPage: 25,
      sort: '-transDate',
      sortTerms: [{ key: 'transDate', desc: true }],
      search: '',
      filters: {},
      urlColumns: undefined,
      dialog: undefined,
    });
  });

  it('reads every part and drops what it cannot use', () => {
    const state = readListUrl(
      url(
        'page=3&perPage=50&sort=grossAmount&search=+ann+&card_brand=Visa,Amex,ACH&amount_min=1000&amount_max=x&columns=fee,nope,transDate&dialog=filters&range=last-7-days',
      ),
      spec,
    );
    expect(state).toMatchObject({
      page: 3,
      perPage: 50,
      sort: 'grossAmount',
      search: 'ann',
      filters: { card_brand: 'Visa,ACH', amount_min: '1000', range: 'last-7-days' },
      urlColumns: ['fee', 'transDate'],
      dialog: 'filters',
    });
  });

  it('falls back on a sort of an unsortable column, a page size not offered, page 0', () => {
    expect(readListUrl(url('sort=-fee&perPage=7&page=0'), spec)).toMatchObject({
      sort: '-transDate',
      perPage: 25,
      page: 1,
    });
  });
});

describe('applyListChange', () => {
  it('goes back to page 1 when filters, sort, search or page size change', () => {
    expect(change('page=4', { filters: { card_brand: 'Visa' } })).toBe('card_brand=Visa');
    expect(change('page=4', { sort: 'grossAmount' })).toBe('sort=grossAmount');
    expect(change('page=4', { search: 'ann' })).toBe('search=ann');
    expect(change('page=4', { perPage: 50 })).toBe('perPage=50');
  });

  it('keeps the page when nothing that decides the rows changed', () => {
    expect(change('page=4&search=ann', { search: 'ann ' })).toBe('page=4&search=ann');
    expect(change('page=4', { dialog: 'columns' })).toBe('page=4&dialog=columns');
    expect(change('page=4', { columns: ['fee', 'transDate'] })).toBe(
      'page=4&columns=fee%2CtransDate',
    );
  });

  it('keeps parameters it does not own (the report range) and leaves defaults out', () => {
    expect(
      change('range=last-7-days&from=2024-01-01&to=2024-01-31&other=1&page=2', {
        sort: '-transDate',
        perPage: 25,
        search: '',
        filters: { card_brand: '', not_a_filter: 'x' },
      }),
    ).toBe('range=last-7-days&from=2024-01-01&to=2024-01-31&other=1&page=2');
  });

  it('writes a page, and page 1 as nothing', () => {
    expect(change('search=a', { page: 3 })).toBe('search=a&page=3');
    expect(change('search=a&page=3', { page: 1 })).toBe('search=a');
  });

  it('resets the page when the date range (a filter of its own) changes through the list', () => {
    expect(change('page=5&range=last-7-days', { filters: { range: 'last-30-days' } })).toBe(
      'range=last-30-days',
    );
  });
});

describe('queries', () => {
  const state = readListUrl(
    url('page=2&sort=grossAmount&search=ann&card_brand=Visa&range=last-7-days&columns=fee'),
    spec,
  );
  const query = listPageQuery(state, spec, { start_date: '2024-01-01 00:00:00' });

  it("builds the page's API query: filters (not the range's params), search, sort, page", () => {
    expect(query).toEqual({
      start_date: '2024-01-01 00:00:00',
      card_brand: 'Visa',
      search: 'ann',
      sort: 'grossAmount',
      page: '2',
      perPage: '25',
    });
  });

  it('gives every page of the same rows one identity', () => {
    const page3 = listPageQuery({ ...state, page: 3 }, spec, { start_date: '2024-01-01 00:00:00' });
    expect(queryIdentity(page3)).toBe(queryIdentity({ ...query, asOf: '99' }));
    expect(queryIdentity({ ...query, search: 'bob' })).not.toBe(queryIdentity(query));
  });

  it('builds the CSV query: no page, columns in order, the snapshot kept', () => {
    expect(csvQuery({ ...query, asOf: '123' }, ['grossAmount', 'transDate'])).toEqual({
      start_date: '2024-01-01 00:00:00',
      card_brand: 'Visa',
      search: 'ann',
      sort: 'grossAmount',
      asOf: '123',
      download: 'csv',
      columns: 'grossAmount,transDate',
    });
  });

  it("keeps a saved view's query without page and dialog, with the columns", () => {
    expect(
      viewQuery(url('page=2&dialog=save-view&card_brand=Visa&range=today'), ['fee'], ['a']),
    ).toBe('card_brand=Visa&range=today&columns=fee');
    expect(viewQuery(url('card_brand=Visa&columns=a'), ['a'], ['a'])).toBe('card_brand=Visa');
  });
});
