// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DetailRows, RowNote, RowTitle } from './detail-rows';

describe('DetailRows', () => {
  it('says why there are none', () => {
    renderWithProviders(<DetailRows label="Past charges" empty="No charges yet." rows={[]} />);
    expect(screen.getByText('No charges yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists each row with its title, line and note, a record’s title leading to it', () => {
    renderWithProviders(
      <MemoryRouter>
        <DetailRows
          label="History"
          empty="Nothing yet."
          ordered
          rows={[
            {
              key: 2,
              title: <RowTitle href="/transactions/100001/7">$25.00 · 1007</RowTitle>,
              detail: 'Card sale',
              aside: <RowNote>Nov 3</RowNote>,
            },
            { key: 1, title: <RowTitle>Created</RowTitle>, aside: <RowNote>Nov 1</RowNote> },
          ]}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'History' });
    expect(list.tagName).toBe('OL');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first as HTMLElement).getByRole('link', { name: '$25.00 · 1007' }),
    ).toHaveAttribute('href', '/transactions/100001/7');
    expect(first).toHaveTextContent('Card sale');
    expect(first).toHaveTextContent('Nov 3');
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('CreatedNov 1');
  });
});
