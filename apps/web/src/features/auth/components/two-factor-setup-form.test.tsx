// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TwoFactorSetupForm } from './two-factor-setup-form';

const beginSession = vi.hoisted(() => vi.fn(async () => '/admin'));
vi.mock('../../../shared/session/begin-session', () => ({ beginSession }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TOKENS = { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 900 };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '2')}`);
const WRONG =
  'That code is not right or has expired. Enter the current code from your authenticator app.';
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Paydesk:tina%40paydesk.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
};

const pending = { email: 'tina@paydesk.test', session: 'setup-1', remember: false };

function renderForm() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/login?view=two-factor-setup']}>
      <Routes>
        <Route path="/login" element={<TwoFactorSetupForm pending={pending} />} />
        <Route path="/admin" element={<p>Back office</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the required two-factor set-up of the sign-in', () => {
  let calls: { url: string; body: Record<string, unknown> }[];
  let setupAnswer: Response | null;
  beforeEach(() => {
    calls = [];
    setupAnswer = null;
    beginSession.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        calls.push({ url, body });
        if (url.endsWith('/auth/two-factor/setup')) return setupAnswer ?? json(200, ENROLMENT);
        if (url.endsWith('/auth/two-factor/setup/confirm')) {
          return body.code === '123456'
            ? json(200, { ...TOKENS, recoveryCodes: CODES })
            : json(401, { error_message: WRONG });
        }
        return json(404, {});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the key to enter, refuses a wrong first code, then shows the recovery codes once before the session begins', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByLabelText('Key for manual entry')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    expect(calls[0]?.body).toEqual({ email: pending.email, session: pending.session });

    const code = screen.getByRole('textbox', { name: /6-digit code/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(beginSession).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(calls.at(-1)?.body).toEqual({
      email: pending.email,
      session: pending.session,
      code: '123456',
    });

    // The session begins only once the codes are saved.
    const next = screen.getByRole('button', { name: 'Continue to Paydesk' });
    expect(next).toBeDisabled();
    expect(beginSession).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(next);
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(beginSession).toHaveBeenCalledTimes(1);
  });

  it('says why when the set-up cannot start (an expired sign-in)', async () => {
    setupAnswer = json(400, { error_message: 'This sign-in has expired. Please sign in again.' });
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Please sign in again.',
    );
    expect(screen.queryByRole('textbox', { name: /6-digit code/ })).not.toBeInTheDocument();
  });
});
