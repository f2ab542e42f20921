import { PasswordField } from '../../../shared/form-fields/text-fields';
import { NewPasswordInput } from '../../../shared/forms/new-password-input';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useChangePassword } from '../api/profile-api';
import { SubmitRow } from './submit-row';

const schema = async () => (await import('@paydesk/domain/auth')).changePasswordRequestSchema;

interface PasswordValues extends Record<string, unknown> {
  oldPassword: string;
  newPassword: string;
}

/** The access token is added when sending (this session's); the schema checks the rest. */
const toInput = (values: PasswordValues) => ({ ...values, accessToken: 'this-session' });

/**
 * Change password (part 1 §7) with the rules of §5 ticking as the user types. Every other
 * session ends; this device carries on with the new tokens.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useSchemaForm({
    schema,
    initialValues: { oldPassword: '', newPassword: '' } as PasswordValues,
    toInput,
  });
  const newPassword = form.field('newPassword');
  return (
    <SchemaForm
      form={form}
      errorTitle="The password could not be changed"
      aria-label="Change password"
      onSubmit={async ({ oldPassword, newPassword: next }) => {
        await change.mutateAsync({ oldPassword, newPassword: next });
        form.form.reset();
        notify({
          level: 'success',
          title: 'Password changed',
          message: 'Your password was changed. Other devices were signed out.',
        });
      }}
    >
      <PasswordField field={form.field('oldPassword')} label="Current password" required />
      <NewPasswordInput
        value={String(newPassword.value ?? '')}
        onChange={(value) => newPassword.onChange(value)}
        onFocus={newPassword.onFocus}
        onBlur={newPassword.onBlur}
        error={newPassword.error}
      />
      <SubmitRow label="Change password" pending={form.submitting} />
    </SchemaForm>
  );
}
