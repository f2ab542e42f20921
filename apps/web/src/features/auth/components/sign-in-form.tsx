import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { rememberedFlag } from '../../../shared/session/session-tokens';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { useSignIn } from '../api/sign-in';
import { type SignInErrors, validateSignIn } from '../utils/validate-sign-in';
import { FormErrorAlert, fieldError, serverFieldErrors } from './form-feedback';

function initialEmail(): string {
  return useAuthStore.getState().recoveryEmail || localStorage.getItem(STORAGE_KEYS.ssoEmail) || '';
}

/** E-mail and password sign-in (part 1 §4), with the migrate-and-retry rule. */
export function SignInForm() {
  const navigate = useNavigate();
  const setChallenge = useAuthStore((state) => state.setChallenge);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedFlag);
  const [errors, setErrors] = useState<SignInErrors>({});
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    signIn.mutate(
      { email, password, remember },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'signed-in') {
            navigate(outcome.to, { replace: true });
            return;
          }
          setChallenge(outcome.response);
          navigate(paths.public.login.href('new-password'));
        },
      },
    );
  };

  const failure = signIn.error;
  const emailErrors = errors.email ? [errors.email] : serverFieldErrors(failure, 'email');
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormErrorAlert error={failure} title="Sign-in failed" />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          required
          value={email}
          error={fieldError(emailErrors)}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setErrors((prev) => ({ ...prev, email: undefined }));
          }}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ tabIndex: 0 }}
          value={password}
          error={fieldError(
            errors.password ? [errors.password] : serverFieldErrors(failure, 'password'),
          )}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setErrors((prev) => ({ ...prev, password: undefined }));
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember me"
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <Anchor
            component={Link}
            to={paths.public.login.href('forgot-password')}
            size="sm"
            fw={500}
          >
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={signIn.isPending} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
