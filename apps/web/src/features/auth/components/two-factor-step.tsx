import { Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTwoFactorChallenge } from '../utils/two-factor-challenge';
import { AuthHeading } from './auth-heading';
import { BackToSignIn } from './back-to-sign-in';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorSetupForm } from './two-factor-setup-form';

/**
 * `/login?view=two-factor` and `?view=two-factor-setup` (loaded when opened): the code step
 * after the password, or the enrolment required mode asks of staff first.
 */
export function TwoFactorStep({ setup }: { setup: boolean }) {
  const pending = useTwoFactorChallenge((state) => state.pending);
  if (!pending) return <Navigate to={paths.public.login.href()} replace />;
  return (
    <Stack gap="lg">
      {setup ? (
        <AuthHeading title="Set up two-factor sign-in">
          Paydesk staff sign in with a code from an authenticator app as well as a password.
        </AuthHeading>
      ) : (
        <AuthHeading title="Two-factor sign-in">
          Enter the 6-digit code from your authenticator app for {pending.email}.
        </AuthHeading>
      )}
      {setup ? <TwoFactorSetupForm pending={pending} /> : <TwoFactorCodeForm pending={pending} />}
      <BackToSignIn />
    </Stack>
  );
}
