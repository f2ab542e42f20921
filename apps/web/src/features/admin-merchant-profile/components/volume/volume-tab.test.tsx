// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { MERCHANT_ID, testProfile } from '../../testing/profile-api';
import { VolumeTab } from '../volume-tab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const months = (amount: (i: number) => number) =>
  Array.from({ length: 16 }, (_, i) => ({
    month: `${i < 5 ? 2025 : 2026}-${String(((i + 7) % 12) + 1).padStart(2, '0')}`,
    amount: amount(i),
    count: amount(i) > 0 ? 3 : 0,
  }));

function volumeApi(options: { monthly: (i: number) => number; failRank?: boolean }) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(
      String(input instanceof Request ? input.url : input),
      'http://paydesk.test',
    );
    const base = `/api/admin/merchants/${MERCHANT_ID}`;
    const volume = (kind: string, amount: number) => ({
      kind,
      amount,
      count: amount > 0 ? 2 : 0,
      currency: 'USD',
      start_date: '2026-11-01 00:00:00',
      end_date: '2026-11-25 23:59:59',
      timezone: 'America/Los_Angeles',
    });
    switch (url.pathname) {
      case `${base}/gross-volume`:
        return json(200, volume('gross-volume', 123456));
      case `${base}/refund-volume`:
        return json(200, volume('refund-volume', 0));
      case `${base}/chargeback-return-volume`:
        return json(200, volume('chargeback-return-volume', 0));
      case `${base}/volume/current-day`:
        return json(200, volume('current-day', 5000));
      case `${base}/volume/rank`:
        return options.failRank
          ? json(500, { error_message: 'Something went wrong' })
          : json(200, {
              rank: 12,
              of: 1000,
              amount: 250000,
              currency: 'USD',
              days: 30,
              start_date: '2026-10-27',
              end_date: '2026-11-25',
            });
      case `${base}/volume/past-16-months`:
        return json(200, {
          months: months(options.monthly),
          currency: 'USD',
          timezone: 'America/Los_Angeles',
        });
      default:
        return json(404, { error_message: `No fake for ${url.pathname}` });
    }
  });
}

describe('VolumeTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures, the rank and the 16-month chart with its table', async () => {
    vi.stubGlobal('fetch', volumeApi({ monthly: (i) => (i + 1) * 10000 }));
    renderWithProviders(<VolumeTab profile={testProfile()} />);
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(await screen.findByText('#12 of 1,000')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(await screen.findByTestId('monthly-volume-chart')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(17);
    expect(screen.getByRole('cell', { name: '$1,600.00' })).toBeInTheDocument();
    expect(screen.queryByText('No volume yet')).not.toBeInTheDocument();
  });

  it('shows the empty state for a merchant without volume', async () => {
    vi.stubGlobal('fetch', volumeApi({ monthly: () => 0 }));
    renderWithProviders(<VolumeTab profile={testProfile()} />);
    expect(await screen.findByText('No volume yet')).toBeInTheDocument();
    expect(
      screen.getByText('This merchant has taken no payments in the last 16 months.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('monthly-volume-chart')).not.toBeInTheDocument();
  });

  it('shows an error with a retry on the figure that failed only', async () => {
    vi.stubGlobal('fetch', volumeApi({ monthly: () => 0, failRank: true }));
    renderWithProviders(<VolumeTab profile={testProfile()} />);
    expect(await screen.findByText('Could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
  });
});
