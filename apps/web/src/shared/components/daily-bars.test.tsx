// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DailyBars, DailyTable } from './daily-bars';

const DAYS = [
  { date: '2026-11-01', figure: 500 },
  { date: '2026-11-02', figure: 0 },
  { date: '2026-11-03', figure: 2000 },
];

describe('DailyBars', () => {
  it('scales each bar to the largest day, marks an empty day and names the ends', () => {
    const { container } = renderWithProviders(
      <DailyBars
        days={DAYS}
        value={(day) => day.figure}
        describe={(day) => `${day.date}: ${day.figure}`}
        height={140}
      />,
    );
    const bars = container.querySelectorAll('li');
    expect(bars).toHaveLength(3);
    expect(bars[2]).toHaveAttribute('title', '2026-11-03: 2000');
    const fills = [...bars].map((bar) => bar.firstElementChild as HTMLElement);
    expect(fills.map((fill) => fill.style.height)).toEqual(['25%', '2px', '100%']);
    expect(fills[1]).toHaveAttribute('data-zero');
    expect(fills[0]).not.toHaveAttribute('data-zero');
    expect(container.querySelector('ol')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('ol')?.style.getPropertyValue('--daily-bars-height')).toBe(
      '140px',
    );
    expect(screen.getByText('Nov 1')).toBeInTheDocument();
    expect(screen.getByText('Nov 3')).toBeInTheDocument();
  });
});

describe('DailyTable', () => {
  it('lists a row a day with its two figures behind Show as a table', async () => {
    renderWithProviders(
      <DailyTable
        days={DAYS}
        caption="Sales by day"
        columns={['Units', 'Revenue']}
        cells={(day) => [day.figure / 100, `$${day.figure}`]}
      />,
    );
    await userEvent.setup().click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Sales by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayUnitsRevenue',
      'November 1st, 20265$500',
      'November 2nd, 20260$0',
      'November 3rd, 202620$2000',
    ]);
  });
});
