import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../shared/notifications/notify';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { useResetPassword } from '../api/reset-password';
import { emailError, newPasswordErrors, resetCodeError } from '../utils/validate-sign-in';
import { FormErrorAlert, fieldError, serverFieldErrors } from './form-feedback';
import { NewPasswordInput } from './new-password-input';

interface ResetErrors {
  email?: string[];
  code?: string[];
  newPassword?: string[];
}

/** Reset with the e-mailed code and a new password (part 1 §4, §5). */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const setRecoveryEmail = useAuthStore((state) => state.setRecoveryEmail);
  const [email, setEmail] = useState(() => useAuthStore.getState().recoveryEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const reset = useResetPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: ResetErrors = {};
    const emailProblem = emailError(email);
    const codeProblem = resetCodeError(code);
    const passwordProblems = newPasswordErrors(password);
    if (emailProblem) found.email = [emailProblem];
    if (codeProblem) found.code = [codeProblem];
    if (passwordProblems.length > 0) found.newPassword = passwordProblems;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { email, code, newPassword: password },
      {
        onSuccess: (answer) => {
          setRecoveryEmail(email.trim().toLowerCase());
          notify({ level: 'success', title: 'Password reset', message: answer.message });
          navigate(paths.public.login.href(), { replace: true });
        },
      },
    );
  };

  const failure = reset.error;
  const shown = (field: keyof ResetErrors) =>
    fieldError(errors[field] ?? serverFieldErrors(failure, field));
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <FormErrorAlert error={failure} title="Password not reset" />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          error={shown('email')}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setErrors((prev) => ({ ...prev, email: [] }));
          }}
        />
        <TextInput
          label="Code"
          description="The 6-digit code from the e-mail"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          value={code}
          error={shown('code')}
          onChange={(e) => {
            setCode(e.currentTarget.value.replace(/\D/g, ''));
            setErrors((prev) => ({ ...prev, code: [] }));
          }}
          data-autofocus
        />
        <NewPasswordInput
          value={password}
          error={shown('newPassword')}
          onChange={(value) => {
            setPassword(value);
            setErrors((prev) => ({ ...prev, newPassword: [] }));
          }}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Reset password
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          No code?{' '}
          <Anchor component={Link} to={paths.public.login.href('forgot-password')} size="sm">
            Send a new one
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
