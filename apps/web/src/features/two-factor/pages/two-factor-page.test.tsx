// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TwoFactorPage } from './two-factor-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(status: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url.replace(/^.*\/api/, '')}`);
      if (url.endsWith('/users/two-factor/enrol')) {
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Paydesk:tina?secret=JBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        });
      }
      if (url.endsWith('/users/two-factor/confirm')) {
        return json(200, { recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`) });
      }
      if (url.endsWith('/users/two-factor')) return json(200, status);
      return json(404, { error_message: 'Not found.' });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/account/two-factor', () => {
  it('sets it up: QR code and key, a first code, then the recovery codes until saved', async () => {
    const user = userEvent.setup();
    const calls = serve({
      enrolled: false,
      confirmedAt: null,
      required: false,
      recoveryCodesLeft: 0,
    });
    renderWithProviders(<TwoFactorPage />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456{Enter}');
    expect(await screen.findAllByTestId('recovery-code')).toHaveLength(10);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    expect(done).toBeEnabled();
    expect(calls).toContain('POST /users/two-factor/confirm');
  });

  it('shows an enrolment with its recovery codes left; required mode offers no turning off', async () => {
    serve({
      enrolled: true,
      confirmedAt: '2026-12-01T10:00:00.000Z',
      required: true,
      recoveryCodesLeft: 2,
    });
    renderWithProviders(<TwoFactorPage />);
    expect(await screen.findByText('2 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByText(/required for Paydesk staff/)).toBeInTheDocument();
  });

  it('says so when the status cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error_message: 'Boom' })),
    );
    renderWithProviders(<TwoFactorPage />);
    expect(await screen.findByText('Could not load your two-factor sign-in')).toBeInTheDocument();
  });
});
