// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import type { ChartRow } from './chart-row';
import { OverviewChart } from './overview-chart';

const rows: ChartRow[] = [
  { date: '2026-11-01', priorDate: '2025-11-01', current: 1200, prior: 800 },
  { date: '2026-11-02', priorDate: '2025-11-02', current: 0, prior: 1500 },
  { date: '2026-11-03', priorDate: null, current: 3400, prior: null },
];
const format = (value: number) => `$${value}`;

describe('OverviewChart', () => {
  it('draws this period and last year, with the y ticks and the first and last dates', () => {
    const { container } = renderWithProviders(
      <OverviewChart rows={rows} format={format} height={132} label="Gross volume" />,
    );
    expect(container.querySelectorAll('svg g[data-series]')).toHaveLength(2);
    expect(container.querySelector('g[data-series="prior"] path')).toHaveAttribute(
      'd',
      expect.stringMatching(/^M0,/),
    );
    for (const text of ['$0', '$2000', '$4000', 'Nov 1', 'Nov 3']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('is a slider over the points: the arrow keys pick one and its figures are read out', () => {
    renderWithProviders(
      <OverviewChart rows={rows} format={format} height={132} label="Gross volume" />,
    );
    const plot = screen.getByRole('slider', { name: 'Gross volume by day' });
    expect(plot).toHaveAttribute('aria-valuetext', 'November 3rd, 2026: $3400');
    fireEvent.focus(plot);
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(plot).toHaveAttribute('aria-valuenow', '2');
    expect(plot).toHaveAttribute(
      'aria-valuetext',
      'November 2nd, 2026: $0; November 2nd, 2025: $1500',
    );
    // The tooltip shows the same point.
    expect(screen.getByText('November 2nd, 2025')).toBeInTheDocument();
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(plot).toHaveAttribute('aria-valuenow', '1');
    fireEvent.blur(plot);
    expect(screen.queryByText('November 1st, 2025')).not.toBeInTheDocument();
  });

  it('draws a quiet range flat on the baseline, without value ticks', () => {
    const quiet = rows.map((row) => ({ ...row, current: 0, prior: 0 }));
    renderWithProviders(
      <OverviewChart rows={quiet} format={format} height={132} label="Disputes" />,
    );
    expect(screen.queryByText('$0')).not.toBeInTheDocument();
  });
});
