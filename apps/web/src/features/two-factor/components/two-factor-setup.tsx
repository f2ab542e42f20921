import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../shared/errors/error-message';
import { EnrolmentPanel } from '../../../shared/two-factor/enrolment-panel';
import { RecoveryCodesPanel } from '../../../shared/two-factor/recovery-codes-panel';
import { useConfirmTwoFactor, useEnrolTwoFactor } from '../api/change-two-factor';
import { CodeConfirmForm } from './code-confirm-form';

/**
 * Turning two-factor sign-in on from the account: start (a new secret), scan or type it,
 * confirm with a first code, then save the recovery codes shown this once.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return <RecoveryCodesPanel codes={codes} continueLabel="Done" onContinue={onDone} />;
  }
  if (!enrol.data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600} size="sm">
          <IconShieldLock size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
          Off
        </Text>
        <Text size="sm">
          Besides your password, sign-in will ask for a 6-digit code from an authenticator app on
          your phone. Someone who learns your password still cannot sign in.
        </Text>
        {enrol.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {errorText(enrol.error) ?? 'The set-up could not start. Please try again.'}
          </Alert>
        )}
        <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <EnrolmentPanel enrolment={enrol.data} />
      <CodeConfirmForm
        label="Confirm two-factor sign-in"
        submitLabel="Turn on"
        errorTitle="Not turned on"
        onSubmit={async (code, idempotencyKey) => {
          const answer = await confirm.mutateAsync({ code, idempotencyKey });
          setCodes(answer.recoveryCodes);
        }}
        onCancel={() => enrol.reset()}
      />
    </Stack>
  );
}
