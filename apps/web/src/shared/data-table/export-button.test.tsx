// @vitest-environment jsdom
import * as routes from '@paydesk/domain/routes/transactions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListState } from '../list-state/use-list-state';
import { ExportButton } from './export-button';
import { demoSpec, renderListAt } from './list-test-kit';

const encoder = new TextEncoder();

function Harness() {
  const list = useListState(demoSpec, { query: { start_date: '2024-03-01 00:00:00' } });
  return (
    <>
      <button type="button" onClick={() => list.captureAsOf(list.identity, '1700000000000')}>
        Snapshot
      </button>
      <ExportButton
        list={list}
        target={{ route: routes.getTransactions, params: { id: 100001 } }}
        total={3}
      />
    </>
  );
}

describe('ExportButton', () => {
  let stream: ReadableStreamDefaultController<Uint8Array>;
  const fetchMock = vi.fn<typeof fetch>();
  const saved: { name: string; text: Promise<string> }[] = [];

  beforeEach(() => {
    saved.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      if (!String(input).includes('download=csv')) return new Response(null, { status: 201 });
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          stream = controller;
        },
      });
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="payments-100001.csv"',
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = vi.mocked(URL.createObjectURL).mock.lastCall?.[0] as Blob;
      saved.push({ name: this.download, text: blob.text() });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const csvCalls = () =>
    fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('download'));

  it('downloads the current view: same filters, sort, search and snapshot, visible columns in order, no page', async () => {
    const user = userEvent.setup();
    renderListAt(
      <Harness />,
      '/list?page=2&perPage=50&sort=amount&search=ann&card_brand=Visa&range=today&columns=amount,date,customer',
    );
    await user.click(screen.getByRole('button', { name: 'Snapshot' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export CSV' });
    expect(dialog).toHaveTextContent(
      'The file holds every row of this view (3 rows) with these columns: Amount, Date, Customer.',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csvCalls()).toHaveLength(1));

    const url = new URL(csvCalls()[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/api/merchants/100001/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start_date: '2024-03-01 00:00:00',
      card_brand: 'Visa',
      search: 'ann',
      sort: 'amount',
      asOf: '1700000000000',
      download: 'csv',
      columns: 'amount,date,customer',
    });
    const init = fetchMock.mock.calls.find(([input]) => String(input).includes('download'))?.[1];
    expect(init?.headers).toMatchObject({ Accept: 'text/csv' });

    // A quoted line break is one row; a piece may end mid-row.
    stream.enqueue(encoder.encode('Amount,Date,Customer\n$1.00,2024-03-01,"Ann\nLee"\n$2.'));
    expect(await screen.findByText('Exporting… 1 row of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    stream.enqueue(encoder.encode('00,2024-03-02,Bob\n$3.00,2024-03-03,Cara'));
    expect(await screen.findByText('Exporting… 2 rows of 3')).toBeInTheDocument();
    stream.close();

    expect(await screen.findByText('Exported 3 rows to payments-100001.csv.')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['payments-100001.csv']);
    expect(await saved[0]?.text).toContain('"Ann\nLee"');
  });

  it('stops on Cancel and saves nothing', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />, '/list?dialog=export');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csvCalls()).toHaveLength(1));
    expect(new URL(csvCalls()[0] ?? '', 'http://x').searchParams.get('columns')).toBe(
      'date,customer,brand,amount',
    );
    stream.enqueue(encoder.encode('Date\n2024-03-01\n'));
    expect(await screen.findByText('Exporting… 1 row of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("shows the server's refusal and offers to try again", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('download=csv')
        ? new Response(
            JSON.stringify({ error_message: 'Use the meta.asOf of an earlier answer' }),
            {
              status: 400,
              headers: { 'content-type': 'application/json' },
            },
          )
        : new Response(null, { status: 201 }),
    );
    renderListAt(<Harness />, '/list?dialog=export');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Use the meta.asOf of an earlier answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // Reported to the error log as well.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/errors')).toBe(true),
    );
  });
});
