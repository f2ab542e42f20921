import { Button } from '@mantine/core';
import { newPasswordRequestSchema } from '@paydesk/domain/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '../../../shared/forms/new-password-input';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useCompleteNewPassword } from '../api/complete-new-password';

interface NewPasswordFormProps {
  email: string;
  session: string;
}

/** The first-login challenge: set a new password, then the session begins (part 1 §4). */
export function NewPasswordForm({ email, session }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const complete = useCompleteNewPassword();
  // The challenge's e-mail and session go with the typed password, as the schema wants them.
  const toInput = useCallback(
    (values: { newPassword: string }) => ({ email, session, newPassword: values.newPassword }),
    [email, session],
  );
  const form = useSchemaForm({
    schema: newPasswordRequestSchema,
    initialValues: { newPassword: '' },
    toInput,
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={async (data) => navigate(await complete.mutateAsync(data), { replace: true })}
      errorTitle="Password not set"
      aria-label="Set a new password"
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordInput {...form.field('newPassword')} />
      <Button type="submit" fullWidth size="md" loading={form.submitting}>
        Set password and sign in
      </Button>
    </SchemaForm>
  );
}
