import { Anchor, Button, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { beginSession } from '../../../shared/session/begin-session';
import { TotpCodeInput } from '../../../shared/two-factor/totp-code-input';
import { postTwoFactorSignIn } from '../api/two-factor-sign-in';
import { ssoTarget } from '../utils/sso-target';
import type { PendingTwoFactor } from '../utils/two-factor-challenge';

const schema = async () =>
  (await import('@paydesk/domain/two-factor')).twoFactorSignInRequestSchema;

/**
 * The step after the password of a staff user with two-factor sign-in: the 6-digit code of
 * the authenticator app, or one of the recovery codes.
 */
export function TwoFactorCodeForm({ pending }: { pending: PendingTwoFactor }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [useRecovery, setUseRecovery] = useState(false);
  const toInput = useCallback(
    (values: { code: string; recoveryCode: string }) =>
      useRecovery
        ? { email: pending.email, session: pending.session, recoveryCode: values.recoveryCode }
        : { email: pending.email, session: pending.session, code: values.code },
    [pending, useRecovery],
  );
  const form = useSchemaForm({
    schema,
    initialValues: { code: '', recoveryCode: '' },
    toInput,
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={async (input) => {
        const answer = await postTwoFactorSignIn(input);
        const landing = await beginSession(queryClient, answer, { remember: pending.remember });
        if (answer.recoveryCodesLeft !== undefined) {
          notify({
            level: answer.recoveryCodesLeft <= 3 ? 'warning' : 'success',
            title: 'Recovery code used',
            message: `${answer.recoveryCodesLeft} recovery codes left. You can make new ones under Two-factor sign-in.`,
          });
        }
        navigate(answer.redirect ? ssoTarget(answer.redirect, landing) : landing, {
          replace: true,
        });
      }}
      errorTitle="Sign-in failed"
      aria-label="Two-factor sign-in"
    >
      {useRecovery ? (
        <TextInput
          key="recovery"
          label="Recovery code"
          description="One of the codes you saved when you set up two-factor sign-in"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcde-12345"
          data-autofocus
          autoFocus
          {...form.field('recoveryCode')}
        />
      ) : (
        <TotpCodeInput key="code" autoFocus {...form.field('code')} />
      )}
      <Button type="submit" fullWidth size="md" loading={form.submitting}>
        Verify and sign in
      </Button>
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={500}
        // Keeps the focus (and so the field's message) where it is: a message appearing on the
        // blur would move the link away from under the pointer before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setUseRecovery((value) => !value)}
      >
        {useRecovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
      </Anchor>
    </SchemaForm>
  );
}
