import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TwoFactorStatus } from '@paydesk/domain/two-factor';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { RecoveryCodesPanel } from '../../../shared/two-factor/recovery-codes-panel';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/change-two-factor';
import { CodeConfirmForm } from './code-confirm-form';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Two-factor sign-in is on: since when, recovery codes left, new codes, turn off. */
export function TwoFactorEnrolled({ status }: { status: TwoFactorStatus }) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setDialog(null);
    setCodes(null);
  };
  const left = status.recoveryCodesLeft;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge color="green" variant="light" size="lg">
          On
        </Badge>
        {status.confirmedAt && (
          <Text size="sm" c="dimmed">
            since {formatDateTime(status.confirmedAt, browserZone())}
          </Text>
        )}
      </Group>
      <Text size="sm">
        Sign-in asks for a code from your authenticator app after your password.{' '}
        <Text span fw={500} c={left <= 3 ? 'orange.8' : undefined}>
          {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
        </Text>
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => setDialog('regenerate')}>
          New recovery codes
        </Button>
        {!status.required && (
          <Button variant="default" color="red" onClick={() => setDialog('disable')}>
            Turn off
          </Button>
        )}
      </Group>
      {status.required && (
        <Text size="sm" c="dimmed">
          Two-factor sign-in is required for Paydesk staff. Lost your phone? Another admin can reset
          it for you.
        </Text>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog === 'disable' ? 'Turn off two-factor sign-in' : 'New recovery codes'}
        centered
      >
        {codes ? (
          <RecoveryCodesPanel codes={codes} continueLabel="Done" onContinue={close} />
        ) : dialog === 'disable' ? (
          <Stack gap="sm">
            <Text size="sm">
              Sign-in will ask for your password only. Enter a current code to confirm.
            </Text>
            <CodeConfirmForm
              label="Turn off two-factor sign-in"
              submitLabel="Turn off"
              color="red"
              errorTitle="Not turned off"
              onCancel={close}
              onSubmit={async (code, idempotencyKey) => {
                await disable.mutateAsync({ code, idempotencyKey });
                close();
              }}
            />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Your current recovery codes stop working. Enter a current code to confirm.
            </Text>
            <CodeConfirmForm
              label="Make new recovery codes"
              submitLabel="Make new codes"
              errorTitle="No new codes"
              onCancel={close}
              onSubmit={async (code, idempotencyKey) => {
                const answer = await regenerate.mutateAsync({ code, idempotencyKey });
                setCodes(answer.recoveryCodes);
              }}
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
