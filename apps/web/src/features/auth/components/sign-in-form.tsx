import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignIn } from '../api/sign-in';
import { type SignInErrors, validateSignIn } from '../utils/validate-sign-in';

/** E-mail and password sign-in (part 1 §4). */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    // Success (storing the tokens, the remember flag and going on) comes with the identity
    // issue; until POST /api/auth/sign-in exists every attempt ends in the error below.
    signIn.mutate({ email: email.trim().toLowerCase(), password, remember });
  };

  const failure = signIn.error;
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            variant="light"
            title="Sign-in failed"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {failure.errorMessage ?? failure.message}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          required
          value={email}
          error={errors.email}
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
          error={errors.password}
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
