// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useListState } from '../list-state/use-list-state';
import { ListPagination, rangeText } from './list-pagination';
import { demoSpec, renderListAt } from './list-test-kit';

function Harness({ total }: { total: number }) {
  const list = useListState(demoSpec);
  const meta = {
    perPage: list.perPage,
    page: list.page,
    totalRecords: total,
    totalPages: Math.ceil(total / list.perPage),
    asOf: '1',
  };
  return <ListPagination list={list} meta={meta} label="Payments" />;
}

describe('ListPagination', () => {
  it('reads which rows show', () => {
    expect(rangeText(1, 25, 12_345)).toBe('1–25 of 12,345');
    expect(rangeText(494, 25, 12_345)).toBe('12,326–12,345 of 12,345');
    expect(rangeText(1, 25, 0)).toBe('0 of 0');
  });

  it('moves between pages and changes the page size (back to page 1)', async () => {
    const user = userEvent.setup();
    const view = renderListAt(<Harness total={12_345} />, '/list?page=2&range=today');
    expect(screen.getByText('26–50 of 12,345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.params().get('page')).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(view.params().get('page')).toBe('494'));
    expect(screen.getByText('12,326–12,345 of 12,345')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(view.params().get('page')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.params().get('page')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(view.params().get('perPage')).toBe('100'));
    expect(view.params().get('page')).toBeNull();
    expect(view.params().get('range')).toBe('today');
    expect(screen.getByText('1–100 of 12,345')).toBeInTheDocument();
  });
});
