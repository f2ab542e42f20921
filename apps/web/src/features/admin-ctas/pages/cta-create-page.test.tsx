// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { ctasApi } from '../testing/ctas-api';
import { CtaCreatePage } from './cta-create-page';

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/admin/tools/ctas/create', element: <CtaCreatePage /> },
      { path: '/admin/tools/ctas/:id/edit', element: <p>Campaign page</p> },
    ],
    url,
  );

describe('CtaCreatePage', () => {
  signedInHolding([]);

  it('shows the schema messages on the fields and sends nothing', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/create');
    await user.click(await screen.findByRole('button', { name: 'Create call to action' }));
    expect(await screen.findByText('Enter a title')).toBeVisible();
    expect(screen.getByText('Enter the message merchants read')).toBeVisible();
    // Reminders need a deadline.
    expect(api.callsTo('/api/admin/cta', 'POST')).toHaveLength(0);
  });

  it('creates a campaign with its deadline in UTC and reminder days, then opens its page', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/create');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Send your documents');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Two documents, please.');
    await user.click(screen.getByRole('checkbox', { name: 'Business details' }));
    // The template's subject and body show.
    await user.click(screen.getByRole('combobox', { name: 'E-mail template' }));
    await user.click(await screen.findByRole('option', { name: 'Documents needed' }));
    expect(screen.getByText('Documents needed for {business}')).toBeVisible();
    const deadline = screen.getByLabelText('Deadline (UTC)');
    await user.type(deadline, '2099-03-01T09:30');
    await user.type(
      screen.getByRole('textbox', { name: 'Reminder days before the deadline' }),
      '1, 7 3',
    );
    await user.click(screen.getByRole('button', { name: 'Create call to action' }));
    expect(await screen.findByText('Campaign page')).toBeVisible();
    const [post] = api.callsTo('/api/admin/cta', 'POST');
    expect(post?.body).toMatchObject({
      title: 'Send your documents',
      message: 'Two documents, please.',
      categories: ['business'],
      email_template: 'cta-documents-needed',
      deadline_at: '2099-03-01T09:30:00Z',
      reminder_days: [7, 3, 1],
      settings: { viewable_by: ['merchant-admin'] },
    });
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('puts the server’s messages under the fields', async () => {
    const api = ctasApi({
      answers: {
        'POST /api/admin/cta': [
          400,
          {
            error_message: 'Validation failed',
            errors: { deadline_at: ['The deadline must be in the future'] },
          },
        ],
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderAt('/admin/tools/ctas/create');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Late');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too late.');
    await user.type(screen.getByLabelText('Deadline (UTC)'), '2020-03-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Create call to action' }));
    expect(await screen.findByText('The deadline must be in the future')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByLabelText('Deadline (UTC)')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
