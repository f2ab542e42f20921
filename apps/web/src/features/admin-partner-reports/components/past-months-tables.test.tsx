// @vitest-environment jsdom

import { MantineProvider } from '@mantine/core';
import type { PastMonthsVolume } from '@paydesk/domain/admin-partner-reports';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PastMonthsVolumeTable } from './past-months-tables';

const REPORT: PastMonthsVolume = {
  country: 'USA',
  type: 'card',
  currency: 'USD',
  clientId: null,
  months: ['2026-10', '2026-11'],
  rows: [
    {
      partnerId: 2,
      partnerName: 'Main Street ISO',
      merchants: 3,
      volumes: [125_000, 0],
      total: 125_000,
    },
    {
      partnerId: null,
      partnerName: 'No partner',
      merchants: 1,
      volumes: [500, 1_000],
      total: 1_500,
    },
  ],
  totals: { merchants: 4, volumes: [125_500, 1_000], total: 126_500 },
};

const renderTable = (report: PastMonthsVolume) =>
  render(
    <MantineProvider>
      <PastMonthsVolumeTable report={report} />
    </MantineProvider>,
  );

describe('PastMonthsVolumeTable', () => {
  it('shows a column per month, each partner’s total and the total row', () => {
    renderTable(REPORT);
    const table = screen.getByRole('table', { name: /Card volume per partner and month, USD/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Partner', 'Merchants', 'Oct 2026', 'Nov 2026', 'Total']);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartnerMerchantsOct 2026Nov 2026Total',
      'Main Street ISO3$1,250.00$0.00$1,250.00',
      'No partner1$5.00$10.00$15.00',
      'Total4$1,255.00$10.00$1,265.00',
    ]);
    // The scrolling region is reachable from the keyboard.
    expect(screen.getByRole('region', { name: /Card volume/ })).toHaveAttribute('tabindex', '0');
  });

  it('says so when no merchant matches', () => {
    renderTable({ ...REPORT, rows: [], totals: { merchants: 0, volumes: [0, 0], total: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('No merchants in this country');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
