// @vitest-environment jsdom
import type { ReportSchedule } from '@paydesk/domain/report-schedules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { ReportSchedulesPage } from './report-schedules-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const schedule = (over: Partial<ReportSchedule>): ReportSchedule => ({
  id: 1,
  name: 'Daily audit',
  path: '/admin/audit',
  query: 'range=prior-day',
  reportTitle: 'Audit log',
  frequency: 'daily',
  weekday: null,
  hour: 6,
  active: true,
  createdAt: '2031-03-01T10:00:00.000Z',
  lastRunAt: '2031-03-10T06:00:30.000Z',
  nextRunAt: '2031-03-11T06:00:00.000Z',
  lastError: null,
  ...over,
});

function schedulesApi(options: { status?: number; schedules?: ReportSchedule[] } = {}) {
  let schedules = options.schedules ?? [
    schedule({}),
    schedule({
      id: 2,
      name: 'Merchants on Mondays',
      path: '/admin/merchants',
      query: '',
      reportTitle: 'Merchants',
      frequency: 'weekly',
      weekday: 1,
      hour: 9,
      active: false,
      lastRunAt: null,
      lastError: 'You no longer have the permission this report needs.',
    }),
  ];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : undefined;
    calls.push({ method, url, body });
    if (url === '/api/admin/report-schedules' && method === 'GET') {
      if (options.status) return json(options.status, { error_message: 'The list is away.' });
      return json(200, { data: schedules });
    }
    const id = Number(/report-schedules\/(\d+)/.exec(url)?.[1]);
    if (method === 'PATCH') {
      schedules = schedules.map((s) => (s.id === id ? { ...s, ...body } : s));
      return json(
        200,
        schedules.find((s) => s.id === id),
      );
    }
    if (method === 'DELETE') {
      schedules = schedules.filter((s) => s.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url.endsWith('/send-now')) {
      return json(202, { message: 'The report is on its way.' });
    }
    return json(404, { error_message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const renderPage = () =>
  renderRoutesAt(
    [{ path: '/admin/reports/scheduled', element: <ReportSchedulesPage /> }],
    '/admin/reports/scheduled',
  );

describe('ReportSchedulesPage', () => {
  signedInHolding([]);

  it('lists my schedules with their timing, runs and last error', async () => {
    schedulesApi();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scheduled reports' }),
    ).toBeInTheDocument();
    const daily = await screen.findByRole('listitem', { name: 'Daily audit' });
    expect(within(daily).getByRole('link', { name: 'Daily audit' })).toHaveAttribute(
      'href',
      '/admin/audit?range=prior-day',
    );
    expect(within(daily).getByText('Audit log · Daily at 06:00 UTC')).toBeInTheDocument();
    expect(
      within(daily).getByText(/Last sent Mar 10, 2031, 6:00 AM UTC · Next Mar 11, 2031/),
    ).toBeInTheDocument();
    expect(within(daily).getByText('Active')).toBeInTheDocument();
    const paused = screen.getByRole('listitem', { name: 'Merchants on Mondays' });
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(within(paused).getByText('Merchants · Every Monday at 09:00 UTC')).toBeInTheDocument();
    expect(within(paused).getByText('Not sent yet')).toBeInTheDocument();
    expect(
      within(paused).getByText('You no longer have the permission this report needs.'),
    ).toBeInTheDocument();
  });

  it('pauses, sends now and deletes after a confirmation', async () => {
    const calls = schedulesApi();
    renderPage();
    const user = userEvent.setup();
    const daily = await screen.findByRole('listitem', { name: 'Daily audit' });
    await user.click(within(daily).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(within(daily).getByText('Paused')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/admin/report-schedules/1',
      body: { active: false },
    });
    await user.click(within(daily).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/admin/report-schedules/1/send-now')).toBe(true),
    );

    const paused = screen.getByRole('listitem', { name: 'Merchants on Mondays' });
    await user.click(within(paused).getByRole('button', { name: 'Delete' }));
    expect(within(paused).getByText('Delete “Merchants on Mondays”?')).toBeInTheDocument();
    await user.click(within(paused).getByRole('button', { name: 'Keep' }));
    await user.click(within(paused).getByRole('button', { name: 'Delete' }));
    await user.click(within(paused).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Merchants on Mondays' })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/admin/report-schedules/2',
    ]);
  });

  it('invites to schedule a report when there is none', async () => {
    schedulesApi({ schedules: [] });
    renderPage();
    expect(await screen.findByText('No scheduled reports yet')).toBeInTheDocument();
  });

  it('shows the error state with Retry when the list cannot be read', async () => {
    schedulesApi({ status: 500 });
    renderPage();
    expect(
      await screen.findByText('Your scheduled reports could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
