import { Anchor, Stack, Text } from '@mantine/core';
import { EMAIL_CHANGE_MESSAGES } from '@paydesk/domain/email-change';
import { useState } from 'react';
import { EmailField, PasswordField, TextField } from '../../../shared/form-fields/text-fields';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/email-change-api';
import { SubmitRow } from './submit-row';

const requestSchema = async () => (await import('@paydesk/domain/auth')).changeEmailRequestSchema;
const confirmSchema = async () =>
  (await import('@paydesk/domain/email-change')).confirmEmailChangeSchema;

/**
 * Change the sign-in e-mail in two steps (part 1 §7): the new address and the current password,
 * then the 6-digit code mailed to the new address. A 401/403 here is the form's error, not a
 * logout (the API client exempts users/change-email).
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return pendingEmail ? (
    <CodeStep email={pendingEmail} onRestart={() => setPendingEmail(null)} />
  ) : (
    <RequestStep currentEmail={currentEmail} onSent={setPendingEmail} />
  );
}

function RequestStep({
  currentEmail,
  onSent,
}: {
  currentEmail: string;
  onSent: (email: string) => void;
}) {
  const request = useRequestEmailChange();
  const form = useSchemaForm({
    schema: requestSchema,
    initialValues: { oldEmail: currentEmail, newEmail: '', password: '' },
  });
  return (
    <SchemaForm
      form={form}
      errorTitle="The code could not be sent"
      aria-label="Change e-mail"
      onSubmit={async (body, { idempotencyKey }) => {
        const answer = await request.mutateAsync({ body, idempotencyKey });
        onSent(answer.newEmail);
      }}
    >
      <Text size="sm" c="dimmed">
        You sign in with <strong>{currentEmail}</strong>. We send a code to the new address; the
        change happens once you enter it.
      </Text>
      <EmailField field={form.field('newEmail')} label="New e-mail" required />
      <PasswordField field={form.field('password')} label="Current password" required />
      <SubmitRow label="Send code" pending={form.submitting} />
    </SchemaForm>
  );
}

function CodeStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  const confirm = useConfirmEmailChange();
  const form = useSchemaForm({ schema: confirmSchema, initialValues: { code: '' } });
  return (
    <SchemaForm
      form={form}
      errorTitle="The e-mail could not be changed"
      aria-label="Confirm the new e-mail"
      onSubmit={async (body, { idempotencyKey }) => {
        const info = await confirm.mutateAsync({ body, idempotencyKey });
        notify({
          level: 'success',
          title: 'E-mail changed',
          message: EMAIL_CHANGE_MESSAGES.changed(info.data.profile.email),
        });
        onRestart();
      }}
    >
      <Stack gap={4}>
        <Text size="sm" role="status">
          {EMAIL_CHANGE_MESSAGES.codeSent(email)}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="left">
          Use a different e-mail
        </Anchor>
      </Stack>
      <TextField
        field={form.field('code')}
        label="Code"
        description="6 digits"
        required
        autoComplete="one-time-code"
        maxLength={6}
      />
      <SubmitRow label="Change e-mail" pending={form.submitting} />
    </SchemaForm>
  );
}
