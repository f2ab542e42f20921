// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListResult } from '../list-state/use-list-query';
import { useListState } from '../list-state/use-list-state';
import { DataTable } from './data-table';
import { type DemoRow, demoRows, demoSpec, renderListAt } from './list-test-kit';

const meta = (total: number) => ({
  perPage: 25,
  page: 1,
  totalRecords: total,
  totalPages: Math.ceil(total / 25),
  asOf: '1',
});

function result(over: Partial<ListResult<DemoRow>> = {}): ListResult<DemoRow> {
  const rows = over.rows ?? demoRows(5);
  return {
    rows,
    meta: meta(rows.length),
    loading: false,
    fetching: false,
    error: null,
    retry: vi.fn(),
    refresh: vi.fn(),
    ...over,
  };
}

function Harness({ value, layout }: { value: ListResult<DemoRow>; layout?: 'table' | 'cards' }) {
  const list = useListState(demoSpec);
  return <DataTable spec={demoSpec} list={list} result={value} layout={layout ?? 'table'} />;
}

const bodyRows = () => {
  const table = screen.getByRole('table', { name: 'Payments' });
  return within(table).getAllByRole('row').slice(1);
};

describe('DataTable', () => {
  it('shows the visible columns, right-aligns numbers and links each row to its detail', () => {
    renderListAt(<Harness value={result()} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Customer', 'Brand', 'Amount']);
    const first = bodyRows()[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/items/5');
    expect(within(first).getByText('$50.50').closest('td')?.className).toMatch(/numeric/);
  });

  it('sorts by a header: click or Enter and Space toggle, aria-sort tells', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<Harness value={result()} />);
    const dateHeader = screen.getByRole('columnheader', { name: 'Date' });
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(view.params().get('sort')).toBe('-amount'));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(dateHeader).toHaveAttribute('aria-sort', 'none');

    screen.getByRole('button', { name: 'Date' }).focus();
    await user.keyboard('{Enter}');
    // Dates sort newest first: back to '-date', the default, which the URL leaves out.
    await waitFor(() => expect(view.params().get('sort')).toBeNull());
    await user.keyboard(' ');
    await waitFor(() => expect(view.params().get('sort')).toBe('date'));
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('moves a focused row with the arrow keys, Home and End, and opens it with Enter', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<Harness value={result()} />);
    // The sortable headers' buttons come first, then the body: one tab stop.
    await user.tab();
    await user.tab();
    await user.tab();
    const rows = bodyRows();
    expect(rows[0]).toHaveFocus();
    expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Item 4')).toBeInTheDocument();
    expect(view.path()).toBe('/items/4');
  });

  it('opens a row on click', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<Harness value={result()} />);
    await user.click(screen.getByText('Bob Stone 5'));
    await waitFor(() => expect(view.path()).toBe('/items/5'));
  });

  it('keeps the columns while loading and says so', () => {
    renderListAt(<Harness value={result({ rows: undefined, meta: undefined, loading: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments…');
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  });

  it('offers to clear the filters of an empty list', async () => {
    const user = userEvent.setup();
    const view = renderListAt(
      <Harness value={result({ rows: [] })} />,
      '/list?card_brand=ACH&search=zzz&range=today',
    );
    expect(screen.getByText('No payments match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.params().toString()).toBe('range=today'));
  });

  it('says nothing about filters when none are set', () => {
    renderListAt(<Harness value={result({ rows: [] })} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("shows an error's message and retries", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderListAt(<Harness value={result({ rows: undefined, error: new Error('Boom'), retry })} />);
    expect(screen.getByText('Boom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('renders only the rows in view of a long page', () => {
    // jsdom lays nothing out: a 600 px box of 41 px rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
    renderListAt(<Harness value={result({ rows: demoRows(100) })} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const rendered = bodyRows().filter((row) => row.hasAttribute('data-index'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    vi.restoreAllMocks();
  });

  it('brings a row out of view into view before focusing it (End on a long page)', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(101 * 41);
    // jsdom does not scroll: move the box and tell the virtualizer.
    Element.prototype.scrollTo = function scrollTo(
      this: Element,
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
      this.dispatchEvent(new Event('scroll'));
    };
    try {
      const user = userEvent.setup();
      renderListAt(<Harness value={result({ rows: demoRows(100) })} />);
      const first = bodyRows().find((row) => row.getAttribute('data-index') === '0');
      first?.focus();
      await user.keyboard('{End}');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-index', '99'));
      expect(document.activeElement).toHaveTextContent('Bob Stone 1');
    } finally {
      vi.restoreAllMocks();
      Reflect.deleteProperty(Element.prototype, 'scrollTo');
    }
  });

  it('shows cards on narrow screens, each a link', () => {
    renderListAt(<Harness value={result({ rows: demoRows(2) })} layout="cards" />);
    const cards = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/items/2');
    expect(cards[0]).toHaveTextContent('Cara Diaz 2');
    expect(cards[0]).toHaveTextContent('$20.50');
    expect(within(cards[0] as HTMLElement).getByText('Brand')).toBeInTheDocument();
  });
});
