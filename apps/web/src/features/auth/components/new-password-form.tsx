import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCompleteNewPassword } from '../api/complete-new-password';
import { newPasswordErrors } from '../utils/validate-sign-in';
import { FormErrorAlert, fieldError, serverFieldErrors } from './form-feedback';
import { NewPasswordInput } from './new-password-input';

interface NewPasswordFormProps {
  email: string;
  session: string;
}

/** The first-login challenge: set a new password, then the session begins (part 1 §4). */
export function NewPasswordForm({ email, session }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const complete = useCompleteNewPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newPasswordErrors(password);
    setErrors(found.length > 0 ? found : undefined);
    if (found.length > 0) return;
    complete.mutate(
      { email, session, newPassword: password },
      { onSuccess: (to) => navigate(to, { replace: true }) },
    );
  };

  const failure = complete.error;
  return (
    <form onSubmit={submit} noValidate aria-label="Set a new password">
      <Stack gap="md">
        <FormErrorAlert error={failure} title="Password not set" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordInput
          value={password}
          error={fieldError(errors ?? serverFieldErrors(failure, 'newPassword'))}
          onChange={(value) => {
            setPassword(value);
            setErrors([]);
          }}
        />
        <Button type="submit" fullWidth size="md" loading={complete.isPending}>
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}
