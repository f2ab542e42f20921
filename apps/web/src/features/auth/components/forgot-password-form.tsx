import { Button, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@paydesk/domain/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../shared/api/api-error';
import { handleError } from '../../../shared/errors/handle-error';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { useForgotPassword } from '../api/forgot-password';

/** Part 1 §8: the recovery error with HTTP 400. */
export const NON_EXISTENT_EMAIL_TITLE = 'Non-existent email';
export const NON_EXISTENT_EMAIL_MESSAGE = 'The email does not exist.';

/**
 * Recovery failures go to the central handler (a notification with a reference code); the
 * error is kept (under the field, from the server's `errors`) only for HTTP 400.
 */
function reportRecoveryError(failure: unknown): void {
  if (isApiError(failure) && failure.status === 400) {
    handleError(failure, {
      key: 'recoveryError',
      title: NON_EXISTENT_EMAIL_TITLE,
      message: NON_EXISTENT_EMAIL_MESSAGE,
    });
    return;
  }
  handleError(failure, { key: 'recoveryError', title: 'Password recovery failed' });
}

/** Forgot password: asks for the e-mail, then shows the reset form (part 1 §4). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const setRecoveryEmail = useAuthStore((state) => state.setRecoveryEmail);
  const [initialValues] = useState(() => ({ email: useAuthStore.getState().recoveryEmail }));
  const forgot = useForgotPassword();
  const form = useSchemaForm({
    schema: forgotPasswordRequestSchema,
    initialValues,
    onSubmitError: reportRecoveryError,
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={async ({ email }) => {
        const answer = await forgot.mutateAsync(email);
        setRecoveryEmail(email);
        notify({ level: 'success', title: 'Check your e-mail', message: answer.message });
        navigate(paths.public.login.href('reset-password'));
      }}
      aria-label="Forgot password"
    >
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="you@company.com"
        required
        {...form.field('email')}
        data-autofocus
      />
      <Button type="submit" fullWidth size="md" loading={form.submitting}>
        Send reset code
      </Button>
    </SchemaForm>
  );
}
