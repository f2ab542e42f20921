/**
 * Test support for the list toolkit's component tests (imported by *.test.tsx only): a small
 * list screen declared with the toolkit, its rows, and a router to render it in.
 */
import type { ColumnSpec } from '@paydesk/domain/list-params';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { renderWithProviders } from '../../testing/render';
import { moneyCell } from './cell-renderers';
import { defineListScreen } from './list-screen-spec';

export interface DemoRow {
  id: number;
  date: string;
  customer: string;
  brand: string;
  amount: number;
  status: string;
  note: string | null;
}

export const DEMO_COLUMNS = [
  { key: 'date', label: 'Date', sortable: true, defaultVisible: true },
  { key: 'customer', label: 'Customer', defaultVisible: true },
  { key: 'brand', label: 'Brand', defaultVisible: true },
  { key: 'amount', label: 'Amount', sortable: true, numeric: true, defaultVisible: true },
  { key: 'status', label: 'Status' },
  { key: 'note', label: 'Note' },
] as const satisfies readonly ColumnSpec[];
export type DemoColumn = (typeof DEMO_COLUMNS)[number]['key'];

export const demoSpec = defineListScreen<DemoRow, DemoColumn>({
  screen: 'demo',
  label: 'Payments',
  columns: DEMO_COLUMNS,
  defaultSort: '-date',
  defaultPerPage: 25,
  filters: [
    {
      kind: 'multi',
      param: 'card_brand',
      label: 'Brand',
      options: [
        { value: 'Visa', label: 'Visa' },
        { value: 'MasterCard', label: 'MasterCard' },
        { value: 'ACH', label: 'ACH' },
      ],
    },
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      options: [
        { value: 'approved', label: 'Approved' },
        { value: 'declined', label: 'Declined' },
      ],
    },
    { kind: 'amount', label: 'Amount', minParam: 'amount_min', maxParam: 'amount_max' },
    {
      kind: 'text',
      param: 'batch_id',
      label: 'Batch',
      pattern: /^\d+$/,
      patternMessage: 'A batch number is digits',
    },
    { kind: 'date', label: 'Dates', params: ['range', 'from', 'to'] },
  ],
  cells: { amount: moneyCell((row) => row.amount) },
  rowKey: (row) => row.id,
  rowHref: (row) => `/items/${row.id}`,
  card: { title: 'customer', subtitle: 'date', amount: 'amount' },
  emptyMessage: 'No payments match these filters.',
});

const NAMES = ['Ann Lee', 'Bob Stone', 'Cara Diaz', 'Dan Wu'];
const BRANDS = ['Visa', 'MasterCard', 'ACH'];

/** Rows 1..count (newest first), amounts growing with the id. */
export function demoRows(count: number): DemoRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return {
      id,
      date: `2024-03-${String((id % 28) + 1).padStart(2, '0')}`,
      customer: `${NAMES[id % NAMES.length]} ${id}`,
      brand: BRANDS[id % BRANDS.length] ?? 'Visa',
      amount: id * 1000 + 50,
      status: id % 5 === 0 ? 'declined' : 'approved',
      note: id % 2 ? null : `Note ${id}`,
    };
  });
}

function ItemPage() {
  return <p>Item {useParams().id}</p>;
}

/** Renders `ui` at `/list?…` under a memory router (rows lead to `/items/:id`). */
export function renderListAt(ui: ReactElement, url = '/list') {
  const router = createMemoryRouter(
    [
      { path: '/list', element: ui },
      { path: '/items/:id', element: <ItemPage /> },
    ],
    { initialEntries: [url] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return {
    ...view,
    router,
    /** The current URL's search parameters. */
    params: () => new URLSearchParams(router.state.location.search),
    path: () => router.state.location.pathname,
  };
}
