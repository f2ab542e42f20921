import { Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { AuthHeading } from '../components/auth-heading';
import { BackToSignIn } from '../components/back-to-sign-in';
import { SignInForm } from '../components/sign-in-form';

// The other steps load when opened: the sign-in form is what /login paints first.
const ForgotPasswordForm = lazy(async () => ({
  default: (await import('../components/forgot-password-form')).ForgotPasswordForm,
}));
const NewPasswordForm = lazy(async () => ({
  default: (await import('../components/new-password-form')).NewPasswordForm,
}));
const ResetPasswordForm = lazy(async () => ({
  default: (await import('../components/reset-password-form')).ResetPasswordForm,
}));
const TwoFactorStep = lazy(async () => ({
  default: (await import('../components/two-factor-step')).TwoFactorStep,
}));

/** Holds a step's place in the card while its form loads. */
function StepLoading() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}

function NewPasswordStep() {
  const challenge = useAuthStore((state) => state.newPasswordChallenge);
  const user = useAuthStore((state) => state.newPasswordUserAttributes);
  if (!challenge || !user) return <Navigate to={paths.public.login.href()} replace />;
  return (
    <Stack gap="lg">
      <AuthHeading title="Set a new password">
        Welcome, {user.firstName}. Choose a new password for {user.email} to finish signing in.
      </AuthHeading>
      <Suspense fallback={<StepLoading />}>
        <NewPasswordForm email={user.email} session={challenge.session} />
      </Suspense>
      <BackToSignIn />
    </Stack>
  );
}

/**
 * /login: the sign-in screen and its steps (`?view=`): forgot password, reset with the
 * e-mailed code, the first-login new password, and a staff user's two-factor steps.
 */
export function SignInPage() {
  const [search] = useSearchParams();
  const view = search.get('view');
  if (view === 'new-password') return <NewPasswordStep />;
  if (view === 'two-factor' || view === 'two-factor-setup') {
    return (
      <Suspense fallback={<StepLoading />}>
        <TwoFactorStep setup={view === 'two-factor-setup'} />
      </Suspense>
    );
  }
  if (view === 'forgot-password') {
    return (
      <Stack gap="lg">
        <AuthHeading title="Reset your password">
          Enter the e-mail you sign in with and we will send you a 6-digit code.
        </AuthHeading>
        <Suspense fallback={<StepLoading />}>
          <ForgotPasswordForm />
        </Suspense>
        <BackToSignIn />
      </Stack>
    );
  }
  if (view === 'reset-password') {
    return (
      <Stack gap="lg">
        <AuthHeading title="Choose a new password">
          Enter the code we e-mailed you and your new password.
        </AuthHeading>
        <Suspense fallback={<StepLoading />}>
          <ResetPasswordForm />
        </Suspense>
        <BackToSignIn />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <AuthHeading title="Sign in to Paydesk">
        Welcome back. Enter your details to continue.
      </AuthHeading>
      <SignInForm />
    </Stack>
  );
}
