import { Anchor, Button, Checkbox, Group, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { rememberedFlag } from '../../../shared/session/session-tokens';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { useSignIn } from '../api/sign-in';

/** The schema (and zod) load when the form is first focused: the page paints without them. */
const signInSchema = async () => (await import('@paydesk/domain/auth')).signInRequestSchema;

function initialEmail(): string {
  return useAuthStore.getState().recoveryEmail || localStorage.getItem(STORAGE_KEYS.ssoEmail) || '';
}

/** E-mail and password sign-in (part 1 §4), with the migrate-and-retry rule. */
export function SignInForm() {
  const navigate = useNavigate();
  const setChallenge = useAuthStore((state) => state.setChallenge);
  const signIn = useSignIn();
  const [initialValues] = useState(() => ({
    email: initialEmail(),
    password: '',
    remember: rememberedFlag(),
  }));
  const form = useSchemaForm({ schema: signInSchema, initialValues });

  return (
    <SchemaForm
      form={form}
      onSubmit={async ({ email, password, remember }) => {
        const outcome = await signIn.mutateAsync({ email, password, remember: remember === true });
        if (outcome.kind === 'signed-in') {
          navigate(outcome.to, { replace: true });
          return;
        }
        const { response } = outcome;
        if (response.challenge === 'NEW_PASSWORD_REQUIRED') {
          setChallenge(response);
          navigate(paths.public.login.href('new-password'));
          return;
        }
        // A staff user's two-factor step (its code loads with the step).
        const { twoFactorStep } = await import('../utils/two-factor-challenge');
        const view = twoFactorStep(response, email, remember === true);
        if (view) navigate(paths.public.login.href(view));
      }}
      errorTitle="Sign-in failed"
      aria-label="Sign in"
    >
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="you@company.com"
        required
        {...form.field('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        visibilityToggleButtonProps={{ tabIndex: 0 }}
        {...form.field('password')}
      />
      <Group justify="space-between" gap="xs">
        <Checkbox label="Remember me" {...form.field('remember', { type: 'checkbox' })} />
        <Anchor component={Link} to={paths.public.login.href('forgot-password')} size="sm" fw={500}>
          Forgot password?
        </Anchor>
      </Group>
      <Button type="submit" fullWidth size="md" loading={form.submitting} mt="xs">
        Sign in
      </Button>
    </SchemaForm>
  );
}
