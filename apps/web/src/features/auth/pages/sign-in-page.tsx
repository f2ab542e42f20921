import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ForgotPasswordPanel } from '../components/forgot-password-panel';
import { SignInForm } from '../components/sign-in-form';

/** /login: the sign-in screen, or its forgot-password step (`?view=forgot-password`). */
export function SignInPage() {
  const [search] = useSearchParams();
  if (search.get('view') === 'forgot-password') return <ForgotPasswordPanel />;
  return (
    <Stack gap="lg">
      <title>Sign in · Paydesk</title>
      <div>
        <Title order={1} fz="h3">
          Sign in to Paydesk
        </Title>
        <Text c="dimmed" size="sm" mt={6}>
          Welcome back. Enter your details to continue.
        </Text>
      </div>
      <SignInForm />
    </Stack>
  );
}
