import { Button, Stack, TextInput } from '@mantine/core';
import { normalizeEmail } from '@paydesk/domain/email';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../shared/api/api-error';
import { handleError } from '../../../shared/errors/handle-error';
import { notify } from '../../../shared/notifications/notify';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { useForgotPassword } from '../api/forgot-password';
import { emailError } from '../utils/validate-sign-in';
import { fieldError } from './form-feedback';

/** Part 1 §8: the recovery error with HTTP 400. */
export const NON_EXISTENT_EMAIL_TITLE = 'Non-existent email';
export const NON_EXISTENT_EMAIL_MESSAGE = 'The email does not exist.';

/** Forgot password: asks for the e-mail, then shows the reset form (part 1 §4). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const setRecoveryEmail = useAuthStore((state) => state.setRecoveryEmail);
  const [email, setEmail] = useState(() => useAuthStore.getState().recoveryEmail);
  const [error, setError] = useState<string | undefined>();
  const forgot = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return;
    forgot.mutate(email, {
      onSuccess: (answer) => {
        setRecoveryEmail(normalizeEmail(email));
        notify({ level: 'success', title: 'Check your e-mail', message: answer.message });
        navigate(paths.public.login.href('reset-password'));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 400) {
          // The error is kept (shown under the field) only for HTTP 400.
          setError(failure.errorMessage ?? NON_EXISTENT_EMAIL_MESSAGE);
          handleError(failure, {
            key: 'recoveryError',
            title: NON_EXISTENT_EMAIL_TITLE,
            message: NON_EXISTENT_EMAIL_MESSAGE,
          });
          return;
        }
        handleError(failure, { key: 'recoveryError', title: 'Password recovery failed' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          required
          value={email}
          error={fieldError(error ? [error] : [])}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(undefined);
          }}
          data-autofocus
        />
        <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
          Send reset code
        </Button>
      </Stack>
    </form>
  );
}
