// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NewSubscriptionDialog } from './new-subscription-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('NewSubscriptionDialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          data: [{ id: 7, name: 'Jane Doe', email: 'jane@example.com' }],
          meta: { totalRecords: 1, page: 1, perPage: 25 },
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing under the fields', async () => {
    renderWithProviders(
      <NewSubscriptionDialog
        opened
        onClose={() => undefined}
        merchantId={100001}
        currency="USD"
        today="2030-01-15"
        onCreated={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create subscription' }));
    expect(
      await within(dialog).findByText('Enter an amount from $0.50 to $100,000.00.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid card number')).toBeInTheDocument();
  });
});
