import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { Tokens } from '@paydesk/domain/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/errors/error-message';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { beginSession } from '../../../shared/session/begin-session';
import { EnrolmentPanel } from '../../../shared/two-factor/enrolment-panel';
import { RecoveryCodesPanel } from '../../../shared/two-factor/recovery-codes-panel';
import { TotpCodeInput } from '../../../shared/two-factor/totp-code-input';
import { postTwoFactorSetup, postTwoFactorSetupConfirm } from '../api/two-factor-sign-in';
import type { PendingTwoFactor } from '../utils/two-factor-challenge';

const schema = async () =>
  (await import('@paydesk/domain/two-factor')).twoFactorSetupConfirmRequestSchema;

/**
 * Required mode: a staff user without two-factor sign-in enrols before the first tokens:
 * scan, confirm with a first code, save the recovery codes, then on to the app.
 */
export function TwoFactorSetupForm({ pending }: { pending: PendingTwoFactor }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useMutation({ mutationFn: postTwoFactorSetup });
  const [done, setDone] = useState<{ codes: string[]; tokens: Tokens } | null>(null);
  const [continuing, setContinuing] = useState(false);
  const { mutate } = setup;
  useEffect(() => {
    mutate({ email: pending.email, session: pending.session });
  }, [mutate, pending]);
  const toInput = useCallback(
    (values: { code: string }) => ({ email: pending.email, session: pending.session, ...values }),
    [pending],
  );
  const form = useSchemaForm({ schema, initialValues: { code: '' }, toInput });

  if (done) {
    return (
      <RecoveryCodesPanel
        codes={done.codes}
        continueLabel="Continue to Paydesk"
        loading={continuing}
        onContinue={async () => {
          // The session begins once the codes are saved.
          setContinuing(true);
          const landing = await beginSession(queryClient, done.tokens, {
            remember: pending.remember,
          });
          navigate(landing, { replace: true });
        }}
      />
    );
  }
  if (setup.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={18} aria-hidden />}
      >
        {errorText(setup.error) ?? 'The set-up could not start. Please sign in again.'}
      </Alert>
    );
  }
  if (!setup.data) {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <EnrolmentPanel enrolment={setup.data} />
      <SchemaForm
        form={form}
        onSubmit={async (input) => {
          const { recoveryCodes, ...tokens } = await postTwoFactorSetupConfirm(input);
          setDone({ codes: recoveryCodes, tokens });
        }}
        errorTitle="Set-up failed"
        aria-label="Confirm two-factor sign-in"
      >
        <TotpCodeInput {...form.field('code')} />
        <Button type="submit" fullWidth size="md" loading={form.submitting}>
          Confirm and sign in
        </Button>
      </SchemaForm>
    </Stack>
  );
}
