// @vitest-environment jsdom
import { EMAIL_CHANGE_MESSAGES } from '@paydesk/domain/email-change';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ChangeEmailForm } from './change-email-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NEW_EMAIL = 'olivia@blueharbor.test';

function api() {
  const calls: { url: string; body: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
    calls.push({ url, body });
    if (url.endsWith('/v2/users/change-email')) {
      if (body.password !== 'Owner!Paydesk2026') {
        return json(400, {
          error_message: "Input validation error. Details are available in 'errors' section.",
          errors: { password: ['The password is incorrect.'] },
        });
      }
      return json(202, { pending: true, newEmail: body.newEmail });
    }
    if (url.endsWith('/v2/users/change-email/confirm')) {
      if (body.code !== '246810') {
        return json(400, {
          error_message: EMAIL_CHANGE_MESSAGES.codeWrong,
          errors: { code: [EMAIL_CHANGE_MESSAGES.codeWrong] },
        });
      }
      return json(200, { data: testAccount({ email: NEW_EMAIL, login: NEW_EMAIL }, [100001]) });
    }
    return json(404, { error_message: 'Not found.' });
  });
  return { fetchMock, calls };
}

describe('ChangeEmailForm', () => {
  let mock: ReturnType<typeof api>;
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({}, [100001]));
    mock = api();
    vi.stubGlobal('fetch', mock.fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it('asks for the new e-mail and the password, then the code; the account takes the new e-mail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm currentEmail="owner@paydesk.test" />);
    await user.type(screen.getByRole('textbox', { name: 'New e-mail' }), NEW_EMAIL);
    await user.type(screen.getByLabelText(/Current password/), 'Wrong!Password2026');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'Owner!Paydesk2026');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.codeSent(NEW_EMAIL))).toBeInTheDocument();
    expect(mock.calls.at(-1)?.body).toEqual({
      oldEmail: 'owner@paydesk.test',
      newEmail: NEW_EMAIL,
      password: 'Owner!Paydesk2026',
    });

    const code = screen.getByRole('textbox', { name: /Code/ });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findAllByText(EMAIL_CHANGE_MESSAGES.codeWrong)).not.toHaveLength(0);
    expect(useAccountStore.getState().data?.profile.email).toBe('owner@paydesk.test');

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(useAccountStore.getState().data?.profile.email).toBe(NEW_EMAIL));
    // Back to the first step for a later change.
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
