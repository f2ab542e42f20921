// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TwoFactorCodeForm } from './two-factor-code-form';

const beginSession = vi.hoisted(() => vi.fn(async () => '/admin'));
vi.mock('../../../shared/session/begin-session', () => ({ beginSession }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TOKENS = { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 900 };
const WRONG =
  'That code is not right or has expired. Enter the current code from your authenticator app.';

const pending = { email: 'tina@paydesk.test', session: 'challenge-1', remember: false };

function renderForm() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/login?view=two-factor']}>
      <Routes>
        <Route path="/login" element={<TwoFactorCodeForm pending={pending} />} />
        <Route path="/admin" element={<p>Back office</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the two-factor code step of the sign-in', () => {
  let bodies: Record<string, unknown>[];
  beforeEach(() => {
    bodies = [];
    beginSession.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        bodies.push(body);
        if (!String(input).endsWith('/auth/two-factor')) return json(404, {});
        if (body.code === '123456') return json(200, TOKENS);
        if (body.recoveryCode === 'abcde23456')
          return json(200, { ...TOKENS, recoveryCodesLeft: 9 });
        return json(401, { error_message: WRONG });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a one-time-code field with a numeric keyboard, focused first', () => {
    renderForm();
    const input = screen.getByRole('textbox', { name: /6-digit code/ });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveFocus();
  });

  it('shows the server refusal of a wrong code, then signs in with the right one (keyboard only)', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('654321{Enter}');
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(beginSession).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: /6-digit code/ });
    await user.clear(input);
    await user.type(input, '123456{Enter}');
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      email: pending.email,
      session: pending.session,
      code: '123456',
    });
    expect(beginSession).toHaveBeenCalledTimes(1);
  });

  it('says what a code looks like before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.keyboard('12ab{Enter}');
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('takes a recovery code instead, normalised', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = screen.getByRole('textbox', { name: /Recovery code/ });
    await user.type(input, 'ABCDE-23456{Enter}');
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      email: pending.email,
      session: pending.session,
      recoveryCode: 'abcde23456',
    });
    expect(screen.queryByRole('button', { name: 'Use the code from your app instead' })).toBeNull();
  });
});
