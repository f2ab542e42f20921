// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../account/route-test-kit';
import { ScheduleReportButton } from './schedule-report-button';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API: answers a POST of report-schedules with `answer` (the schedule made by default). */
function scheduleApi(answer?: { status: number; body: unknown }) {
  const posts: { body: Record<string, unknown>; key: string | undefined }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/admin/report-schedules' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({
        body,
        key: (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      });
      if (answer) return json(answer.status, answer.body);
      return json(201, {
        id: 7,
        ...body,
        reportTitle: 'Audit log',
        active: true,
        createdAt: '2031-03-10T05:30:00.000Z',
        lastRunAt: null,
        nextRunAt: '2031-03-12T06:00:00.000Z',
        lastError: null,
      });
    }
    return json(404, { error_message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return posts;
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/admin/audit', element: <ScheduleReportButton reportTitle="Audit log" /> },
      { path: '/admin/dashboard', element: <ScheduleReportButton reportTitle="Dashboard" /> },
    ],
    url,
  );

describe('ScheduleReportButton', () => {
  signedInHolding([]);

  it('schedules the view on screen weekly, named after the report by default', async () => {
    const posts = scheduleApi();
    renderAt('/admin/audit?range=prior-day&outcome=failure&page=3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this report' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Audit log');
    // Daily at first: no day to choose.
    expect(within(dialog).queryByRole('combobox', { name: /Day/ })).toBeNull();
    await user.click(within(dialog).getByText('Weekly'));
    const day = await within(dialog).findByRole('combobox', { name: /Day/ });
    await user.selectOptions(day, 'Wednesday');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Time/ }), '08:00 UTC');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      name: 'Audit log',
      path: '/admin/audit',
      query: 'range=prior-day&outcome=failure&page=3',
      frequency: 'weekly',
      weekday: 3,
      hour: 8,
    });
    expect(posts[0]?.key).toMatch(/\S/);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Schedule this report' })).toBeNull(),
    );
  });

  it("says the server's refusal of the view in the dialog", async () => {
    scheduleApi({
      status: 400,
      body: {
        error_message: "Input validation error. Details are available in 'errors' section.",
        errors: { query: ['sort: Sort by at (a leading - for descending), at most 3'] },
      },
    });
    renderAt('/admin/audit?sort=-nope');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this report' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(/^sort: Sort by at/)).toBeInTheDocument();
  });

  it('is not offered on a page that cannot be scheduled', () => {
    scheduleApi();
    renderAt('/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
  });
});
