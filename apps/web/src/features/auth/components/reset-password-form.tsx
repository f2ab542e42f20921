import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { resetPasswordRequestSchema } from '@paydesk/domain/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { NewPasswordInput } from '../../../shared/forms/new-password-input';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { useResetPassword } from '../api/reset-password';

/** Reset with the e-mailed code and a new password (part 1 §4, §5). */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const setRecoveryEmail = useAuthStore((state) => state.setRecoveryEmail);
  const [initialValues] = useState(() => ({
    email: useAuthStore.getState().recoveryEmail,
    code: '',
    newPassword: '',
  }));
  const reset = useResetPassword();
  const form = useSchemaForm({ schema: resetPasswordRequestSchema, initialValues });
  const code = form.field('code');

  return (
    <SchemaForm
      form={form}
      onSubmit={async (data) => {
        const answer = await reset.mutateAsync(data);
        setRecoveryEmail(data.email);
        notify({ level: 'success', title: 'Password reset', message: answer.message });
        navigate(paths.public.login.href(), { replace: true });
      }}
      errorTitle="Password not reset"
      aria-label="Reset password"
    >
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="username"
        required
        {...form.field('email')}
      />
      <TextInput
        label="Code"
        description="The 6-digit code from the e-mail"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        {...code}
        onChange={(event) => code.onChange(event.currentTarget.value.replace(/\D/g, ''))}
        data-autofocus
      />
      <NewPasswordInput {...form.field('newPassword')} />
      <Button type="submit" fullWidth size="md" loading={form.submitting}>
        Reset password
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        No code?{' '}
        <Anchor component={Link} to={paths.public.login.href('forgot-password')} size="sm">
          Send a new one
        </Anchor>
      </Text>
    </SchemaForm>
  );
}
