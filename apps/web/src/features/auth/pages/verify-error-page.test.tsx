// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { VerifyErrorPage } from './verify-error-page';

const endSession = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/session/end-session', () => ({ endSession }));

describe('/verify/error (part 1 §2: where a 404 account error lands)', () => {
  it('says the account was not found, names the support mailbox and signs out on request', async () => {
    renderWithProviders(<VerifyErrorPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find your account" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@paydesk.test' })).toHaveAttribute(
      'href',
      'mailto:support@paydesk.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(endSession).toHaveBeenCalledWith({ reason: 'logout' });
  });
});
